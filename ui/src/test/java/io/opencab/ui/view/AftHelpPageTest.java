package io.opencab.ui.view;

import static io.opencab.ui.view.KioskFixture.waitUntil;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.ui.control.Input;
import io.opencab.ui.port.PlayerRules;
import io.opencab.ui.present.HelpSheet;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Issue 40 item 6: with AFT the machine's help says what cashless and promotional credits mean (as firmware-app's
 * MachineRules words it, MachineRulesTest): every paragraph shown whole on the help pages, and every page fits.
 */
@ExtendWith(ApplicationExtension.class)
class AftHelpPageTest {
    private static final List<String> RULES = List.of(
            "One credit is worth 0.01 EUR. The credits on this machine may not go above 1,000.00 EUR: a bill or ticket"
                    + " that would take them over it is returned.",
            "A win of 1,200.00 EUR or more is paid by an attendant (handpay), not added to the credits.",
            "CASH OUT is paid by an attendant (handpay).",
            "Cashless: the casino system may transfer credits to this machine from your account or as a promotion. All"
                    + " credits are on the one credit meter; promotional credits are shown under it as PROMO.",
            "Restricted promotional credits are played first and are never paid out. At CASH OUT they stay on the"
                    + " credit meter for play. They may carry an expiry date, shown under the credits; after it they"
                    + " can no longer be played.",
            "Non-restricted promotional credits are played after them and are paid at CASH OUT with your other"
                    + " credits. Every win is paid in credits you can cash out.");
    private KioskFixture k;

    @Start
    void start(Stage stage) {
        k = new KioskFixture(stage, 40);
    }

    @Test
    void everyPromotionalRuleIsShownWholeAndEveryPageFits(FxRobot robot) throws Exception {
        k.cabinet.rules(new PlayerRules(true, 100, false, true, true, true, List.of(500L, 1000L), RULES));
        k.enterChristmasTree(robot);
        k.controller.press(Input.HELP, Input.Source.DECK);
        waitUntil("help", () -> robot.lookup("#help-title").tryQuery().isPresent());
        int pages = k.controller.player().helpPages().size();
        List<String> shown = new ArrayList<>();
        List<String> problems = new ArrayList<>();

        for (int page = 1; page <= pages; page++) {
            int p = page;
            waitUntil("page " + p, () -> k.textNow(robot, "#help-title").endsWith("(" + p + "/" + pages + ")"));
            robot.lookup(".panel-text").queryAll().forEach(n -> shown.add(((javafx.scene.control.Label) n).getText()));
            problems.addAll(WaitForAsyncUtils.asyncFx(() -> LayoutCheck.problems("help page " + p,
                    k.view.logicalStage())).get(10, TimeUnit.SECONDS));
            k.controller.press(Input.BET_UP, Input.Source.DECK);
        }

        for (String rule : RULES) {
            assertTrue(shown.contains(rule), "shown whole: " + rule);
        }
        assertTrue(k.controller.player().helpPages().stream().flatMap(s -> s.blocks().stream())
                .anyMatch(b -> b.equals(new HelpSheet.Para(RULES.get(4)))));
        assertEquals(List.of(), problems);
    }
}
