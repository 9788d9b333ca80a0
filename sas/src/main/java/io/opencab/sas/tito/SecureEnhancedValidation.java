package io.opencab.sas.tito;

import io.opencab.sas.Crc16;
import io.opencab.sas.SasException;

/**
 * SAS secure enhanced validation numbers (SAS 6.02, "secure enhanced validation"; docs/tito.md has the worked
 * examples). The host gives the machine a 24-bit validation ID and a 24-bit starting sequence number with
 * long poll 4C; each ticket's number is derived from the ID and that ticket's sequence number:
 *
 * <ol>
 *   <li>A0..A2 = sequence number, A3..A5 = validation ID, each least significant byte first;</li>
 *   <li>B0 = A0, B1 = A1, B2 = A2^A0, B3 = A3^A1, B4 = A4^A0, B5 = A5^A1;</li>
 *   <li>C0C1, C2C3, C4C5 = the SAS CRC (CRC-16/KERMIT, seed 0; {@link Crc16}) of B0B1, B2B3 and B4B5, each
 *       least significant byte first;</li>
 *   <li>N0 = C3C4C5 and N1 = C0C1C2 as 24-bit numbers (C3 and C0 the least significant bytes), each written
 *       as 8 decimal digits: D = N0 then N1;</li>
 *   <li>the leading digit of each 8-digit half (0 or 1, as N &lt; 2^24) is ORed with twice the sum of that
 *       half's eight digits modulo 5, a check that makes every half self-checking;</li>
 *   <li>the printed number is "00" (the validation system ID of a gaming machine) followed by the 16 digits.</li>
 * </ol>
 *
 * A pure function of its two inputs: the caller keeps the sequence number in critical memory.
 */
public final class SecureEnhancedValidation {
    public static final int MAX_24_BITS = 0xFFFFFF;

    private SecureEnhancedValidation() {
    }

    /** The 18-digit validation number of the ticket with this sequence number under this validation ID. */
    public static String number(int validationId, int sequence) {
        check("validation ID", validationId);
        check("sequence number", sequence);
        byte[] a = {(byte) sequence, (byte) (sequence >>> 8), (byte) (sequence >>> 16),
            (byte) validationId, (byte) (validationId >>> 8), (byte) (validationId >>> 16)};
        byte[] b = {a[0], a[1], (byte) (a[2] ^ a[0]), (byte) (a[3] ^ a[1]), (byte) (a[4] ^ a[0]),
            (byte) (a[5] ^ a[1])};
        int[] c = new int[6];
        for (int i = 0; i < 6; i += 2) {
            int crc = Crc16.of(b, i, 2);
            c[i] = crc & 0xFF;
            c[i + 1] = crc >>> 8;
        }
        int n0 = c[3] | c[4] << 8 | c[5] << 16;
        int n1 = c[0] | c[1] << 8 | c[2] << 16;
        return "00" + half(n0) + half(n1);
    }

    /** The sequence number after this one: the 24-bit counter wraps to 0. */
    public static int next(int sequence) {
        check("sequence number", sequence);
        return (sequence + 1) & MAX_24_BITS;
    }

    /**
     * True when {@code number} has the form of a secure enhanced validation number: 18 digits, "00" first,
     * and both check digits right. A ticket read by the validator that fails this was not printed by a
     * machine using this algorithm (or was misread).
     */
    public static boolean wellFormed(String number) {
        if (number == null || !number.matches("00[0-9]{16}")) {
            return false;
        }
        return halfChecks(number.substring(2, 10)) && halfChecks(number.substring(10));
    }

    /** The 16 digits after "00" as 8 BCD bytes, most significant first (the form long polls carry). */
    public static byte[] bcd(String number) {
        if (number == null || !number.matches("[0-9]{18}")) {
            throw new SasException("validation number '" + number + "' is not 18 digits");
        }
        byte[] out = new byte[8];
        for (int i = 0; i < 8; i++) {
            out[i] = (byte) ((number.charAt(2 + 2 * i) - '0') << 4 | (number.charAt(3 + 2 * i) - '0'));
        }
        return out;
    }

    private static String half(int n) {
        char[] d = String.format("%08d", n).toCharArray();
        int sum = 0;
        for (char ch : d) {
            sum += ch - '0';
        }
        d[0] = (char) ('0' + ((d[0] - '0') | (sum % 5) << 1));
        return new String(d);
    }

    private static boolean halfChecks(String h) {
        int rest = 0;
        for (int i = 1; i < 8; i++) {
            rest += h.charAt(i) - '0';
        }
        int lead = h.charAt(0) - '0';
        for (int original = 0; original <= 1; original++) {
            if ((original | ((rest + original) % 5) << 1) == lead) {
                return true;
            }
        }
        return false;
    }

    private static void check(String what, int v) {
        if (v < 0 || v > MAX_24_BITS) {
            throw new SasException(what + " " + v + " outside the 24 bits long poll 4C carries (0.." + MAX_24_BITS + ")");
        }
    }
}
