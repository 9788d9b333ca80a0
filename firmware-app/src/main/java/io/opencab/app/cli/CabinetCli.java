package io.opencab.app.cli;

import java.io.PrintWriter;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The {@code cabinet} command line. Bad arguments get one line and exit code 2; a failure
 * while running gets one line and exit code 1; never a stack trace.
 */
@Command(name = "cabinet", mixinStandardHelpOptions = true, versionProvider = CabinetCli.Version.class,
        description = "OpenCab slot cabinet firmware.",
        subcommands = {RunCommand.class, SimulateCommand.class, RngDumpCommand.class, HashPinCommand.class,
            CheckConfigCommand.class, ParJsonCommand.class})
public final class CabinetCli implements Runnable {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        throw new CommandLine.ParameterException(spec.commandLine(), "missing command (run, simulate, rng-dump, hash-pin, check-config, par-json)");
    }

    public static void main(String[] args) {
        CabinetLog.install(System.getenv());
        System.exit(execute(args, new PrintWriter(System.out, true), new PrintWriter(System.err, true)));
    }

    /** Runs the command line with the given streams; returns the exit code. */
    public static int execute(String[] args, PrintWriter out, PrintWriter err) {
        return execute(args, out, err, System.getenv());
    }

    /** As {@link #execute(String[], PrintWriter, PrintWriter)} with {@code env} as the environment (tests: no DISPLAY). */
    static int execute(String[] args, PrintWriter out, PrintWriter err, java.util.Map<String, String> env) {
        CommandLine.IFactory factory = new CommandLine.IFactory() {
            @Override
            public <K> K create(Class<K> type) throws Exception {
                K k = CommandLine.defaultFactory().create(type);
                if (k instanceof RunCommand r) {
                    r.env = env;
                }
                return k;
            }
        };
        CommandLine cl = new CommandLine(new CabinetCli(), factory);
        cl.setOut(out);
        cl.setErr(err);
        CliErrors.install(cl, "cabinet", out, err);
        return cl.execute(args);
    }

    static final class Version implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() {
            return new String[] {"cabinet " + io.opencab.app.SoftwareVersion.current()};
        }
    }
}
