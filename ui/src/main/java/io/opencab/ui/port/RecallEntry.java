package io.opencab.ui.port;

import io.opencab.engine.game.RoundOutcome;
import java.time.Instant;
import java.util.Objects;

/**
 * One journalled round for game recall: its outcome is the same value live play showed
 * (rebuilt by the cabinet from the journal's draw record), replayed with the same renderer.
 *
 * @param versions what decided the round, one line (draw format, math SHA-256, software version;
 *                 docs/outcome-format.md "Versions"), or why it has none
 */
public record RecallEntry(long roundId, Instant at, String state, long creditsBefore, long creditsAfter,
                          RoundOutcome outcome, String versions) {
    public RecallEntry {
        Objects.requireNonNull(outcome, "outcome");
        Objects.requireNonNull(versions, "versions");
    }
}
