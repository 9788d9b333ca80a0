package io.opencab.meters;

import io.opencab.meters.MeterException.Kind;
import java.util.List;
import java.util.Optional;

/**
 * Tickets inserted for redemption, in critical memory (docs/tito.md "Ticket in"). Each step is one
 * transaction under the store's lock, so a power cut leaves the step before or the step after:
 *
 * <pre>
 *   escrowed ─► ESCROWED ─► authorised ─► AUTHORISED ─► stacked ─► STACKED   (credits go on here, once)
 *                     │                        ├─► returned ─► RETURNED
 *                     ├─► returned ─► RETURNED └─► inDoubt ─► IN_DOUBT ─► resolve(in the stacker) ► STACKED
 *                     │                                                └► resolve(given back)     ► RETURNED
 *                     └─► inDoubt ─► IN_DOUBT (never authorised) ─► resolve(either answer) ─► RETURNED
 * </pre>
 *
 * A ticket the validator took into its stacker by itself before the host authorised it (issue 41) is in doubt
 * too, but has no amount: whatever the attendant finds, nothing is credited and the host is told it was not
 * redeemed here, so the ticket stays payable where the casino system pays it.
 *
 * The amount credited is the amount the host authorised, never the barcode's or the player's. While a
 * ticket is open no round, bill or cash-out is accepted (issue 28: credits only on the host's authorisation
 * and the validator's stacked report).
 */
public final class TicketIns extends StoreFeature {
    /** Meter keys: ticket-in credits and count (SAS codes are given to them by the SAS snapshot). */
    public static final String CREDITS_METER = "TKT_IN:CREDITS";
    public static final String COUNT_METER = "TKT_IN:COUNT";
    /** SAS exception 67: a ticket has been inserted (the host is asked to redeem it). */
    static final int EXCEPTION_INSERTED = 0x67;
    /** SAS exception 68: ticket transfer complete (stacked or returned; LP 71 then reports how). */
    static final int EXCEPTION_COMPLETE = 0x68;
    /** LP 71 machine status "ticket redeemed" (SAS 6.02), kept in the row of a stacked ticket. */
    public static final int REDEEMED = 0x00;

    private TicketIns(MeterStore store) {
        super(store);
    }

    public static TicketIns of(MeterStore store) {
        return new TicketIns(store);
    }

    /**
     * Journals a ticket in escrow and queues exception 67 with it. Refused while a round is in play, a handpay,
     * a bill or another ticket (in or out) is unfinished.
     */
    public TicketInRecord escrowed(String validation, String deviceRef) {
        if (validation == null || !validation.matches("[0-9]{18}")) {
            throw new MeterException(Kind.INVALID_ARGUMENT, "validation number '" + validation + "' is not 18 digits");
        }
        Args.requireText(deviceRef, "deviceRef");
        synchronized (store) {
            return core.write("journal ticket " + validation + " in escrow", () -> {
                core.checkedMeters();
                Unfinished.none(core.ctx);
                Optional<NoteRecord> note = Notes.pending(ctx);
                if (note.isPresent()) {
                    throw new MeterException(Kind.ILLEGAL_STATE, "bill " + note.get().noteId() + " is still pending");
                }
                TicketInRecord t = TicketInRows.insert(ctx, validation, deviceRef);
                SasQueue.raise(ctx, EXCEPTION_INSERTED, t.ticketId(), 0);
                event(t, "in escrow, host asked to redeem it");
                return t;
            });
        }
    }

    /** The host authorised {@code amountCents} for the ticket in escrow: journaled before it is stacked. */
    public TicketInRecord authorised(long ticketId, long amountCents) {
        long denom = core.config.denominationCents();
        if (amountCents <= 0 || amountCents % denom != 0) {
            throw new MeterException(Kind.INVALID_ARGUMENT, "ticket amount " + amountCents + " cents is not a positive"
                + " whole number of " + denom + "-cent credits");
        }
        synchronized (store) {
            return core.write("authorise ticket-in " + ticketId, () -> {
                MeterState m = core.checkedMeters();
                TicketInRecord t = require(ticketId, TicketInState.ESCROWED, TicketInState.AUTHORISED);
                long credits = amountCents / denom;
                if (m.credits() + credits >= MeterStore.ROLLOVER) {
                    throw new MeterException(Kind.ILLEGAL_STATE, "the credit meter (" + m.credits()
                        + ") cannot take " + credits + " more credits");
                }
                TicketInRecord a = TicketInRows.update(ctx, new TicketInRecord(t.ticketId(), t.validation(), t.deviceRef(),
                    TicketInState.AUTHORISED, amountCents, credits, -1, t.escrowedAt(), Ctx.instant(ctx.now()), null, null));
                event(a, "host authorised " + amountCents + " cents (" + credits + " credits)");
                return a;
            });
        }
    }

    /** The validator reported the authorised ticket stacked: its credits go onto the meter, once; 68 queued. */
    public TicketInRecord stacked(long ticketId) {
        return credit(ticketId, TicketInState.AUTHORISED, "stacked after the host's authorisation");
    }

    /** The ticket went back to the player; {@code hostStatus} is the LP 71 status reported for it (0x8x). */
    public TicketInRecord returned(long ticketId, int hostStatus, String why) {
        Args.requireText(why, "why");
        synchronized (store) {
            return core.write("return ticket-in " + ticketId, () -> {
                TicketInRecord t = get(ticketId);
                if (t.state() != TicketInState.ESCROWED && t.state() != TicketInState.AUTHORISED) {
                    throw new MeterException(Kind.ILLEGAL_STATE, "ticket-in " + ticketId + " is " + t.state()
                        + "; only an escrowed or authorised ticket can be returned");
                }
                return giveBack(t, hostStatus, why);
            });
        }
    }

