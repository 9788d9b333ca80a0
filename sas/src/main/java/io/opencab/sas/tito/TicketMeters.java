package io.opencab.sas.tito;

import io.opencab.sas.SasException;
import java.util.HashMap;
import java.util.Map;

/**
 * The SAS meter codes of tickets (LP 2F, 6F, AF; docs/sas.md "Meters"), from the meter store's ticket meters.
 * This cabinet prints and redeems cashable tickets only, so the restricted and non-restricted promotional
 * meters are 0. Codes as the open-sourced Aristocrat Monaco SAS client and an independent SMIB's SAS client
 * number them (they agree on 0D-10); the SAS document itself was not available.
 */
public final class TicketMeters {
    /** Total SAS cashable ticket in, including non-restricted (cents); the same as 0080 + 0084. */
    public static final int CASHABLE_IN_CENTS = 0x0D;
    /** Total SAS cashable ticket out, including debit (cents); the same as 0086 + 008A. */
    public static final int CASHABLE_OUT_CENTS = 0x0E;
    public static final int RESTRICTED_IN_CENTS = 0x0F;
    public static final int RESTRICTED_OUT_CENTS = 0x10;
    /** Total SAS cashable ticket in, including non-restricted (count). */
    public static final int CASHABLE_IN_COUNT = 0x11;
    /** Total SAS cashable ticket out, including debit (count). */
    public static final int CASHABLE_OUT_COUNT = 0x12;
    public static final int RESTRICTED_IN_COUNT = 0x13;
    public static final int RESTRICTED_OUT_COUNT = 0x14;
    /** Total ticket in, every kind (credits). */
    public static final int TOTAL_IN_CREDITS = 0x15;
    /** Total ticket out, every kind (credits). */
    public static final int TOTAL_OUT_CREDITS = 0x16;
    /** Regular cashable ticket in (cents). */
    public static final int REGULAR_IN_CENTS = 0x80;
    /** Regular cashable ticket in (count). */
    public static final int REGULAR_IN_COUNT = 0x81;
    /** Cashable ticket out (cents). */
    public static final int REGULAR_OUT_CENTS = 0x86;
    /** Cashable ticket out (count). */
    public static final int REGULAR_OUT_COUNT = 0x87;

    private TicketMeters() {
    }

    /**
     * The ticket meters by SAS code. Credits and counts are the store's; cents are credits times the
     * denomination.
     */
    public static Map<Integer, Long> codes(long inCredits, long inCount, long outCredits, long outCount,
                                           long denominationCents) {
        if (inCredits < 0 || inCount < 0 || outCredits < 0 || outCount < 0 || denominationCents < 1) {
            throw new SasException("ticket meters: negative value or denomination " + denominationCents
                + " (in " + inCredits + "/" + inCount + ", out " + outCredits + "/" + outCount + ")");
        }
        Map<Integer, Long> m = new HashMap<>();
        long inCents = Math.multiplyExact(inCredits, denominationCents);
        long outCents = Math.multiplyExact(outCredits, denominationCents);
        m.put(CASHABLE_IN_CENTS, inCents);
        m.put(CASHABLE_OUT_CENTS, outCents);
        m.put(CASHABLE_IN_COUNT, inCount);
        m.put(CASHABLE_OUT_COUNT, outCount);
        m.put(TOTAL_IN_CREDITS, inCredits);
        m.put(TOTAL_OUT_CREDITS, outCredits);
        m.put(REGULAR_IN_CENTS, inCents);
        m.put(REGULAR_IN_COUNT, inCount);
        m.put(REGULAR_OUT_CENTS, outCents);
        m.put(REGULAR_OUT_COUNT, outCount);
        // Restricted (0F, 10, 13, 14, 82, 83, 88, 89) and non-restricted promotional in (84, 85): none here.
        for (int code : new int[] {RESTRICTED_IN_CENTS, RESTRICTED_OUT_CENTS, RESTRICTED_IN_COUNT, RESTRICTED_OUT_COUNT,
            0x82, 0x83, 0x84, 0x85, 0x88, 0x89}) {
            m.put(code, 0L);
        }
        return Map.copyOf(m);
    }

    /**
     * True for the codes above that are amounts in cents: 5 BCD bytes in LP 2F (the minimum size of SAS 6.02's
     * meter table, as the Monaco client gives it); counts and credits take 4 there (docs/sas.md "Meters").
     */
    public static boolean isCents(int code) {
        return isTicketMeter(code) && !isCount(code) && code != TOTAL_IN_CREDITS && code != TOTAL_OUT_CREDITS;
    }

    /** True for the codes above that count tickets. */
    public static boolean isCount(int code) {
        return code == CASHABLE_IN_COUNT || code == CASHABLE_OUT_COUNT || code == RESTRICTED_IN_COUNT
            || code == RESTRICTED_OUT_COUNT || code == REGULAR_IN_COUNT || code == REGULAR_OUT_COUNT || code == 0x83
            || code == 0x85 || code == 0x89;
    }

    /** True for every code {@link #codes} returns. */
    public static boolean isTicketMeter(int code) {
        return code >= CASHABLE_IN_CENTS && code <= TOTAL_OUT_CREDITS || code >= REGULAR_IN_CENTS && code <= 0x89;
    }
}
