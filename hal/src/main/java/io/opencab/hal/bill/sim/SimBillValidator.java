package io.opencab.hal.bill.sim;

import io.opencab.hal.ListenedDevice;
import io.opencab.hal.bill.BillEvent;
import io.opencab.hal.bill.BillValidator;
import io.opencab.hal.bill.BillValidatorStatus;
import io.opencab.hal.bill.DenominationTable;
import io.opencab.hal.bill.EscrowLedger;
import io.opencab.hal.bill.RejectReason;
import io.opencab.hal.bill.TicketBarcode;
import io.opencab.hal.bill.ValidatorFault;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Objects;
import java.util.OptionalLong;
import java.util.Set;
import java.util.UUID;
import java.util.function.BiConsumer;

/**
 * A simulated bill validator for a PC without hardware: the UI or a headless driver inserts notes and
 * causes faults. It follows the same ledger order as the real driver (pending credit made durable, then
 * credited when "stacked") and emits the same events, synchronously on the caller's thread.
 *
 * <p>Tickets: {@link #insertTicket} puts a barcode in escrow ({@code TicketEscrowed}) or refuses it as the real
 * driver does; {@link #stackTicket} and {@link #returnTicket} act at once. Nothing polls a simulation, so the
 * hold time is checked whenever the simulation is used: a ticket held longer is returned
 * ({@code TicketReturned}, "no decision in N ms") before the call takes effect.
 */
public final class SimBillValidator extends ListenedDevice<BillEvent> implements BillValidator {
    private final DenominationTable table;
    private final EscrowLedger ledger;
    private final Clock clock;
    private final Set<ValidatorFault> faults = EnumSet.noneOf(ValidatorFault.class);
    private Set<Integer> enabled;
    private boolean accepting;
    private int stackerRoom = Integer.MAX_VALUE;
    private long notes;
    private final Duration ticketHold;
    private boolean ticketsAccepted;
    private UUID heldTicket; // the ticket in escrow, or null
    private String heldBarcode;
    private Instant heldSince;
    private int settingsRetries; // retries asked for while SETTINGS_UNCONFIRMED stands

    public SimBillValidator(DenominationTable table, EscrowLedger ledger, Clock clock) {
        this(table, ledger, clock, Duration.ofSeconds(30));
    }

