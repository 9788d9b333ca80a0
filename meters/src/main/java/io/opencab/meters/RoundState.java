package io.opencab.meters;

/** Where a journalled round is: decided → presented → paid, or → handpay pending → paid. */
public enum RoundState {
    /** Outcome decided and bet deducted; not yet shown to the player. */
    DECIDED,
    /** Shown to the player; win not yet paid. */
    PRESENTED,
    /** A jackpot at or above the handpay limit, waiting for an attendant. */
    HANDPAY_PENDING,
    /** Complete: the win is on the credit meter or was paid by an attendant. */
    PAID
}
