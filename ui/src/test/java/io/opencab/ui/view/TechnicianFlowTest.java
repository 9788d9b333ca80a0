package io.opencab.ui.view;

import static io.opencab.ui.view.KioskFixture.waitUntil;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.ui.control.AttendantPage;
import io.opencab.ui.control.Input;
import io.opencab.ui.control.Screen;
import io.opencab.ui.port.Lockup;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** Issue 24's technician and player flows on a real stage: what the screen says when the cabinet refuses. */
@ExtendWith(ApplicationExtension.class)
class TechnicianFlowTest {
    private KioskFixture k;

    @Start
    void start(Stage stage) {
        k = new KioskFixture(stage, 24);
    }

    @Test
    void aRefusedSpinSaysTheBetAndTheCreditsInCurrency(FxRobot robot) {
        k.enterChristmasTree(robot);
        robot.type(KeyCode.DIGIT1);
        waitUntil("credits", () -> k.cabinet.credits() > 0);
        while (k.cabinet.state().bet() <= k.cabinet.credits()) {
            long bet = k.cabinet.state().bet();
            k.controller.press(Input.BET_UP, Input.Source.DECK);
            waitUntil("bet up", () -> k.cabinet.state().bet() > bet);
        }

        k.controller.press(Input.SPIN, Input.Source.DECK);

        waitUntil("note", () -> k.textNow(robot, "#note").startsWith("bet "));
        String note = k.text(robot, "#note");
        assertTrue(note.matches("bet \\d+\\.\\d\\d EUR is more than your credits \\d+\\.\\d\\d EUR: lower the bet or insert a bill"),
                note);
        assertTrue(k.cabinet.journal().isEmpty(), "no round was played");
    }

    @Test
    void aRefusedSettingIsShownAndChangesNothing(FxRobot robot) throws Exception {
        k.enterChristmasTree(robot);
        k.login(robot, "9999");
        k.controller.attendant().openAttendantPage(AttendantPage.CONFIG);
        waitUntil("config page", () -> robot.lookup(byId("config-edit-cabinet.handpayLimit")).tryQuery().isPresent());
        String before = k.cabinet.configuration().stream().filter(i -> i.key().equals("cabinet.handpayLimit"))
                .findFirst().orElseThrow().saved();

        robot.clickOn(robot.lookup(byId("config-edit-cabinet.handpayLimit")).queryAs(javafx.scene.Node.class));
        robot.clickOn("#form-key-clear").clickOn("#form-key-0").clickOn("#form-save");

        waitUntil("refusal shown", () -> k.textNow(robot, "#attendant-result").contains("is outside 1..1000000000"));
        assertTrue(k.text(robot, "#form-value").startsWith("Entered: 0 credits"), "what was entered is kept to correct");
        assertEquals(before, k.cabinet.configuration().stream().filter(i -> i.key().equals("cabinet.handpayLimit"))
                .findFirst().orElseThrow().saved(), "nothing saved");
        assertTrue(k.cabinet.events(1000).stream().noneMatch(e -> e.type().equals("CONFIG_CHANGED")), "nothing logged");
    }

    /** Configuration ids hold the key's dots, which a CSS "#id" selector would read as classes. */
    private static java.util.function.Predicate<javafx.scene.Node> byId(String id) {
        return n -> id.equals(n.getId());
    }

    @Test
    void periodClearCancelledWithCashOutClearsNothing(FxRobot robot) throws Exception {
        k.enterChristmasTree(robot);
        robot.type(KeyCode.DIGIT2);
        waitUntil("credits", () -> k.cabinet.credits() > 0);
        k.spinAndSkip(robot);
        k.login(robot, "9999");
        k.controller.attendant().openAttendantPage(AttendantPage.PERIOD_CLEAR);
        waitUntil("period page", () -> robot.lookup("#period-clear").tryQuery().isPresent());

        k.controller.press(Input.SPIN, Input.Source.DECK);
        waitUntil("asks", () -> k.textNow(robot, "#period-clear-text").startsWith("CLEAR THE PERIOD METERS?"));
        k.controller.press(Input.CASH_OUT, Input.Source.DECK);
        waitUntil("asks no more", () -> k.textNow(robot, "#period-clear-text").startsWith("SPIN"));
        k.controller.drain(5000);

        assertEquals(AttendantPage.PERIOD_CLEAR, k.controller.model().attendantPage().get(), "still on the page");
        assertTrue(k.cabinet.meters().period().stream().anyMatch(r -> r.value() > 0), "period meters kept");
    }

