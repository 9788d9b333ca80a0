package io.opencab.app.cli;

import io.opencab.app.AppException;
import io.opencab.engine.EngineException;
import io.opencab.hal.HalException;
import io.opencab.meters.MeterException;
import java.io.PrintWriter;
import java.util.List;
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

    /**
     * Installs both handlers on {@code cl}, and the number options' converters ({@link NumberArgument}); {@code name}
     * starts each line; {@code out} is flushed first.
     */
    public static void install(CommandLine cl, String name, PrintWriter out, PrintWriter err) {
        NumberArgument.install(cl);
        cl.setParameterExceptionHandler((ex, a) -> {
            err.println(name + ": " + ControlChars.escaped(inWords(ex)) + " (see '" + name + " "
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
     * A bad argument in the docs' words. Arguments left over are named from what picocli could not match, not from its
     * sentence ("Unmatched argument at index 2: 'x'" named an index, which outside testers read as jargon; stop 50);
     * an unknown option keeps picocli's words, which the docs use. Numbers are worded by {@link NumberArgument}.
     */
    static String inWords(CommandLine.ParameterException ex) {
        if (ex instanceof CommandLine.UnmatchedArgumentException u && !u.isUnknownOption()
            && !u.getUnmatched().isEmpty()) {
            List<String> left = u.getUnmatched();
            return "unexpected argument" + (left.size() == 1 ? "" : "s") + ": "
                + String.join(", ", left.stream().map(a -> "'" + a + "'").toList());
        }
        return ex.getMessage();
    }

    private static String subcommandName(CommandLine.ParameterException ex) {
        CommandLine c = ex.getCommandLine();
        return c == null || c.getParent() == null ? "" : c.getCommandName() + " ";
    }
}
