package io.opencab.ui.sound;

/** The sounds the kiosk plays, each synthesized by {@link ToneSynth} (no sound files). */
public enum Cue {
    BUTTON, SPIN, LAND, WIN, BIG_WIN, FEATURE, COUNT_TICK, BILL, ALERT
}
