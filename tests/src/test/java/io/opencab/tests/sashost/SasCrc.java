package io.opencab.tests.sashost;

/**
 * The SAS CRC-16 as public descriptions give it, written for this host alone (it shares no code with the cabinet's
 * {@code sas} module): CRC-CCITT, polynomial x^16 + x^12 + x^5 + 1 processed bit-reflected (0x8408), register seeded
 * with 0, no final XOR, the two CRC bytes sent least significant first. The catalogue name of these parameters is
 * CRC-16/KERMIT (check value 0x2189 over the ASCII digits "123456789").
 */
final class SasCrc {
    private SasCrc() {
    }

    static int of(byte[] data, int from, int to) {
        int crc = 0;
        for (int i = from; i < to; i++) {
            crc ^= data[i] & 0xFF;
            for (int bit = 0; bit < 8; bit++) {
                crc = (crc & 1) != 0 ? (crc >>> 1) ^ 0x8408 : crc >>> 1;
            }
        }
        return crc;
    }

    /** The message with its CRC appended, LSB first. */
    static byte[] append(byte[] body) {
        byte[] out = java.util.Arrays.copyOf(body, body.length + 2);
        int crc = of(body, 0, body.length);
        out[body.length] = (byte) crc;
        out[body.length + 1] = (byte) (crc >>> 8);
        return out;
    }

    /** True when the last two bytes are the CRC of the others (LSB first). */
    static boolean valid(byte[] message) {
        if (message.length < 3) {
            return false;
        }
        int crc = of(message, 0, message.length - 2);
        return (message[message.length - 2] & 0xFF) == (crc & 0xFF) && (message[message.length - 1] & 0xFF) == crc >>> 8;
    }
}
