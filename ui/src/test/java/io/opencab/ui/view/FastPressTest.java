package io.opencab.ui.view;

import static io.opencab.ui.view.KioskFixture.waitUntil;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.opencab.ui.control.AttendantPage;
import io.opencab.ui.control.Input;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** Issue 24 item 8: a burst of deck presses in the menus and recall is taken whole, none lost. */
@ExtendWith(ApplicationExtension.class)
class FastPressTest {
    private KioskFixture k;

    @Start
    void start(Stage stage) {
        k = new KioskFixture(stage, 81);
    }

    @Test
    void everyPressOfABurstMovesTheMenu(FxRobot robot) {
        k.enterChristmasTree(robot);
        k.login(robot, "9999");
        int pages = k.controller.attendant().attendantPages().size();

        for (int i = 0; i < 7; i++) {
            k.controller.press(Input.BET_DOWN, Input.Source.DECK);
        }
        WaitForAsyncUtils.waitForFxEvents();

        assertEquals(7 % pages, k.controller.model().attendantIndex().get());
    }

    @Test
    void recallPressesMadeWhileItsRoundsLoadAreKept(FxRobot robot) {
        k.enterChristmasTree(robot);
        robot.type(KeyCode.DIGIT2);
        waitUntil("credits", () -> k.cabinet.credits() > 0);
        for (int i = 0; i < 5; i++) {
            k.spinAndSkip(robot);
        }
        k.login(robot, "9999");

        // Open recall and press straight away, before its rounds can have arrived.
        k.controller.attendant().openAttendantPage(AttendantPage.RECALL);
        for (int i = 0; i < 3; i++) {
            k.controller.press(Input.BET_DOWN, Input.Source.DECK);
        }
        waitUntil("recall loaded", () -> k.controller.model().recallPresenter().get() != null);
        WaitForAsyncUtils.waitForFxEvents();

        assertEquals(3, k.controller.model().attendantIndex().get(), "three rounds back from the newest");
    }
}
