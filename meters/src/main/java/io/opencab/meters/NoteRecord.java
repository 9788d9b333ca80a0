package io.opencab.meters;

import java.time.Instant;

/**
 * One bill the store knows, by the id it gave the bill at escrow.
 *
 * @param settledAt   null while pending
 * @param detail      why it was returned, or empty
 * @param externalRef the id the validator driver gave the note (hal's note UUID), or null when
 *                    escrowed without one; unique among the notes kept
 */
public record NoteRecord(long noteId, long valueCents, long credits, NoteState state, Instant escrowAt,
                         Instant settledAt, String detail, String externalRef) {

    /** A note escrowed without an external id (schema version 1 form). */
    public NoteRecord(long noteId, long valueCents, long credits, NoteState state, Instant escrowAt,
                      Instant settledAt, String detail) {
        this(noteId, valueCents, credits, state, escrowAt, settledAt, detail, null);
    }

    /** This note settled: stacked or returned at {@code at}, with {@code why} (empty when stacked). */
    NoteRecord settled(NoteState to, Instant at, String why) {
        return new NoteRecord(noteId, valueCents, credits, to, escrowAt, at, why, externalRef);
    }
}
