package io.opencab.ui.view;

import static io.opencab.ui.view.KioskFixture.waitUntil;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.ui.control.AttendantPage;
import io.opencab.ui.control.Input;
import io.opencab.ui.control.Screen;
import io.opencab.ui.demo.DemoCabinet;
import io.opencab.ui.port.AutoplaySettings;
import io.opencab.ui.port.ConfigItem;
import java.util.List;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The service forms, touch first and deck only (issue 39 item 8): values entered on the keypad, steppers,
 * pick-lists and ticks; the running and the saved value both shown; a configuration that cannot be saved is
 * read-only and says why; the autoplay panel started from the deck (PC keys); the log and recall pages'
 * wording; nothing cut off.
 */
@ExtendWith(ApplicationExtension.class)
class ServiceFormsTest {
    private KioskFixture k;
    private ServiceDeck d;

    @Start
    void start(Stage stage) {
        k = new KioskFixture(stage, 8);
        d = new ServiceDeck(k);
    }

    private String label(FxRobot robot, String id) {
        return robot.lookup(ServiceDeck.byId(id)).tryQuery().map(n -> ((Label) n).getText()).orElse("");
    }

    private void config(FxRobot robot) {
        k.enterChristmasTree(robot);
        k.login(robot, DemoCabinet.TECHNICIAN_PIN);
        k.controller.attendant().openAttendantPage(AttendantPage.CONFIG);
        waitUntil("config", () -> robot.lookup("#config").tryQuery().isPresent());
    }

    private ConfigItem item(String key) {
        return k.cabinet.configuration().stream().filter(i -> i.key().equals(key)).findFirst().orElseThrow();
    }

    @Test
    void aValueTypedOnTheKeypadIsSavedForTheNextStartAndBothValuesAreShown(FxRobot robot) throws Exception {
        config(robot);
        String running = item("cabinet.handpayLimit").value();
        assertEquals("Handpay limit", label(robot, "config-label-cabinet.handpayLimit"), "a human label");
        assertEquals(ServiceDeck.amount(1_000_000), label(robot, "config-value-cabinet.handpayLimit"), "with its unit and currency");

        robot.clickOn(robot.lookup(ServiceDeck.byId("config-edit-cabinet.handpayLimit")).queryAs(Node.class));
        waitUntil("form", () -> robot.lookup("#form-key-5").tryQuery().isPresent());
        assertEquals("cabinet.handpayLimit", k.text(robot, "#form-key"), "the raw key in small print");
        assertEquals(List.of(), d.layout("number form"), "nothing cut off");
        robot.clickOn("#form-key-clear").clickOn("#form-key-5").clickOn("#form-key-0").clickOn("#form-key-0")
                .clickOn("#form-key-0").clickOn("#form-key-0");
        d.press(Input.BET_UP);
        assertTrue(k.text(robot, "#form-value").startsWith("Entered: " + ServiceDeck.amount(51_000)), k.text(robot, "#form-value"));
        d.shot("26d-form-number");
        robot.clickOn("#form-save");

        waitUntil("form closed", () -> robot.lookup("#config").tryQuery().isPresent());
        assertEquals("51000", item("cabinet.handpayLimit").saved());
        assertEquals(running, item("cabinet.handpayLimit").value(), "runs with the old value until the next start");
        waitUntil("saved value shown", () -> label(robot, "config-saved-cabinet.handpayLimit")
                .startsWith("Saved for the next start: " + ServiceDeck.amount(51_000)));
        assertTrue(label(robot, "config-value-cabinet.handpayLimit").startsWith(ServiceDeck.EUR.credits(
                Long.parseLong(running))), "and the running value");
        assertTrue(k.textNow(robot, "#attendant-result").contains("saved"), "the answer, now on the page");
        d.shot("26b-configuration-saved");
    }

    @Test
    void theDeckAloneSelectsEverySettingAndPicksFromItsList(FxRobot robot) throws Exception {
        config(robot);
        d.press(Input.SPIN);
        waitUntil("the first setting's form: the on-screen keyboard", () -> robot.lookup("#form-key-q").tryQuery().isPresent());
        d.shot("26g-form-keyboard");
        d.press(Input.CASH_OUT);
        List<ConfigItem> items = k.cabinet.configuration();
        int link = items.indexOf(items.stream().filter(i -> i.key().equals("sas.link.down")).findFirst().orElseThrow());
        for (int i = 0; i < items.size() + 3; i++) {
            d.press(Input.BET_DOWN);
        }
        assertEquals(items.size() - 1, k.controller.model().attendantIndex().get(), "stops on the last setting");
        for (int i = items.size() - 1; i > link; i--) {
            d.press(Input.BET_UP);
        }

        d.press(Input.SPIN);
        waitUntil("pick-list", () -> robot.lookup("#form-choices").tryQuery().isPresent());
        d.press(Input.BET_DOWN);
        assertEquals("Chosen: disable play until polled", k.text(robot, "#form-value"));
        d.shot("26e-form-pick-list");
        d.press(Input.SPIN);

        waitUntil("saved", () -> item("sas.link.down").saved().equals("disable-play"));
        waitUntil("form closed", () -> robot.lookup("#config").tryQuery().isPresent());
        assertEquals(link, k.controller.model().attendantIndex().get(), "the same setting still selected");
    }

