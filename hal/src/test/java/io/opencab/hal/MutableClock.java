package io.opencab.hal;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;

/** A clock and a nanosecond ticker the test moves by hand. */
public final class MutableClock extends Clock {
    private volatile Instant now;
    private volatile long nanos;

    public MutableClock(Instant start) {
        this.now = start;
    }

    public void advance(Duration d) {
        now = now.plus(d);
        nanos += d.toNanos();
    }

    public long nanos() {
        return nanos;
    }

    @Override
    public Instant instant() {
        return now;
    }

    @Override
    public ZoneId getZone() {
        return ZoneOffset.UTC;
    }

    @Override
    public Clock withZone(ZoneId zone) {
        return this;
    }
}
