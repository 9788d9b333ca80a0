package io.opencab.meters;

import io.opencab.meters.MeterException.Kind;
import java.util.List;
import java.util.Optional;

/**
 * Cash-out tickets in critical memory (docs/tito.md "Ticket out"). Each step is one transaction under the
 * store's lock, so a power cut leaves the step before or the step after:
 *
 * <pre>
 *   start ─► PENDING ─► printed ──────────► PRINTED   (credits leave the meter here, and only here)
 *                   ├─► notPrinted ───────► NOT_PRINTED (nothing was sent; credits stay; handpay)
 *                   └─► inDoubt ─► IN_DOUBT ─► resolve(came out)  ► PRINTED
 *                                           └► resolve(no ticket) ► VOIDED (credits stay; handpay)
 * </pre>
 *
 * While a ticket is open (PENDING or IN_DOUBT) no round, bill or other cash-out is accepted. The store
 * never decides that a ticket printed: only the printer's confirmation or an attendant does.
 */
public final class TicketOuts extends StoreFeature {
    /** Meter keys (no SAS meter code is claimed for them here; docs/tito.md "What is left"). */
    public static final String CREDITS_METER = "TKT_OUT:CREDITS";
    public static final String COUNT_METER = "TKT_OUT:COUNT";
    /** SAS exception 3D: a cash-out ticket has been printed (issue 28). */
    static final int EXCEPTION_PRINTED = 0x3D;

    private TicketOuts(MeterStore store) {
        super(store);
    }

    public static TicketOuts of(MeterStore store) {
        return new TicketOuts(store);
    }

    /**
     * Journals a ticket for the payable credits (cashable and non-restricted, docs/aft.md) before the printer is told to print it. Checks the
     * meters and the self-audit first.
     *
     * @throws MeterException INVALID_ARGUMENT for a bad number; ILLEGAL_STATE with no credits, or a
     *                        round, handpay or ticket unfinished
     */
    public TicketRecord start(int ticketNumber, long sequence, String validationNumber) {
        if (ticketNumber < 0 || ticketNumber > 9999) {
            throw new MeterException(Kind.INVALID_ARGUMENT, "ticket number " + ticketNumber + " outside 0..9999");
        }
        if (sequence < 0 || sequence > 0xFFFFFF) {
            throw new MeterException(Kind.INVALID_ARGUMENT, "validation sequence " + sequence + " outside 24 bits");
        }
        if (validationNumber == null || !validationNumber.matches("[0-9]{18}")) {
            throw new MeterException(Kind.INVALID_ARGUMENT, "validation number '" + validationNumber
                + "' is not 18 digits");
        }
        synchronized (store) {
            return core.write("journal cash-out ticket " + ticketNumber, () -> {
                MeterState m = core.cashOutReady();
                long payable = Kinds.payable(m);
                long cents = Math.multiplyExact(payable, core.config.denominationCents());
                TicketRecord t = Tickets.insert(ctx, ticketNumber, sequence, validationNumber, payable, cents);
                event(t, "journaled for " + t.credits() + " credits (" + cents + " cents), validation "
                    + validationNumber);
                return t;
            });
        }
    }

    /** The printer confirmed ticket {@code ticketId}: the credits leave the meter once, 3D is queued. */
    public TicketRecord printed(long ticketId) {
        return settle(ticketId, TicketState.PENDING, TicketState.PRINTED, "printer confirmed");
    }

    /** Nothing was sent to the printer (it refused): credits untouched. */
    public TicketRecord notPrinted(long ticketId, String why) {
        return settle(ticketId, TicketState.PENDING, TicketState.NOT_PRINTED, why);
    }

    /** The ticket may have printed (printer fault mid-ticket, power cut): credits held, attendant needed. */
    public TicketRecord inDoubt(long ticketId, String why) {
        return settle(ticketId, TicketState.PENDING, TicketState.IN_DOUBT, why);
    }