    /**
     * Not proven stacked, nor given back: told to stack and then a validator fault or a power cut (credits held
     * back), or, still waiting for the host, taken into the stacker by the validator without our STACK (no amount
     * authorised: nothing to credit). An attendant is needed either way.
     */
    public TicketInRecord inDoubt(long ticketId, String why) {
        Args.requireText(why, "why");
        synchronized (store) {
            return core.write("ticket-in " + ticketId + " in doubt", () -> {
                TicketInRecord t = get(ticketId);
                if (t.state() != TicketInState.ESCROWED && t.state() != TicketInState.AUTHORISED) {
                    throw new MeterException(Kind.ILLEGAL_STATE, "ticket-in " + ticketId + " is " + t.state()
                        + "; only an escrowed or authorised ticket can be in doubt");
                }
                TicketInRecord d = TicketInRows.update(ctx, with(t, TicketInState.IN_DOUBT, -1, null, why));
                event(d, why);
                return d;
            });
        }
    }

    /**
     * An attendant resolved a ticket in doubt: found in the stacker (credited now, as authorised) or given back
     * to the player ({@code hostStatus} reported for it). One the host never authorised is credited in neither
     * case: it ends RETURNED with {@code hostStatus}, the detail saying what the attendant found.
     */
    public TicketInRecord resolve(long ticketId, boolean inStacker, int hostStatus, String attendant) {
        Args.requireText(attendant, "attendant");
        synchronized (store) {
            boolean authorised = core.read("read ticket-in " + ticketId, () -> get(ticketId).authorisedAt() != null);
            if (inStacker && authorised) {
                return credit(ticketId, TicketInState.IN_DOUBT, "found in the stacker by " + attendant);
            }
            return core.write("resolve ticket-in " + ticketId, () -> {
                TicketInRecord t = require(ticketId, TicketInState.IN_DOUBT, TicketInState.RETURNED);
                return giveBack(t, hostStatus, !inStacker ? "not in the stacker, given back; resolved by " + attendant
                    : "found in the stacker by " + attendant + ", never authorised by the host: nothing credited");
            });
        }
    }

    private TicketInRecord credit(long ticketId, TicketInState from, String why) {
        synchronized (store) {
            return core.write("credit ticket-in " + ticketId, () -> {
                MeterState m = core.checkedMeters();
                TicketInRecord t = require(ticketId, from, TicketInState.STACKED);
                m.credits(m.credits() + t.credits());
                m.add(CREDITS_METER, t.credits());
                m.add(COUNT_METER, 1);
                m.add(Meter.DROP, t.credits());
                TicketInRecord s = TicketInRows.update(ctx, with(t, TicketInState.STACKED, REDEEMED,
                    Ctx.instant(ctx.now()), why));
                SasQueue.raise(ctx, EXCEPTION_COMPLETE, t.ticketId(), REDEEMED);
                event(s, why + ", " + t.credits() + " credits");
                core.finish(m);
                return s;
            });
        }
    }

    private TicketInRecord giveBack(TicketInRecord t, int hostStatus, String why) throws java.sql.SQLException {
        if (hostStatus <= 0 || hostStatus > 0xFF) {
            throw new MeterException(Kind.INVALID_ARGUMENT, "a returned ticket's status " + hostStatus
                + " must be a refusal code 0x01..0xFF");
        }
        TicketInRecord r = TicketInRows.update(ctx, with(t, TicketInState.RETURNED, hostStatus, Ctx.instant(ctx.now()),
            why));
        SasQueue.raise(ctx, EXCEPTION_COMPLETE, t.ticketId(), hostStatus);
        event(r, why);
        return r;
    }

    /** The ticket being redeemed (ESCROWED, AUTHORISED or IN_DOUBT), if any. */
    public Optional<TicketInRecord> open() {
        return read("read the open ticket-in", () -> TicketInRows.open(ctx));
    }

    /** The newest {@code n} tickets in, newest first (MACs checked). */
    public List<TicketInRecord> log(int n) {
        return readLog("ticket-in log", TicketInRows.ROWS, n);
    }

    private TicketInRecord get(long ticketId) throws java.sql.SQLException {
        return TicketInRows.ROWS.get(ctx, ticketId).orElseThrow(() -> new MeterException(Kind.ILLEGAL_STATE,
            "no ticket-in " + ticketId));
    }

    private TicketInRecord require(long ticketId, TicketInState from, TicketInState to) throws java.sql.SQLException {
        TicketInRecord t = get(ticketId);
        if (t.state() != from) {
            throw new MeterException(Kind.ILLEGAL_STATE, "ticket-in " + ticketId + " is " + t.state() + ", not " + from
                + "; cannot make it " + to);
        }
        return t;
    }

    private static TicketInRecord with(TicketInRecord t, TicketInState state, int hostStatus, java.time.Instant settled,
            String detail) {
        return new TicketInRecord(t.ticketId(), t.validation(), t.deviceRef(), state, t.amountCents(), t.credits(),
            hostStatus, t.escrowedAt(), t.authorisedAt(), settled, detail);
    }

    private void event(TicketInRecord t, String what) throws java.sql.SQLException {
        Events.append(ctx, core.config.eventLogSize(), EventType.TICKET_IN, "ticket-in " + t.ticketId() + " ("
            + t.validation() + ") " + t.state() + ": " + what);
    }
}
