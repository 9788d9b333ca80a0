package io.opencab.tests.sashost;

import java.util.HexFormat;

/** Bytes as the SAS descriptions write them, and SAS BCD (two decimal digits a byte, most significant first). */
final class Hex {
    private static final HexFormat HEX = HexFormat.ofDelimiter(" ").withUpperCase();

    private Hex() {
    }

    static String of(byte[] b) {
        return b == null ? "(no reply)" : b.length == 0 ? "(empty)" : HEX.formatHex(b);
    }

    static byte[] parse(String spaced) {
        return HEX.parseHex(spaced);
    }

    /** {@code value} as {@code bytes} bytes of BCD; fails if it does not fit. */
    static byte[] bcd(long value, int bytes) {
        if (value < 0) {
            throw new IllegalArgumentException("BCD of a negative value " + value);
        }
        byte[] out = new byte[bytes];
        long v = value;
        for (int i = bytes - 1; i >= 0; i--) {
            out[i] = (byte) ((v % 10) | ((v / 10 % 10) << 4));
            v /= 100;
        }
        if (v != 0) {
            throw new IllegalArgumentException(value + " does not fit in " + bytes + " BCD bytes");
        }
        return out;
    }

    /** The BCD field at {@code from}, {@code bytes} long; fails on a nibble above 9. */
    static long bcd(byte[] b, int from, int bytes) {
        long v = 0;
        for (int i = from; i < from + bytes; i++) {
            int hi = (b[i] >> 4) & 0xF;
            int lo = b[i] & 0xF;
            if (hi > 9 || lo > 9) {
                throw new AssertionError("not BCD at byte " + i + ": " + of(b));
            }
            v = v * 100 + hi * 10 + lo;
        }
        return v;
    }

    /** A binary field at {@code from}, least significant byte first. */
    static long lsbFirst(byte[] b, int from, int bytes) {
        long v = 0;
        for (int i = from + bytes - 1; i >= from; i--) {
            v = (v << 8) | (b[i] & 0xFF);
        }
        return v;
    }

    static byte[] concat(byte[]... parts) {
        int n = 0;
        for (byte[] p : parts) {
            n += p.length;
        }
        byte[] out = new byte[n];
        int at = 0;
        for (byte[] p : parts) {
            System.arraycopy(p, 0, out, at, p.length);
            at += p.length;
        }
        return out;
    }
}
