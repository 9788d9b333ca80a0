package io.opencab.meters;

import java.util.Map;
import java.util.TreeMap;

/**
 * SAS 6.02 bill-count meters 0040-0057, one per face value in whole currency units ($1 ... $1,000,000).
 * The store counts a bill only under one of these codes: a value without a code is refused, so
 * no bill is ever counted under a made-up key.
 */
public final class BillDenominations {
    private static final long[] UNITS = {
        1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1_000, 2_000, 2_500, 5_000, 10_000,
        20_000, 25_000, 50_000, 100_000, 200_000, 250_000, 500_000, 1_000_000};

    private BillDenominations() {
    }

    /** Face values with a SAS count meter, in cents, ascending. */
    public static long[] valuesCents() {
        long[] v = new long[UNITS.length];
        for (int i = 0; i < UNITS.length; i++) {
            v[i] = UNITS[i] * 100;
        }
        return v;
    }

    /** The SAS meter code counting bills of {@code valueCents}; refuses values without one. */
    public static String key(long valueCents) {
        for (int i = 0; i < UNITS.length; i++) {
            if (UNITS[i] * 100 == valueCents) {
                return String.format("%04X", 0x40 + i);
            }
        }
        throw new MeterException(MeterException.Kind.INVALID_ARGUMENT,
            "bill value " + valueCents + " cents has no SAS bill meter (0040-0057 count $1 ... $1,000,000 notes)");
    }

    /** Code to face value in cents, for reports. */
    public static Map<String, Long> byKey() {
        Map<String, Long> m = new TreeMap<>();
        for (long v : valuesCents()) {
            m.put(key(v), v);
        }
        return m;
    }
}
