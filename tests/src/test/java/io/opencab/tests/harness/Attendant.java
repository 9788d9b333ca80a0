package io.opencab.tests.harness;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.app.cabinet.Cabinet;
import io.opencab.app.cabinet.state.Action;
import io.opencab.app.cabinet.state.ActionResult;
import io.opencab.app.cabinet.state.CabinetState;
import io.opencab.app.cabinet.state.StateKind;
import io.opencab.app.cabinet.state.TiltReason;
import io.opencab.hal.gpio.sim.SimKeySwitch;
import java.util.Random;

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

    /**
     * The screen after a restart: a round the cut interrupted is presented again (docs/meters.md "Power-up procedure")
     * and reported shown, so it is paid once. Returns whether there was one.
     */
    public static boolean finishRecoveredRound(Cabinet c) {
        c.sync();
        CabinetState s = c.state();
        if (s.kind() != StateKind.PRESENTING) {
            return false;
        }
        assertTrue(s.round().orElseThrow().recovered(), "a presenting round after a start is a recovered one");
        act(c, new Action.PresentationDone(s.round().orElseThrow().roundId()));
        return true;
    }

    /**
     * The attendant after a cut, once any recovered round is shown: a bill the cut left in doubt (a tilt, as it must be:
     * docs/meters.md) is resolved by what a count of the cash box finds, stacked or not at random (either is a valid
     * history), and a pending handpay is keyed off with {@code pin}. The cabinet must then be free for the next player:
     * no tilt, no handpay, idle or showing a paid round. Returns how many bills in doubt it resolved (0 or 1).
     * <p>The first thing it does is wait for the cabinet thread: the simulated validator reports a note it had pending
     * when the power went as it opens, and the cabinet takes that report in (raising BILL_IN_DOUBT and its SAS
     * exception 20) on its own thread, after {@code Cabinet.start} has returned.
     */
    public static int afterTheCut(Cabinet c, String pin, Random random) {
        c.sync();
        CabinetState s = c.state();
        int bills = 0;
        if (!s.tilts().isEmpty() || s.handpay().isPresent()) {
            key(c, true);
            act(c, new Action.EnterPin(pin));
            if (c.state().tilted(TiltReason.BILL_IN_DOUBT)) {
                act(c, new Action.ResolveBill(random.nextBoolean()));
                bills++;
            }
            if (c.state().handpay().isPresent()) {
                act(c, new Action.KeyOffHandpay());
            }
            key(c, false);
        }
        s = c.state();
        assertTrue(s.tilts().isEmpty() && s.handpay().isEmpty()
                && (s.kind() == StateKind.IDLE || s.kind() == StateKind.PAID),
            "after the attendant: " + s.kind() + " " + s.tilts() + " " + s.handpay());
        return bills;
    }
}
