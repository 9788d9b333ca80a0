package io.opencab.hal.bill;

import java.util.List;
import java.util.UUID;

/**
 * The hook through which a bill validator credits the cabinet; the meter store implements it.
 *
 * <p>Order for one note: {@link #escrowAccepted} (before the validator is told to stack; must be durable
 * when it returns), then exactly one of {@link #stacked} (credit now) or {@link #returned} (drop the pending
 * entry), unless the note is in doubt, in which case neither is called and the pending entry stays for an
 * attendant. The driver calls {@code stacked} at most once per note and only for a note the validator
 * reported stacked; implementations should still ignore a repeated or unknown id (a crash between the
 * ledger write and the driver's own bookkeeping must not double-credit).
 */
public interface EscrowLedger {
    /**
     * Records a pending credit for the note. Must return only once the record is durable (power-loss safe).
     * If it throws, the driver returns the note instead of stacking it.
     */
    void escrowAccepted(UUID noteId, long valueCents);

    /** The validator reported the note stacked: credit the pending amount, once. */
    void stacked(UUID noteId);

    /** The note went back to the player: drop the pending entry without credit. */
    void returned(UUID noteId);

    /** Notes recorded by {@link #escrowAccepted} and not yet resolved (read once at start-up). */
    List<PendingNote> pending();
}
