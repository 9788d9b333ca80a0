package io.opencab.app.cabinet.round;

import io.opencab.app.cabinet.state.Machine;

import io.opencab.app.config.ConfigKey;
import io.opencab.meters.CreditBalances;
import io.opencab.meters.CreditKinds;
import io.opencab.meters.MeterException;

/**
 * Restricted promotional credits at a cash-out (docs/aft.md "Credit kinds"): they are never paid out; with
 * {@code credits.restricted.at.cashout=forfeit} they leave the meter as the cash-out starts (counted and logged by the
 * store), with {@code keep} (the default) they stay for play.
 */
final class PromoCredits {
    private final Machine m;
    /** Restricted credits the last cash-out forfeited (0: none); read by the kiosk from other threads. */
    private volatile long forfeited;

    PromoCredits(Machine m) {
        this.m = m;
    }

    /** The restricted credits the cash-out under way (or the last one) forfeited, for its message and handpay plate. */
    long forfeited() {
        return forfeited;
    }

    /**
     * Forfeits restricted credits whose expiry has passed (docs/aft.md "Expiry"), checked by the store's clock before
     * each round and cash-out; a store failure shows its lockup, the bet or cash-out then reports it too.
     */
    void expire() {
        try {
            if (m.money.with(s -> CreditKinds.of(s).expireRestricted()) > 0) {
                m.refreshCredits();
                m.message = "restricted promotional credits expired";
            }
        } catch (MeterException e) {
            m.storeFailure(e);
        }
    }

    /**
     * Forfeits the restricted credits where configured; null when the cash-out may go on, else why not (nothing
     * payable is left, or the store refused: its lockup is then shown).
     */
    String atCashOut() {
        forfeited = 0;
        expire();
        boolean forfeit = "forfeit".equals(m.config.values().get(ConfigKey.CREDITS_RESTRICTED_AT_CASHOUT.key()));
        try {
            CreditBalances b = m.money.with(s -> CreditKinds.of(s).balances());
            if (b.restricted() > 0 && forfeit) {
                long n = m.money.with(s -> CreditKinds.of(s).forfeitRestricted("cash-out, credits.restricted.at.cashout=forfeit"));
                forfeited = n;
                m.refreshCredits();
            }
            if (b.payable() == 0) {
                return forfeit ? note("no credits to cash out") + ": restricted promotional credits are never paid out"
                    : "no credits to cash out: restricted promotional credits are played, never paid out";
            }
            return null;
        } catch (MeterException e) {
            m.storeFailure(e);
            return "cash out failed: " + e.getMessage();
        }
    }

    /**
     * {@code text} with the restricted credits this cash-out forfeited named (issue 40: the player sees how many, not
     * only the event log), or {@code text} as it is when none were.
     */
    String note(String text) {
        long n = forfeited;
        return n == 0 ? text : text + " (" + m.cash.credits(n) + " restricted promotional credits forfeited)";
    }
}
