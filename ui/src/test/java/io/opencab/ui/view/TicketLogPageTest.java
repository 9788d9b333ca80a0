package io.opencab.ui.view;

import static io.opencab.ui.view.KioskFixture.waitUntil;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.ui.control.AttendantPage;
import io.opencab.ui.control.Input;
import io.opencab.ui.control.Money;
import io.opencab.ui.demo.DemoCabinet;
import io.opencab.ui.demo.DemoTickets;
import javafx.scene.control.Label;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** Issue 28 item 4: the ticket log, the last 35 tickets out, reached with the deck buttons. */
@ExtendWith(ApplicationExtension.class)
class TicketLogPageTest {
    /** More tickets in the journal than the page shows, so the page must stop at 35. */
    private static final int JOURNALED = 40;
    private KioskFixture k;

    @Start
    void start(Stage stage) {
        k = KioskFixture.withTickets(stage, 28, JOURNALED);
    }

    /** From the menu to the ticket log with BET- and SPIN only, as on a cabinet without a touch screen. */
    private void openWithTheDeck(FxRobot robot) {
        k.enterChristmasTree(robot);
        k.login(robot, DemoCabinet.ATTENDANT_PIN);
        int target = k.controller.attendant().attendantPages().indexOf(AttendantPage.TICKETS);
        for (int i = 0; i < target; i++) {
            k.controller.press(Input.BET_DOWN, Input.Source.DECK);
        }
        k.controller.press(Input.SPIN, Input.Source.DECK);
        waitUntil("ticket log", () -> robot.lookup("#log-detail").tryQuery().isPresent()
                && k.textNow(robot, "#tickets-in").startsWith("Tickets in"));
    }

    private String firstLine(FxRobot robot) {
        return robot.lookup("#log-lines").lookup(".line-selected").queryAs(Label.class).getText();
    }

    @Test
    void theNewestTicketIsFirstWithItsGroupedValidationNumberAmountAndState(FxRobot robot) {
        openWithTheDeck(robot);

        String line = firstLine(robot);
        assertTrue(line.startsWith("OUT 0040  2026-11-27 04:40:00  40-7648-4654-8701-9008  "), line);
        assertTrue(line.contains(" " + Money.credits(40_000) + " credits "), line);
        assertTrue(line.contains(" 400.00 EUR "), line);
        assertTrue(line.endsWith("  PRINTED"), line);
    }

    @Test
    void thePageListsTheLastThirtyFiveAndSaysTicketInIsNotBuilt(FxRobot robot) {
        openWithTheDeck(robot);

        assertEquals("Tickets in: none (ticket in is not built)", k.text(robot, "#tickets-in"));
        assertTrue(k.text(robot, "#log-position").contains(" of 35 "), k.text(robot, "#log-position"));
    }

    @Test
    void betDownSelectsAnOlderTicketAndItsLongDetailIsShownWhole(FxRobot robot) {
        openWithTheDeck(robot);

        // Ticket 35 (every seventh is NOT_PRINTED) is the sixth line, newest first.
        for (int i = 0; i < 5; i++) {
            k.controller.press(Input.BET_DOWN, Input.Source.DECK);
        }
        waitUntil("ticket 35 selected", () -> k.textNow(robot, "#log-detail").startsWith("Ticket 0035"));

        assertTrue(k.text(robot, "#log-detail").endsWith("NOT_PRINTED: " + DemoTickets.LONG_FAULT),
                k.text(robot, "#log-detail"));
    }

    @Test
    void nothingOnTheTicketLogIsCutOff(FxRobot robot) throws Exception {
        openWithTheDeck(robot);

        assertEquals(java.util.List.of(), WaitForAsyncUtils.asyncFx(() -> LayoutCheck.problems("ticket log",
                k.view.logicalStage())).get(), "nothing cut off");
    }
}
