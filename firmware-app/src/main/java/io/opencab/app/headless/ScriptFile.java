package io.opencab.app.headless;

import io.opencab.app.AppException;
import io.opencab.app.config.IoReason;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The text of a script file (docs/headless.md, "Script format"): UTF-8 without a byte-order mark, refused as the
 * configuration reader refuses such a file, naming the first byte that breaks it. An outside tester got the JDK's
 * "Input length = 1" for a binary script, the path again for a missing one, and "unknown command 'audit'" for a
 * script saved with a byte-order mark (the mark invisible in front of the first word).
 */
final class ScriptFile {
    private static final byte[] BOM = {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF};

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
        if (startsWithBom(bytes)) {
            throw new AppException("the script " + file + " starts with a UTF-8 byte-order mark (bytes EF BB BF): save it"
                + " without one");
        }
        return decode(file, bytes);
    }

    private static boolean startsWithBom(byte[] bytes) {
        if (bytes.length < BOM.length) {
            return false;
        }
        for (int i = 0; i < BOM.length; i++) {
            if (bytes[i] != BOM[i]) {
                return false;
            }
        }
        return true;
    }

    /** Strict UTF-8: the first malformed byte is named with its offset, as the configuration reader does. */
    private static String decode(Path file, byte[] bytes) {
        CharsetDecoder d = StandardCharsets.UTF_8.newDecoder()
            .onMalformedInput(CodingErrorAction.REPORT)
            .onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer in = ByteBuffer.wrap(bytes);
        CharBuffer out = CharBuffer.allocate(bytes.length + 1);
        CoderResult r = d.decode(in, out, true);
        if (!r.isError()) {
            r = d.flush(out);
        }
        if (r.isError()) {
            int at = in.position();
            throw new AppException("the script " + file + " is not UTF-8 text (byte 0x"
                + String.format("%02X", bytes[at] & 0xff) + " at offset " + at + "): save it as UTF-8");
        }
        return out.flip().toString();
    }
}
