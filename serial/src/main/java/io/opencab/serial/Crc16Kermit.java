package io.opencab.serial;

/**
 * CRC-16/KERMIT, the CRC both ID-003 (regulations.md 3) and SAS (SAS 6.02 section 5, regulations.md 2) frame with:
 * CRC-16 CCITT, polynomial x^16+x^12+x^5+1 processed reflected (0x8408), no final XOR, sent least significant byte
 * first. Check value for the ASCII digits "123456789" from seed 0: 0x2189.
 */
public final class Crc16Kermit {
    private static final int[] TABLE = new int[256];

    static {
        for (int i = 0; i < 256; i++) {
            int c = i;
            for (int k = 0; k < 8; k++) {
                c = (c & 1) != 0 ? (c >>> 1) ^ 0x8408 : c >>> 1;
            }
            TABLE[i] = c;
        }
    }

    private Crc16Kermit() {
    }

    /** CRC of {@code len} bytes from {@code off}, starting from {@code seed} (0 for a frame). */
    public static int of(byte[] data, int off, int len, int seed) {
        int crc = seed & 0xFFFF;
        for (int i = off; i < off + len; i++) {
            crc = (crc >>> 8) ^ TABLE[(crc ^ data[i]) & 0xFF];
        }
        return crc;
    }
}
