package io.opencab.ui.view;

import static io.opencab.ui.view.KioskFixture.waitUntil;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.testkit.StepClock;
import io.opencab.ui.control.Screen;
import io.opencab.ui.demo.DemoCabinet;
import io.opencab.ui.demo.ForwardingKioskPort;
import io.opencab.ui.port.KioskAction;
import java.time.Instant;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * Issue 39 item 6: a power-up after a power loss with a round to finish goes straight to the game, not to the
 * attract screen, and says play was resumed after a power loss until the next round starts.
 */
@ExtendWith(ApplicationExtension.class)
class PowerUpResumeTest {
    private DemoCabinet cabinet;
    private KioskFixture k;

    @Start
    void start(Stage stage) {
        // given a cabinet that lost its power in the middle of a round
        cabinet = DemoCabinet.seeded(61);
        cabinet.submit(new KioskAction.InsertBill(1000));
        cabinet.submit(new KioskAction.SelectGame("christmas-tree"));
        cabinet.submit(new KioskAction.Spin());
        // when the kiosk starts on it, the cabinet saying its power was lost
        k = KioskFixture.on(stage, cabinet, new AfterPowerLoss(cabinet), new StepClock(Instant.parse("2026-12-01T18:30:00Z")));
    }

    /** The demo cabinet's port, saying this power-up followed a power loss (the cabinet's store would). */
    private record AfterPowerLoss(DemoCabinet kiosk) implements ForwardingKioskPort {
        @Override
        public boolean resumedAfterPowerLoss() {
            return true;
        }
    }

    @Test
    void itGoesStraightToTheGameSaysSoAndFinishesTheRound(FxRobot robot) {
        waitUntil("the game", () -> k.screen() == Screen.GAME);
        assertEquals("RESUMED AFTER POWER LOSS", k.text(robot, "#message"));
        assertTrue(k.text(robot, "#note").startsWith("Resumed after a power loss"), k.text(robot, "#note"));

        waitUntil("the round paid", () -> {
            k.controller.skipToEnd();
            return cabinet.state().round() == null && cabinet.journal().size() == 1;
        });
        assertEquals("RESUMED AFTER POWER LOSS", k.text(robot, "#message"), "until the next round");

        k.spinAndSkip(robot);
        assertEquals("PRESS SPIN TO PLAY", k.text(robot, "#message"));
    }
}
