package io.opencab.ui.control;

/**
 * What a button press means, whichever device it came from. The first eight are the cabinet's
 * button deck ({@code io.opencab.hal.gpio.Button}, same names); the rest are touch and PC keys.
 */
public enum Input {
    SPIN, BET_UP, BET_DOWN, MAX_BET, CASH_OUT, HELP, SERVICE, GAME_SELECT,
    /** Open the autoplay panel, or stop a running autoplay. */
    AUTOPLAY,
    /** Open the game settings panel. */
    SETTINGS,
    /** Open the player's recent game history. */
    HISTORY,
    /** Close the open panel or page. */
    BACK;

    /** Where a press came from (the diagnostics page's button test shows deck presses). */
    public enum Source { TOUCH, KEYBOARD, DECK }
}
