package io.opencab.hal.bill.id003;

import static io.opencab.hal.bill.id003.Id003Codes.*;

import io.opencab.hal.bill.BillEvent;
import io.opencab.hal.bill.DenominationTable;
import io.opencab.hal.bill.EscrowLedger;
import io.opencab.hal.bill.PendingNote;
import io.opencab.hal.bill.RejectReason;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalLong;
import java.util.Set;
import java.util.UUID;
import java.util.function.Supplier;

/**
 * The note in the validator's path, from escrow to credit, return or doubt, and the ledger calls that go
 * with it (the credit rules are on {@link Id003Host}). It queues STACK-1, RETURN and the ACK of VEND VALID.
 * Used under the host's lock.
 */
final class Id003NoteFlow {
    private enum Phase {
        /** Ledger entry durable, STACK-1 sent (or to be re-sent while the note sits in escrow). */
        PENDING,
        /** VEND VALID seen and acknowledged. */
        VEND_VALID,
        /** Host asked for the note back (refused); no credit possible. */
        RETURNING
    }

    private static final class Note {
        final UUID id; // null when no ledger entry was attempted
        final int code;
        final long value;
        final boolean recovered; // found pending in the ledger at start-up
        boolean inStackerPath; // reported in the stacker path at power-up: cannot have come back
        Phase phase;

        Note(UUID id, int code, long value, boolean recovered, Phase phase) {
            this.id = id;
            this.code = code;
            this.value = value;
            this.recovered = recovered;
            this.phase = phase;
        }
    }

    private final DenominationTable table;
    private final EscrowLedger ledger;
    private final Supplier<UUID> ids;
    private final Id003Events events;
    private final Id003Faults faults;
    private final Id003CommandQueue queue;
    private final List<Note> recovered = new ArrayList<>();
    private Note note;

    Id003NoteFlow(DenominationTable table, EscrowLedger ledger, Supplier<UUID> ids, Id003Events events,
            Id003Faults faults, Id003CommandQueue queue) {
        this.table = table;
        this.ledger = ledger;
        this.ids = ids;
        this.events = events;
        this.faults = faults;
        this.queue = queue;
        for (PendingNote p : ledger.pending()) {
            recovered.add(new Note(p.noteId(), -1, p.valueCents(), true, Phase.PENDING));
        }
        if (!recovered.isEmpty()) {
            // The newest pending note is the only one that can still be in the validator's path.
            note = recovered.removeLast();
        }
    }

    void onPowerUp(int code) {
        // A note in the validator's path at power-up: in the acceptor the reset gives it back; in the stacker
        // path the reset stores it, and with the power-recovery option the validator then reports VEND VALID
        // and STACKED, which credit it the normal way. With no note in the path its fate is unknown.
        if (note != null && !note.inStackerPath) {
            Note n = note;
            if (n.id == null) {
                note = null;
            } else if (code == POWER_UP_BILL_IN_ACCEPTOR) {
                note = null;
                finishReturn(n);
            } else if (code == POWER_UP_BILL_IN_STACKER) {
                n.inStackerPath = true;
                if (n.phase == Phase.RETURNING) {
                    note = null;
                    inDoubt(n, "a note the host asked to return was reported in the stacker path at power-up");
                } else {
                    n.phase = Phase.PENDING;
                }
            } else {
                note = null;
                inDoubt(n, "validator powered up with no note in its path");
            }
        }
        for (Note n : recovered) {
            inDoubt(n, "pending at start-up, older than the note in the validator's path");
        }
        recovered.clear();
    }

    void onIdle() {
        if (note != null) {
            Note n = note;
            note = null;
            if (n.id == null) {
                // refused without a ledger entry: nothing to resolve
            } else if (n.phase == Phase.VEND_VALID) {
                inDoubt(n, "vend valid acknowledged but the validator went idle without reporting stacked");
            } else if (n.inStackerPath) {
                inDoubt(n, "stored by the reset after power-up, but never reported stacked");
            } else if (n.recovered) {
                inDoubt(n, "pending at start-up and not in the validator's path");
            } else {
                // Without our ACK to VEND VALID the validator cannot have stacked it: it came back.
                finishReturn(n);
            }
        }
        for (Note n : recovered) {
            inDoubt(n, "pending at start-up and not in the validator's path");
        }
        recovered.clear();
    }

    /**
     * Whether the note in flight takes an escrow with this code (so a ticket escrow goes to the note's flow,
     * which gives it back). A note pending from before the restart whose value differs is not the item in
     * escrow: it is set aside to be resolved later, as for a note of another value.
     */
    boolean claimsEscrow(int code) {
        if (note != null && note.recovered && table.valueCents(code).orElse(-1) != note.value) {
            recovered.add(note);
            note = null;
        }
        return note != null;
    }

