package io.opencab.ui.control;

import io.opencab.ui.port.KioskState;
import java.util.Objects;
import java.util.function.Predicate;

/**
 * A message the kiosk itself shows the player, with the state that makes it true (issue 39 item 1): it is
 * shown while {@link #holds} says so of every new cabinet state, and, if {@link #untilInput}, only until the
 * player's next press. A refusal "insert a bill" ends when the credits cover the bet; a note about a round ends
 * when the next round starts.
 *
 * @param text       what the player reads
 * @param holds      true while the message is still true of the cabinet's state
 * @param untilInput also ends at the next button press (an answer to that press)
 * @param headline   a few words for the message line over the game while the note holds, or ""
 */
record Note(String text, Predicate<KioskState> holds, boolean untilInput, String headline) {
    Note {
        Objects.requireNonNull(text, "text");
        Objects.requireNonNull(holds, "holds");
        Objects.requireNonNull(headline, "headline");
    }

    /** An answer to one press ("quick spin is not available here"): gone at the next press. */
    static Note untilInput(String text) {
        return new Note(text, s -> true, true, "");
    }

    /** True until the cabinet's state says otherwise. */
    static Note whileTrue(String text, Predicate<KioskState> holds) {
        return new Note(text, holds, false, "");
    }

    /** About the round {@code roundId} (or the time between rounds, -1): gone when another round starts. */
    static Note untilNextRound(String text, long roundId) {
        return new Note(text, s -> s.round() == null || s.round().roundId() == roundId, false, "");
    }

    /** SPIN refused for want of credits: true while the credits of this game still do not cover its bet. */
    static Note shortOfCredits(String text, KioskState now) {
        String game = now.gameId();
        return whileTrue(text, s -> Objects.equals(game, s.gameId()) && s.round() == null && s.lockup() == null
                && s.credits() < s.bet());
    }
}
