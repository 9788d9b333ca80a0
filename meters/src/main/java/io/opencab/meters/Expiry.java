package io.opencab.meters;

import java.time.Clock;
import java.time.DateTimeException;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;

/**
 * The restricted credits' expiry as AFT carries it (LP 72/74, [M]'s field description; docs/aft.md "Expiry"):
 * 4 BCD bytes, either a date MMDDYYYY or 0000NNNN, a number of days; 0 for none.
 */
final class Expiry {
    /** The most days a 0000NNNN expiry may carry (four BCD digits). */
    static final long MAX_DAYS = 9_999;

    private Expiry() {
    }

    /** Whether {@code v} is an expiry SAS can carry: 0, 1-9999 days, or a real date MMDDYYYY. */
    static boolean valid(long v) {
        return v >= 0 && (v <= MAX_DAYS || date(v) != null);
    }

    private static LocalDate date(long v) {
        try {
            return LocalDate.of((int) (v % 10_000), (int) (v / 1_000_000), (int) (v / 10_000 % 100));
        } catch (DateTimeException e) {
            return null;
        }
    }

    /**
     * Whether expiry {@code v}, set at {@code setAt} (the restricted transfer that set it), has passed by
     * {@code clock}: a date is usable through that day in the clock's zone; days count from {@code setAt}.
     */
    static boolean passed(long v, Instant setAt, Clock clock) {
        if (v == 0 || setAt == null) {
            return false;
        }
        if (v <= MAX_DAYS) {
            return !clock.instant().isBefore(setAt.plus(Duration.ofDays(v)));
        }
        LocalDate d = date(v);
        return d != null && LocalDate.now(clock).isAfter(d);
    }
}
