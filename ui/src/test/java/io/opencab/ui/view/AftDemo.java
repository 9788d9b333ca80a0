package io.opencab.ui.view;

import io.opencab.ui.demo.DemoCabinet;
import io.opencab.ui.demo.ForwardingAttendantPort;
import io.opencab.ui.port.AftState;
import io.opencab.ui.port.AttendantPort;
import io.opencab.ui.port.KioskAction;
import io.opencab.ui.port.KioskState;
import io.opencab.ui.port.PromoCredits;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * TEST / DEMO ONLY: the demo cabinet with AFT in front of it (issue 40), for the screens only: promotional credits
 * added to its credit meter ({@link #promo}), which stay there through a cash-out as restricted credits do under
 * {@code credits.restricted.at.cashout=keep} (the non-restricted ones are paid, so they go) or leave it, counted as
 * forfeited, under {@code forfeit}; and a fixed AFT page: a
 * registered host, a lock with time left and {@code transfers} transfers.
 */
final class AftDemo extends DemoOverlay implements ForwardingAttendantPort {
    static final Instant T0 = Instant.parse("2026-11-28T08:00:00Z");
    private volatile PromoCredits promo = PromoCredits.NONE;
    private volatile int transfers = AftState.TRANSFERS;
    private volatile long bonusCents;

    AftDemo(DemoCabinet cabinet) {
        super(cabinet);
    }

    /** Promotional credits on top of the cabinet's own credits. */
    void promo(PromoCredits p) {
        promo = p;
        publish();
    }

    /** A bonus award from the casino system, in cents, shown with the win (issue 40 item 5). */
    void bonus(long cents) {
        bonusCents = cents;
        publish();
    }

    /** How many transfers the AFT page lists (0 .. 35). */
    void transfers(int n) {
        transfers = n;
    }

    @Override
    public KioskState state() {
        KioskState s = cabinet.state();
        PromoCredits p = promo;
        return new KioskState(s.games(), s.gameId(), s.betLevel(), s.credits() + p.total(), s.creditValueCents(),
                s.currency(), s.lastWin(), s.round(), s.lockup(), s.access(), s.rules(), s.history(), s.message(), p,
                bonusCents);
    }

    @Override
    public void submit(KioskAction action) {
        if (action instanceof KioskAction.CashOut) {
            PromoCredits p = promo;
            // keep: the restricted credits stay on the meter; forfeit: they leave it, and the plate names how many
            promo = p.forfeitAtCashOut() ? new PromoCredits(0, 0, null, true, p.restricted())
                : new PromoCredits(p.restricted(), 0, p.expires(), false);
        }
        cabinet.submit(action);
        publish();
    }

    @Override
    public AttendantPort pages() {
        return cabinet;
    }

    @Override
    public AftState aft() {
        List<AftState.Transfer> list = new ArrayList<>();
        for (int i = transfers; i >= 1; i--) {
            boolean promotional = i % 3 == 0;
            list.add(new AftState.Transfer(100 + i, "HOST-2026-" + String.format("%06d", 4_000 + i), "IN-HOUSE",
                    i % 7 == 0 ? "PARTIAL" : "FULL", promotional ? 0 : 2_000L * i, promotional ? 500 : 0,
                    i % 5 == 0 ? 1_000 : 0, T0.plusSeconds(600L * i)));
        }
        return new AftState(true, new AftState.Registration("REGISTERED (01)", 1234, 56, "1011...2223",
                T0.minusSeconds(3_600)), new AftState.Lock("LOCKED", Duration.ofMillis(12_500)), list);
    }
}
