package io.opencab.ui.view;

import static io.opencab.ui.view.KioskFixture.waitUntil;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.ui.control.Input;
import io.opencab.ui.control.PlayerControl;
import io.opencab.ui.port.PlayerRules;
import io.opencab.ui.present.HelpSheet;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** The machine's own limits (credit limit, handpay, tickets) are the help screen's last page, after the game's. */
@ExtendWith(ApplicationExtension.class)
class MachineHelpPageTest {
    private static final List<String> RULES = List.of(
            "The credits on this machine may not go above 1,000.00 USD: a bill or ticket that would take them over it"
                    + " is returned.",
            "CASH OUT prints a ticket for up to 500.00 USD while the casino system is connected. A larger cash-out is"
                    + " paid by an attendant.");
    private KioskFixture k;

    @Start
    void start(Stage stage) {
        k = new KioskFixture(stage, 12);
    }

    @Test
    void theMachinesRulesComeLastWithEveryParagraphWhole(FxRobot robot) throws Exception {
        // given a cabinet whose configuration gives the machine's rules
        k.cabinet.rules(new PlayerRules(true, 100, false, true, true, true, List.of(500L, 1000L), RULES));
        k.enterChristmasTree(robot);
        // when the player opens help and steps back once from the first page (to the last)
        k.controller.press(Input.HELP, Input.Source.DECK);
        waitUntil("help", () -> robot.lookup("#help-title").tryQuery().isPresent());
        int pages = k.controller.player().helpPages().size();
        k.controller.press(Input.BET_DOWN, Input.Source.DECK);
        waitUntil("the last page", () -> k.textNow(robot, "#help-title").endsWith("(" + pages + "/" + pages + ")"));
        // then the last page ends with the machine's section, its paragraphs shown whole
        List<HelpSheet.Block> blocks = k.controller.player().helpPages().getLast().blocks();
        int at = blocks.indexOf(new HelpSheet.Heading(PlayerControl.MACHINE_PAGE));
        assertTrue(at >= 0, "the machine's section is on the last page: " + blocks);
        assertEquals(RULES.stream().map(HelpSheet.Para::new).toList(), blocks.subList(at + 1, blocks.size()));
        for (String rule : RULES) {
            assertTrue(robot.lookup(".panel-text").queryAll().stream()
                    .anyMatch(n -> ((javafx.scene.control.Label) n).getText().equals(rule)), "shown: " + rule);
        }
        assertEquals(List.of(), WaitForAsyncUtils.asyncFx(() -> LayoutCheck.problems("machine help page",
                k.view.logicalStage())).get(10, TimeUnit.SECONDS));
    }

    @Test
    void withoutMachineRulesThereIsNoSuchPage(FxRobot robot) {
        k.enterChristmasTree(robot);

        k.controller.press(Input.HELP, Input.Source.DECK);
        waitUntil("help", () -> robot.lookup("#help-title").tryQuery().isPresent());

        assertTrue(k.controller.player().helpPages().stream().noneMatch(p -> p.text().contains(PlayerControl.MACHINE_PAGE)));
    }
}
