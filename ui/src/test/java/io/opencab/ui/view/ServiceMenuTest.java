package io.opencab.ui.view;

import static io.opencab.ui.view.KioskFixture.waitUntil;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.ui.control.AttendantPage;
import io.opencab.ui.control.Input;
import io.opencab.ui.control.Screen;
import io.opencab.ui.demo.DemoCabinet;
import io.opencab.ui.port.KioskState;
import io.opencab.ui.port.Lockup;
import java.util.ArrayList;
import java.util.List;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The service menu driven with the deck (issue 39 item 8 and finding 9): every entry reached one press at a time
 * and "Log out" last (BET+/BET- wrapped and skipped it); the key during a handpay opens the Handpay page (it
 * opened Meters, seven presses away); the cabinet's answers stay on the page that asked and vanish when the
 * technician moves on (a seed error followed to the SAS and Period clear pages); the confirmations say what is lost.
 */
@ExtendWith(ApplicationExtension.class)
class ServiceMenuTest {
    private KioskFixture k;
    private ServiceDeck d;

    @Start
    void start(Stage stage) {
        k = new KioskFixture(stage, 39);
        d = new ServiceDeck(k);
    }

    /** The highlighted entry of the menu's list. */
    private String highlighted(FxRobot robot) {
        VBox menu = (VBox) robot.lookup("#menu-meters").query().getParent();
        return menu.getChildren().stream().filter(n -> n.getStyleClass().contains("menu-item-selected"))
                .map(n -> ((Label) n).getText()).reduce((a, b) -> a + "+" + b).orElse("(none)");
    }

    private String result(FxRobot robot) {
        Node n = robot.lookup("#attendant-result").query();
        return n.isVisible() ? ((Label) n).getText() : "";
    }

    @Test
    void everyEntryIsReachedOnePressAtATimeAndLogOutIsLast(FxRobot robot) {
        k.enterChristmasTree(robot);
        k.login(robot, DemoCabinet.TECHNICIAN_PIN);
        List<String> expected = new ArrayList<>(java.util.Arrays.stream(AttendantPage.values()).map(AttendantPage::title).toList());
        expected.add("Log out");

        d.press(Input.BET_UP);
        assertEquals("Meters", highlighted(robot), "BET+ on the first entry stays there: no wrap to the last");
        List<String> seen = new ArrayList<>(List.of(highlighted(robot)));
        for (int i = 1; i < expected.size() + 2; i++) {
            d.press(Input.BET_DOWN);
            String now = highlighted(robot);
            if (!now.equals(seen.getLast())) {
                seen.add(now);
            }
        }

        assertEquals(expected, seen, "every entry in order, none skipped, Log out last, no wrap to Meters");
        d.press(Input.SPIN);
        waitUntil("logged out: the PIN is asked again", () -> k.screen() == Screen.PIN);
        assertEquals(KioskState.Access.PIN_REQUIRED, k.cabinet.state().access());
    }

    @Test
    void theKeyDuringAHandpayOrATiltOpensTheHandpayPage(FxRobot robot) {
        k.enterChristmasTree(robot);
        robot.type(KeyCode.DIGIT3);
        waitUntil("credits", () -> k.cabinet.credits() == 2000);
        robot.clickOn("#cash-out");
        waitUntil("handpay", () -> k.cabinet.state().lockup() != null);

        k.login(robot, DemoCabinet.ATTENDANT_PIN);

        waitUntil("handpay page", () -> robot.lookup("#handpay-paid").tryQuery().isPresent());
        assertEquals(AttendantPage.HANDPAY, k.controller.model().attendantPage().get());
        d.press(Input.SPIN);
        waitUntil("paid", () -> k.cabinet.state().lockup() == null);
        waitUntil("its answer shown there", () -> result(robot).startsWith("handpay CO"));
        d.press(Input.CASH_OUT);
        assertEquals("", result(robot), "the answer belongs to the Handpay page");

        robot.type(KeyCode.K);
        waitUntil("key off", () -> k.screen() == Screen.GAME);
        k.cabinet.tilt("BV-JAM", "Bill validator jammed");
        k.login(robot, DemoCabinet.ATTENDANT_PIN);
        waitUntil("a tilt opens the same page", () -> robot.lookup("#tilt-clear").tryQuery().isPresent());
        assertEquals(Lockup.Kind.TILT, k.cabinet.state().lockup().kind());
    }

