package io.opencab.sas;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;

/** Builds one reply: address, command, fields (BCD and ASCII MSB first, binary LSB first), CRC. */
final class Frame {
    private final ByteArrayOutputStream out = new ByteArrayOutputStream(48);

    private Frame() {
    }

    static Frame of(int address, int command) {
        Frame f = new Frame();
        f.out.write(address);
        f.out.write(command);
        return f;
    }

    Frame bcd(long value, int bytes) {
        out.writeBytes(Bcd.of(value, bytes));
        return this;
    }

    /** Binary, least significant byte first (SAS 6.02: "binary LSB first"). */
    Frame bin(long value, int bytes) {
        for (int i = 0; i < bytes; i++) {
            out.write((int) (value >>> (8 * i)) & 0xFF);
        }
        return this;
    }

    /** ASCII, padded with spaces or cut to exactly {@code bytes}; non-ASCII characters become '?'. */
    Frame ascii(String s, int bytes) {
        byte[] b = s.getBytes(StandardCharsets.US_ASCII);
        for (int i = 0; i < bytes; i++) {
            out.write(i < b.length ? b[i] : ' ');
        }
        return this;
    }

    Frame raw(byte[] b) {
        out.writeBytes(b);
        return this;
    }

    /** The bytes so far, without a CRC. */
    byte[] body() {
        return out.toByteArray();
    }

    /** The bytes so far followed by their CRC, LSB first. */
    byte[] crc() {
        return Crc16.append(out.toByteArray());
    }
}
