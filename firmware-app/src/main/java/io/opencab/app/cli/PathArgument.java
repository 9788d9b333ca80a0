package io.opencab.app.cli;

import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import picocli.CommandLine;

/**
 * Every path option and parameter of {@code provision} (and of the build-side {@code sign}): an empty path is refused
 * as empty, because {@code Path.of("")} is the working directory ({@code init --data-dir ""} provisioned the directory
 * the technician stood in); a path with a control character is refused too, since every message that names the path
 * would then span lines. picocli reports the refusal as a bad argument (exit code 2), naming the option. It lives
 * here, beside {@link CliErrors}, because the build-side signing jar carries only its own package and firmware-app.
 */
public final class PathArgument implements CommandLine.ITypeConverter<Path> {

    /** Makes every {@link Path} option and parameter of {@code cl} and its subcommands go through this check. */
    public static void install(CommandLine cl) {
        cl.registerConverter(Path.class, new PathArgument());
    }

    @Override
    public Path convert(String value) {
        if (value.isBlank()) {
            throw new CommandLine.TypeConversionException("the path is empty" + (value.isEmpty() ? "" : " (only blanks)")
                + "; name what the option asks for (an empty path would be the working directory)");
        }
        if (ControlChars.present(value)) {
            throw new CommandLine.TypeConversionException("the path " + "\"" + ControlChars.escaped(value) + "\""
                + " holds a control character");
        }
        try {
            return Path.of(value);
        } catch (InvalidPathException e) {
            throw new CommandLine.TypeConversionException("not a path: " + "\"" + ControlChars.escaped(value) + "\"" + " (" + e.getReason() + ")");
        }
    }
}
