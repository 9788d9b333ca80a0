package io.opencab.app.cabinet.attendant;

import io.opencab.engine.game.RoundOutcome;
import io.opencab.meters.JournalEntry;
import java.util.Optional;

/**
 * One round of game recall (regulations.md 1.3): the journal entry (credits before and after, bet,
 * win, the outcome JSON with every step, times) and the outcome rebuilt by replaying the journaled
 * draws, which the screen walks step by step with the same renderer as live play.
 *
 * @param entry    as journaled
 * @param outcome  the replayed outcome (empty when the game is not in this firmware)
 * @param verified true when the replay equals the journaled JSON and win
 * @param problem  why not, or null
 */
public record RecallRound(JournalEntry entry, Optional<RoundOutcome> outcome, boolean verified, String problem) {
}
