package io.opencab.ui.view;

import static io.opencab.ui.view.KioskFixture.waitUntil;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.engine.game.GameCatalog;
import io.opencab.ui.control.Input;
import io.opencab.ui.control.Screen;
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
 * Issue 24: every help page of every game, reached with the deck buttons alone, at the lowest and
 * the highest bet, shows every sentence whole on an opaque panel; issue 39: the panel covers the whole screen
 * (nothing behind it peeks out) and its page buttons stay in their places on every page.
 */
@ExtendWith(ApplicationExtension.class)
class HelpPagesLayoutTest {
    private KioskFixture k;

    @Start
    void start(Stage stage) {
        k = new KioskFixture(stage, 11);
    }

    @Test
    void everyHelpPageOfEveryGameFitsItsPanel(FxRobot robot) throws Exception {
        List<String> problems = new ArrayList<>();
        waitUntil("intro", () -> k.screen() == Screen.INTRO);
        k.controller.press(Input.BACK, Input.Source.DECK);
        waitUntil("game select", () -> k.screen() == Screen.GAME_SELECT);
        k.controller.devices().insertBill(4);
        waitUntil("credits", () -> k.cabinet.credits() > 0);
        int pagesSeen = 0;
        for (String game : GameCatalog.standard().ids()) {
            k.controller.selectGame(game);
            waitUntil(game, () -> k.screen() == Screen.GAME && game.equals(k.cabinet.state().gameId()));
            for (Input bet : new Input[] {Input.BET_DOWN, Input.MAX_BET}) {
                press(bet, 8);
                k.controller.press(Input.HELP, Input.Source.DECK);
                waitUntil("help of " + game, () -> k.controller.model().panel().get() == Screen.Panel.HELP);
                int pages = k.controller.player().helpPages().size();
                String buttonsOnFirst = null;
                for (int i = 0; i < pages; i++) {
                    int page = i;
                    waitUntil("page " + i, () -> k.controller.model().helpPage().get() == page
                            && robot.lookup("#help-title").tryQuery().isPresent());
                    WaitForAsyncUtils.waitForFxEvents();
                    String name = game + " help " + (i + 1) + "/" + pages + " at level " + k.cabinet.state().betLevel();
                    problems.addAll(WaitForAsyncUtils.asyncFx(() -> LayoutCheck.problems(name, k.view.logicalStage()))
                            .get(10, TimeUnit.SECONDS));
                    // Issue 39: the page buttons and CLOSE stay where they are from page to page.
                    String buttons = WaitForAsyncUtils.asyncFx(() -> buttons(robot)).get(10, TimeUnit.SECONDS);
                    if (buttonsOnFirst == null) {
                        buttonsOnFirst = buttons;
                    } else if (!buttons.equals(buttonsOnFirst)) {
                        problems.add(name + ": the buttons moved from " + buttonsOnFirst + " to " + buttons);
                    }
                    pagesSeen++;
                    k.controller.press(Input.BET_UP, Input.Source.DECK);
                }
                k.controller.press(Input.HELP, Input.Source.DECK);
                waitUntil("help closed", () -> k.controller.model().panel().get() == Screen.Panel.NONE);
            }
        }
        assertTrue(pagesSeen >= 8, "only " + pagesSeen + " help pages were walked");
        assertEquals(List.of(), problems);
    }

    private static String buttons(FxRobot robot) {
        StringBuilder b = new StringBuilder();
        for (String id : new String[] {"#help-prev", "#help-next", "#panel-close"}) {
            javafx.scene.Node n = robot.lookup(id).query();
            javafx.geometry.Bounds at = n.localToScene(n.getLayoutBounds());
            b.append(id).append(String.format(java.util.Locale.ROOT, "@%.0f,%.0f,%.0fx%.0f ", at.getMinX(), at.getMinY(),
                    at.getWidth(), at.getHeight()));
        }
        return b.toString().strip();
    }

    private void press(Input input, int times) {
        for (int i = 0; i < (input == Input.MAX_BET ? 1 : times); i++) {
            k.controller.press(input, Input.Source.DECK);
        }
        k.settle();
    }
}
