package io.opencab.ui.view;

import static io.opencab.ui.view.KioskFixture.waitUntil;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.ui.control.AttendantPage;
import io.opencab.ui.control.Input;
import io.opencab.ui.demo.DemoCabinet;
import java.util.function.Predicate;
import javafx.scene.Node;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/** Issue 27: the attendant's SAS page, reached with the deck buttons; the technician's SAS settings. */
@ExtendWith(ApplicationExtension.class)
class SasPageTest {
    private KioskFixture k;

    @Start
    void start(Stage stage) {
        k = KioskFixture.withSas(stage, 27);
    }

    /** Ids holding a key's dots, which a CSS "#id" selector would read as classes. */
    private static Predicate<Node> byId(String id) {
        return n -> id.equals(n.getId());
    }

    /** From the menu to the SAS page with BET- and SPIN only, as on a cabinet without a touch screen. */
    private void openWithTheDeck(FxRobot robot, String pin) {
        k.enterChristmasTree(robot);
        k.login(robot, pin);
        int target = k.controller.attendant().attendantPages().indexOf(AttendantPage.SAS);
        for (int i = 0; i < target; i++) {
            k.controller.press(Input.BET_DOWN, Input.Source.DECK);
        }
        k.controller.press(Input.SPIN, Input.Source.DECK);
        waitUntil("SAS page", () -> robot.lookup("#sas-page").tryQuery().isPresent());
    }

    /** BET- scrolls the page down to its settings (issue 24: no page needs a mouse wheel). */
    private void scrollToTheSettings(FxRobot robot) {
        for (int i = 0; i < 4; i++) {
            k.controller.press(Input.BET_DOWN, Input.Source.DECK);
        }
        waitUntil("scrolled", () -> k.controller.model().attendantIndex().get() == 4
                && robot.lookup(byId("sas-edit-sas.address")).tryQuery().isPresent());
    }

    @Test
    void theDeckReachesTheSasPageWithAddressLinkAndCounters(FxRobot robot) {
        openWithTheDeck(robot, DemoCabinet.ATTENDANT_PIN);

        assertEquals("Address 1 on /dev/ttyAMA0   link UP", k.text(robot, "#sas-link"));
        assertEquals("12345", k.text(robot, "#sas-polls"));
        assertEquals("3", k.text(robot, "#sas-crc"));
        assertEquals("2", k.text(robot, "#sas-nacks"));
        assertEquals("7", k.text(robot, "#sas-unsupported"));
    }

    @Test
    void theLastTwentyExceptionsAreListedNewestFirst(FxRobot robot) {
        openWithTheDeck(robot, DemoCabinet.ATTENDANT_PIN);

        assertEquals("7F  game ended", k.text(robot, "#sas-exception-0"));
        assertEquals("7E  game started", k.text(robot, "#sas-exception-1"));
        assertTrue(robot.lookup("#sas-exception-19").tryQuery().isPresent());
        assertTrue(robot.lookup("#sas-exception-20").tryQuery().isEmpty());
    }

    @Test
    void theAttendantSeesTheSasSettingsButCannotChangeThem(FxRobot robot) {
        openWithTheDeck(robot, DemoCabinet.ATTENDANT_PIN);

        Node value = robot.lookup(byId("sas-value-sas.address")).query();
        assertEquals("1", ((javafx.scene.control.Label) value).getText());
        assertTrue(robot.lookup(byId("sas-edit-sas.address")).tryQuery().isEmpty(), "no CHANGE button");
    }

    @Test
    void theTechnicianChangesTheSasAddressOnThePage(FxRobot robot) {
        openWithTheDeck(robot, DemoCabinet.TECHNICIAN_PIN);
        scrollToTheSettings(robot);

        robot.clickOn(robot.lookup(byId("sas-edit-sas.address")).queryAs(Node.class));
        waitUntil("form", () -> robot.lookup("#form-key-4").tryQuery().isPresent());
        robot.clickOn("#form-key-clear").clickOn("#form-key-4").clickOn("#form-key-2").clickOn("#form-save");

        waitUntil("set", () -> "42".equals(k.sas.setting("sas.address")));
        waitUntil("result shown", () -> k.textNow(robot, "#attendant-result").equals("sas.address set to 42 (applies at the next start)"));
        waitUntil("back on the page", () -> robot.lookup("#sas-page").tryQuery().isPresent());
    }

    @Test
    void aWrongSasAddressIsRefusedAndShown(FxRobot robot) {
        openWithTheDeck(robot, DemoCabinet.TECHNICIAN_PIN);
        scrollToTheSettings(robot);

        robot.clickOn(robot.lookup(byId("sas-edit-sas.address")).queryAs(Node.class));
        waitUntil("form", () -> robot.lookup("#form-key-1").tryQuery().isPresent());
        robot.clickOn("#form-key-clear").clickOn("#form-key-1").clickOn("#form-key-2").clickOn("#form-key-8")
                .clickOn("#form-save");

        waitUntil("refusal shown", () -> k.textNow(robot, "#attendant-result").contains("is not a number in 1..127"));
        assertEquals("1", k.sas.setting("sas.address"));
        assertTrue(k.text(robot, "#form-value").startsWith("Entered: 128"), "the entry is kept to correct");
    }
}
