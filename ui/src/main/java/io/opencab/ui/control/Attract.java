package io.opencab.ui.control;

import io.opencab.ui.port.KioskAction;
import io.opencab.ui.port.KioskState;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;

/**
 * When the kiosk goes back to its attract screen (issue 39 item 6): after the configured idle time
 * ({@code PlayerRules.attractIdle}, configuration key {@code kiosk.attract.idle.seconds}) with no press and no
 * change of the cabinet's state, at zero credits, with no round, lockup, panel, autoplay or attendant. The
 * clock is injected; {@link #check()} is called every second by the controller's timer, and by tests.
 */
final class Attract {
    private final KioskController c;
    private final Clock clock;
    private Instant last;

    Attract(KioskController c, Clock clock) {
        this.c = c;
        this.clock = clock;
        this.last = clock.instant();
    }

    /** Something happened: a press, a bill, a round. */
    void touched() {
        last = clock.instant();
    }

    /** Goes to the attract screen if the kiosk has been idle long enough at zero credits. */
    void check() {
        KioskModel m = c.model();
        KioskState s = m.state.get();
        if (s == null || !m.introEnabled.get()) {
            return;
        }
        Duration idle = s.rules().attractIdle();
        boolean player = m.screen.get() == Screen.GAME || m.screen.get() == Screen.GAME_SELECT;
        boolean quiet = s.credits() == 0 && s.round() == null && s.lockup() == null && m.autoplay.get() == null
                && m.panel.get() == Screen.Panel.NONE && s.access() == KioskState.Access.NONE && !c.roundShow().showing();
        if (idle.isZero() || !player || !quiet || Duration.between(last, clock.instant()).compareTo(idle) < 0) {
            return;
        }
        c.roundShow().stopCycle();
        m.screen.set(Screen.INTRO);
        c.introShown();
        if (s.gameId() != null) {
            // A touch on the attract screen then starts from game select, as at power-up.
            c.submit(new KioskAction.SelectGame(null));
        }
    }
}
