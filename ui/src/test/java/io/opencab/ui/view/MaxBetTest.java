package io.opencab.ui.view;

import static io.opencab.ui.view.KioskFixture.waitUntil;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.engine.game.GameCatalog;
import io.opencab.engine.game.RoundOutcome;
import io.opencab.engine.games.christmastree.ChristmasTree;
import io.opencab.ui.control.Input;
import io.opencab.ui.control.Screen;
import io.opencab.ui.games.christmastree.CtRenderer;
import io.opencab.ui.present.BoardView;
import io.opencab.ui.present.GameRenderer;
import io.opencab.ui.present.HelpPage;
import io.opencab.ui.present.Renderers;
import io.opencab.ui.present.RoundScript;
import java.util.Collections;
import java.util.List;
import javafx.scene.Node;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * MAX BET as each rule sheet says: Christmas Tree only selects the largest bet; a game whose
 * renderer says MAX BET plays (Lost Relics) plays at the highest level, pressed twice from a lower one.
 */
@ExtendWith(ApplicationExtension.class)
class MaxBetTest {
    private KioskFixture ct;
    private KioskFixture plays;

    @Start
    void start(Stage stage) {
        Renderers playing = Renderers.standard(GameCatalog.standard()).with(ChristmasTree.ID, g -> new MaxBetPlays(new CtRenderer(g)));
        ct = new KioskFixture(stage, 3);
        plays = new KioskFixture(new Stage(), 3, playing);
    }

    @Test
    void christmasTreesMaxBetSelectsTheLargestBetAndPlaysNothing() {
        int max = enterWithCredits(ct);
        ct.controller.press(Input.MAX_BET, Input.Source.DECK);
        waitUntil("max level", () -> ct.cabinet.state().betLevel() == max);
        ct.controller.press(Input.MAX_BET, Input.Source.DECK);
        drain(ct);
        assertTrue(ct.cabinet.journal().isEmpty(), "MAX BET never plays a round in Christmas Tree");
    }

    @Test
    void maxBetThatPlaysNeedsTwoPressesFromALowerLevel() {
        int max = enterWithCredits(plays);
        assertTrue(plays.cabinet.state().betLevel() < max, "starts below the highest level");
        plays.controller.press(Input.MAX_BET, Input.Source.DECK);
        waitUntil("max level", () -> plays.cabinet.state().betLevel() == max);
        drain(plays);
        assertTrue(plays.cabinet.journal().isEmpty(), "the first press only selects the highest level");
        plays.controller.press(Input.MAX_BET, Input.Source.DECK);
        waitUntil("round played", () -> !plays.cabinet.journal().isEmpty());
        assertEquals(max, plays.cabinet.journal().getLast().outcome().betLevel(), "played at the highest level");
    }

    /** Leaves the intro, plays Christmas Tree with 100.00 EUR of credits; returns its highest level. */
    private static int enterWithCredits(KioskFixture k) {
        waitUntil("intro", () -> k.screen() == Screen.INTRO);
        k.controller.press(Input.BACK, Input.Source.TOUCH);
        waitUntil("game select", () -> k.screen() == Screen.GAME_SELECT);
        k.controller.selectGame(ChristmasTree.ID);
        k.controller.devices().insertBill(4);
        waitUntil("game and credits", () -> k.screen() == Screen.GAME && k.cabinet.credits() == 10_000);
        return Collections.max(k.cabinet.state().currentGame().betLevels());
    }

    private static void drain(KioskFixture k) {
        k.settle();
    }

    /** Christmas Tree's renderer with the other MAX BET rule. */
    private record MaxBetPlays(GameRenderer inner) implements GameRenderer {
        @Override
        public String gameId() {
            return inner.gameId();
        }

        @Override
        public boolean dedicated() {
            return true;
        }

        @Override
        public RoundScript script(RoundOutcome outcome) {
            return inner.script(outcome);
        }

        @Override
        public BoardView createView() {
            return inner.createView();
        }

        @Override
        public List<HelpPage> help() {
            return inner.help();
        }

        @Override
        public Node symbol(int symbol, double size) {
            return inner.symbol(symbol, size);
        }

        @Override
        public boolean maxBetPlays() {
            return true;
        }
    }
}
