package io.opencab.app.cabinet.devices;

import java.time.Clock;
import java.time.Instant;
import java.time.ZoneId;
import java.util.Objects;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The cabinet's clock (docs/sas.md "LP 7F"): the operating system's clock plus an offset the casino's system
 * sets with SAS long poll 7F. Every part of the cabinet is given this one clock (meters, journal, logs, tickets,
 * LP 7E), so a host's setting moves them all together; the offset is kept in critical memory
 * ({@code io.opencab.meters.SasRecords}) and restored when SAS starts, and each change is an event with the old and
 * new time, so an auditor sees every step. Views in other time zones ({@link #withZone}) share the one offset.
 * Thread-safe: the offset is one atomic value, read without a lock.
 */
public final class CabinetClock extends Clock {
    private final Clock base;
    private final AtomicLong offsetMillis;

    private CabinetClock(Clock base, AtomicLong offsetMillis) {
        this.base = Objects.requireNonNull(base, "base");
        this.offsetMillis = offsetMillis;
    }

    /** The operating system's clock (UTC), no offset yet. */
    public static CabinetClock system() {
        return over(Clock.systemUTC());
    }

    /** {@code base} plus an offset, 0 for now (tests pass a fixed clock). */
    public static CabinetClock over(Clock base) {
        return new CabinetClock(base, new AtomicLong());
    }

    public long offsetMillis() {
        return offsetMillis.get();
    }

    /** From now on this clock (and every view of it) reads the base clock plus {@code millis}. */
    public void offsetMillis(long millis) {
        offsetMillis.set(millis);
    }

    @Override
    public ZoneId getZone() {
        return base.getZone();
    }

    @Override
    public CabinetClock withZone(ZoneId zone) {
        return zone.equals(base.getZone()) ? this : new CabinetClock(base.withZone(zone), offsetMillis);
    }

    @Override
    public long millis() {
        return base.millis() + offsetMillis.get();
    }

    @Override
    public Instant instant() {
        return base.instant().plusMillis(offsetMillis.get());
    }

    @Override
    public String toString() {
        return "CabinetClock[" + base + ", offset " + offsetMillis.get() + " ms]";
    }
}
