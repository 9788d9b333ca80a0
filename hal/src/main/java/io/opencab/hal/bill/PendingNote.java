package io.opencab.hal.bill;

import java.util.Objects;
import java.util.UUID;

/** A pending credit found in the ledger at start-up. */
public record PendingNote(UUID noteId, long valueCents) {
    public PendingNote {
        Objects.requireNonNull(noteId, "noteId");
    }
}
