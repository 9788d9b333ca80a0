package io.opencab.app.cabinet.tickets;

import io.opencab.app.cabinet.state.Action;
import io.opencab.app.cabinet.state.Machine;
import io.opencab.app.cabinet.state.Permission;
import io.opencab.app.cabinet.state.RoundView;
import io.opencab.app.cabinet.state.Rules;
import io.opencab.app.cabinet.state.StateKind;
import io.opencab.app.cabinet.state.TiltReason;
import io.opencab.app.config.TicketInSettings;
import io.opencab.hal.bill.BillEvent;
import io.opencab.hal.bill.BillValidator;
import io.opencab.hal.printer.Ticket;
import io.opencab.meters.EventType;
import io.opencab.meters.MeterException;
import io.opencab.meters.TicketInRecord;
import io.opencab.meters.TicketInState;
import io.opencab.meters.TicketIns;
import io.opencab.sas.tito.TicketStatus;
import io.opencab.sas.tito.TransferCode;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

/**
 * Ticket in (docs/tito.md "Ticket in"): the cabinet's side of a redemption. A barcode in escrow is
 * journaled and the host asked (exception 67); only the host's authorisation (LP 71) journaled before the
 * validator is told to stack, then the validator's stacked report, credit it, with exactly the authorised
 * amount (issue 28). Refusal, timeout, link loss or a promotional ticket give it back. Only the cabinet thread
 * calls it.
 */
public final class TicketRedeem {
    public static final String IN_DOUBT = "REDEEM_IN_DOUBT";

    private final Machine m;
    private final Optional<TicketInSettings> settings;
    /** The validator's id of the ticket being redeemed, or null. */
    private UUID device;
    /** The journal's id of that ticket, or -1. */
    private long ticketId = -1;

    public TicketRedeem(Machine m, Optional<TicketInSettings> settings) {
        this.m = m;
        this.settings = settings;
    }

    /**
     * Ticket in is configured, the host can answer and no round is unfinished (the store journals a ticket only
     * between rounds): the validator may take barcodes while it takes bills.
     */
    public boolean accepts() {
        return settings.isPresent() && m.hostGate.linkUp() && ticketId < 0 && !roundUnfinished();
    }

    private boolean roundUnfinished() {
        return m.round != null && m.round.phase() != RoundView.Phase.PAID;
    }

    /** While a ticket is being redeemed nothing else may move credits: why {@code a} waits, or null. */
    public String refusal(Action a) {
        if (ticketId < 0) {
            return null;
        }
        return switch (a) {
            case Action.Spin s when m.base != StateKind.PRESENTING -> "please wait: your ticket is being validated";
            case Action.CashOut c -> "please wait: your ticket is being validated";
            case Action.InsertBill b -> "please wait: your ticket is being validated";
            // Nothing else moves credits while the ticket waits for the host. No default: a new action must be
            // placed here or above (the compiler asks), so one that moves credits cannot slip past a redemption.
            case Action.Spin _, Action.PresentationDone _, Action.SelectGame _, Action.ShowGameSelect _,
                Action.SetBetLevel _, Action.BetUp _, Action.BetDown _, Action.MaxBet _, Action.Help _, Action.Back _,
                Action.ServiceCall _, Action.ButtonPressed _, Action.DoorChanged _, Action.KeyTurned _,
                Action.BillReported _, Action.PrinterReported _, Action.EnterPin _, Action.KeyOffHandpay _,
                Action.ClearTilt _, Action.ResolveBill _, Action.ResolveTicket _, Action.ResolveRedeem _,
                Action.ClearPeriodMeters _, Action.RequestRamClear _, Action.ConfirmRamClear _, Action.CancelRamClear _,
                Action.VerifySoftware _, Action.LampTest _, Action.SetConfig _ -> null;
        };
    }

    public Machine.Reply on(BillEvent e) {
        return switch (e) {
            case BillEvent.TicketEscrowed t -> escrowed(t);
            case BillEvent.TicketStacked t -> stacked(t);
            case BillEvent.TicketReturned t -> returned(t.ticketId(), "the validator gave it back: " + t.why());
            case BillEvent.TicketInDoubt t -> inDoubt(t);
            default -> new Machine.Reply(true, "");
        };
    }

