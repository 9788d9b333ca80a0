package io.opencab.ui.view;

import static io.opencab.ui.view.KioskFixture.waitUntil;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.engine.game.GameInfo;
import io.opencab.engine.games.cooljewels.CjMeter;
import io.opencab.engine.games.cooljewels.CoolJewels;
import io.opencab.ui.control.Input;
import io.opencab.ui.control.Screen;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Issue 39 item 2: a board's heads-up display follows the bet at once, before any round: after BET+ or MAX BET the
 * board's bet and the prizes that depend on it (Cool Jewels' meter) read the new bet. One test per game.
 */
@ExtendWith(ApplicationExtension.class)
class BetHudTest {
    private KioskFixture k;

    @Start
    void start(Stage stage) {
        k = new KioskFixture(stage, 2);
    }

    private void enter(FxRobot robot, String game) {
        waitUntil("intro", () -> k.screen() == Screen.INTRO);
        k.controller.press(Input.BACK, Input.Source.DECK);
        waitUntil("game select", () -> k.screen() == Screen.GAME_SELECT);
        k.controller.devices().insertBill(5);
        waitUntil("credits", () -> k.cabinet.credits() > 0);
        k.controller.selectGame(game);
        waitUntil(game, () -> k.screen() == Screen.GAME && game.equals(k.cabinet.state().gameId()));
    }

    private String text(FxRobot robot, String id) {
        return ((Text) robot.lookup(id).query()).getText();
    }

    private GameInfo game() {
        return k.cabinet.state().currentGame();
    }

    @Test
    void lostRelicsShowsTheLevelAndBetChosenByMaxBet(FxRobot robot) {
        enter(robot, "lost-relics");
        assertTrue(text(robot, "#lr-hud-bet").startsWith("LEVEL 1\nBET 20 COINS"), text(robot, "#lr-hud-bet"));

        k.press(Input.MAX_BET);

        int top = game().betLevels().getLast();
        waitUntil("max bet", () -> k.cabinet.state().betLevel() == top);
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(text(robot, "#lr-hud-bet").startsWith("LEVEL " + top + "\nBET " + game().bet(top) + " COINS"),
                text(robot, "#lr-hud-bet"));
    }

    @Test
    void coolJewelsMeterShowsItsValuesAtTheNewBet(FxRobot robot) {
        enter(robot, "cool-jewels");
        CoolJewels cj = CoolJewels.standard();

        k.press(Input.BET_UP);
        k.press(Input.BET_UP);

        int level = k.cabinet.state().betLevel();
        assertEquals(3, level);
        assertTrue(text(robot, "#cj-hud-bet").equals("BET " + game().bet(level) + "\nLEVEL " + level),
                text(robot, "#cj-hud-bet"));
        for (int s = 1; s <= CjMeter.SECTIONS; s++) {
            assertEquals(io.opencab.money.MoneyFormat.Grouping.COMMA.format(cj.math().meterValue(s) * level),
                    text(robot, "#cj-meter-" + s), "meter section " + s);
        }
    }

    @Test
    void clusterKingdomShowsTheBetAfterBetUp(FxRobot robot) {
        enter(robot, "cluster-kingdom");

        k.press(Input.BET_UP);

        int level = k.cabinet.state().betLevel();
        assertEquals("BET " + game().bet(level) + "\nLEVEL " + level, text(robot, "#ck-hud-bet"));
    }

    @Test
    void christmasTreeShowsTheBetAndItsPaysAtTheNewBet(FxRobot robot) {
        enter(robot, "christmas-tree");

        k.press(Input.BET_UP);

        int level = k.cabinet.state().betLevel();
        assertEquals(2, level);
        assertEquals(Long.toString(game().bet(level)), k.text(robot, "#bet"));
        // Its board shows no bet of its own; the paytable, its prizes, reads the new bet at once.
        k.press(Input.HELP);
        waitUntil("paytable", () -> robot.lookup("#paytable").tryQuery().isPresent());
        assertTrue(k.text(robot, "#paytable").contains("your bet of " + game().bet(level) + " credits"),
                k.text(robot, "#paytable"));
    }
}
