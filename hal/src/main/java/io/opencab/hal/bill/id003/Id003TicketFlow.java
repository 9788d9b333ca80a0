package io.opencab.hal.bill.id003;

import static io.opencab.hal.bill.id003.Id003Codes.*;

import io.opencab.hal.bill.BillEvent;
import io.opencab.hal.bill.RejectReason;
import io.opencab.hal.bill.TicketBarcode;
import java.nio.charset.StandardCharsets;
import java.util.UUID;
import java.util.function.Supplier;

/**
 * The barcode ticket in the validator's path, from escrow (held with HOLD while the cabinet asks the host)
 * to stacked, returned or in doubt. Used under the host's lock; the host routes every report to it while a
 * ticket is in flight, and to {@link Id003NoteFlow} otherwise, so only one item is ever followed.
 *
 * <p>Rules (docs/hal.md "Tickets", issue 28): a ticket is stacked only on {@link #stack} (the cabinet has made
 * the host's authorisation durable first), and {@code TicketStacked} is reported only when STACKED follows a
 * VEND VALID this host acknowledged for that ticket. A ticket never asked to stack cannot have been stacked
 * (the validator needs our STACK), so reports that it came back, or a power-up without it in the stacker
 * path, prove it returned. After a stack was asked, a jam, a failure or the line lost leave its fate unproven:
 * {@code TicketInDoubt}, once, and every later report about that ticket is absorbed, never a TicketStacked.
 */
final class Id003TicketFlow {
    private enum Phase {
        /** In escrow, HOLD sent, waiting for the cabinet's decision. */
        HELD,
        /** The cabinet asked to stack: STACK-1 sent (again while it sits in escrow). */
        STACK_ASKED,
        /** VEND VALID seen and acknowledged. */
        VEND_VALID,
        /** Being given back: asked, the hold ran out, or the host refused it. */
        RETURN_ASKED,
        /** Reported in doubt: later reports about it change nothing. */
        DOUBT
    }

    private static final class Ticket {
        final UUID id; // null for a ticket the host refused (NoteRejected reported)
        final String barcode;
        final long escrowedAtMillis;
        Phase phase = Phase.HELD;
        String why;
        boolean inStackerPath;

        Ticket(UUID id, String barcode, long escrowedAtMillis) {
            this.id = id;
            this.barcode = barcode;
            this.escrowedAtMillis = escrowedAtMillis;
        }

        /** To be given back, {@code why} said in its TicketReturned. */
        void returnAsked(String why) {
            this.phase = Phase.RETURN_ASKED;
            this.why = why;
        }
    }

    private final Supplier<UUID> ids;
    private final Id003Events events;
    private final Id003CommandQueue queue;
    private final long holdMillis;
    private boolean accepted;
    private Ticket ticket;

    Id003TicketFlow(Supplier<UUID> ids, Id003Events events, Id003CommandQueue queue, long holdMillis) {
        this.ids = ids;
        this.events = events;
        this.queue = queue;
        this.holdMillis = holdMillis;
    }

    boolean inFlight() {
        return ticket != null;
    }

    void setAccepted(boolean on) {
        accepted = on;
    }

    /** The barcode characters of a well-formed ticket escrow frame (bytes kept as Latin-1, so none is lost). */
    static String barcodeOf(Id003Frame f) {
        byte[] data = f.data();
        return new String(data, 1, data.length - 1, StandardCharsets.ISO_8859_1);
    }

    // ---------------------------------------------------------------- escrow