    private Machine.Reply escrowed(BillEvent.TicketEscrowed e) {
        String why = settings.isEmpty() ? "this machine does not take tickets"
            : !m.hostGate.linkUp() ? "the casino system is not connected"
            : ticketId >= 0 ? "another ticket is being validated"
            : roundUnfinished() ? "finish the game first"
            : !Rules.acceptsBills(m.kind()) || m.hostGate.refusesBills() ? "tickets are not accepted now" : null;
        if (why == null) {
            try {
                TicketInRecord t = m.money.with(s -> TicketIns.of(s).escrowed(e.barcode(), e.ticketId().toString()));
                device = e.ticketId();
                ticketId = t.ticketId();
                long id = ticketId;
                m.later.accept(settings.get().redeemTimeout().toMillis(), mm -> timeout(id));
                return m.ok("validating ticket " + Ticket.grouped(e.barcode()) + ": please wait");
            } catch (MeterException ex) {
                if (ex.kind() != MeterException.Kind.ILLEGAL_STATE) {
                    m.storeFailure(ex);
                }
                why = "it could not be recorded (" + ex.getMessage() + ")";
            }
        }
        validator().ifPresent(v -> v.returnTicket(e.ticketId()));
        String text = "ticket " + Ticket.grouped(e.barcode()) + " returned: " + why;
        m.record(s -> s.logEvent(EventType.CABINET, text + " (the host was not asked)"));
        return m.ok(text);
    }

    /** LP 71: the host's answer for the ticket in escrow (from the SAS link, through {@link TicketHost}). */
    Object host(String validation, int transferCode, long amountCents) {
        Optional<TicketInRecord> waiting = waitingFor(validation);
        if (waiting.isEmpty()) {
            m.record(s -> s.logEvent(EventType.CABINET, "SAS LP 71 for ticket " + validation + " ignored: it is not the"
                + " ticket waiting in escrow"));
            return null;
        }
        TicketInRecord t = waiting.get();
        long denom = m.config.denominationCents();
        if (transferCode == TransferCode.RESTRICTED_PROMOTIONAL
            || transferCode == TransferCode.NONRESTRICTED_PROMOTIONAL) {
            giveBack(t, TicketStatus.NOT_A_VALID_TRANSFER_FUNCTION,
                "promotional tickets are not accepted by this machine");
        } else if (transferCode != TransferCode.CASHABLE) {
            giveBack(t, TicketStatus.REJECTED_BY_HOST, refused(transferCode));
        } else if (amountCents <= 0) {
            giveBack(t, TicketStatus.NOT_A_VALID_AMOUNT, "the casino system authorised no amount");
        } else if (amountCents % denom != 0) {
            giveBack(t, TicketStatus.AMOUNT_NOT_EVEN_MULTIPLE, "its amount " + m.cash.cents(amountCents)
                + " is not a whole number of credits");
        } else if (m.credits + amountCents / denom > m.config.creditLimit()) {
            giveBack(t, TicketStatus.AMOUNT_EXCEEDS_LIMIT, "its amount " + m.cash.cents(amountCents)
                + " would take the credits over the limit of " + m.cash.currency(m.config.creditLimit()));
        } else {
            try {
                m.money.with(s -> TicketIns.of(s).authorised(t.ticketId(), amountCents));
            } catch (MeterException ex) {
                m.storeFailure(ex);
                giveBack(t, TicketStatus.UNABLE_TO_ACCEPT, "the authorisation could not be recorded");
                return null;
            }
            validator().ifPresent(v -> v.stackTicket(device));
            m.message = "ticket of " + m.cash.cents(amountCents) + " accepted: stacking";
        }
        return null;
    }

    /** LP 71 with a refusal code (0x80 and up): the host will not pay this ticket. */
    Object hostRefused(String validation, int transferCode) {
        waitingFor(validation).ifPresent(t -> giveBack(t, TicketStatus.REJECTED_BY_HOST, refused(transferCode)));
        return null;
    }

    /** The ticket {@code validation}, if it is the one waiting in escrow for the host's answer. */
    private Optional<TicketInRecord> waitingFor(String validation) {
        return current().filter(t -> t.state() == TicketInState.ESCROWED && t.validation().equals(validation));
    }

    private static String refused(int transferCode) {
        return String.format("refused by the casino system (code %02X)", transferCode);
    }

