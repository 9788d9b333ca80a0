package io.opencab.ui.control;

/** The kiosk's screens. Panels (help, settings, autoplay, history) open over {@link #GAME}. */
public enum Screen {
    INTRO, GAME_SELECT, GAME, PIN, ATTENDANT;

    /** A panel over the game screen. */
    public enum Panel { NONE, HELP, SETTINGS, AUTOPLAY, HISTORY }
}