    /** A well-formed ticket escrow. {@code settingsConfirmed}: false while SETTINGS_UNCONFIRMED stands. */
    void onEscrow(Id003Frame f, boolean accepting, boolean settingsConfirmed) {
        String barcode = barcodeOf(f);
        if (ticket != null) {
            if (!ticket.barcode.equals(barcode)) {
                onForeignEscrow(f);
            } else {
                keepGoing();
            }
            return;
        }
        RejectReason refuse = null;
        if (!accepting) {
            refuse = RejectReason.HOST_NOT_ACCEPTING;
        } else if (!settingsConfirmed) {
            refuse = RejectReason.HOST_SETTINGS_UNCONFIRMED;
        } else if (!accepted) {
            refuse = RejectReason.HOST_TICKETS_DISABLED;
        } else if (!TicketBarcode.wellFormed(barcode)) {
            refuse = RejectReason.HOST_BAD_BARCODE;
        }
        long now = events.now().toEpochMilli();
        if (refuse != null) {
            ticket = new Ticket(null, barcode, now);
            ticket.returnAsked("refused: " + refuse);
            queue.queueFront(Id003Frame.of(RETURN));
            events.emit(new BillEvent.NoteRejected(refuse, TICKET_ESCROW_CODE, events.now()));
            return;
        }
        ticket = new Ticket(ids.get(), barcode, now);
        queue.queueFront(Id003Frame.of(HOLD));
        events.emit(new BillEvent.TicketEscrowed(ticket.id, barcode, events.now()));
    }

    /** HOLDING reported: our hold is in force; keep the ticket where the host wants it. */
    void onHolding() {
        if (ticket != null) {
            keepGoing();
        }
    }

    /** The ticket is still in escrow (or held): restate what the host wants done with it. */
    private void keepGoing() {
        tick();
        switch (ticket.phase) {
            case HELD -> queue.queueFront(Id003Frame.of(HOLD)); // HOLD is renewed on every report
            case STACK_ASKED -> queue.queueFront(Id003Frame.of(STACK_1)); // our STACK-1 was lost or not acted on
            case RETURN_ASKED, DOUBT -> queue.queueFront(Id003Frame.of(RETURN)); // never stacked now: give it back
            case VEND_VALID -> events.protocolError("ticket " + ticket.id + " reported in escrow after vend valid");
        }
    }

    /** A note escrow, or a malformed one, while a ticket is in flight: whatever is there is given back. */
    void onForeignEscrow(Id003Frame f) {
        events.protocolError("escrow " + f + " while ticket " + ticket.id + " is " + ticket.phase);
        if (ticket.phase == Phase.HELD || ticket.phase == Phase.STACK_ASKED) {
            returning("the validator reported another item in escrow");
        } else if (ticket.phase == Phase.RETURN_ASKED || ticket.phase == Phase.DOUBT) {
            queue.queueFront(Id003Frame.of(RETURN));
        }
    }

    /** Called on every answer or missed answer: a held ticket with no decision in time is given back. */
    void tick() {
        if (ticket != null && ticket.phase == Phase.HELD
                && events.now().toEpochMilli() - ticket.escrowedAtMillis >= holdMillis) {
            returning("no decision in " + holdMillis + " ms");
        }
    }

    private void returning(String why) {
        ticket.returnAsked(why);
        queue.remove(HOLD);
        queue.remove(STACK_1);
        queue.queueFront(Id003Frame.of(RETURN));
    }

    // ---------------------------------------------------------------- the cabinet's decision

    void stack(UUID id) {
        if (ticket != null && id.equals(ticket.id) && ticket.phase == Phase.HELD) {
            ticket.phase = Phase.STACK_ASKED;
            queue.remove(HOLD);
            queue.queueFront(Id003Frame.of(STACK_1));
            return;
        }
        events.protocolError("stackTicket " + id + " refused: " + describe(id));
    }

    void giveBack(UUID id) {
        if (ticket != null && id.equals(ticket.id)) {
            if (ticket.phase == Phase.HELD || ticket.phase == Phase.STACK_ASKED) {
                returning("returned at the host's request");
                return;
            }
            if (ticket.phase == Phase.RETURN_ASKED) {
                return; // already on its way back: TicketReturned follows
            }
        }
        events.protocolError("returnTicket " + id + " refused: " + describe(id));
    }

    private String describe(UUID id) {
        if (ticket == null || !id.equals(ticket.id)) {
            return "no such ticket in the validator (already returned or stacked, or never escrowed)";
        }
        return "the ticket is " + ticket.phase;
    }

    // ---------------------------------------------------------------- reports while a ticket is in flight