    /** The redeem timeout: a ticket still waiting for the host goes back. */
    public Object timeout(long id) {
        Optional<TicketInRecord> open = current();
        if (open.isPresent() && open.get().ticketId() == id && open.get().state() == TicketInState.ESCROWED) {
            giveBack(open.get(), TicketStatus.TIMEOUT, "no answer from the casino system in "
                + settings.orElseThrow().redeemTimeout().toMillis() + " ms");
        }
        return null;
    }

    /** The SAS link went down: a ticket waiting for the host goes back. */
    Object linkDown() {
        Optional<TicketInRecord> open = current();
        if (open.isPresent() && open.get().state() == TicketInState.ESCROWED) {
            giveBack(open.get(), TicketStatus.LINK_DOWN, "the link to the casino system is down");
        }
        return null;
    }

    /**
     * Gives a ticket that was never told to stack back to the player: journaled RETURNED at once (without our
     * STACK the validator cannot have kept it), then the validator is asked to return it.
     */
    private void giveBack(TicketInRecord t, int status, String why) {
        try {
            m.money.with(s -> TicketIns.of(s).returned(t.ticketId(), status, why));
        } catch (MeterException ex) {
            m.storeFailure(ex);
        }
        UUID d = device;
        clear();
        if (d != null) {
            validator().ifPresent(v -> v.returnTicket(d));
        }
        m.message = "ticket returned: " + why;
    }

    private Machine.Reply stacked(BillEvent.TicketStacked e) {
        Optional<TicketInRecord> open = current();
        if (open.isEmpty() || !e.ticketId().equals(device) || open.get().state() != TicketInState.AUTHORISED) {
            String text = "ticket " + Ticket.grouped(e.barcode())
                + " reported stacked without an authorisation: not credited";
            m.raiseTilt(TiltReason.REDEEM_IN_DOUBT, IN_DOUBT, text + "; attendant: check the stacker");
            return m.ok(text);
        }
        TicketInRecord t = open.get();
        try {
            m.money.with(s -> TicketIns.of(s).stacked(t.ticketId()));
        } catch (MeterException ex) {
            m.storeFailure(ex);
            return m.refuse("the stacked ticket could not be credited: " + ex.getMessage());
        }
        clear();
        m.refreshCredits();
        return m.ok("ticket of " + m.cash.cents(t.amountCents()) + " credited");
    }

    private Machine.Reply returned(UUID id, String why) {
        Optional<TicketInRecord> open = current();
        if (open.isEmpty() || !id.equals(device)) {
            return new Machine.Reply(true, ""); // already journaled RETURNED when we asked for it back
        }
        TicketInRecord t = open.get();
        int status = t.state() == TicketInState.ESCROWED ? TicketStatus.TIMEOUT : TicketStatus.VALIDATOR_FAILURE;
        if (t.state() == TicketInState.IN_DOUBT) {
            return new Machine.Reply(true, "");
        }
        giveBack(t, status, why);
        return m.ok(m.message);
    }

    private Machine.Reply inDoubt(BillEvent.TicketInDoubt e) {
        if (e.ticketId() == null || !e.ticketId().equals(device)) {
            // A ticket already given back (or never ours) that the validator kept after all: nothing is credited;
            // the ticket stays valid at the host and is found in the cash box (docs/tito.md).
            String text = "ticket " + Ticket.grouped(e.barcode()) + " reported in the validator after it was given"
                + " back (" + e.why() + "): not credited; check the cash box";
            m.record(s -> s.logEvent(EventType.CABINET, text));
            return m.ok(text);
        }
        // Still waiting for the host, the driver reports a ticket in doubt only when the validator may have taken it
        // into the stacker by itself (vended or stacked without our STACK, found in the stacker path at power-up):
        // never "returned" to the player, it is in doubt like one told to stack (issue 41), with nothing to credit.
        Optional<TicketInRecord> open = current();
        if (open.isEmpty() || (open.get().state() != TicketInState.ESCROWED
            && open.get().state() != TicketInState.AUTHORISED)) {
            return new Machine.Reply(true, "");
        }
        try {
            TicketInRecord t = m.money.with(s -> TicketIns.of(s).inDoubt(open.get().ticketId(), e.why()));
            return m.ok(raiseInDoubt(t));
        } catch (MeterException ex) {
            m.storeFailure(ex);
            return m.refuse("the ticket in doubt could not be recorded: " + ex.getMessage());
        }
    }

