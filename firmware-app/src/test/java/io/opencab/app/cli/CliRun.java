package io.opencab.app.cli;

import java.io.PrintWriter;
import java.io.StringWriter;

/** The cabinet's command line run in this JVM, with what it prints on standard output and error kept for the test. */
final class CliRun {
    final StringWriter out = new StringWriter();
    final StringWriter err = new StringWriter();

    int run(String... args) {
        return CabinetCli.execute(args, new PrintWriter(out, true), new PrintWriter(err, true));
    }
}
