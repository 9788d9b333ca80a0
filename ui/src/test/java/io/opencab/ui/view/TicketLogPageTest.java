package io.opencab.ui.view;

import static io.opencab.ui.view.KioskFixture.waitUntil;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.ui.control.AttendantPage;
import io.opencab.ui.control.Input;
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

/** Issue 28 item 4: the ticket log, the last 35 tickets out and in, reached with the deck buttons. */
@ExtendWith(ApplicationExtension.class)
class TicketLogPageTest {
    private static final io.opencab.money.MoneyFormat EUR = io.opencab.money.MoneyFormat.of(1, "EUR");
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
                && k.textNow(robot, "#log-detail").startsWith("Ticket out 0040"));
    }

    private String firstLine(FxRobot robot) {
        return robot.lookup("#log-lines").lookup(".line-selected").queryAs(Label.class).getText();
    }

    @Test
    void theNewestTicketIsFirstWithItsGroupedValidationNumberAmountAndState(FxRobot robot) {
        openWithTheDeck(robot);

        String line = firstLine(robot);
        assertTrue(line.startsWith("OUT 0040  2026-11-27 04:40:00  40-7648-4654-8701-9008  "), line);
        assertTrue(line.contains(" " + EUR.credits(40_000) + " credits "), line);
        assertTrue(line.contains(" 400.00 EUR "), line);
        assertTrue(line.endsWith("  PRINTED"), line);
    }

    @Test
    void thePageListsTheLastThirtyFiveOutAndEveryTicketIn(FxRobot robot) {
        openWithTheDeck(robot);

        // 35 of the 40 tickets out, and the 8 tickets in (fewer than 35).
        assertTrue(k.text(robot, "#log-position").contains(" of 43 "), k.text(robot, "#log-position"));
    }

    @Test
    void aTicketInShowsTheAmountTheHostAuthorisedAndItsState(FxRobot robot) {
        openWithTheDeck(robot);

        k.controller.press(Input.BET_DOWN, Input.Source.DECK);
        waitUntil("the ticket in selected", () -> k.textNow(robot, "#log-detail").startsWith("Ticket in"));

        String line = firstLine(robot);
        assertTrue(line.startsWith("IN" + " ".repeat(8) + "2026-11-27 04:39:30  00-1234-5678-9012-0040  "), line);
        assertTrue(line.contains(" 5.00 EUR "), line);
        assertTrue(line.endsWith("  STACKED"), line);
    }

    @Test
    void betDownSelectsAnOlderTicketAndItsLongDetailIsShownWhole(FxRobot robot) {
        openWithTheDeck(robot);

        // Ticket out 35 (every seventh is NOT_PRINTED) is the seventh line, newest first (a ticket in is second).
        for (int i = 0; i < 6; i++) {
            k.controller.press(Input.BET_DOWN, Input.Source.DECK);
        }
        waitUntil("ticket 35 selected", () -> k.textNow(robot, "#log-detail").startsWith("Ticket out 0035"));

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