    @Test
    void gamesAreTickedInTheOrderPicked(FxRobot robot) throws Exception {
        config(robot);
        k.controller.attendant().service().selectConfig(4);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("games.enabled", k.controller.attendant().service().configItems().get(4).key());
        d.press(Input.SPIN);
        waitUntil("ticks", () -> robot.lookup("#form-choices").tryQuery().isPresent());

        robot.clickOn("#form-choice-0");
        d.press(Input.MAX_BET);
        d.shot("26f-form-ticks");
        d.press(Input.SPIN);

        waitUntil("saved", () -> item("games.enabled").saved().equals("lost-relics,cluster-kingdom,cool-jewels,christmas-tree"));
    }

    @Test
    void aConfigurationThatCannotBeSavedIsReadOnlyAndSaysWhy(FxRobot robot) throws Exception {
        k.cabinet.configReadOnly("built-in configuration: start the cabinet with --config FILE to change settings");
        config(robot);

        assertEquals("Read-only: built-in configuration: start the cabinet with --config FILE to change settings",
                k.text(robot, "#config-source"));
        assertTrue(robot.lookup(n -> n.getId() != null && n.getId().startsWith("config-edit-")).tryQuery().isEmpty(),
                "no CHANGE button, no field to type into");
        d.press(Input.SPIN);
        waitUntil("why", () -> k.textNow(robot, "#attendant-result").contains("cannot be changed here: built-in"));
        assertTrue(robot.lookup("#service-form").tryQuery().isEmpty(), "no form that would throw the input away");
        d.shot("26c-configuration-read-only");
    }

    @Test
    void autoplayStartsFromTheKeysWithAKeypadLimit(FxRobot robot) throws Exception {
        k.enterChristmasTree(robot);
        robot.type(KeyCode.DIGIT5);
        waitUntil("credits", () -> k.cabinet.credits() == 10_000);
        robot.type(KeyCode.A);
        waitUntil("autoplay panel", () -> k.controller.model().panel().get() == Screen.Panel.AUTOPLAY);
        assertEquals(List.of(), d.layout("autoplay"), "nothing cut off");
        robot.clickOn("#auto-loss");
        robot.type(KeyCode.DIGIT4, KeyCode.DIGIT0, KeyCode.DIGIT0);
        assertEquals(ServiceDeck.amount(400), k.text(robot, "#auto-loss"), "the keypad, with units");
        robot.type(KeyCode.M);

        robot.type(KeyCode.S);

        waitUntil("autoplay running", () -> k.controller.model().autoplay().get() != null);
        AutoplaySettings s = k.controller.model().autoplay().get().settings();
        assertEquals(100, s.rounds(), "M: the most rounds");
        assertEquals(400, s.lossLimit());
        robot.type(KeyCode.A);
        waitUntil("stopped", () -> k.controller.model().autoplay().get() == null);
    }

    @Test
    void theLogsAndRecallSayWhatTheyHold(FxRobot robot) {
        k.enterChristmasTree(robot);
        k.login(robot, DemoCabinet.ATTENDANT_PIN);
        k.controller.attendant().openAttendantPage(AttendantPage.BILLS);
        waitUntil("bill log", () -> robot.lookup("#log-position").tryQuery().isPresent());
        assertEquals("No entries yet", k.text(robot, "#log-position"), "not \"Lines 0-0 of 0\"");
        robot.type(KeyCode.K);
        waitUntil("game", () -> k.screen() == Screen.GAME);
        robot.type(KeyCode.DIGIT1);
        waitUntil("credits", () -> k.cabinet.credits() == 500);
        k.spinAndSkip(robot);
        k.login(robot, DemoCabinet.ATTENDANT_PIN);

        k.controller.attendant().openAttendantPage(AttendantPage.BILLS);
        waitUntil("bill", () -> k.textNow(robot, "#log-detail").startsWith("Bill 1 in full: "));
        assertTrue(k.text(robot, "#log-detail").endsWith(", " + ServiceDeck.EUR.cents(500) + ", " + ServiceDeck.EUR.credits(500)
                + " credits, STACKED (no further detail)"),
                k.text(robot, "#log-detail"));
        k.controller.attendant().openAttendantPage(AttendantPage.RECALL);
        waitUntil("recall", () -> k.textNow(robot, "#recall-step-no").startsWith("Step 1 of "));
        int steps = k.controller.attendant().recallSteps();
        assertTrue(steps > 0);
        assertEquals("Step 1 of " + steps, k.text(robot, "#recall-step-no"));
    }
}