    /** {@code ticketHold}: how long a ticket waits in escrow for a decision ({@code hal.bill.ticket.hold.ms}). */
    public SimBillValidator(DenominationTable table, EscrowLedger ledger, Clock clock, Duration ticketHold) {
        super("simulated bill validator");
        this.ticketHold = Objects.requireNonNull(ticketHold, "ticketHold");
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

    /**
     * A barcode ticket is inserted. Returns its id if it is now held in escrow ({@code TicketEscrowed}), else
     * null: refused as the real driver refuses it ({@code NoteRejected}: faults or inhibited, tickets off,
     * not 18 digits), or another ticket already in escrow (only one item in the path: {@code ProtocolError}).
     */
    public UUID insertTicket(String barcode) {
        Objects.requireNonNull(barcode, "barcode");
        List<BillEvent> out = new ArrayList<>();
        UUID id = null;
        synchronized (this) {
            expireHeldTicket(out);
            Instant now = clock.instant();
            RejectReason refuse = null;
            if (heldTicket != null) {
                out.add(new BillEvent.ProtocolError("ticket " + heldTicket + " is still in escrow; " + barcode
                        + " not taken", now));
            } else if (!faults.isEmpty() || !accepting) {
                refuse = RejectReason.INHIBITED; // the validator itself does not take it in
            } else if (!ticketsAccepted) {
                refuse = RejectReason.HOST_TICKETS_DISABLED;
            } else if (!TicketBarcode.wellFormed(barcode)) {
                refuse = RejectReason.HOST_BAD_BARCODE;
            } else {
                id = UUID.randomUUID();
                heldTicket = id;
                heldBarcode = barcode;
                heldSince = now;
                out.add(new BillEvent.TicketEscrowed(id, barcode, now));
            }
            if (refuse != null) {
                out.add(new BillEvent.NoteRejected(refuse, refuse == RejectReason.INHIBITED ? refuse.code()
                        : TicketBarcode.ESCROW_CODE, now));
            }
        }
        fire(out);
        return id;
    }

    @Override
    public synchronized void setTicketsAccepted(boolean on) {
        ticketsAccepted = on;
    }

    @Override
    public void stackTicket(UUID ticketId) {
        decideHeldTicket("stackTicket", ticketId, (out, now) -> {
            out.add(new BillEvent.TicketStacked(heldTicket, heldBarcode, now));
            notes++;
            if (--stackerRoom <= 0 && faults.add(ValidatorFault.STACKER_FULL)) {
                out.add(new BillEvent.FaultRaised(ValidatorFault.STACKER_FULL, 0, now));
            }
        });
    }

    @Override
    public void returnTicket(UUID ticketId) {
        decideHeldTicket("returnTicket", ticketId, (out, now) ->
                out.add(new BillEvent.TicketReturned(heldTicket, heldBarcode, "returned at the host's request", now)));
    }

    /**
     * The host's decision on the ticket in escrow: {@code decision} reports it (under the lock) and the ticket
     * leaves escrow; a {@code ticketId} that is not the one held (never held, or already returned for running
     * out of time) is refused with a protocol error.
     */
    private void decideHeldTicket(String request, UUID ticketId, BiConsumer<List<BillEvent>, Instant> decision) {
        List<BillEvent> out = new ArrayList<>();
        synchronized (this) {
            expireHeldTicket(out);
            Instant now = clock.instant();
            if (heldTicket == null || !heldTicket.equals(ticketId)) {
                out.add(new BillEvent.ProtocolError(request + " " + ticketId + " refused: no such ticket in escrow",
                        now));
            } else {
                decision.accept(out, now);
                heldTicket = null;
            }
        }
        fire(out);
    }

    /** The ticket in escrow with no decision within the hold time is given back (as the driver does). */
    private void expireHeldTicket(List<BillEvent> out) {
        Instant now = clock.instant();
        if (heldTicket != null && !now.isBefore(heldSince.plus(ticketHold))) {
            out.add(new BillEvent.TicketReturned(heldTicket, heldBarcode, "no decision in " + ticketHold.toMillis()
                    + " ms", now));
            heldTicket = null;
        }
    }

    private void fire(List<BillEvent> out) {
        for (BillEvent e : out) {
            listeners.fire(e);
        }
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
            if (fault == ValidatorFault.SETTINGS_UNCONFIRMED) {
                settingsRetries = 0;
            }
            if (fault == ValidatorFault.STACKER_FULL) {
                stackerRoom = Integer.MAX_VALUE;
            }
        }
        listeners.fire(new BillEvent.FaultCleared(fault, clock.instant()));
    }

    /**
     * A simulation's settings are never wrong by themselves: SETTINGS_UNCONFIRMED is there only when a caller raised
     * it, and stays until {@link #clear}. So a retry is reported ({@code SettingsRetried}, no next one scheduled:
     * nothing polls a simulation) and fails, as the real driver's would with a validator still echoing wrongly: the
     * fault is reported again.
     */
    @Override
    public void retrySettings() {
        int attempt;
        synchronized (this) {
            if (!faults.contains(ValidatorFault.SETTINGS_UNCONFIRMED)) {
                return;
            }
            attempt = ++settingsRetries;
        }
        Instant now = clock.instant();
        listeners.fire(new BillEvent.SettingsRetried(attempt, true, Duration.ZERO, now));
        listeners.fire(new BillEvent.FaultRaised(ValidatorFault.SETTINGS_UNCONFIRMED, 0, now));
    }

    /** The stacker takes this many more notes, then reports full. */
    public synchronized void stackerRoom(int notesLeft) {
        stackerRoom = notesLeft;
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
