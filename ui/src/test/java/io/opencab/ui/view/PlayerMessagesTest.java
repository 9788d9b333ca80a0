package io.opencab.ui.view;

import static io.opencab.ui.view.KioskFixture.waitUntil;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.ui.control.Input;
import io.opencab.ui.port.AutoplaySettings;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Issue 39 item 1: every message the player reads is bound to the state that makes it true and goes when that
 * state ends, checked by driving the state (a door opened and closed, a cash-out, a bill then MAX BET, autoplay).
 */
@ExtendWith(ApplicationExtension.class)
class PlayerMessagesTest {
    private KioskFixture k;

    @Start
    void start(Stage stage) {
        k = new KioskFixture(stage, 39);
    }

    private String note(FxRobot robot) {
        return k.textNow(robot, "#note");
    }

    private void lockedByTheDoorWithCredits(FxRobot robot) {
        k.enterChristmasTree(robot);
        k.controller.devices().insertBill(1);
        waitUntil("credits", () -> k.cabinet.credits() == 1000);
        k.controller.devices().toggleDoor("MAIN");
        waitUntil("door lockup", () -> k.cabinet.state().lockup() != null);
    }

    @Test
    void aRefusedSpinsInsertABillGoesWhenABillCoversTheBetAndStaysAwayAfterMaxBet(FxRobot robot) {
        k.enterChristmasTree(robot);
        k.press(Input.SPIN);
        waitUntil("refusal", () -> note(robot).contains("insert a bill"));

        k.controller.devices().insertBill(1); // 10.00 EUR: covers every bet of the lowest levels
        waitUntil("credits", () -> k.cabinet.credits() == 1000);
        WaitForAsyncUtils.waitForFxEvents();
        assertFalse(note(robot).contains("insert a bill"), "still says: " + note(robot));

        k.press(Input.MAX_BET);
        assertFalse(note(robot).contains("insert a bill"), "after MAX BET: " + note(robot));
        assertEquals("PRESS SPIN TO PLAY", k.text(robot, "#message"));
    }

    @Test
    void aRefusalThatIsStillTrueStays(FxRobot robot) {
        k.enterChristmasTree(robot);
        for (int i = 0; i < 12; i++) {
            k.press(Input.BET_UP); // the highest bet: 5.00 EUR will not cover it
        }
        k.press(Input.SPIN);
        waitUntil("refusal", () -> note(robot).contains("insert a bill"));
        String said = note(robot);

        k.controller.devices().insertBill(0); // 5.00 EUR: still short of the bet of the highest level
        waitUntil("credits", () -> k.cabinet.credits() == 500);
        WaitForAsyncUtils.waitForFxEvents();

        assertTrue(k.cabinet.credits() < k.cabinet.state().bet(), "the bet is still more than the credits");
        assertEquals(said, note(robot));
    }

    @Test
    void nothingOfADoorLockupIsLeftOnceTheDoorCloses(FxRobot robot) {
        lockedByTheDoorWithCredits(robot);
        k.press(Input.SPIN);
        k.press(Input.BET_UP);
        assertEquals("CALL ATTENDANT", k.text(robot, "#message"));

        k.controller.devices().toggleDoor("MAIN");
        waitUntil("door closed", () -> k.cabinet.state().lockup() == null);
        WaitForAsyncUtils.waitForFxEvents();

        assertFalse(note(robot).contains("door"), "left over: " + note(robot));
        assertFalse(note(robot).toLowerCase(java.util.Locale.ROOT).contains("locked"), "left over: " + note(robot));
        assertEquals("PRESS SPIN TO PLAY", k.text(robot, "#message"));
    }

    @Test
    void aCashOutAfterADoorLockupShowsNothingOfTheLockup(FxRobot robot) {
        lockedByTheDoorWithCredits(robot);
        k.press(Input.SPIN);
        k.controller.devices().toggleDoor("MAIN");
        waitUntil("door closed", () -> k.cabinet.state().lockup() == null);

        k.press(Input.CASH_OUT);
        waitUntil("handpay", () -> k.cabinet.state().lockup() != null && k.cabinet.state().lockup().handpay());
        WaitForAsyncUtils.waitForFxEvents();

        assertFalse(note(robot).contains("door"), "left over: " + note(robot));
        assertEquals("HANDPAY PENDING - CALL ATTENDANT", k.text(robot, "#message"));
    }

    @Test
    void autoplaysStopReasonGoesWhenTheNextRoundStarts(FxRobot robot) {
        k.enterChristmasTree(robot);
        k.controller.devices().insertBill(3);
        waitUntil("credits", () -> k.cabinet.credits() == 5000);
        k.controller.player().startAutoplay(new AutoplaySettings(1, false, false, 0, 0, 0, 0));
        waitUntil("autoplay stopped", () -> note(robot).startsWith("Autoplay stopped"));

        int rounds = k.cabinet.journal().size();
        k.spinAndSkip(robot);

        assertTrue(k.cabinet.journal().size() > rounds);
        assertFalse(note(robot).startsWith("Autoplay stopped"), "left over: " + note(robot));
    }
}