    @Test
    void aSeedErrorStaysOnDiagnosticsAndVanishesWhenTheTechnicianMovesOn(FxRobot robot) throws Exception {
        k.enterChristmasTree(robot);
        k.login(robot, DemoCabinet.TECHNICIAN_PIN);
        open(AttendantPage.DIAGNOSTICS);
        waitUntil("diagnostics", () -> robot.lookup("#verify-software-seeded").tryQuery().isPresent());
        robot.clickOn("#verify-software-seeded");
        waitUntil("seed form", () -> robot.lookup("#form-key-7").tryQuery().isPresent());
        robot.clickOn("#form-key-7");
        robot.clickOn("#form-save");
        waitUntil("refusal on diagnostics", () -> result(robot).startsWith("seed '7' refused"));

        d.press(Input.CASH_OUT);
        assertEquals("", result(robot), "not on the menu");
        d.press(Input.BET_DOWN);
        assertEquals("SAS link", highlighted(robot));
        d.press(Input.SPIN);
        waitUntil("SAS page", () -> robot.lookup("#sas-page").tryQuery().isPresent());
        assertEquals("", result(robot), "not on the SAS page");
        d.press(Input.CASH_OUT);
        d.press(Input.BET_DOWN);
        d.press(Input.BET_DOWN);
        assertEquals("Period clear", highlighted(robot));
        d.press(Input.SPIN);
        waitUntil("period clear", () -> robot.lookup("#period-clear").tryQuery().isPresent());
        assertEquals("", result(robot), "not on the Period clear page");
        d.press(Input.SPIN);
        assertTrue(k.text(robot, "#period-clear-text").contains("master meters and the credit meter"), "what is kept");
        d.shot("27b-period-clear-confirm");
        d.press(Input.CASH_OUT);
        d.press(Input.CASH_OUT);
        open(AttendantPage.DIAGNOSTICS);
        waitUntil("diagnostics again", () -> robot.lookup("#verify-software-seeded").tryQuery().isPresent());
        assertEquals("", result(robot), "nor on diagnostics once the technician has left it");
    }

    @Test
    void aRefusedSettingDoesNotFollowToRamClearsLastChance(FxRobot robot) {
        k.enterChristmasTree(robot);
        robot.type(KeyCode.DIGIT2);
        waitUntil("credits", () -> k.cabinet.credits() == 1000);
        k.login(robot, DemoCabinet.TECHNICIAN_PIN);
        open(AttendantPage.CONFIG);
        waitUntil("config", () -> robot.lookup("#config").tryQuery().isPresent());
        robot.clickOn(robot.lookup(ServiceDeck.byId("config-edit-cabinet.handpayLimit")).queryAs(Node.class));
        robot.clickOn("#form-key-clear").clickOn("#form-key-0").clickOn("#form-save");
        waitUntil("refused in the form", () -> result(robot).contains("is outside 1..1000000000"));

        d.press(Input.CASH_OUT);
        assertEquals("", result(robot), "the form is gone, and its refusal with it");
        d.press(Input.CASH_OUT);
        open(AttendantPage.RAM_CLEAR);
        d.press(Input.SPIN);
        d.press(Input.SPIN);

        String text = k.text(robot, "#ram-clear-text");
        assertTrue(text.startsWith("LAST CHANCE"), text);
        assertTrue(text.contains(ServiceDeck.amount(1000) + " on the credit meter will be wiped"), text);
        assertEquals("", result(robot), "no configuration refusal on the last confirmation");
        d.press(Input.CASH_OUT);
        assertEquals(1000, k.cabinet.credits(), "cancelled: nothing cleared");
    }

    @Test
    void eachRamClearConfirmationSaysTheCreditsOnTheMeterWillBeWiped(FxRobot robot) throws Exception {
        k.enterChristmasTree(robot);
        robot.type(KeyCode.DIGIT1);
        waitUntil("credits", () -> k.cabinet.credits() == 500);
        k.login(robot, DemoCabinet.TECHNICIAN_PIN);
        open(AttendantPage.RAM_CLEAR);

        for (int stage = 0; stage < 3; stage++) {
            String text = k.text(robot, "#ram-clear-text");
            assertTrue(text.contains(ServiceDeck.amount(500) + " on the credit meter will be wiped"), stage + ": " + text);
            if (stage < 2) {
                d.press(Input.SPIN);
            }
        }
        d.shot("28b-ram-clear-last-chance");
        d.press(Input.CASH_OUT);
        assertEquals(500, k.cabinet.credits(), "cancelled: nothing wiped");
    }

    private void open(AttendantPage page) {
        k.controller.attendant().openAttendantPage(page);
        WaitForAsyncUtils.waitForFxEvents();
    }

}
