package io.opencab.app.cli;

import java.io.PrintWriter;
import java.util.List;
import java.util.function.BiConsumer;
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

    /**
     * Hands each {@code --set KEY=VALUE} of {@code settings} to {@code put}, key and value stripped. {@code cabinet run}
     * and {@code provision init} take the same option, so they refuse a word without a key the same way.
     */
    protected final void forEachSetting(List<String> settings, BiConsumer<String, String> put) {
        for (String kv : settings) {
            int eq = kv.indexOf('=');
            if (eq <= 0) {
                throw badArgument("--set needs KEY=VALUE, got '" + kv + "'");
            }
            put.accept(kv.substring(0, eq).strip(), kv.substring(eq + 1).strip());
        }
    }
}
