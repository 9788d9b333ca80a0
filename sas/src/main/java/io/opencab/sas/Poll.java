package io.opencab.sas;

import java.util.Arrays;
import java.util.HexFormat;

/**
 * One message from the host, as the framer cut it (SAS 6.02 section 2.2): its bytes from the address to the CRC.
 * The link thread reuses one instance for every message, so a long poll's handler must read what it needs
 * while it answers and keep no reference to it.
 */
public final class Poll {
    private final byte[] bytes;
    private int length;

    Poll(int capacity) {
        bytes = new byte[capacity];
    }

    /** The number of bytes, address and CRC included. */
    public int length() {
        return length;
    }

    /** Byte {@code i} as 0..255. */
    public int u8(int i) {
        if (i >= length) {
            throw new SasException("byte " + i + " of a " + length + "-byte poll");
        }
        return bytes[i] & 0xFF;
    }

    public int address() {
        return u8(0);
    }

    public int command() {
        return length > 1 ? u8(1) : -1;
    }

    /** The value of {@code n} BCD bytes from {@code off}, or -1 when a nibble is not a decimal digit. */
    public long bcd(int off, int n) {
        if (off + n > length) {
            return -1;
        }
        return Bcd.get(bytes, off, n);
    }

    /** {@code n} bytes from {@code off}, binary LSB first. */
    public long bin(int off, int n) {
        long v = 0;
        for (int i = n - 1; i >= 0; i--) {
            v = v << 8 | u8(off + i);
        }
        return v;
    }

    /** The raw buffer (read-only): bytes 0..length-1 are this poll. */
    byte[] buffer() {
        return bytes;
    }

    void set(byte[] from, int n) {
        System.arraycopy(from, 0, bytes, 0, n);
        length = n;
    }

    /** A copy of the bytes (for the few handlers that keep data, and tests). */
    public byte[] copy() {
        return Arrays.copyOf(bytes, length);
    }

    boolean sameBytes(Poll other) {
        return Arrays.equals(bytes, 0, length, other.bytes, 0, other.length);
    }

    @Override
    public String toString() {
        return HexFormat.ofDelimiter(" ").formatHex(bytes, 0, length);
    }
}