    /**
     * An attendant resolved a ticket in doubt: it came out (PRINTED: credits leave the meter) or it did
     * not (VOIDED: credits stay, the cabinet hand-pays them).
     */
    public TicketRecord resolve(long ticketId, boolean ticketCameOut, String attendant) {
        Args.requireText(attendant, "attendant");
        return settle(ticketId, TicketState.IN_DOUBT, ticketCameOut ? TicketState.PRINTED : TicketState.VOIDED,
            (ticketCameOut ? "ticket found by " : "no ticket, voided by ") + attendant);
    }

    private TicketRecord settle(long ticketId, TicketState from, TicketState to, String why) {
        Args.requireText(why, "why");
        synchronized (store) {
            return core.write("ticket " + ticketId + " " + to, () -> {
                MeterState m = core.checkedMeters();
                TicketRecord t = Tickets.ROWS.get(ctx, ticketId).orElseThrow(() -> new MeterException(Kind.ILLEGAL_STATE,
                    "no cash-out ticket " + ticketId));
                if (t.state() != from) {
                    throw new MeterException(Kind.ILLEGAL_STATE, "cash-out ticket " + ticketId + " is " + t.state()
                        + ", not " + from + "; cannot make it " + to);
                }
                if (to == TicketState.PRINTED) {
                    Kinds.cashedOut(ctx, m, t.credits(), "cash-out ticket " + ticketId);
                    m.add(Meter.CANCELLED_CREDITS, t.credits());
                    m.add(CREDITS_METER, t.credits());
                    m.add(COUNT_METER, 1);
                    SasQueue.raise(ctx, EXCEPTION_PRINTED, t.credits(), t.ticketNumber());
                }
                TicketRecord s = Tickets.settle(ctx, t, to, why);
                event(s, why);
                core.finish(m);
                return s;
            });
        }
    }

    /** The validation ID and sequence the host last set (LP 4C); id 0 when it never did. */
    public ValidationSeed validationSeed() {
        return read("read the validation ID", () -> {
            GuardCounter id = Guards.get(ctx, Guards.VALIDATION_ID);
            GuardCounter seq = Guards.get(ctx, Guards.VALIDATION_SEQUENCE);
            return new ValidationSeed((int) id.value(), (int) seq.value(), id.value() == 0 ? null : id.changedAt());
        });
    }

    /** Keeps the validation ID and sequence the host set (LP 4C) across power cycles, with an event. */
    public ValidationSeed saveValidationSeed(int id, int sequence) {
        if (id < 1 || id > 0xFFFFFF || sequence < 0 || sequence > 0xFFFFFF) {
            throw new MeterException(Kind.INVALID_ARGUMENT, "validation ID " + id + " / sequence " + sequence
                + " outside 1..2^24-1 / 0..2^24-1");
        }
        synchronized (store) {
            return core.write("keep the validation ID", () -> {
                GuardCounter at = Guards.set(ctx, Guards.VALIDATION_ID, id);
                Guards.set(ctx, Guards.VALIDATION_SEQUENCE, sequence);
                Events.append(ctx, core.config.eventLogSize(), EventType.TICKET_OUT, "validation ID " + id
                    + " and sequence " + sequence + " set by the host (LP 4C)");
                return new ValidationSeed(id, sequence, at.changedAt());
            });
        }
    }

    /** The ticket holding the credits, if any (PENDING at start-up means a power cut mid-print). */
    public Optional<TicketRecord> open() {
        return read("read the open cash-out ticket", () -> Tickets.open(ctx));
    }

    /** The newest {@code n} tickets, newest first (MACs checked). */
    public List<TicketRecord> log(int n) {
        return readLog("ticket log", Tickets.ROWS, n);
    }

    private void event(TicketRecord t, String what) throws java.sql.SQLException {
        Events.append(ctx, core.config.eventLogSize(), EventType.TICKET_OUT, "ticket " + t.ticketNumber() + " (id "
            + t.ticketId() + ") " + t.state() + ": " + what);
    }
}
