package io.opencab.app.cabinet.round;

import io.opencab.app.AppException;
import io.opencab.app.cabinet.cashless.HostCashOut;
import io.opencab.app.cabinet.state.GameChoice;
import io.opencab.app.cabinet.state.HandpayView;
import io.opencab.app.cabinet.state.Machine;
import io.opencab.app.cabinet.state.RoundView;
import io.opencab.app.cabinet.state.StateKind;
import io.opencab.app.cabinet.tickets.Payout;
import io.opencab.engine.game.Game;
import io.opencab.meters.HandpayRecord;
import io.opencab.meters.JournalEntry;
import io.opencab.meters.MeterException;
import io.opencab.meters.RoundState;

/**
 * A round from SPIN to paid, and the CASH OUT press. The round is journaled with its outcome before anything is shown,
 * marked presented, and paid exactly once (regulations.md 1.1). A cash-out starts here (restricted credits, a bill on
 * its way, SAS exception 66) and is paid by the casino system ({@link HostCashOut}) or by {@link Payout}. Only the
 * cabinet thread calls it.
 */
public final class RoundFlow {
    /** SAS exception 66: cash-out button pressed. */
    private static final int CASH_OUT_PRESSED = 0x66;
    private final Machine m;
    private final GameLibrary games;
    private final RoundPlayer player;
    private final PromoCredits promo;
    private final HostCashOut hostCashOut;
    private final Payout payout;

    /** The round the screen finished while a lockup held it (its report was refused then), or -1. */
    private long shownWhileHeld = -1;

    public RoundFlow(Machine m, GameLibrary games, RoundPlayer player, HostCashOut hostCashOut, Payout payout) {
        this.m = m;
        this.games = games;
        this.player = player;
        this.promo = new PromoCredits(m);
        this.hostCashOut = hostCashOut;
        this.payout = payout;
    }

    /** The restricted credits the cash-out under way (or the last one) forfeited, for its message and handpay plate. */
    public long forfeited() {
        return promo.forfeited();
    }

    public Machine.Reply spin() {
        GameChoice c = m.choice();
        long bet = c.bet(m.betLevel);
        promo.expire();
        m.refreshCredits();
        if (m.credits < bet) {
            return m.refuse("bet " + m.cash.currency(bet) + " is more than your credits " + m.cash.currency(m.credits)
                + ": lower the bet or insert a bill");
        }
        Game game = games.game(m.gameId);
        RoundPlayer.Decided d = player.decide(game, m.betLevel);
        JournalEntry e;
        try {
            // Credits read afresh under the money lock: a bill may have been stacked a moment ago.
            e = m.money.withCredits((s, now) -> s.decide(d.decision(now)));
        } catch (MeterException ex) {
            m.storeFailure(ex);
            return m.refuse("the round could not be journaled, nothing was bet: " + ex.getMessage());
        }
        m.credits = e.creditsBefore() - e.bet();
        m.lastWin = 0;
        m.bonusAward = 0;
        m.round = new RoundView(e.roundId(), m.gameId, m.betLevel, bet, e.creditsBefore(), d.outcome(), d.json(),
            RoundView.Phase.DECIDED, false);
        m.base = StateKind.PLAYING;
        m.message = "";
        m.publish.run();
        return present();
    }

    /** Marks the journaled round presented and shows it; a store that cannot write tilts, the round stays. */
    Machine.Reply present() {
        m.base = StateKind.PRESENTING;
        m.armTimeout.accept(m.round.roundId());
        try {
            long id = m.round.roundId();
            m.money.with(s -> s.presented(id));
            m.round = m.round.withPhase(RoundView.Phase.PRESENTING);
        } catch (MeterException ex) {
            m.storeFailure(ex);
            return m.refuse("round " + m.round.roundId() + " is journaled but could not be marked presented: " + ex.getMessage());
        }
        return m.ok("");
    }

    /** The presentation timeout of round {@code roundId}: paid now if it is still being presented. */
    public Object timedOut(long roundId) {
        if (m.kind() == StateKind.PRESENTING && m.round != null && m.round.roundId() == roundId
            && m.round.phase() != RoundView.Phase.PAID) {
            presentationDone(roundId, "presentation timeout");
        }
        return null;
    }

    /**
     * The screen reports round {@code roundId} shown while a tilt or the attendant menu holds it. Nothing is paid
     * during a lockup (regulations.md 1.5), and the screen does not report the round again: it is paid as soon as
     * the hold ends ({@link #resume}). Only an id is kept, so it can never pay another round.
     */
    public void shownWhileHeld(long roundId) {
        if (m.base == StateKind.PRESENTING && m.round != null && m.round.roundId() == roundId) {
            shownWhileHeld = roundId;
        }
    }

