package io.opencab.meters;

/** The three kinds of credit (docs/aft.md "Credit kinds"): how a credit may be used and whether it is paid out. */
public enum CreditKind {
    /** The player's own money: played last, paid out at a cash-out. */
    CASHABLE,
    /** Restricted promotional: played first, never paid out, may carry a pool id and an expiry. */
    RESTRICTED,
    /** Non-restricted promotional: played after restricted, paid out like cashable credits. */
    NON_RESTRICTED
}
