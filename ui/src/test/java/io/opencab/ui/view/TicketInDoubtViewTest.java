package io.opencab.ui.view;

import static io.opencab.ui.view.KioskFixture.waitUntil;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * The ticket-in-doubt lockup (docs/tito.md): its own opaque screen for the player, and on the attendant's
 * handpay page the two answers instead of CLEAR TILT. The demo cabinet stands in for the cabinet (the
 * resolution itself is tested in firmware-app's TicketOutTest).
 */
@ExtendWith(ApplicationExtension.class)
class TicketInDoubtViewTest {
    private KioskFixture k;

    @Start
    void start(Stage stage) {
        k = new KioskFixture(stage, 7);
    }

    @Test
    void theLockupIsOpaqueAndTheAttendantAnswersPrintedOrNot(FxRobot robot) {
        k.enterChristmasTree(robot);
        k.cabinet.tilt("TICKET_IN_DOUBT", "Ticket 3 for 20.00 EUR may have printed (printer JAM).");
        waitUntil("lockup", () -> robot.lookup("#lockup").query().getParent().isVisible());
        assertEquals("TICKET IN DOUBT", k.text(robot, "#lockup-title"));
        assertTrue(robot.lookup("#lockup").query().getParent().getStyleClass().contains("host-disabled-screen"),
            "opaque over the game");
        robot.type(KeyCode.S);
        k.login(robot, "1234");
        robot.clickOn("#menu-handpay");
        waitUntil("handpay page", () -> robot.lookup("#ticket-not-printed").tryQuery().isPresent());
        assertTrue(robot.lookup("#ticket-printed").tryQuery().isPresent());
        assertFalse(robot.lookup("#tilt-clear").tryQuery().isPresent(), "a ticket in doubt is never just cleared");
        robot.clickOn("#ticket-not-printed");
        waitUntil("the answer reached the cabinet", () -> robot.lookup("#handpay-none").tryQuery().isPresent());
    }
}
