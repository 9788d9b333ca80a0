package io.opencab.ui.view;

import static io.opencab.ui.view.KioskFixture.waitUntil;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.opencab.testkit.StepClock;
import io.opencab.ui.control.Input;
import io.opencab.ui.demo.DemoCabinet;
import io.opencab.ui.port.KioskAction;
import io.opencab.ui.port.KioskState;
import java.time.Instant;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * CASH OUT under the casino system's AFT lock (docs/cleanroom-aft-bonus-2026-11-28.md D3: "C does nothing" while the
 * lock is held): the cabinet refuses it and says why in its state's message (firmware-app's HostGate, checked in its
 * AftKioskTest); the player reads that line beside the meters. The demo cabinet stands in, refusing as the cabinet does.
 */
@ExtendWith(ApplicationExtension.class)
class CashOutUnderAftLockTest {
    private static final String WAITS = "CASH OUT waits: a transfer from the casino system is under way (AFT lock)";
    private DemoCabinet cabinet;
    private KioskFixture k;

    @Start
    void start(Stage stage) {
        cabinet = DemoCabinet.seeded(74);
        k = KioskFixture.on(stage, cabinet, new AftLocked(cabinet), new StepClock(Instant.parse("2026-12-01T18:30:00Z")));
    }

    /** The demo cabinet under an AFT lock: CASH OUT refused with the cabinet's message, everything else passed on. */
    private static final class AftLocked extends DemoOverlay {
        private volatile String refusal;

        AftLocked(DemoCabinet c) {
            super(c);
        }

        @Override
        public KioskState state() {
            KioskState s = cabinet.state();
            String r = refusal;
            return r == null ? s : new KioskState(s.games(), s.gameId(), s.betLevel(), s.credits(), s.creditValueCents(),
                    s.currency(), s.lastWin(), s.round(), s.lockup(), s.access(), s.rules(), s.history(), r, s.promo(),
                    s.bonusCents());
        }

        @Override
        public void submit(KioskAction action) {
            refusal = null;
            if (action instanceof KioskAction.CashOut) {
                refusal = WAITS;
                publish();
            } else {
                cabinet.submit(action);
            }
        }
    }

    @Test
    void cashOutUnderTheLockSaysWhyItWaits(FxRobot robot) {
        k.enterChristmasTree(robot);
        cabinet.submit(new KioskAction.InsertBill(1000));
        waitUntil("credits", () -> k.controller.model().state().get().credits() == 1000);

        k.press(Input.CASH_OUT);

        waitUntil("the line", () -> k.textNow(robot, "#note").equals(WAITS));
        assertEquals(1000, cabinet.credits(), "nothing cashed out");
    }
}
