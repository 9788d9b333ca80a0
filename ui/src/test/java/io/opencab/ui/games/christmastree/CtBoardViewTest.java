package io.opencab.ui.games.christmastree;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.engine.games.christmastree.ChristmasTree;
import io.opencab.engine.games.christmastree.ChristmasTreeOutcome;
import io.opencab.engine.games.christmastree.CtSymbols;
import io.opencab.engine.grid.Board;
import io.opencab.engine.rng.GameRng;
import io.opencab.engine.rng.SeededStreams;
import io.opencab.ui.games.BoardRig;
import io.opencab.ui.games.christmastree.CtSteps.BlizzardDrop;
import io.opencab.ui.games.christmastree.CtSteps.CtStep;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/** The Christmas Tree board on a headless stage, driven by real seeded engine outcomes. */
@ExtendWith(ApplicationExtension.class)
class CtBoardViewTest {
    /** How the board writes amounts (the default grouping of the money formatter). */
    private static final io.opencab.money.MoneyFormat.Grouping NUM = io.opencab.money.MoneyFormat.Grouping.COMMA;
    private static final ChristmasTree GAME = ChristmasTree.standard();
    private static final CtRenderer RENDERER = new CtRenderer(GAME);
    private final BoardRig<ChristmasTreeOutcome, CtBoardView> rig = new BoardRig<>(RENDERER, GAME::play);
    private CtBoardView view;

    @Start
    void start(Stage stage) {
        view = rig.start(stage);
    }

    @Test
    void everyStepOfThousandsOfRoundsBuildsItsAnimationAndEndsOnTheOutcomesBoard() throws Exception {
        BoardRig.Shown<ChristmasTreeOutcome> shown = rig.everyStep(99, 20, i -> 1 + i % 4, (o, s, before) -> {
            assertBoardShown((CtStep) s);
            assertAmountsShown(o, (CtStep) s, before);
        });
        // Every round shows at least its landing and its total.
        assertTrue(shown.steps() >= 2 * 20 * 100, "steps shown: " + shown.steps());
    }

    @Test
    void skippingAtAnyStepShowsTheFinalBoardAndTheOutcomesWin() throws Exception {
        rig.skipEvery(5, 300, 2, last -> assertBoardShown((CtStep) last));
    }

    @Test
    void aWholeRoundPlayedAnimatedEndsExactlyWhereASkipEnds() throws Exception {
        GameRng rng = SeededStreams.single(11);
        for (int played = 0; played < 3; played++) {
            // a round with cascades animates removal, drops and refills
            ChristmasTreeOutcome o = rig.next(rng, 1, r -> r.regular().cascades() >= 2);
            rig.playAnimated(o, last -> assertBoardShown((CtStep) last));
        }
    }

    /** The amounts drawn on the board equal the outcome's (pays, Miracle, Free Spins win, total). */
    private void assertAmountsShown(ChristmasTreeOutcome o, CtStep s, long before) {
        switch (s) {
            case CtSteps.Wins w -> {
                long sum = view.shownPays().stream().mapToLong(Long::longValue).sum();
                assertEquals(w.clusters().size(), view.shownPays().size(), "one pay per cluster");
                if (!o.capped()) {
                    assertEquals(w.winAfter() - before, sum, "cluster pays shown add up to the cascade's win");
                }
            }
            case CtSteps.Miracle m -> {
                if (m.kind() != io.opencab.engine.games.christmastree.CtMiracle.Kind.FREE_SPINS) {
                    assertTrue(view.shownAmount().contains(NUM.format(o.miracle().pay())), view.shownAmount());
                }
            }
            case CtSteps.FreeSpinsEnd f -> assertEquals(
                    NUM.format(o.sourceWin(ChristmasTreeOutcome.Source.FREE_SPINS.ordinal())), view.shownAmount());
            case CtSteps.Total t -> {
                if (o.totalWin() >= o.bet() || o.capped()) {
                    assertTrue(view.shownAmount().startsWith(NUM.format(o.totalWin())), view.shownAmount());
                } else {
                    assertEquals("", view.shownAmount(), "no TOTAL WIN plate for a win below the bet (issue 39)");
                }
            }
            default -> assertTrue(view.shownPays().isEmpty(), "no pays outside a win step");
        }
    }

    private void assertBoardShown(CtStep s) {
        Board b = s.board();
        for (int cell : b.shape().cells()) {
            int expected = b.at(cell);
            if (s instanceof BlizzardDrop d && (d.cells() >>> cell & 1L) != 0) {
                expected = CtSymbols.MYSTERY;
            }
            assertEquals(expected, view.shownSymbol(cell), "cell " + cell + " after " + s.getClass().getSimpleName());
        }
        if (s.hud().free()) {
            assertEquals("FREE SPIN " + s.hud().index() + " / " + s.hud().total() + " MULTIPLIER x" + s.hud().multiplier(),
                    view.hudText());
        } else {
            assertEquals("", view.hudText());
        }
    }
}
