package io.opencab.meters;

import java.time.Instant;

/** One entry of the event log. */
public record EventRecord(long eventId, Instant at, EventType type, String detail) {
}
