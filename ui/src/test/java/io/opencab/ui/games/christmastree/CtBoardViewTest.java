package io.opencab.ui.games.christmastree;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.engine.games.christmastree.ChristmasTree;
import io.opencab.engine.games.christmastree.ChristmasTreeOutcome;
import io.opencab.engine.games.christmastree.CtSymbols;
import io.opencab.engine.grid.Board;
import io.opencab.engine.rng.GameRng;
import io.opencab.engine.rng.SeededStreams;
import io.opencab.ui.games.christmastree.CtSteps.BlizzardDrop;
import io.opencab.ui.games.christmastree.CtSteps.CtStep;
import io.opencab.ui.present.Presenter;
import io.opencab.ui.present.RoundScript;
import io.opencab.ui.present.Speed;
import io.opencab.ui.present.Step;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import javafx.animation.Animation;
import javafx.scene.Group;
import javafx.scene.Scene;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** The Christmas Tree board on a headless stage, driven by real seeded engine outcomes. */
@ExtendWith(ApplicationExtension.class)
class CtBoardViewTest {
    /** How the board writes amounts (the default grouping of the money formatter). */
    private static final io.opencab.money.MoneyFormat.Grouping NUM = io.opencab.money.MoneyFormat.Grouping.COMMA;
    private static final ChristmasTree GAME = ChristmasTree.standard();
    private static final CtRenderer RENDERER = new CtRenderer(GAME);
    private CtBoardView view;
    private Presenter presenter;

    @Start
    void start(Stage stage) {
        view = (CtBoardView) RENDERER.createView();
        presenter = new Presenter(view);
        view.idle();
        stage.setScene(new Scene(new Group(view.node()), 820, 600));
        stage.show();
    }

    @Test
    void everyStepOfThousandsOfRoundsBuildsItsAnimationAndEndsOnTheOutcomesBoard() throws Exception {
        GameRng rng = SeededStreams.single(99);
        AtomicInteger steps = new AtomicInteger();
        for (int batch = 0; batch < 20; batch++) {
            ChristmasTreeOutcome[] outcomes = new ChristmasTreeOutcome[100];
            for (int i = 0; i < outcomes.length; i++) {
                outcomes[i] = GAME.play(1 + i % 4, rng);
            }
            WaitForAsyncUtils.asyncFx(() -> {
                for (ChristmasTreeOutcome o : outcomes) {
                    long before = 0;
                    for (Step s : RENDERER.script(o).steps()) {
                        Animation a = view.animate(s, Speed.QUICK);
                        assertTrue(a.getTotalDuration().toMillis() > 0, "step " + s.getClass().getSimpleName() + " has no time");
                        view.show(s);
                        assertBoardShown((CtStep) s);
                        assertAmountsShown(o, (CtStep) s, before);
                        before = s.winAfter();
                        steps.incrementAndGet();
                    }
                }
            }).get(60, TimeUnit.SECONDS);
        }
        // Every round shows at least its landing and its total.
        assertTrue(steps.get() >= 2 * 20 * 100, "steps shown: " + steps.get());
    }

    @Test
    void skippingAtAnyStepShowsTheFinalBoardAndTheOutcomesWin() throws Exception {
        GameRng rng = SeededStreams.single(5);
        for (int i = 0; i < 300; i++) {
            ChristmasTreeOutcome o = GAME.play(2, rng);
            RoundScript script = RENDERER.script(o);
            CountDownLatch done = new CountDownLatch(1);
            WaitForAsyncUtils.asyncFx(() -> {
                presenter.play(script, Speed.NORMAL, done::countDown);
                presenter.skip();
            }).get(10, TimeUnit.SECONDS);
            assertTrue(done.await(5, TimeUnit.SECONDS), "skip ends the round");
            WaitForAsyncUtils.asyncFx(() -> {
                assertFalse(presenter.running().get());
                assertEquals(o.totalWin(), presenter.win().get(), "win meter after skip");
                assertBoardShown((CtStep) script.last());
            }).get(10, TimeUnit.SECONDS);
        }
    }

    @Test
    void aWholeRoundPlayedAnimatedEndsExactlyWhereASkipEnds() throws Exception {
        GameRng rng = SeededStreams.single(11);
        int played = 0;
        while (played < 3) {
            ChristmasTreeOutcome o = GAME.play(1, rng);
            if (o.regular().cascades() < 2) {
                continue; // a round with cascades animates removal, drops and refills
            }
            played++;
            RoundScript script = RENDERER.script(o);
            CountDownLatch done = new CountDownLatch(1);
            WaitForAsyncUtils.asyncFx(() -> presenter.play(script, Speed.QUICK, done::countDown)).get(5, TimeUnit.SECONDS);
            assertTrue(done.await(60, TimeUnit.SECONDS), "animated round ends");
            WaitForAsyncUtils.asyncFx(() -> {
                assertEquals(script.steps().size(), presenter.stepsShown(), "every step shown once");
                assertEquals(o.totalWin(), presenter.win().get());
                assertBoardShown((CtStep) script.last());
            }).get(5, TimeUnit.SECONDS);
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
                    NUM.format(o.sourceWin(ChristmasTreeOutcome.SOURCE_FREE_SPINS)), view.shownAmount());
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
