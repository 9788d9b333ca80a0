package io.opencab.ui.demo;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;

/** A clock the test moves by hand (the kiosk's idle time for the attract screen); safe to read from any thread. */
public final class TestClock extends Clock {
    private volatile Instant now = Instant.parse("2026-12-01T18:30:00Z");

    public void advance(Duration d) {
        now = now.plus(d);
    }

    @Override
    public ZoneId getZone() {
        return ZoneOffset.UTC;
    }

    @Override
    public Clock withZone(ZoneId zone) {
        return this;
    }

    @Override
    public Instant instant() {
        return now;
    }
}
