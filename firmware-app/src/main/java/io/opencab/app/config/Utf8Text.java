package io.opencab.app.config;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

/**
 * Configuration files are UTF-8 text. A file that is not gets a message naming the first byte that
 * breaks it and where, instead of the JDK's "Input length = 1".
 */
final class Utf8Text {
    private Utf8Text() {
    }

    /** Decodes {@code bytes} read from {@code file}; throws {@link ConfigException} at the first invalid byte. */
    static String decode(Path file, byte[] bytes) {
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
            throw new ConfigException("file", file.getFileName() + " is not UTF-8 text (byte 0x"
                + String.format("%02X", bytes[at] & 0xff) + " at offset " + at + "): save it as UTF-8");
        }
        return out.flip().toString();
    }
}
