package io.opencab.app.cabinet.tickets;

import io.opencab.app.cabinet.state.Machine;
import io.opencab.app.cabinet.state.StateKind;
import io.opencab.meters.CreditKinds;
import io.opencab.meters.MeterException;

/**
 * Pays the payable credits out of the cabinet: a ticket when the cabinet can print one (docs/tito.md), else a
 * cancelled-credit handpay. The CASH OUT press and the host cash-out's fallback (docs/aft.md "Host cash-out") both end
 * here. Cabinet thread only.
 */
public final class Payout {
    private final Machine m;
    private final TicketCashOut tickets;
    private final CashOutHandpay handpay;
    private final boolean printsTickets;

    /** {@code printsTickets}: a ticket printer and its {@code tito.*} settings are configured. */
    public Payout(Machine m, TicketCashOut tickets, CashOutHandpay handpay, boolean printsTickets) {
        this.m = m;
        this.tickets = tickets;
        this.handpay = handpay;
        this.printsTickets = printsTickets;
    }

    /** The cash-out of the payable credits; {@code before}: the state a failure goes back to. */
    public Machine.Reply payOut(StateKind before) {
        if (m.credits == 0 || nothingPayable()) {
            m.base = StateKind.IDLE;
            return m.ok("nothing left to cash out");
        }
        if (printsTickets) {
            return tickets.cashOut(before);
        }
        return handpay.pay(before);
    }

    /** No credit on the meter may be paid out (all restricted); false when the store cannot say. */
    public boolean nothingPayable() {
        try {
            return m.money.with(s -> CreditKinds.of(s).balances().payable()) == 0;
        } catch (MeterException ex) {
            return false; // the ticket or handpay reports the store's failure
        }
    }
}
