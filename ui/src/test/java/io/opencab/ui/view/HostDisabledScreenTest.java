package io.opencab.ui.view;

import static io.opencab.ui.view.KioskFixture.waitUntil;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.ui.control.Input;
import io.opencab.ui.control.Screen;
import io.opencab.ui.port.KioskAction;
import io.opencab.ui.port.Lockup;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** Issue 27: the casino system's LP 01 shows a screen of its own that no player action leaves; LP 02 ends it. */
@ExtendWith(ApplicationExtension.class)
class HostDisabledScreenTest {
    private KioskFixture k;

    @Start
    void start(Stage stage) {
        k = KioskFixture.withSas(stage, 27);
    }

    private boolean screenShown(FxRobot robot) {
        return robot.lookup("#lockup-overlay").tryQuery().map(n -> n.isVisible()).orElse(false)
                && k.textNow(robot, "#lockup-title").equals("DISABLED BY THE CASINO SYSTEM");
    }

    private void disabledWithCredits(FxRobot robot) {
        k.enterChristmasTree(robot);
        robot.type(KeyCode.DIGIT2);
        waitUntil("credits", () -> k.cabinet.credits() > 0);
        k.sas.hostPlayEnabled(false);
        waitUntil("host-disabled screen", () -> screenShown(robot));
    }

    @Test
    void lp01ShowsTheHostDisabledScreenOverTheGame(FxRobot robot) {
        disabledWithCredits(robot);

        assertEquals(SasDemo.DISABLED, k.text(robot, "#lockup-reason"));
        assertTrue(robot.lookup("#lockup-overlay").query().getStyleClass().contains("host-disabled-screen"));
    }

    @Test
    void noPlayerButtonLeavesTheHostDisabledScreen(FxRobot robot) throws Exception {
        disabledWithCredits(robot);
        int before = k.sas.submitted.size();

        for (Input in : new Input[] {Input.SPIN, Input.BET_UP, Input.BET_DOWN, Input.MAX_BET, Input.GAME_SELECT,
            Input.HELP, Input.AUTOPLAY, Input.SETTINGS, Input.HISTORY, Input.BACK}) {
            k.controller.press(in, Input.Source.DECK);
        }
        robot.type(KeyCode.S);
        k.controller.drain(5000);
        WaitForAsyncUtils.waitForFxEvents();

        assertTrue(screenShown(robot), "still the host-disabled screen");
        assertEquals(Screen.GAME, k.screen());
        assertTrue(k.sas.submitted.subList(before, k.sas.submitted.size()).isEmpty(),
                "nothing reached the cabinet: " + k.sas.submitted.subList(before, k.sas.submitted.size()));
    }

    @Test
    void cashOutStaysPossibleOnTheHostDisabledScreen(FxRobot robot) {
        disabledWithCredits(robot);

        k.controller.press(Input.CASH_OUT, Input.Source.DECK);

        waitUntil("cash-out sent", () -> k.sas.submitted.stream().anyMatch(a -> a instanceof KioskAction.CashOut));
    }

    @Test
    void lp02ReturnsToPlay(FxRobot robot) {
        disabledWithCredits(robot);

        k.sas.hostPlayEnabled(true);

        waitUntil("screen gone", () -> !screenShown(robot));
        assertEquals(null, k.controller.model().state().get().lockup());
        k.controller.press(Input.SPIN, Input.Source.DECK);
        waitUntil("a spin reaches the cabinet", () -> k.sas.submitted.stream().anyMatch(a -> a instanceof KioskAction.Spin));
    }

    @Test
    void aTiltShowsOverTheHostDisable(FxRobot robot) {
        disabledWithCredits(robot);

        k.cabinet.tilt("T1", "a tilt while disabled");

        waitUntil("tilt shown", () -> k.textNow(robot, "#lockup-title").equals("MACHINE LOCKED"));
        assertEquals(Lockup.Kind.TILT, k.controller.model().state().get().lockup().kind());
    }
}