    /** {@code settingsConfirmed}: false while SETTINGS_UNCONFIRMED stands, when every note is returned. */
    void onEscrow(Id003Frame f, boolean accepting, boolean settingsConfirmed, Set<Integer> enabledCodes) {
        int code = f.data(0);
        if (note != null && note.recovered && table.valueCents(code).orElse(-1) != note.value) {
            // A pending entry from before the restart whose value differs from the note in escrow: not this
            // note. Resolve it later and treat the note in escrow as new.
            recovered.add(note);
            note = null;
        }
        if (note != null) {
            if (note.phase == Phase.PENDING && (note.code == code || note.recovered)) {
                queue.queueFront(Id003Frame.of(STACK_1)); // our STACK-1 was lost or not yet acted on
            } else if (note.phase == Phase.RETURNING) {
                queue.queueFront(Id003Frame.of(RETURN));
            } else {
                events.protocolError(String.format("escrow code 0x%02X while note %s (0x%02X) is %s", code,
                        note.id, note.code, note.phase));
                if (note.phase == Phase.PENDING) {
                    note.phase = Phase.RETURNING;
                    queue.queueFront(Id003Frame.of(RETURN));
                }
            }
            return;
        }
        OptionalLong value = table.valueCents(code);
        RejectReason refuse = null;
        if (!accepting) {
            refuse = RejectReason.HOST_NOT_ACCEPTING;
        } else if (!settingsConfirmed) {
            refuse = RejectReason.HOST_SETTINGS_UNCONFIRMED;
        } else if (value.isEmpty()) {
            refuse = RejectReason.HOST_UNKNOWN_DENOMINATION;
        } else if (!enabledCodes.contains(code)) {
            refuse = RejectReason.HOST_DENOMINATION_DISABLED;
        }
        if (refuse != null) {
            note = new Note(null, code, value.orElse(0), false, Phase.RETURNING);
            queue.queueFront(Id003Frame.of(RETURN));
            events.emit(new BillEvent.NoteRejected(refuse, code, events.now()));
            return;
        }
        UUID id = ids.get();
        try {
            ledger.escrowAccepted(id, value.getAsLong());
        } catch (RuntimeException e) {
            // Not durable, so never stacked: give it back. The entry may exist, so it is resolved as returned.
            note = new Note(id, code, value.getAsLong(), false, Phase.RETURNING);
            queue.queueFront(Id003Frame.of(RETURN));
            faults.raiseLedgerFault();
            events.emit(new BillEvent.NoteRejected(RejectReason.HOST_LEDGER_FAILED, code, events.now()));
            return;
        }
        note = new Note(id, code, value.getAsLong(), false, Phase.PENDING);
        queue.queueFront(Id003Frame.of(STACK_1));
        events.emit(new BillEvent.NoteEscrowed(id, code, value.getAsLong(), events.now()));
    }

    /**
     * An escrow status of the wrong length (already reported): never stacked. With no note of ours in
     * flight, the note nobody can read is given back; a note of ours in flight goes on as it was.
     */
    void onMalformedEscrow(Id003Frame f) {
        if (note != null) {
            if (note.phase == Phase.RETURNING) {
                queue.queueFront(Id003Frame.of(RETURN));
            }
            return;
        }
        int raw = f.dataLength() > 0 ? f.data(0) : 0;
        note = new Note(null, raw, 0, false, Phase.RETURNING);
        queue.queueFront(Id003Frame.of(RETURN));
        events.emit(new BillEvent.NoteRejected(RejectReason.HOST_MALFORMED_ESCROW, raw, events.now()));
    }

    void onVendValid() {
        // The validator repeats VEND VALID until acknowledged, so it is always acknowledged.
        queue.queueFront(Id003Frame.of(ACK));
        if (note != null && note.id != null && (note.phase == Phase.PENDING || note.phase == Phase.VEND_VALID)) {
            note.phase = Phase.VEND_VALID;
            return;
        }
        if (note != null && note.phase == Phase.RETURNING) {
            Note n = note;
            note = null;
            inDoubt(n, "validator vended a note the host asked to return");
            return;
        }
        if (note == null) {
            events.emit(new BillEvent.NoteInDoubt(null, 0, "vend valid for a note the host never saw in escrow",
                    events.now()));
        }
    }

    void onStacked() {
        if (note == null) {
            return; // a repeated STACKED (the note is already credited) or a stray one: never a credit
        }
        Note n = note;
        note = null;
        if (n.phase == Phase.VEND_VALID && n.id != null) {
            credit(n);
        } else if (n.id != null) {
            inDoubt(n, "stacked reported without a vend valid acknowledged by this host");
        } else {
            events.emit(new BillEvent.NoteInDoubt(null, n.value, "a refused note was reported stacked", events.now()));
        }
    }

    void onRejecting(Id003Frame f) {
        int raw = f.dataLength() > 0 ? f.data(0) : 0;
        if (note != null) {
            Note n = note;
            if (n.phase == Phase.VEND_VALID) {
                note = null;
                inDoubt(n, "rejecting reported after vend valid");
            } else {
                note = null;
                if (n.id != null) {
                    finishReturn(n);
                }
            }
        }
        events.emit(new BillEvent.NoteRejected(RejectReason.ofCode(raw), raw, events.now()));
    }

    void onReturning() {
        if (note == null) {
            return;
        }
        Note n = note;
        note = null;
        if (n.phase == Phase.VEND_VALID) {
            inDoubt(n, "returning reported after vend valid");
        } else if (n.id != null) {
            finishReturn(n);
        }
    }

    private void credit(Note n) {
        try {
            ledger.stacked(n.id);
        } catch (RuntimeException e) {
            faults.raiseLedgerFault();
            events.emit(new BillEvent.NoteInDoubt(n.id, n.value, "stacked, but the ledger failed to credit it: "
                    + e.getMessage(), events.now()));
            return;
        }
        events.emit(new BillEvent.NoteStacked(n.id, n.value, events.now()));
    }

    private void finishReturn(Note n) {
        try {
            ledger.returned(n.id);
        } catch (RuntimeException e) {
            faults.raiseLedgerFault();
        }
        events.emit(new BillEvent.NoteReturned(n.id, n.value, events.now()));
    }

    private void inDoubt(Note n, String why) {
        events.emit(new BillEvent.NoteInDoubt(n.id, n.value, why, events.now()));
    }
}
