package io.opencab.app.cabinet.cashless;

import io.opencab.app.cabinet.state.HandpayView;
import io.opencab.app.cabinet.state.Machine;
import io.opencab.app.cabinet.state.StateKind;
import io.opencab.meters.BonusAwards;
import io.opencab.meters.HandpayRecord;
import io.opencab.meters.MeterException;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * Bonus awards from the casino system on the cabinet thread (docs/aft.md "Bonus transfers", "LP 8A"): the legacy bonus
 * of LP 8A through critical memory, and what the player sees of every bonus (an AFT bonus or a legacy one): the
 * award's line with the credits, or the bonus handpay's plate when it reached the handpay limit.
 */
public final class BonusHost {
    private final Machine m;

    public BonusHost(Machine m) {
        this.m = m;
    }

    /**
     * Awards a legacy bonus (LP 8A) on the cabinet thread; {@code done} gets the outcome there. The link answered
     * busy unless the cabinet was idle; a round started in between leaves it not applied (the store refuses it whole:
     * nothing is written and no 7C comes, so the host's bonus system sees it was not paid).
     */
    public void legacy(long credits, int taxStatus, Consumer<BonusAwards.Legacy> done) {
        m.later.accept(0L, mm -> {
            BonusAwards.Legacy l;
            try {
                l = mm.money.with(s -> BonusAwards.of(s).legacy(credits, taxStatus));
            } catch (MeterException e) {
                mm.storeFailure(e);
                l = new BonusAwards.Legacy(false, credits, taxStatus, Optional.empty());
            }
            if (l.applied()) {
                awarded(mm, credits * mm.config.denominationCents(), l.handpay());
            }
            done.accept(l);
            return null;
        });
    }

    /**
     * A bonus of {@code cents} was paid (cabinet thread): the credits shown follow, the player is told ("BONUS AWARD
     * $5.00"), and a bonus handpay puts the cabinet into its handpay state as a round's jackpot does.
     */
    public static void awarded(Machine mm, long cents, Optional<HandpayRecord> handpay) {
        mm.refreshCredits();
        mm.bonusAward = cents;
        if (handpay.isPresent()) {
            mm.handpay = HandpayView.of(handpay.get(), mm.config.denominationCents());
            mm.base = StateKind.HANDPAY_PENDING;
            mm.message = "BONUS AWARD " + mm.cash.cents(cents) + ": handpay, please call an attendant";
        } else {
            mm.message = "BONUS AWARD " + mm.cash.cents(cents);
        }
    }
}
