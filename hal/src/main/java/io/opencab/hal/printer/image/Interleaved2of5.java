package io.opencab.hal.printer.image;

import io.opencab.hal.HalException;

/**
 * Interleaved 2 of 5 (ISO/IEC 16390), the barcode of TITO tickets. Digits are taken in pairs: the first
 * digit of a pair is drawn in the five bars, the second in the five spaces between them. Each digit has two
 * wide and three narrow elements. Start: narrow bar, narrow space, narrow bar, narrow space. Stop: wide bar,
 * narrow space, narrow bar. An odd count of digits gets a leading 0. No check digit is added (the SAS
 * validation number carries its own check digits).
 */
public final class Interleaved2of5 {
    /** Wide (w) and narrow (n) elements of each digit; the weights are 1, 2, 4, 7 and parity. */
    private static final String[] DIGITS = {
        "nnwwn", "wnnnw", "nwnnw", "wwnnn", "nnwnw", "wnwnn", "nwwnn", "nnnww", "wnnwn", "nwnwn"};
    private static final String START = "nnnn";
    private static final String STOP = "wnn";

    private Interleaved2of5() {
    }

    /**
     * The elements of the symbol as 'n'/'w', alternating bar and space and starting with a bar; quiet zones
     * are not included.
     */
    public static String elements(String digits) {
        if (digits == null || digits.isEmpty() || !digits.chars().allMatch(c -> c >= '0' && c <= '9')) {
            throw new HalException("Interleaved 2 of 5 encodes digits only, got '" + digits + "'");
        }
        String d = digits.length() % 2 == 0 ? digits : "0" + digits;
        StringBuilder out = new StringBuilder(START);
        for (int i = 0; i < d.length(); i += 2) {
            String bars = DIGITS[d.charAt(i) - '0'];
            String spaces = DIGITS[d.charAt(i + 1) - '0'];
            for (int k = 0; k < 5; k++) {
                out.append(bars.charAt(k)).append(spaces.charAt(k));
            }
        }
        return out.append(STOP).toString();
    }

    /**
     * The symbol as modules (true = bar), a narrow element being one module and a wide one {@code wide}
     * modules (the symbology allows 2..3; 3 reads best on thermal paper).
     */
    public static boolean[] modules(String digits, int wide) {
        if (wide < 2 || wide > 3) {
            throw new HalException("Interleaved 2 of 5 wide-to-narrow ratio " + wide + " outside 2..3");
        }
        String e = elements(digits);
        int n = 0;
        for (int i = 0; i < e.length(); i++) {
            n += e.charAt(i) == 'w' ? wide : 1;
        }
        boolean[] out = new boolean[n];
        int p = 0;
        for (int i = 0; i < e.length(); i++) {
            int w = e.charAt(i) == 'w' ? wide : 1;
            for (int k = 0; k < w; k++) {
                out[p++] = i % 2 == 0;
            }
        }
        return out;
    }
}
