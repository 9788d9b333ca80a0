package io.opencab.app.cabinet.tickets;

import io.opencab.app.AppException;
import io.opencab.app.cabinet.state.Action;
import io.opencab.app.cabinet.state.Machine;
import io.opencab.app.cabinet.state.Permission;
import io.opencab.app.cabinet.state.StateKind;
import io.opencab.app.cabinet.state.TiltReason;
import io.opencab.app.cabinet.tickets.TicketOutFlow.Outcome;
import io.opencab.hal.printer.PrinterEvent;
import io.opencab.meters.EventType;
import io.opencab.meters.MeterException;
import io.opencab.meters.TicketOuts;
import io.opencab.meters.TicketRecord;
import io.opencab.meters.TicketState;
import java.util.List;
import java.util.Optional;

/**
 * Ticket out in the cabinet (docs/tito.md "Ticket out"): what the cabinet does with {@link TicketOutFlow}'s outcome.
 * While the ticket prints the cabinet stays in CASH_OUT (no play, no bills); the printer's events arrive as
 * {@link Action.PrinterReported} on the cabinet thread. Credits leave the meter only on the printer's
 * completion; a print that may have happened is the TICKET_IN_DOUBT lockup, resolved by an attendant, and
 * never printed again (issue 28). Only the cabinet thread calls it.
 */
public final class TicketCashOut {
    public static final String IN_DOUBT = "TICKET_IN_DOUBT";

    private final Machine m;
    /** Empty without a ticket printer and its {@code tito.*} settings. */
    private final Optional<TicketOutFlow> ticketOut;
    private final CashOutHandpay handpay;

    public TicketCashOut(Machine m, Optional<TicketOutFlow> ticketOut, CashOutHandpay handpay) {
        this.m = m;
        this.ticketOut = ticketOut;
        this.handpay = handpay;
    }

    /** The cash-out with a printer fitted: the validator is inhibited and no bill is on its way. */
    public Machine.Reply cashOut(StateKind before) {
        Outcome o;
        try {
            o = ticketOut.orElseThrow().cashOut();
        } catch (MeterException ex) {
            m.base = before;
            m.storeFailure(ex);
            return m.refuse("cash out failed: " + ex.getMessage());
        }
        return settle(o, before);
    }

    /** A printer report: a job's outcome settles the ticket; faults are logged (a fault before a job hand-pays). */
    public Machine.Reply printer(PrinterEvent e) {
        switch (e) {
            case PrinterEvent.FaultRaised f -> m.record(s -> s.logEvent(faultEvent(f.fault()), "ticket printer fault "
                + f.fault()));
            case PrinterEvent.FaultCleared f -> m.record(s -> s.logEvent(EventType.PRINTER_FAULT_CLEARED,
                "ticket printer fault " + f.fault() + " cleared"));
            default -> {
            }
        }
        if (ticketOut.isEmpty()) {
            return new Machine.Reply(true, "");
        }
        Outcome o;
        try {
            o = ticketOut.get().on(e);
        } catch (MeterException ex) {
            // The ticket stays PENDING in the journal: the next power-up finds it in doubt.
            m.storeFailure(ex);
            return m.refuse("the printer's report could not be recorded: " + ex.getMessage());
        }
        return settle(o, StateKind.IDLE);
    }

    /** The event (and with it the SAS exception: 60, 61, 74, 78) a printer fault is logged as. */
    static EventType faultEvent(io.opencab.hal.printer.PrinterFault f) {
        return switch (f) {
            case OFFLINE -> EventType.PRINTER_OFFLINE;
            case PAPER_OUT -> EventType.PRINTER_PAPER_OUT;
            case PAPER_LOW -> EventType.PRINTER_PAPER_LOW;
            case JAM -> EventType.PRINTER_JAM;
            case HEAD_OPEN, FAILURE -> EventType.PRINTER_FAULT;
        };
    }

