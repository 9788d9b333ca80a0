package io.opencab.app.cli;

import java.io.PrintWriter;
import java.util.concurrent.Callable;
import picocli.CommandLine;

/**
 * What the project's commands share (the {@code cabinet} commands here, and provisioning's {@code provision} and
 * {@code sign} commands, which answer mistakes the same way through {@link CliErrors}): picocli's view of the command
 * line that called them, where they report, and how they refuse an argument (picocli prints the message and the
 * usage; exit code 2).
 */
public abstract class CliCommand implements Callable<Integer> {
    @CommandLine.Spec
    protected CommandLine.Model.CommandSpec spec;

    /** Where the command reports: standard output, or the writer a test gave the tool's {@code execute} ({@link CabinetCli#execute}). */
    protected final PrintWriter out() {
        return spec.commandLine().getOut();
    }

    /** A wrong argument or a wrong combination of them, said in {@code message}; to be thrown. */
    protected final CommandLine.ParameterException badArgument(String message) {
        return new CommandLine.ParameterException(spec.commandLine(), message);
    }
}
