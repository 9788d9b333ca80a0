package io.opencab.hal.bill.sim;

import io.opencab.hal.Listeners;
import io.opencab.hal.bill.BillEvent;
import io.opencab.hal.bill.BillValidator;
import io.opencab.hal.bill.BillValidatorStatus;
import io.opencab.hal.bill.DenominationTable;
import io.opencab.hal.bill.EscrowLedger;
import io.opencab.hal.bill.RejectReason;
import io.opencab.hal.bill.ValidatorFault;
import java.time.Clock;
import java.util.EnumSet;
import java.util.Objects;
import java.util.OptionalLong;
import java.util.Set;
import java.util.UUID;
import java.util.function.Consumer;

/**
 * A simulated bill validator for a PC without hardware: the UI or a headless driver inserts notes and
 * causes faults. It follows the same ledger order as the real driver (pending credit made durable, then
 * credited when "stacked") and emits the same events, synchronously on the caller's thread.
 */
public final class SimBillValidator implements BillValidator {
    private final DenominationTable table;
    private final EscrowLedger ledger;
    private final Clock clock;
    private final Listeners<BillEvent> listeners = new Listeners<>("simulated bill validator");
    private final Set<ValidatorFault> faults = EnumSet.noneOf(ValidatorFault.class);
    private Set<Integer> enabled;
    private boolean accepting;
    private int stackerRoom = Integer.MAX_VALUE;
    private long notes;

    public SimBillValidator(DenominationTable table, EscrowLedger ledger, Clock clock) {
        this.table = Objects.requireNonNull(table, "table");
        this.ledger = Objects.requireNonNull(ledger, "ledger");
        this.clock = Objects.requireNonNull(clock, "clock");
        this.enabled = Set.copyOf(table.valueCentsByCode().keySet());
        for (var p : ledger.pending()) {
            // A simulation has no note in its path after a restart: the fate of a pending note is unknown.
            listeners.fire(new BillEvent.NoteInDoubt(p.noteId(), p.valueCents(), "pending at start-up",
                    clock.instant()));
        }
    }

    /** A note with this escrow code is inserted. Returns the note id if it was credited, else null. */
    public UUID insert(int escrowCode) {
        BillEvent[] out;
        UUID credited = null;
        synchronized (this) {
            OptionalLong value = table.valueCents(escrowCode);
            RejectReason refuse = null;
            if (!faults.isEmpty()) {
                refuse = RejectReason.INHIBITED; // a faulted validator does not take notes in
            } else if (!accepting) {
                refuse = RejectReason.INHIBITED;
            } else if (value.isEmpty()) {
                refuse = RejectReason.DENOMINATION_ASSESSING;
            } else if (!enabled.contains(escrowCode)) {
                refuse = RejectReason.INHIBITED;
            }
            if (refuse != null) {
                out = new BillEvent[] {new BillEvent.NoteRejected(refuse, refuse.code(), clock.instant())};
            } else {
                UUID id = UUID.randomUUID();
                long v = value.getAsLong();
                ledger.escrowAccepted(id, v);
                BillEvent escrowed = new BillEvent.NoteEscrowed(id, escrowCode, v, clock.instant());
                ledger.stacked(id);
                credited = id;
                notes++;
                BillEvent stackedEvent = new BillEvent.NoteStacked(id, v, clock.instant());
                if (--stackerRoom <= 0) {
                    faults.add(ValidatorFault.STACKER_FULL);
                    out = new BillEvent[] {escrowed, stackedEvent,
                        new BillEvent.FaultRaised(ValidatorFault.STACKER_FULL, 0, clock.instant())};
                } else {
                    out = new BillEvent[] {escrowed, stackedEvent};
                }
            }
        }
        for (BillEvent e : out) {
            listeners.fire(e);
        }
        return credited;
    }

    /** A note is inserted and refused by the validator for this reason. */
    public void insertRejected(RejectReason reason) {
        listeners.fire(new BillEvent.NoteRejected(reason, reason.code(), clock.instant()));
    }

    /** Raises a fault (jam, stacker full or open, cheat, failure with its code, communication lost). */
    public void raise(ValidatorFault fault, int detail) {
        synchronized (this) {
            if (!faults.add(fault)) {
                return;
            }
        }
        listeners.fire(new BillEvent.FaultRaised(fault, detail, clock.instant()));
    }

    /** Clears a fault (an emptied stacker also restores its room). */
    public void clear(ValidatorFault fault) {
        synchronized (this) {
            if (!faults.remove(fault)) {
                return;
            }
            if (fault == ValidatorFault.STACKER_FULL) {
                stackerRoom = Integer.MAX_VALUE;
            }
        }
        listeners.fire(new BillEvent.FaultCleared(fault, clock.instant()));
    }

    /** The stacker takes this many more notes, then reports full. */
    public synchronized void stackerRoom(int notesLeft) {
        stackerRoom = notesLeft;
    }

    @Override
    public void addListener(Consumer<? super BillEvent> listener) {
        listeners.add(listener);
    }

    @Override
    public void removeListener(Consumer<? super BillEvent> listener) {
        listeners.remove(listener);
    }

    @Override
    public synchronized void setAccepting(boolean on) {
        accepting = on;
    }

    @Override
    public synchronized void setEnabledDenominations(Set<Integer> escrowCodes) {
        for (int c : escrowCodes) {
            if (table.valueCents(c).isEmpty()) {
                throw new io.opencab.hal.HalException(String.format("escrow code 0x%02X has no value in the %s table",
                        c, table.currency()));
            }
        }
        enabled = Set.copyOf(escrowCodes);
    }

    @Override
    public DenominationTable denominations() {
        return table;
    }

    @Override
    public synchronized BillValidatorStatus status() {
        boolean online = !faults.contains(ValidatorFault.COMMUNICATION_LOST);
        return new BillValidatorStatus(online, true, accepting, faults, -1, notes, 0);
    }

    @Override
    public synchronized void close() {
        accepting = false;
    }
}