    @Test
    void spinOnDiagnosticsShowsEachComponentWithItsHashesResultAndTime(FxRobot robot) throws Exception {
        k.enterChristmasTree(robot);
        k.login(robot, "9999");
        k.controller.attendant().openAttendantPage(AttendantPage.DIAGNOSTICS);
        waitUntil("diagnostics", () -> k.textNow(robot, "#verify-result").startsWith("No software check has run yet"));

        k.controller.press(Input.SPIN, Input.Source.DECK);

        waitUntil("table", () -> robot.lookup("#verify-table").tryQuery().isPresent());
        assertTrue(k.text(robot, "#verify-result").startsWith("Software check: PASSED."), k.text(robot, "#verify-result"));
        assertTrue(k.text(robot, "#verify-time").matches("Checked \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d, took 42 ms, 6 components"),
                k.text(robot, "#verify-time"));
        assertEquals("PASS  jar app/cabinet.jar", k.text(robot, "#verify-part-0"));
        javafx.scene.layout.VBox table = robot.lookup("#verify-table").queryAs(javafx.scene.layout.VBox.class);
        java.util.List<String> texts = table.getChildren().stream()
                .flatMap(n -> ((javafx.scene.layout.VBox) n).getChildren().stream())
                .map(n -> ((javafx.scene.control.Label) n).getText().strip()).toList();
        assertEquals(6, texts.stream().filter(t -> t.startsWith("PASS  ")).count(), texts.toString());
        assertEquals(6, texts.stream().filter(t -> t.matches("expected  [0-9a-f]{64}")).count(), texts.toString());
        assertEquals(6, texts.stream().filter(t -> t.matches("found     [0-9a-f]{64}")).count(), texts.toString());
        assertEquals(java.util.List.of(), WaitForAsyncUtils.asyncFx(() -> LayoutCheck.problems("diagnostics",
                k.view.logicalStage())).get(), "nothing cut off");
    }

    @Test
    void theDoorKeysOpenAndCloseADoorLockup(FxRobot robot) {
        k.enterChristmasTree(robot);

        robot.type(KeyCode.F5);
        waitUntil("door open", () -> k.cabinet.state().lockup() != null
                && k.cabinet.state().lockup().kind() == Lockup.Kind.DOOR_OPEN);
        robot.type(KeyCode.F5);

        waitUntil("door closed", () -> k.cabinet.state().lockup() == null);
        assertEquals(Screen.GAME, k.screen());
    }

    @Test
    void theSelectedEventsDetailIsShownWhole(FxRobot robot) {
        k.enterChristmasTree(robot);
        String longDetail = "x".repeat(LogPages.DETAIL_ON_LINE) + " the end of a long detail";
        k.cabinet.tilt("LONG", longDetail);
        k.login(robot, "9999");
        k.controller.attendant().openAttendantPage(AttendantPage.EVENTS);
        waitUntil("events", () -> robot.lookup("#log-detail").tryQuery().isPresent());

        for (int i = 0; i < 50 && !k.textNow(robot, "#log-detail").contains("the end of a long detail"); i++) {
            k.controller.press(Input.BET_DOWN, Input.Source.DECK);
            org.testfx.util.WaitForAsyncUtils.waitForFxEvents();
        }

        assertTrue(k.textNow(robot, "#log-detail").endsWith(longDetail), k.textNow(robot, "#log-detail"));
    }
}