    void onVendValid() {
        queue.queueFront(Id003Frame.of(ACK)); // the validator repeats VEND VALID until acknowledged
        switch (ticket.phase) {
            case STACK_ASKED, VEND_VALID -> ticket.phase = Phase.VEND_VALID;
            case HELD -> doubt("the validator vended a ticket the host did not ask to stack");
            case RETURN_ASKED -> doubt("the validator vended a ticket the host asked to return");
            case DOUBT -> { }
        }
    }

    void onStacked() {
        Ticket t = ticket;
        ticket = null;
        if (t.phase == Phase.VEND_VALID && t.id != null) {
            events.emit(new BillEvent.TicketStacked(t.id, t.barcode, events.now()));
        } else if (t.phase != Phase.DOUBT) {
            inDoubt(t, "stacked reported without a vend valid acknowledged by this host");
        }
    }

    void onRejecting(Id003Frame f) {
        int raw = f.dataLength() > 0 ? f.data(0) : 0;
        cameBack(String.format("the validator rejected it (reason 0x%02X)", raw));
    }

    void onReturning() {
        cameBack("the validator returned it");
    }

    void onIdle() {
        if (ticket.inStackerPath && ticket.phase != Phase.DOUBT) {
            Ticket t = ticket;
            ticket = null;
            inDoubt(t, "stored by the reset after power-up, but never reported stacked");
            return;
        }
        // Without our ACK to VEND VALID the validator cannot have stacked it: it came back.
        cameBack("the validator went idle without stacking it");
    }

    private void cameBack(String validatorSays) {
        Ticket t = ticket;
        ticket = null;
        if (t.phase == Phase.VEND_VALID) {
            inDoubt(t, "vend valid acknowledged, then: " + validatorSays);
        } else if (t.phase != Phase.DOUBT && t.id != null) {
            events.emit(new BillEvent.TicketReturned(t.id, t.barcode, t.why != null ? t.why : validatorSays,
                    events.now()));
        }
    }

    void onPowerUp(int code) {
        if (ticket == null || ticket.phase == Phase.DOUBT) {
            ticket = null;
            return;
        }
        boolean stackAsked = ticket.phase == Phase.STACK_ASKED || ticket.phase == Phase.VEND_VALID;
        if (code == POWER_UP_BILL_IN_STACKER) {
            if (stackAsked) {
                // The reset stores it; with power recovery the validator then vends it the normal way.
                ticket.phase = Phase.STACK_ASKED;
                ticket.inStackerPath = true;
            } else {
                doubt("reported in the stacker path at power-up, though never asked to stack");
            }
        } else if (code == POWER_UP_BILL_IN_ACCEPTOR && ticket.phase != Phase.VEND_VALID) {
            cameBack("the validator powered up with it in the acceptor; the reset gives it back");
        } else if (stackAsked) {
            Ticket t = ticket;
            ticket = null;
            inDoubt(t, "the validator powered up after the host asked to stack it");
        } else {
            cameBack("the validator powered up without it; it was never asked to stack");
        }
    }

    /** A jam, failure, cheat or stacker removal: with a stack asked the outcome is unproven. */
    void onErrorStatus(int code) {
        if (ticket != null && (ticket.phase == Phase.STACK_ASKED || ticket.phase == Phase.VEND_VALID)
                && (code == JAM_IN_ACCEPTOR || code == JAM_IN_STACKER || code == FAILURE || code == CHEATED
                        || code == STACKER_OPEN)) {
            doubt(statusName(code).toLowerCase(java.util.Locale.ROOT) + " after the host asked to stack it");
        }
    }

    /** COMMUNICATION_LOST was raised: with a stack asked the outcome is unproven. */
    void onCommunicationLost() {
        if (ticket != null && (ticket.phase == Phase.STACK_ASKED || ticket.phase == Phase.VEND_VALID)) {
            doubt("communication lost after the host asked to stack it");
        }
    }

    /** Reports the ticket in doubt and keeps it, so later reports about it are absorbed. */
    private void doubt(String why) {
        inDoubt(ticket, why);
        ticket.phase = Phase.DOUBT;
        queue.remove(STACK_1);
        queue.remove(HOLD);
    }

    private void inDoubt(Ticket t, String why) {
        events.emit(new BillEvent.TicketInDoubt(t.id, t.barcode, why, events.now()));
    }
}
