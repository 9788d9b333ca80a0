package io.opencab.meters;

import java.time.Instant;

/**
 * A security counter in critical memory and when it last changed (e.g. wrong attendant PINs,
 * {@link MeterStore#pinFailures()}).
 *
 * @param value     the count
 * @param changedAt when it last changed, or null when never set
 */
public record GuardCounter(long value, Instant changedAt) {
}
