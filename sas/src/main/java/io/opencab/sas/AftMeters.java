package io.opencab.sas;

import java.util.Map;

/**
 * The promotional and AFT meter codes (SAS 6.02 table C-7 as the Monaco client numbers them; docs/aft.md): 0019
 * restricted credits played, 001A non-restricted played, 001B current restricted credits (credits); A0-A5 in-house
 * transfers to the machine and B8-BD in-house transfers to the host, cashable, restricted, non-restricted, each an
 * amount in cents (even codes) and a count (odd codes).
 */
public final class AftMeters {
    private AftMeters() {
    }

    public static boolean isAftMeter(int code) {
        return code >= 0x19 && code <= 0x1B || code >= 0xA0 && code <= 0xA5 || code >= 0xB8 && code <= 0xBD
            || isBonusMeter(code);
    }

    /**
     * The bonus meters (docs/aft.md "Bonus meters"): 001E machine-paid and 0021 attendant-paid external bonus win
     * (credits), AE/B0 AFT bonus cashable / non-restricted transfers to the machine (cents) and AF/B1 their counts.
     */
    static boolean isBonusMeter(int code) {
        return code == 0x1E || code == 0x21 || code >= 0xAE && code <= 0xB1;
    }

    /** The transfer amounts, in cents (5 BCD bytes in LP 2F); the rest are credits or counts. */
    public static boolean isCents(int code) {
        return (code >= 0xA0 && code <= 0xA5 || code >= 0xB8 && code <= 0xBD || code == 0xAE || code == 0xB0)
            && code % 2 == 0;
    }

    /** Puts {@code credits} (code to credits or count, as the store keeps them) into {@code meters}, amounts in cents. */
    public static void put(Map<Integer, Long> meters, Map<Integer, Long> credits, long denominationCents) {
        credits.forEach((code, v) -> {
            if (!isAftMeter(code) || v < 0) {
                throw new SasException("AFT meter " + Integer.toHexString(code) + ": " + v);
            }
            meters.put(code, isCents(code) ? Math.multiplyExact(v, denominationCents) : v);
        });
    }
}
