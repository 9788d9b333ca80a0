package io.opencab.app.config;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.function.Function;

/**
 * The files a person writes for the cabinet (configuration files, headless scripts) are UTF-8 text without a
 * byte-order mark. A file that is not gets a message naming the first byte that breaks it and where, instead of the
 * JDK's "Input length = 1"; one that starts with a byte-order mark gets one saying so (docs/configuration.md).
 */
public final class Utf8Text {
    private Utf8Text() {
    }

    /**
     * Decodes {@code bytes}; at a byte-order mark or the first invalid byte throws what {@code refusal} makes of the
     * reason, which reads after the file's name: "starts with a UTF-8 byte-order mark (bytes EF BB BF): save it
     * without one", "is not UTF-8 text (byte 0xFF at offset 8): save it as UTF-8".
     */
    public static String decode(byte[] bytes, Function<String, ? extends RuntimeException> refusal) {
        if (bytes.length >= 3 && (bytes[0] & 0xff) == 0xEF && (bytes[1] & 0xff) == 0xBB && (bytes[2] & 0xff) == 0xBF) {
            // Refused, not skipped: Properties reads it into the first key as U+FEFF, and "cabinet.id: unknown
            // configuration key" then names a key that looks right (a script's first command likewise: "unknown
            // command 'audit'"); other readers of the file (a grep ^cabinet.id) trip on it the same way, and the
            // editor that added it saves without it.
            throw refusal.apply("starts with a UTF-8 byte-order mark (bytes EF BB BF): save it without one");
        }
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
            throw refusal.apply("is not UTF-8 text (byte 0x" + String.format("%02X", bytes[at] & 0xff) + " at offset " + at
                + "): save it as UTF-8");
        }
        return out.flip().toString();
    }
}
