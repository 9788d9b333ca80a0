package io.opencab.meters;

/**
 * The four sets every meter is kept in (regulations.md 1.2). Each movement adds to all four;
 * they differ only in when they are set back to zero. The credit meter (000C) is a balance and
 * lives in {@link #LIFETIME} only.
 */
public enum Scope {
    /** Master meters: never cleared except by RAM clear. */
    LIFETIME,
    /** Since the store was last opened (power-up); SAS 0025 is games played here. */
    POWER_UP,
    /** Since the last door was closed; SAS 0026 is games played here. */
    DOOR_CLOSE,
    /** Since an attendant last cleared the period meters (logged). */
    PERIOD
}
