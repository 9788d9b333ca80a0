package io.opencab.meters;

import java.time.Instant;

/** One configuration change; {@code oldValue} is null when the key was new. */
public record ConfigChange(long changeId, Instant at, String key, String oldValue, String newValue, String changedBy) {
}
