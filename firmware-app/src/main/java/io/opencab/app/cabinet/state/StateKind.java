package io.opencab.app.cabinet.state;

/**
 * What the cabinet is doing, as the screen shows it. {@link #PLAYING} and {@link #CASH_OUT} are
 * passing states inside one action (published so a screen can show them, never waiting for input).
 * An attendant session shows over everything, and a tilt over the player's states.
 */
public enum StateKind {
    /** Attract / ready: credits may be bet, bills accepted. */
    IDLE,
    /** The game-select screen. */
    GAME_SELECT,
    /** A round is being decided and journaled (nothing is shown of it yet). */
    PLAYING,
    /** The journaled round is being shown; it is paid when the screen reports it shown (or at the timeout). */
    PRESENTING,
    /** The last round is paid; its result stays on screen until the next action. */
    PAID,
    /** Help and paytable pages. */
    HELP,
    /** A cash-out is being recorded, or its ticket printed (until the printer confirms it or fails). */
    CASH_OUT,
    /** Locked up until an attendant keys off a jackpot or a cancelled-credit handpay. */
    HANDPAY_PENDING,
    /** The attendant key is turned: PIN entry, then the attendant, technician or regulator menu. */
    ATTENDANT_MENU,
    /** Locked up by one or more tilts (see {@link CabinetState#tilts()}). */
    TILT
}
