package io.opencab.ui.port;

import java.time.LocalDate;

/**
 * The promotional credits within the credit meter (issue 40, docs/aft.md "Credit kinds"), as the player must see them:
 * the meter's total ({@link KioskState#credits()}) holds them. Restricted credits are played first and never paid
 * out; non-restricted credits are paid at a cash-out with the cashable credits.
 *
 * @param restricted       restricted promotional credits on the meter
 * @param nonRestricted    non-restricted promotional credits on the meter
 * @param expires          the last day the restricted credits may be played, or {@code null} for no expiry
 * @param forfeitAtCashOut {@code credits.restricted.at.cashout=forfeit}: a cash-out takes the restricted credits off
 *                         the meter; otherwise they stay on it for play
 * @param forfeitedAtCashOut the restricted credits the last cash-out forfeited (named on its handpay plate), 0 none
 */
public record PromoCredits(long restricted, long nonRestricted, LocalDate expires, boolean forfeitAtCashOut,
        long forfeitedAtCashOut) {
    /** No promotional credits on the meter. */
    public static final PromoCredits NONE = new PromoCredits(0, 0, null, false);

    public PromoCredits {
        if (restricted < 0 || nonRestricted < 0 || forfeitedAtCashOut < 0) {
            throw new IllegalArgumentException("promotional credits must not be negative: restricted " + restricted
                + ", non-restricted " + nonRestricted + ", forfeited " + forfeitedAtCashOut);
        }
    }

    /** With no restricted credits forfeited by the last cash-out. */
    public PromoCredits(long restricted, long nonRestricted, LocalDate expires, boolean forfeitAtCashOut) {
        this(restricted, nonRestricted, expires, forfeitAtCashOut, 0);
    }

    /** Restricted plus non-restricted. */
    public long total() {
        return restricted + nonRestricted;
    }

    public boolean any() {
        return total() > 0;
    }
}
