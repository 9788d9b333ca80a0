package io.opencab.app.cabinet.tickets;

import io.opencab.app.cabinet.state.HandpayView;
import io.opencab.app.cabinet.state.Machine;
import io.opencab.app.cabinet.state.StateKind;
import io.opencab.meters.HandpayRecord;
import io.opencab.meters.MeterException;

/**
 * A cancelled-credit handpay (docs/cabinet.md "Cash out"): the whole credit meter is paid by an attendant, the
 * cabinet locked up until the handpay is keyed off. It pays a cash-out with no printer, one the printer could not
 * take, and a ticket an attendant voided. Cabinet thread only.
 */
public final class CashOutHandpay {
    private final Machine m;

    public CashOutHandpay(Machine m) {
        this.m = m;
    }

    /**
     * The handpay of the whole credit meter (the validator is inhibited, no bill pending); a store failure goes back
     * to {@code before}.
     */
    public Machine.Reply pay(StateKind before) {
        HandpayRecord h;
        try {
            h = m.money.with(s -> s.cashoutHandpay());
        } catch (MeterException ex) {
            m.base = before;
            m.storeFailure(ex);
            return m.refuse("cash out failed: " + ex.getMessage());
        }
        m.handpay = HandpayView.of(h, m.config.denominationCents());
        m.base = StateKind.HANDPAY_PENDING;
        return m.ok("cash out " + m.cash.creditsWithValue(h.amount()) + ": handpay, please call an attendant");
    }
}
