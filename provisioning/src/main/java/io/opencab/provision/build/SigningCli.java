package io.opencab.provision.build;

import io.opencab.app.AppException;
import java.io.PrintWriter;
import java.time.Clock;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The build-side signing tool ({@code provisioning/target/provision-signing.jar}, {@code bin/sign}):
 * {@code keygen} makes a signing key pair (docs/deploy.md "Key ceremony"), {@code manifest} writes an
 * image's public key and its signed manifest (a step of bin/build-image). It is not part of any board
 * image (issue 34 item 3): a board's {@code provision} cannot make keys or sign. Exit codes: 0 done,
 * 1 refused or failed (one line {@code sign: ...}), 2 bad arguments.
 */
@Command(name = "sign", mixinStandardHelpOptions = true,
        description = "Build-side signing of OpenCab install images (never on a board).",
        subcommands = {KeygenCommand.class, ManifestCommand.class})
public final class SigningCli implements Runnable {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    final Clock clock;

    SigningCli(Clock clock) {
        this.clock = clock;
    }

    @Override
    public void run() {
        throw new CommandLine.ParameterException(spec.commandLine(), "missing command (keygen, manifest)");
    }

    public static void main(String[] args) {
        System.exit(execute(args, new PrintWriter(System.out, true), new PrintWriter(System.err, true), Clock.systemUTC()));
    }

    /** Runs the command line with the given streams and clock; returns the exit code. */
    public static int execute(String[] args, PrintWriter out, PrintWriter err, Clock clock) {
        CommandLine cl = new CommandLine(new SigningCli(clock));
        cl.setOut(out);
        cl.setErr(err);
        io.opencab.app.cli.PathArgument.install(cl);
        cl.setParameterExceptionHandler((ex, a) -> {
            err.println("sign: " + ex.getMessage());
            return 2;
        });
        cl.setExecutionExceptionHandler((ex, c, p) -> {
            out.flush();
            err.println("sign: " + (ex instanceof AppException ? ex.getMessage() : "internal error: " + ex));
            return 1;
        });
        int rc = cl.execute(args);
        out.flush();
        err.flush();
        return rc;
    }
}
