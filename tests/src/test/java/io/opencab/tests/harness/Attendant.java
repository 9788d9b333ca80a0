package io.opencab.tests.harness;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.app.cabinet.Cabinet;
import io.opencab.app.cabinet.state.Action;
import io.opencab.app.cabinet.state.ActionResult;
import io.opencab.hal.gpio.sim.SimKeySwitch;

/** The attendant at a restarted cabinet, as the power-loss tests play them: the key, and actions that must pass. */
public final class Attendant {
    private Attendant() {
    }

    /** Turns the simulated attendant key and lets the cabinet see it. */
    public static void key(Cabinet c, boolean on) {
        ((SimKeySwitch) c.devices().key()).turn(on);
        c.sync();
    }

    /** Submits {@code a}; the cabinet must accept it. */
    public static ActionResult act(Cabinet c, Action a) {
        ActionResult r = c.submit(a).join();
        assertTrue(r.accepted(), a + ": " + r.message());
        return r;
    }
}
