package io.opencab.ui.view;

import static io.opencab.ui.view.KioskFixture.waitUntil;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.ui.control.Input;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Issue 39 item 7: a lockup covers the board only: the message line, the credits and the messages stay in view, a
 * bill inserted during it is answered on the screen, and the deck buttons that can do nothing are dimmed.
 */
@ExtendWith(ApplicationExtension.class)
class LockupScreenTest {
    private KioskFixture k;

    @Start
    void start(Stage stage) {
        k = new KioskFixture(stage, 7);
    }

    private void lockedWithCredits(FxRobot robot) {
        k.enterChristmasTree(robot);
        k.controller.devices().insertBill(1);
        waitUntil("credits", () -> k.cabinet.credits() == 1000);
        k.cabinet.tilt("BV-JAM", "Bill validator jammed");
        waitUntil("lockup", () -> robot.lookup("#lockup").query().getParent().isVisible());
        WaitForAsyncUtils.waitForFxEvents();
    }

    private static boolean overlaps(Node a, Node b) {
        Bounds x = a.localToScene(a.getLayoutBounds());
        Bounds y = b.localToScene(b.getLayoutBounds());
        return x.getMaxX() > y.getMinX() && x.getMinX() < y.getMaxX() && x.getMaxY() > y.getMinY() && x.getMinY() < y.getMaxY();
    }

    @Test
    void theMessageLineAndTheCreditsStayInView(FxRobot robot) throws Exception {
        lockedWithCredits(robot);
        Node plate = robot.lookup("#lockup").query();

        for (String id : List.of("#message", "#credits", "#credits-cash", "#note")) {
            assertFalse(overlaps(plate, robot.lookup(id).query()), id + " is under the lockup");
        }
        assertEquals("CALL ATTENDANT", k.text(robot, "#message"));
        assertEquals("1,000", k.text(robot, "#credits"));
        assertEquals(List.of(), WaitForAsyncUtils.asyncFx(() -> LayoutCheck.problems("lockup", k.view.logicalStage()))
                .get(10, TimeUnit.SECONDS));
    }

    @Test
    void aBillDuringALockupIsAnsweredOnTheScreen(FxRobot robot) {
        lockedWithCredits(robot);

        k.controller.devices().insertBill(2);

        waitUntil("the answer", () -> k.textNow(robot, "#note").contains("returned"));
        assertTrue(k.text(robot, "#note").contains("20.00 EUR"), k.text(robot, "#note"));
        assertEquals(1000, k.cabinet.credits(), "nothing credited");
    }

    @Test
    void onlyTheButtonsThatCanDoSomethingAreLit(FxRobot robot) {
        lockedWithCredits(robot);

        for (String id : List.of("#spin", "#bet-up", "#bet-down", "#max-bet", "#cash-out", "#games", "#help", "#autoplay",
                "#settings", "#history")) {
            assertTrue(robot.lookup(id).queryAs(Button.class).isDisabled(), id + " is lit during a lockup");
        }
        assertFalse(robot.lookup("#service").queryAs(Button.class).isDisabled(), "SERVICE calls the attendant");

        // a press of a dimmed deck button does nothing
        int submitted = k.cabinet.journal().size();
        k.controller.press(Input.SPIN, Input.Source.DECK);
        assertEquals(submitted, k.cabinet.journal().size());
    }
}
