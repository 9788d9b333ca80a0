package io.opencab.hal.gpio;

/** The buttons of the player's deck plus the service button (each has its own lamp). */
public enum Button {
    SPIN, BET_UP, BET_DOWN, MAX_BET, CASH_OUT, HELP, SERVICE, GAME_SELECT
}
