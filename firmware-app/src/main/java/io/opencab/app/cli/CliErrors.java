package io.opencab.app.cli;

import io.opencab.app.AppException;
import io.opencab.engine.EngineException;
import io.opencab.hal.HalException;
import io.opencab.meters.MeterException;
import java.io.PrintWriter;
import picocli.CommandLine;

/**
 * How the project's command lines ({@code cabinet}, {@code provision}) answer a mistake (docs/cabinet.md,
 * docs/deploy.md): bad arguments get one line naming the command's help and exit code 2; a refused or failed
 * command one line and exit code 1 (anything else is an internal error, still one line); never a stack trace. A
 * control character a message carries from the input is shown escaped, so the line stays one line.
 */
public final class CliErrors {
    private CliErrors() {
    }

    /** Installs both handlers on {@code cl}; {@code name} starts each line; {@code out} is flushed first. */
    public static void install(CommandLine cl, String name, PrintWriter out, PrintWriter err) {
        cl.setParameterExceptionHandler((ex, a) -> {
            err.println(name + ": " + ControlChars.escaped(inWords(ex.getMessage())) + " (see '" + name + " "
                + subcommandName(ex) + "--help')");
            return 2;
        });
        cl.setExecutionExceptionHandler((ex, c, p) -> {
            out.flush();
            if (ex instanceof EngineException || ex instanceof AppException || ex instanceof MeterException
                || ex instanceof HalException) {
                err.println(name + ": " + ControlChars.escaped(ex.getMessage())); // a value's newline or ESC shown, not obeyed
                return 1;
            }
            err.println(name + ": internal error: " + ControlChars.escaped(ex.toString()));
            return 1;
        });
    }

    /**
     * picocli's own answers in the words the docs use: its type converters name Java types ("'abc' is not an int") and
     * its parser an index ("Unmatched argument at index 2: 'x'"), which outside testers read as jargon (stop 50).
     */
    static String inWords(String message) {
        return message.replace("' is not an int", "' is not a whole number")
            .replace("' is not a long", "' is not a whole number")
            .replace("' is not a double", "' is not a number")
            .replaceFirst("^Unmatched arguments? from index \\d+: ", "unexpected arguments: ")
            .replaceFirst("^Unmatched argument at index \\d+: ", "unexpected argument: ");
    }

    private static String subcommandName(CommandLine.ParameterException ex) {
        CommandLine c = ex.getCommandLine();
        return c == null || c.getParent() == null ? "" : c.getCommandName() + " ";
    }
}
