package io.opencab.meters;

/** A bill's path: escrowed (pending credit) → stacked (credited) or returned (no credit). */
public enum NoteState {
    /** In escrow, the validator told to stack; not yet known stacked. Not credited. */
    PENDING,
    /** Reported irrevocably stacked; credited exactly once. */
    STACKED,
    /** Returned to the player or rejected after escrow; never credited. */
    RETURNED
}
