package io.opencab.ui.view;

import io.opencab.money.MoneyFormat;
import io.opencab.ui.port.PromoCredits;

/**
 * What the player reads of the promotional credits within the credit meter (issue 40, docs/aft.md "Credit kinds"):
 * the meter keeps the total; under it, the promotional part, and the rule a player must know of each kind, above all
 * that restricted credits are played first and never paid out. One wording for the game screen and the lockup plate.
 */
final class PromoText {
    private PromoText() {
    }

    /** "of which PROMO 700", or "" without promotional credits. */
    static String total(PromoCredits p, MoneyFormat money) {
        return p.any() ? "of which PROMO " + money.credits(p.total()) : "";
    }

    /** The restricted credits and their rule, or "" without them. */
    static String restricted(PromoCredits p, MoneyFormat money) {
        if (p.restricted() == 0) {
            return "";
        }
        return "Restricted " + money.credits(p.restricted()) + ": played first, never paid out"
            + (p.expires() == null ? "" : "; expire after " + p.expires());
    }

    /** The non-restricted credits and their rule, or "" without them. */
    static String nonRestricted(PromoCredits p, MoneyFormat money) {
        return p.nonRestricted() == 0 ? "" : "Non-restricted " + money.credits(p.nonRestricted()) + ": paid at cash-out";
    }

    /**
     * On a cash-out's handpay plate: how many restricted credits this cash-out forfeited ({@code forfeit}), or what
     * happens to those still on the meter ({@code keep}), or "".
     */
    static String atCashOut(PromoCredits p, MoneyFormat money) {
        if (p.forfeitAtCashOut() && p.forfeitedAtCashOut() > 0) {
            return money.credits(p.forfeitedAtCashOut()) + " restricted promotional credits were forfeited at this"
                + " cash-out: they are never paid out.";
        }
        if (p.restricted() == 0 || p.forfeitAtCashOut()) {
            return ""; // none on the meter, or none forfeited by this cash-out
        }
        return money.credits(p.restricted()) + " restricted promotional credits are not paid out: they stay on the"
            + " credit meter for play.";
    }
}
