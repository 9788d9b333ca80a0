package io.opencab.tests.sashost;

/**
 * SAS secure enhanced validation numbers as public descriptions give the algorithm (the host computes the number a
 * machine will print from the validation ID and sequence number it set with LP 4C), written for this host alone with
 * its own {@link SasCrc}: the sequence and ID bytes (LSB first) are mixed pairwise by XOR, each pair of the result
 * run through the SAS CRC, the six CRC bytes read as two 24-bit numbers written as 8 decimal digits each, whose
 * leading digit also carries twice the sum of the half's digits modulo 5; "00" (a machine's system ID) goes first.
 */
final class ValidationNumber {
    private ValidationNumber() {
    }

    static String of(int validationId, int sequence) {
        int[] raw = new int[6];
        for (int i = 0; i < 3; i++) {
            raw[i] = sequence >>> (8 * i) & 0xFF;
            raw[3 + i] = validationId >>> (8 * i) & 0xFF;
        }
        byte[] mixed = {(byte) raw[0], (byte) raw[1], (byte) (raw[2] ^ raw[0]), (byte) (raw[3] ^ raw[1]),
            (byte) (raw[4] ^ raw[0]), (byte) (raw[5] ^ raw[1])};
        int[] crc = new int[6];
        for (int pair = 0; pair < 3; pair++) {
            int c = SasCrc.of(mixed, 2 * pair, 2 * pair + 2);
            crc[2 * pair] = c & 0xFF;
            crc[2 * pair + 1] = c >>> 8;
        }
        long high = crc[3] | crc[4] << 8 | (long) crc[5] << 16;
        long low = crc[0] | crc[1] << 8 | (long) crc[2] << 16;
        return "00" + checked(high) + checked(low);
    }

    private static String checked(long half) {
        char[] digits = String.format("%08d", half).toCharArray();
        int sum = 0;
        for (char d : digits) {
            sum += d - '0';
        }
        digits[0] = (char) ('0' + ((digits[0] - '0') | 2 * (sum % 5)));
        return new String(digits);
    }
}
