package io.opencab.ui.port;

import java.time.Instant;

/** One event of the cabinet's event log. */
public record LogEntry(long id, Instant at, String type, String detail) {
}
