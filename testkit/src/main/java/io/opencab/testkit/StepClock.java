package io.opencab.testkit;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;

/**
 * A clock the test moves by hand, for code that takes its Clock through the constructor (house style): PIN delays,
 * the attract screen's idle time, a device's timeouts, the store's timestamps. Its zone is UTC; it also keeps a
 * nanosecond ticker that moves with it. Safe to read from any thread; moved by one.
 */
public final class StepClock extends Clock {
    private volatile Instant now;
    private volatile long nanos;

    public StepClock(Instant start) {
        this.now = start;
    }

    /** A clock at {@code epochMillis}. */
    public StepClock(long epochMillis) {
        this(Instant.ofEpochMilli(epochMillis));
    }

    /** Moves the clock and the ticker on by {@code d}. */
    public void advance(Duration d) {
        now = now.plus(d);
        nanos += d.toNanos();
    }

    /** Moves the clock and the ticker on by {@code millis} milliseconds. */
    public void advance(long millis) {
        advance(Duration.ofMillis(millis));
    }

    /** The ticker: nanoseconds moved since the start. */
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
