package io.opencab.sas;

import java.util.Arrays;

/**
 * The reply being built: address, command, fields (BCD and ASCII MSB first, binary LSB first), CRC (SAS 6.02
 * section 2.2.3). One instance belongs to the link thread and is reused for every reply, so answering a poll
 * allocates nothing (docs/sas.md "Timing"); {@link #crc()} and {@link #plain()} return the reply's length.
 */
public final class Frame {
    /** Longest reply we build: a variable-length reply carries at most 255 bytes after its length byte. */
    static final int CAPACITY = 3 + 255 + 2;
    private final byte[] buf = new byte[CAPACITY];
    private int len;

    /** Starts a reply with {@code address} and {@code command}. */
    public Frame start(int address, int command) {
        len = 0;
        return bin(address, 1).bin(command, 1);
    }

    /** Starts a reply of one byte (an ACK: the address; or a one-byte exception code). */
    public Frame one(int b) {
        len = 0;
        return bin(b, 1);
    }

    /** {@code value} modulo 10^(2*bytes) as packed BCD (SAS rollover; docs/sas.md "Meters"). */
    public Frame bcd(long value, int bytes) {
        Bcd.put(buf, len, value, bytes);
        len += bytes;
        return this;
    }

    /** Binary, least significant byte first (SAS 6.02: "binary LSB first"). */
    public Frame bin(long value, int bytes) {
        for (int i = 0; i < bytes; i++) {
            buf[len++] = (byte) (value >>> (8 * i));
        }
        return this;
    }

    /** ASCII, padded with spaces or cut to exactly {@code bytes}; characters outside 20-7E become '?'. */
    public Frame ascii(CharSequence s, int bytes) {
        for (int i = 0; i < bytes; i++) {
            buf[len++] = i < s.length() ? printable(s.charAt(i)) : (byte) ' ';
        }
        return this;
    }

    /** {@code value} as {@code digits} ASCII decimal digits, zero-padded (LP 1F's base %, "9640"). */
    public Frame asciiDigits(long value, int digits) {
        long v = value;
        for (int i = len + digits - 1; i >= len; i--) {
            buf[i] = (byte) ('0' + v % 10);
            v /= 10;
        }
        len += digits;
        return this;
    }

    /** A length byte and then at most {@code max} ASCII characters of {@code s} (LP B5's names). */
    public Frame asciiWithLength(CharSequence s, int max) {
        int n = Math.min(max, s.length());
        bin(n, 1);
        return ascii(s, n);
    }

    public Frame raw(byte[] b, int off, int n) {
        System.arraycopy(b, off, buf, len, n);
        len += n;
        return this;
    }

    /** Where the next byte goes (to {@link #patch} a length byte once the body is written). */
    public int position() {
        return len;
    }

    /** Overwrites the byte at {@code at} (a length byte written before its body). */
    public Frame patch(int at, int value) {
        buf[at] = (byte) value;
        return this;
    }

    /** Appends the CRC of the bytes so far (LSB first); the reply's length. */
    public int crc() {
        int c = Crc16.of(buf, 0, len);
        buf[len++] = (byte) c;
        buf[len++] = (byte) (c >>> 8);
        return len;
    }

    /** The reply as it is, without a CRC (an ACK, a busy reply, a one-byte exception); its length. */
    public int plain() {
        return len;
    }

    /** The reply's bytes (read-only use: the link writes {@code length} of them). */
    byte[] bytes() {
        return buf;
    }

    /** A copy of the first {@code n} bytes (tests, and the replies kept for a NACK). */
    byte[] copy(int n) {
        return Arrays.copyOf(buf, n);
    }

    private static byte printable(char c) {
        return c >= 0x20 && c <= 0x7E ? (byte) c : (byte) '?';
    }
}
