package io.opencab.app.headless;

import io.opencab.app.AppException;
import io.opencab.app.config.IoReason;
import io.opencab.app.config.Utf8Text;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The text of a script file (docs/headless.md, "Script format"): UTF-8 without a byte-order mark, refused as the
 * configuration reader refuses such a file ({@link Utf8Text}), naming the first byte that breaks it. An outside
 * tester got the JDK's "Input length = 1" for a binary script, the path again for a missing one, and "unknown command 'audit'" for a
 * script saved with a byte-order mark (the mark invisible in front of the first word).
 */
final class ScriptFile {
    private ScriptFile() {
    }

    /** The text of {@code file}; throws {@link AppException} naming the file and what is wrong with it. */
    static String read(Path file) {
        if (file.toString().isEmpty()) {
            // Path.of("") is the working directory: the JDK would answer "Is a directory".
            throw new AppException("the script's path is empty: name a script file (or leave --script out for the"
                + " built-in demo)");
        }
        byte[] bytes;
        try {
            bytes = Files.readAllBytes(file);
        } catch (IOException e) {
            throw new AppException("cannot read the script " + file + ": " + IoReason.of(e), e);
        }
        return Utf8Text.decode(bytes, why -> new AppException("the script " + file + " " + why));
    }
}
