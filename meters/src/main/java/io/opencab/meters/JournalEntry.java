package io.opencab.meters;

import java.time.Instant;

/**
 * One round of the journal, as recall and recovery read it.
 *
 * @param roundId       the store's round number, 1, 2, 3 ... (never reused until RAM clear)
 * @param handpay       true when the win is at or above the handpay limit (attendant-paid jackpot)
 * @param presentedAt   null until presented
 * @param paidAt        null until paid
 * @param creditsAfter  the credit meter right after the round was paid; -1 until then
 * @param drawRecord    the stored draws, as written: led by {@link RoundDecision#SEEDED_MARK} for a seeded RNG
 * @param versions      what decided the round; null only for a round journaled before schema version 8
 */
public record JournalEntry(long roundId, String gameId, int betLevel, long bet, long creditsBefore,
                           String outcomeJson, String drawRecord, long win, boolean handpay, RoundState state,
                           Instant decidedAt, Instant presentedAt, Instant paidAt, long creditsAfter,
                           RoundVersions versions) {

    /** True until the round is paid (the cabinet must re-present or finish it after a restart). */
    public boolean inProgress() {
        return state != RoundState.PAID;
    }

    /** True when a seeded, reproducible RNG decided this round, not the live one (tests only). */
    public boolean seededRng() {
        return drawRecord.startsWith(RoundDecision.SEEDED_MARK);
    }

    /** The draws that replay the round (engine {@code DrawRecord} text), without the seeded mark. */
    public String draws() {
        return seededRng() ? drawRecord.substring(RoundDecision.SEEDED_MARK.length()) : drawRecord;
    }
}
