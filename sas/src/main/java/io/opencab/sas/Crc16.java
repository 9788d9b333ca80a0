package io.opencab.sas;

import io.opencab.serial.Crc16Kermit;

/**
 * The SAS CRC (SAS 6.02 section 5, regulations.md 2): CRC-16 CCITT, polynomial x^16+x^12+x^5+1
 * processed reflected (0x8408), seed 0, no final XOR; the catalogue calls it CRC-16/KERMIT. It
 * follows a message LSB first.
 */
public final class Crc16 {
    private Crc16() {
    }

    /** CRC of {@code len} bytes from {@code off}, starting from {@code seed} (0 for frames; the host's seed for LP 21). */
    public static int of(byte[] data, int off, int len, int seed) {
        return Crc16Kermit.of(data, off, len, seed);
    }

    public static int of(byte[] data, int off, int len) {
        return of(data, off, len, 0);
    }

    /** True when the last two bytes of {@code frame} are the CRC (LSB first) of the bytes before them. */
    public static boolean checks(byte[] frame) {
        return checks(frame, frame.length);
    }

    /** True when bytes {@code len-2} and {@code len-1} of {@code frame} are the CRC of the bytes before them. */
    public static boolean checks(byte[] frame, int len) {
        if (len < 3) {
            return false;
        }
        int crc = of(frame, 0, len - 2);
        return (frame[len - 2] & 0xFF) == (crc & 0xFF) && (frame[len - 1] & 0xFF) == crc >>> 8;
    }

    /** {@code body} followed by its CRC, LSB first. */
    public static byte[] append(byte[] body) {
        byte[] out = java.util.Arrays.copyOf(body, body.length + 2);
        int crc = of(body, 0, body.length);
        out[body.length] = (byte) crc;
        out[body.length + 1] = (byte) (crc >>> 8);
        return out;
    }
}
