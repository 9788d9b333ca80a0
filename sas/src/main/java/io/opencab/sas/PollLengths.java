package io.opencab.sas;

/**
 * How many bytes each supported long poll has, address and CRC included (SAS 6.02 appendix A,
 * poll types R, S and M; docs/sas.md "Supported long polls"). A command missing here is not
 * supported: the machine ignores it (SAS: "unknown polls are ignored"), skipping to the next
 * wakeup byte.
 */
final class PollLengths {
    /** Variable length: the third byte counts the bytes between it and the CRC. */
    static final int VARIABLE = -2;
    static final int UNKNOWN = -1;
    private static final int[] LENGTH = new int[256];

    static {
        java.util.Arrays.fill(LENGTH, UNKNOWN);
        // R type: address and command only, no CRC.
        for (int c : new int[] {0x0F, 0x10, 0x11, 0x12, 0x13, 0x14, 0x15, 0x16, 0x17, 0x18, 0x19, 0x1A, 0x1B, 0x1C,
            0x1E, 0x1F, 0x20, 0x31, 0x32, 0x33, 0x34, 0x35, 0x36, 0x37, 0x38, 0x39, 0x3A, 0x48, 0x51, 0x54, 0x55,
            0x56, 0x7E, 0x94, 0x57, 0x70}) {
            LENGTH[c] = 2;
        }
        // S type without data: address, command, CRC.
        for (int c : new int[] {0x01, 0x02, 0x06, 0x07}) {
            LENGTH[c] = 4;
        }
        LENGTH[0x08] = 9;   // 4-byte denomination mask, 1-byte action, CRC
        LENGTH[0x09] = 7;   // 2-byte BCD game, 1-byte enable flag, CRC
        LENGTH[0x0E] = 5;   // 1-byte enable flag, CRC
        LENGTH[0x21] = 6;   // 2-byte binary seed, CRC
        LENGTH[0x7F] = 11;  // date MMDDYYYY (4 BCD), time HHMMSS (3 BCD), CRC
        LENGTH[0x4C] = 10;  // 3-byte validation ID, 3-byte sequence number (binary), CRC
        LENGTH[0x4D] = 5;   // 1-byte function code, CRC
        LENGTH[0x50] = 5;   // 1-byte validation type, CRC
        LENGTH[0x58] = 13;  // validation system ID (1 BCD), validation number (8 BCD), CRC
        // M type: a 2-byte BCD game number, CRC.
        for (int c : new int[] {0x52, 0x53, 0xA0, 0xB5}) {
            LENGTH[c] = 6;
        }
        LENGTH[0x2F] = VARIABLE;
        LENGTH[0x6F] = VARIABLE;
        LENGTH[0xAF] = VARIABLE;
        // Ticket in and extended validation (docs/sas.md "Ticket in"): a length byte after the command.
        for (int c : new int[] {0x71, 0x7B, 0x7C, 0x7D}) {
            LENGTH[c] = VARIABLE;
        }
    }

    private PollLengths() {
    }

    static int of(int command) {
        return LENGTH[command & 0xFF];
    }

    static boolean hasCrc(int command) {
        return of(command) != 2;
    }
}