    /**
     * The hold on a round being presented ended (the last tilt cleared, the attendant left the menu): the round is
     * paid now if the screen showed it meanwhile, else its presentation timeout runs anew.
     */
    public void resume() {
        if (m.kind() != StateKind.PRESENTING || m.round == null) {
            return;
        }
        if (shownWhileHeld == m.round.roundId()) {
            presentationDone(m.round.roundId(), "shown during the lockup");
        } else {
            m.armTimeout.accept(m.round.roundId());
        }
    }

    /** Pays the presented round once (win to credits, or a jackpot handpay lockup). */
    public Machine.Reply presentationDone(long roundId, String how) {
        if (m.round == null || m.round.roundId() != roundId || m.round.phase() == RoundView.Phase.PAID) {
            return m.refuse("round " + roundId + " is not being presented");
        }
        JournalEntry paid;
        try {
            boolean mark = m.round.phase() == RoundView.Phase.DECIDED;
            // A jackpot's entry has no credits after (-1) until its handpay: the meter is read again then.
            paid = m.money.with(s -> {
                if (mark) {
                    s.presented(roundId);
                }
                return s.paid(roundId);
            }, JournalEntry::creditsAfter);
        } catch (MeterException ex) {
            m.storeFailure(ex);
            return m.refuse("round " + roundId + " could not be paid now; it will be: " + ex.getMessage());
        }
        m.round = m.round.withPhase(RoundView.Phase.PAID);
        m.lastWin = paid.win();
        if (paid.state() == RoundState.HANDPAY_PENDING) {
            HandpayRecord h = m.money.with(s -> s.pendingHandpay()).orElseThrow(() -> new AppException(
                "round " + roundId + " is a jackpot but no handpay is pending"));
            m.handpay = HandpayView.of(h, m.config.denominationCents());
            m.base = StateKind.HANDPAY_PENDING;
            afterRound();
            return m.ok("JACKPOT " + m.cash.creditsWithValue(paid.win()) + ": handpay, please call an attendant");
        }
        m.credits = paid.creditsAfter();
        m.base = StateKind.PAID;
        afterRound();
        return m.ok(paid.win() > 0 ? "You won " + m.cash.creditsWithValue(paid.win()) : "");
    }

    private void afterRound() {
        if (m.keyPending) {
            m.keyPending = false;
            if (m.keyOn) {
                m.openSession();
            }
        }
    }

    /**
     * CASH OUT: offered to the casino system first when AFT host cash-out is on ({@link HostCashOut}), else paid as a
     * ticket when the cabinet can print one (docs/tito.md), or as a cancelled-credit handpay ({@link Payout}).
     */
    public Machine.Reply cashOut() {
        m.refreshCredits();
        if (m.credits == 0) {
            return m.refuse("no credits to cash out");
        }
        String refused = promo.atCashOut();
        if (refused != null) {
            return m.refuse(refused);
        }
        Machine.Reply r = cashOutPayable();
        // The cash-out's message names the restricted credits it forfeited (credits.restricted.at.cashout=forfeit).
        return promo.forfeited() == 0 ? r : new Machine.Reply(r.accepted(), m.message = promo.note(r.message()));
    }

    private Machine.Reply cashOutPayable() {
        StateKind before = m.base;
        m.base = StateKind.CASH_OUT;
        // Inhibit the validator first (outside the money lock), then check no bill is on its way.
        m.publish.run();
        boolean billOnItsWay;
        try {
            billOnItsWay = m.money.with(s -> s.pendingBill().isPresent());
        } catch (MeterException ex) {
            m.base = before;
            m.storeFailure(ex);
            return m.refuse("cash out failed: " + ex.getMessage());
        }
        if (billOnItsWay) {
            m.base = before;
            return m.refuse("a bill is being stacked: cash out again in a moment");
        }
        m.round = null;
        // SAS exception 66 "cash-out button pressed" once a press starts a cash-out, whichever way it is then paid
        // (ticket, handpay or the host: docs/sas.md "Exceptions"); a fallback after a host offer does not raise it again.
        if (m.credits > 0 && !payout.nothingPayable()) {
            try {
                m.money.with(s -> {
                    s.sasQueue().raise(CASH_OUT_PRESSED, 0, 0);
                    return null;
                });
            } catch (MeterException ex) {
                m.base = before;
                m.storeFailure(ex);
                return m.refuse("cash out failed: " + ex.getMessage());
            }
        }
        // With AFT host cash-out on, the host is offered the credits first (docs/aft.md "Host cash-out").
        if (hostCashOut.offer(before)) {
            return m.ok("cash out: offered to the casino system");
        }
        return payout.payOut(before);
    }
}