    private Machine.Reply settle(Outcome o, StateKind before) {
        return switch (o) {
            case Outcome.Printing p -> {
                m.base = StateKind.CASH_OUT;
                yield m.ok("printing ticket " + p.ticket().ticketNumber() + " for " + m.cash.cents(p.ticket().cents())
                    + ": please wait");
            }
            case Outcome.Printed p -> {
                m.base = StateKind.IDLE;
                m.refreshCredits();
                yield m.ok("ticket " + p.ticket().ticketNumber() + " for " + m.cash.cents(p.ticket().cents())
                    + " printed: please take your ticket");
            }
            case Outcome.InDoubt d -> {
                m.base = StateKind.IDLE;
                yield m.ok(raiseInDoubt(d.ticket()));
            }
            case Outcome.Handpay h -> {
                m.record(s -> s.logEvent(EventType.CABINET, "cash-out hand-paid, no ticket: " + h.why()));
                // The printer is fitted, so the player (and the attendant) are told why this one is hand-paid.
                Machine.Reply r = handpay.pay(before);
                yield r.accepted() ? m.ok(r.message() + " (no ticket: " + h.why() + ")") : r;
            }
            case Outcome.None n -> new Machine.Reply(true, "");
        };
    }

    /** The lockup's words: the player sees them; the attendant learns what to check. */
    private String raiseInDoubt(TicketRecord t) {
        String detail = "Ticket " + t.ticketNumber() + " for " + m.cash.cents(t.cents()) + " may have printed ("
            + (t.detail() == null ? "the printer did not confirm it" : t.detail()) + "). Attendant: check the printer, then"
            + " resolve the ticket as printed or not printed.";
        if (!m.tilts.containsKey(IN_DOUBT)) {
            m.raiseTilt(TiltReason.TICKET_IN_DOUBT, IN_DOUBT, detail);
        }
        return detail;
    }

    /** The attendant's answer: printed (credits off with it) or not printed (credits hand-paid), logged. */
    public Machine.Reply resolve(boolean printed) {
        String d = m.denied(Permission.PAY_AND_RESOLVE);
        if (d != null) {
            return m.refuse(d);
        }
        Optional<TicketRecord> open;
        try {
            open = m.money.with(s -> TicketOuts.of(s).open());
        } catch (MeterException | AppException e) {
            return m.refuse("cannot read the ticket journal: " + e.getMessage());
        }
        if (open.isEmpty() || open.get().state() != TicketState.IN_DOUBT) {
            return m.refuse("no ticket is in doubt");
        }
        TicketRecord t = open.get();
        String who = m.who();
        try {
            m.money.with(s -> TicketOuts.of(s).resolve(t.ticketId(), printed, who));
        } catch (MeterException e) {
            m.storeFailure(e);
            return m.refuse("the ticket could not be resolved: " + e.getMessage());
        }
        m.clearTilt(IN_DOUBT, who);
        m.refreshCredits();
        if (printed) {
            m.base = StateKind.IDLE;
            return m.ok("ticket " + t.ticketNumber() + " resolved as printed by " + who + ": " + m.cash.cents(t.cents())
                + " left the credit meter");
        }
        Machine.Reply r = handpay.pay(StateKind.IDLE);
        return r.accepted() ? m.ok("ticket " + t.ticketNumber() + " voided by " + who + " (not printed): "
            + r.message()) : r;
    }

    /**
     * Power-up: a ticket still PENDING was with the printer when the power went, so it may have printed: in
     * doubt. Read from the journal itself, so a ticket open when the printer was since removed still locks up.
     */
    public void recover(List<String> done) {
        Optional<TicketRecord> open = m.money.with(s -> TicketOuts.of(s).open());
        if (open.isEmpty()) {
            return;
        }
        TicketRecord t = open.get();
        if (t.state() == TicketState.PENDING) {
            t = m.money.with(s -> TicketOuts.of(s).inDoubt(open.get().ticketId(),
                "power lost while the ticket was printing"));
        }
        raiseInDoubt(t);
        done.add("ticket " + t.ticketNumber() + " of " + t.cents() + " cents in doubt at power-up");
    }

    /** True while the journal holds a ticket in doubt or printing (a stored TICKET_IN_DOUBT tilt stays). */
    public boolean open() {
        return m.money.with(s -> TicketOuts.of(s).open()).isPresent();
    }
}
