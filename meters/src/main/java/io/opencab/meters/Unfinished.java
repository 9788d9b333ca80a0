package io.opencab.meters;

import io.opencab.meters.MeterException.Kind;
import java.sql.SQLException;
import java.util.Optional;

/**
 * What must be finished before a change may start: a round, a pending handpay, a cash-out ticket or a ticket being
 * redeemed each hold the credits until they are settled, so no other money may move meanwhile. Checked
 * inside the change's transaction; each refusal names what is open.
 */
final class Unfinished {
    private Unfinished() {
    }

    /** No round, handpay or ticket unfinished (a round, a transfer, a ticket in or a cash-out may start). */
    static void none(Ctx ctx) throws SQLException {
        noRound(ctx);
        noHandpay(ctx);
        noTicket(ctx);
    }

    static void noRound(Ctx ctx) throws SQLException {
        Optional<JournalEntry> open = Journal.inProgress(ctx);
        if (open.isPresent()) {
            throw new MeterException(Kind.ILLEGAL_STATE, "round " + open.get().roundId() + " is still "
                + open.get().state() + "; finish it first");
        }
    }

    static void noHandpay(Ctx ctx) throws SQLException {
        Optional<HandpayRecord> hp = Handpays.pending(ctx);
        if (hp.isPresent()) {
            throw new MeterException(Kind.ILLEGAL_STATE, hp.get().kind() + " handpay " + hp.get().handpayId()
                + " of " + hp.get().amount() + " credits is pending; an attendant must key it off first");
        }
    }

    /**
     * A cash-out ticket holds the credits (printing, or in doubt), or a ticket is being redeemed: no round, bill
     * or other cash-out until it is settled.
     */
    static void noTicket(Ctx ctx) throws SQLException {
        Optional<TicketRecord> t = Tickets.open(ctx);
        if (t.isPresent()) {
            throw new MeterException(Kind.ILLEGAL_STATE, "cash-out ticket " + t.get().ticketId() + " of "
                + t.get().credits() + " credits is " + t.get().state() + "; it must be settled first");
        }
        Optional<TicketInRecord> in = TicketInRows.open(ctx);
        if (in.isPresent()) {
            throw new MeterException(Kind.ILLEGAL_STATE, "ticket-in " + in.get().ticketId() + " ("
                + in.get().validation() + ") is " + in.get().state() + "; it must be stacked or returned first");
        }
    }
}
