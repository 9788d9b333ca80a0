package io.opencab.ui.port;

import java.time.Instant;

/** One of the player's recent rounds (shown where the cabinet enables history). */
public record HistoryEntry(long roundId, Instant at, String gameId, long bet, long win, long creditsAfter) {
}
