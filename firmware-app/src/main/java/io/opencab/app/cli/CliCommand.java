package io.opencab.app.cli;

import java.io.PrintWriter;
import java.util.concurrent.Callable;
import picocli.CommandLine;

/**
 * What the {@code cabinet} commands share: picocli's view of the command line that called them, where they report,
 * and how they refuse an argument (picocli prints the message and the usage; exit code 2).
 */
abstract class CliCommand implements Callable<Integer> {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    /** Where the command reports: standard output, or the writer a test gave {@link CabinetCli#execute}. */
    final PrintWriter out() {
        return spec.commandLine().getOut();
    }

    /** A wrong argument or a wrong combination of them, said in {@code message}; to be thrown. */
    final CommandLine.ParameterException badArgument(String message) {
        return new CommandLine.ParameterException(spec.commandLine(), message);
    }
}
