package io.opencab.hal.bill.id003;

/**
 * CRC-16/CCITT in its Kermit form, as ID-003 uses it: polynomial 0x1021 processed reflected (0x8408),
 * seed 0, no final XOR, sent least significant byte first (regulations.md 3). Check value for the ASCII
 * digits "123456789" is 0x2189.
 */
public final class Id003Crc {
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

    private Id003Crc() {
    }

    public static int of(byte[] data, int offset, int length) {
        int crc = 0;
        for (int i = offset; i < offset + length; i++) {
            crc = (crc >>> 8) ^ TABLE[(crc ^ data[i]) & 0xFF];
        }
        return crc & 0xFFFF;
    }
}