    private String raiseInDoubt(TicketInRecord t) {
        String detail = !authorised(t) ? "Ticket " + Ticket.grouped(t.validation()) + " may have been taken into the"
            + " stacker by the validator before the casino system authorised it (" + t.detail() + "). Nothing is"
            + " credited for it here. Attendant: look in the stacker, then resolve it; either way the casino system is"
            + " told it was not redeemed at this machine."
            : "Ticket " + Ticket.grouped(t.validation()) + " for " + m.cash.cents(t.amountCents())
            + " was authorised but not proven stacked (" + t.detail() + "). Attendant: look in the stacker, then"
            + " resolve it as stacked (credited) or given back.";
        m.raiseTilt(TiltReason.REDEEM_IN_DOUBT, IN_DOUBT, detail);
        return detail;
    }

    /** The attendant's answer for a ticket in doubt: in the stacker (credited now) or not (given back). */
    public Machine.Reply resolve(boolean inStacker) {
        String d = m.denied(Permission.PAY_AND_RESOLVE);
        if (d != null) {
            return m.refuse(d);
        }
        Optional<TicketInRecord> open = current();
        if (open.isEmpty() || open.get().state() != TicketInState.IN_DOUBT) {
            return m.refuse("no redeemed ticket is in doubt");
        }
        TicketInRecord t = open.get();
        String who = m.who();
        try {
            m.money.with(s -> TicketIns.of(s).resolve(t.ticketId(), inStacker, TicketStatus.VALIDATOR_FAILURE, who));
        } catch (MeterException e) {
            m.storeFailure(e);
            return m.refuse("the ticket could not be resolved: " + e.getMessage());
        }
        clear();
        m.clearTilt(IN_DOUBT, who);
        m.refreshCredits();
        String found = inStacker ? " found in the stacker by " + who : " given back, resolved by " + who;
        String outcome = !authorised(t) ? ": never authorised by the casino system, nothing credited"
            : inStacker ? ": " + m.cash.cents(t.amountCents()) + " credited" : ": nothing credited";
        return m.ok("ticket " + Ticket.grouped(t.validation()) + found + outcome);
    }

    /** Whether the host authorised an amount for {@code t} (a ticket the validator took by itself has none). */
    private static boolean authorised(TicketInRecord t) {
        return t.authorisedAt() != null;
    }

    /**
     * Power-up: a ticket the host had not authorised cannot have been stacked (the validator's reset gives it
     * back); one authorised may have been: in doubt, for an attendant. One already in doubt stays in doubt.
     */
    public void recover(List<String> done) {
        Optional<TicketInRecord> open = current();
        if (open.isEmpty()) {
            return;
        }
        TicketInRecord t = open.get();
        switch (t.state()) {
            case ESCROWED -> {
                m.money.with(s -> TicketIns.of(s).returned(t.ticketId(), TicketStatus.UNABLE_TO_ACCEPT,
                    "power lost before the casino system authorised it"));
                done.add("ticket " + t.validation() + " returned: power lost before it was authorised");
            }
            case AUTHORISED -> {
                TicketInRecord d = m.money.with(s -> TicketIns.of(s).inDoubt(t.ticketId(),
                    "power lost while stacking"));
                ticketId = d.ticketId();
                raiseInDoubt(d);
                done.add("ticket " + t.validation() + " in doubt: power lost while stacking");
            }
            default -> {
                ticketId = t.ticketId();
                raiseInDoubt(t);
                done.add("ticket " + t.validation() + " still in doubt");
            }
        }
    }

    /** True while the journal holds a redeemed ticket in doubt (a stored REDEEM_IN_DOUBT tilt stays). */
    public boolean open() {
        return current().filter(t -> t.state() == TicketInState.IN_DOUBT).isPresent();
    }

    private Optional<TicketInRecord> current() {
        if (!m.money.hasStore()) {
            return Optional.empty();
        }
        return m.money.with(s -> TicketIns.of(s).open());
    }

    private void clear() {
        device = null;
        ticketId = -1;
    }

    private Optional<BillValidator> validator() {
        return m.devices.billValidator();
    }
}
