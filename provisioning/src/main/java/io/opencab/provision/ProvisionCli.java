package io.opencab.provision;

import io.opencab.app.cli.CliErrors;
import io.opencab.app.cli.PathArgument;
import java.io.InputStream;
import java.io.PrintWriter;
import java.time.Clock;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The {@code provision} command line (docs/deploy.md, docs/export.md), the board's tool: it makes no
 * signing key and signs no manifest (issue 34 item 3; that is {@code io.opencab.provision.build.SigningCli},
 * build side only). Bad arguments get one line
 * and exit code 2; a refused or failed command (bad configuration, wrong PIN, failed
 * verification) one line and exit code 1, with nothing written; never a stack trace.
 */
@Command(name = "provision", mixinStandardHelpOptions = true, versionProvider = ProvisionCli.Version.class,
        description = "Sets up an OpenCab cabinet, verifies its software and exports its records.",
        subcommands = {InitCommand.class, ShowCommand.class, SetCommand.class, ImportCommand.class,
            ExportCommand.class, VerifyCommand.class, WitnessCommand.class})
public final class ProvisionCli implements Runnable {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    final InputStream in;
    final Clock clock;

    ProvisionCli(InputStream in, Clock clock) {
        this.in = in;
        this.clock = clock;
    }

    @Override
    public void run() {
        throw new CommandLine.ParameterException(spec.commandLine(),
            "missing command (init, show, set, import, export, verify, witness)");
    }

    public static void main(String[] args) {
        System.exit(execute(args, new PrintWriter(System.out, true), new PrintWriter(System.err, true), System.in,
            Clock.systemUTC()));
    }

    /** Runs the command line with the given streams and clock; returns the exit code. */
    public static int execute(String[] args, PrintWriter out, PrintWriter err, InputStream in, Clock clock) {
        CommandLine cl = new CommandLine(new ProvisionCli(in, clock));
        cl.setOut(out);
        cl.setErr(err);
        PathArgument.install(cl);
        CliErrors.install(cl, "provision", out, err);
        int rc = cl.execute(args);
        out.flush();
        err.flush();
        return rc;
    }

    static final class Version implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() {
            String v = ProvisionCli.class.getPackage().getImplementationVersion();
            return new String[] {"provision " + (v == null ? "development" : v)};
        }
    }
}
