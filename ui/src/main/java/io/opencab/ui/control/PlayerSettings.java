package io.opencab.ui.control;

import io.opencab.ui.present.Speed;
import io.opencab.ui.sound.Sound;

/** The player's game settings (rule sheets: "Game Settings"): speed, volume and mute, the intro, the space bar. */
public final class PlayerSettings {
    private final KioskController c;
    private final Sound sound;

    PlayerSettings(KioskController c, Sound sound) {
        this.c = c;
        this.sound = sound;
    }

    public void speed(Speed speed) {
        KioskController.onFx(() -> {
            if (speed == Speed.QUICK && !c.model().state.get().rules().quickSpinAllowed()) {
                c.say(Note.untilInput("Quick spin is not available on this cabinet"));
                return;
            }
            c.model().speed.set(speed);
        });
    }

    public void volume(int percent) {
        KioskController.onFx(() -> {
            int v = Math.max(0, Math.min(100, percent));
            c.model().volume.set(v);
            sound.volume(v);
        });
    }

    public void muted(boolean muted) {
        KioskController.onFx(() -> {
            c.model().muted.set(muted);
            sound.muted(muted);
        });
    }

    public void intro(boolean on) {
        KioskController.onFx(() -> c.model().introEnabled.set(on));
    }

    public void spaceToSpin(boolean on) {
        KioskController.onFx(() -> c.model().spaceToSpin.set(on));
    }
}
