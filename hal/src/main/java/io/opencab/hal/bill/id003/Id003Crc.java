package io.opencab.hal.bill.id003;

import io.opencab.serial.Crc16Kermit;

/**
 * CRC-16/CCITT in its Kermit form, as ID-003 uses it: polynomial 0x1021 processed reflected (0x8408),
 * seed 0, no final XOR, sent least significant byte first (regulations.md 3). Check value for the ASCII
 * digits "123456789" is 0x2189.
 */
public final class Id003Crc {
    private Id003Crc() {
    }

    public static int of(byte[] data, int offset, int length) {
        return Crc16Kermit.of(data, offset, length, 0);
    }
}
