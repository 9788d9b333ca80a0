package io.opencab.meters;

import java.time.Instant;

/**
 * One bill the store knows, by the id it gave the bill at escrow.
 *
 * @param settledAt null while pending
 * @param detail    why it was returned, or empty
 */
public record NoteRecord(long noteId, long valueCents, long credits, NoteState state, Instant escrowAt,
                         Instant settledAt, String detail) {
}
