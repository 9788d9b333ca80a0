package io.opencab.sas;

/**
 * Packed BCD, most significant digit first (SAS 6.02: "BCD and ASCII MSB first"). A meter wider
 * than its field is reported modulo the field (a 4-byte field holds 8 digits): that is SAS's
 * rollover, and the store's own 10-digit meters roll over at 10^10 (docs/sas.md "Meter sizes").
 */
public final class Bcd {
    private Bcd() {
    }

    /** {@code value} modulo 10^(2*bytes) in {@code bytes} packed-BCD bytes. */
    public static void put(byte[] out, int off, long value, int bytes) {
        if (value < 0) {
            throw new SasException("BCD cannot hold the negative value " + value);
        }
        long v = value;
        for (int i = off + bytes - 1; i >= off; i--) {
            int lo = (int) (v % 10);
            v /= 10;
            int hi = (int) (v % 10);
            v /= 10;
            out[i] = (byte) (hi << 4 | lo);
        }
    }

    public static byte[] of(long value, int bytes) {
        byte[] b = new byte[bytes];
        put(b, 0, value, bytes);
        return b;
    }

    /** The value of {@code bytes} BCD bytes, or -1 when a nibble is not a decimal digit. */
    public static long get(byte[] in, int off, int bytes) {
        long v = 0;
        for (int i = off; i < off + bytes; i++) {
            int hi = (in[i] >> 4) & 0xF;
            int lo = in[i] & 0xF;
            if (hi > 9 || lo > 9) {
                return -1;
            }
            v = v * 100 + hi * 10 + lo;
        }
        return v;
    }
}
