package io.opencab.ui.games.lostrelics;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.engine.games.lostrelics.LostRelics;
import io.opencab.engine.games.lostrelics.LostRelicsOutcome;
import io.opencab.engine.grid.Board;
import io.opencab.engine.rng.GameRng;
import io.opencab.engine.rng.SeededStreams;
import io.opencab.ui.games.BoardShots;
import io.opencab.ui.games.lostrelics.LrSteps.LrStep;
import io.opencab.ui.present.Presenter;
import io.opencab.ui.present.RoundScript;
import io.opencab.ui.present.Speed;
import io.opencab.ui.present.Step;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Predicate;
import javafx.animation.Animation;
import javafx.scene.Group;
import javafx.scene.Scene;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** The Lost Relics board on a headless stage, driven by real seeded engine outcomes. */
@ExtendWith(ApplicationExtension.class)
class LrBoardViewTest {
    private static final LostRelics GAME = LostRelics.standard();
    private static final LrRenderer RENDERER = new LrRenderer(GAME);
    private LrBoardView view;
    private Presenter presenter;

    @Start
    void start(Stage stage) {
        view = (LrBoardView) RENDERER.createView();
        presenter = new Presenter(view);
        view.idle();
        stage.setScene(new Scene(new Group(view.node()), 820, 600));
        stage.show();
    }

    @Test
    void everyStepOfThousandsOfRoundsBuildsItsAnimationAndShowsTheOutcomesBoardAndCounters() throws Exception {
        GameRng rng = SeededStreams.single(99);
        AtomicInteger steps = new AtomicInteger();
        AtomicInteger free = new AtomicInteger();
        for (int batch = 0; batch < 30; batch++) {
            LostRelicsOutcome[] outcomes = new LostRelicsOutcome[100];
            for (int i = 0; i < outcomes.length; i++) {
                outcomes[i] = GAME.play(1 + i % 10, rng);
            }
            WaitForAsyncUtils.asyncFx(() -> {
                for (LostRelicsOutcome o : outcomes) {
                    if (!o.freeSpins().isEmpty()) {
                        free.incrementAndGet();
                    }
                    for (Step s : RENDERER.script(o).steps()) {
                        Animation a = view.animate(s, Speed.QUICK);
                        assertTrue(a.getTotalDuration().toMillis() > 0, "step " + s.getClass().getSimpleName() + " has no time");
                        view.show(s);
                        assertShown((LrStep) s);
                        steps.incrementAndGet();
                    }
                }
            }).get(60, TimeUnit.SECONDS);
        }
        assertTrue(steps.get() > 6_000, "steps shown: " + steps.get());
        assertTrue(free.get() > 0, "no Free Spins in 3000 rounds");
    }

    @Test
    void skippingShowsTheFinalBoardAndTheOutcomesWin() throws Exception {
        GameRng rng = SeededStreams.single(5);
        for (int i = 0; i < 300; i++) {
            LostRelicsOutcome o = GAME.play(3, rng);
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
                assertShown((LrStep) script.last());
            }).get(10, TimeUnit.SECONDS);
        }
    }

    @Test
    void aRoundWithFeaturesPlayedAnimatedEndsExactlyWhereASkipEnds() throws Exception {
        GameRng rng = SeededStreams.single(11);
        LostRelicsOutcome o = GAME.play(1, rng);
        while (o.main().features().size() < 2) {
            o = GAME.play(1, rng);
        }
        RoundScript script = RENDERER.script(o);
        CountDownLatch done = new CountDownLatch(1);
        WaitForAsyncUtils.asyncFx(() -> presenter.play(script, Speed.QUICK, done::countDown)).get(5, TimeUnit.SECONDS);
        assertTrue(done.await(60, TimeUnit.SECONDS), "animated round ends");
        long total = o.totalWin();
        WaitForAsyncUtils.asyncFx(() -> {
            assertEquals(script.steps().size(), presenter.stepsShown(), "every step shown once");
            assertEquals(total, presenter.win().get());
            assertShown((LrStep) script.last());
        }).get(5, TimeUnit.SECONDS);
    }

    @Test
    void screenshotsOfEachFeature() throws Exception {
        shot("40-lr-coin-win", o -> o.main().features().stream().anyMatch(f -> f.kind().name().equals("COIN_WIN")),
                s -> s instanceof LrSteps.Feature f && f.feature().kind().name().equals("COIN_WIN"));
        shot("41-lr-extra-wild", o -> o.main().features().size() >= 2
                        && o.main().features().stream().anyMatch(f -> f.kind().name().equals("EXTRA_WILD")),
                s -> s instanceof LrSteps.Feature f && f.feature().kind().name().equals("EXTRA_WILD"));
        shot("42-lr-extra-scatter", o -> o.main().features().stream().anyMatch(f -> f.kind().name().equals("EXTRA_SCATTER")),
                s -> s instanceof LrSteps.Feature f && f.feature().kind().name().equals("EXTRA_SCATTER"));
        shot("43-lr-hidden-chest-uncovered", o -> o.freeSpins().size() > 3,
                s -> s instanceof LrSteps.Uncover u && u.hud().revealed() != 0 && u.hud().spin() >= 2);
        shot("44-lr-chest-award", o -> o.chests() >= 1,
                s -> s instanceof LrSteps.ChestFound c && c.award().grants().size() >= 6);
        shot("45-lr-sticky-wilds", o -> Long.bitCount(o.stickyWilds()) >= 2,
                s -> s instanceof LrSteps.Wins w && Long.bitCount(w.hud().sticky()) >= 2);
    }

    private void shot(String name, Predicate<LostRelicsOutcome> round, Predicate<Step> step) throws Exception {
        GameRng rng = SeededStreams.single(name.hashCode());
        for (int i = 0; i < 300_000; i++) {
            LostRelicsOutcome o = GAME.play(2, rng);
            if (round.test(o)) {
                RoundScript script = RENDERER.script(o);
                int at = BoardShots.find(script, step);
                if (at >= 0) {
                    BoardShots.shoot(RENDERER, script, at, name);
                    return;
                }
            }
        }
        throw new AssertionError("no round for " + name);
    }

    private void assertShown(LrStep s) {
        Board b = s.board();
        for (int cell : b.shape().cells()) {
            assertEquals(b.at(cell), view.shownSymbol(cell), "cell " + cell + " after " + s.getClass().getSimpleName());
        }
        LrSteps.Hud h = s.hud();
        assertArrayEquals(new long[] {h.uncovered(), h.revealed(), h.sticky()}, view.shownMarks(),
                "uncovered spaces, chest parts and Sticky Wilds drawn");
        String text = view.hudText();
        assertTrue(text.startsWith("LEVEL " + h.level() + "\nBET " + h.bet() + " COINS"), text);
        if (h.free()) {
            assertTrue(text.contains("FREE SPIN " + h.spin() + " / " + h.spins()), text);
            assertTrue(text.contains("STICKY WILDS " + Long.bitCount(h.sticky()) + " / 6"), text);
            assertTrue(text.contains("UNCOVERED " + Long.bitCount(h.uncovered())), text);
        } else {
            assertTrue(text.contains("SCATTERS " + h.scatters() + " / 3"), text);
        }
    }
}
