package io.opencab.ui.port;

import java.util.Objects;

/**
 * What stops play until an attendant acts (regulations.md 1.4, 1.10). The kiosk shows it over
 * every player screen.
 *
 * @param kind     what kind of lockup
 * @param code     the cabinet's code for it (tilt code, handpay id), for the attendant
 * @param reason   what happened, for the player and the attendant
 * @param amount   the handpay amount in credits (0 when not a handpay)
 * @param whatToDo what the player should do ("Please wait: an attendant will pay you")
 */
public record Lockup(Kind kind, String code, String reason, long amount, String whatToDo) {
    public Lockup {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(reason, "reason");
        Objects.requireNonNull(whatToDo, "whatToDo");
        if (amount < 0) {
            throw new IllegalArgumentException("lockup amount must not be negative: " + amount);
        }
    }

    public enum Kind {
        /** A device or integrity fault (tilt). */
        TILT,
        /** A round win at or above the handpay limit. */
        HANDPAY_JACKPOT,
        /** A cash-out paid by an attendant. */
        HANDPAY_CASHOUT,
        /** A door is open. */
        DOOR_OPEN,
        /**
         * The casino system (SAS LP 01, or its link down under the disable-play policy) has disabled play:
         * no player action leaves it, only the host does; cash-out stays possible.
         */
        HOST_DISABLED
    }

    /** True for the two handpays. */
    public boolean handpay() {
        return kind == Kind.HANDPAY_JACKPOT || kind == Kind.HANDPAY_CASHOUT;
    }
}
