package io.opencab.ui.games.cooljewels;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.engine.games.cooljewels.CjPair;
import io.opencab.engine.games.cooljewels.CoolJewels;
import io.opencab.engine.games.cooljewels.CoolJewelsOutcome;
import io.opencab.engine.grid.Board;
import io.opencab.engine.rng.GameRng;
import io.opencab.engine.rng.SeededStreams;
import io.opencab.ui.games.BoardShots;
import io.opencab.ui.games.cooljewels.CjSteps.CjStep;
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

/** The Cool Jewels board on a headless stage, driven by real seeded engine outcomes. */
@ExtendWith(ApplicationExtension.class)
class CjBoardViewTest {
    private static final CoolJewels GAME = CoolJewels.standard();
    private static final CjRenderer RENDERER = new CjRenderer(GAME);
    private CjBoardView view;
    private Presenter presenter;

    @Start
    void start(Stage stage) {
        view = (CjBoardView) RENDERER.createView();
        presenter = new Presenter(view);
        view.idle();
        stage.setScene(new Scene(new Group(view.node()), 820, 600));
        stage.show();
    }

    @Test
    void everyStepOf800RoundsBuildsItsAnimationAndShowsTheBoardMeterAndWatermarks() throws Exception {
        GameRng rng = SeededStreams.single(99);
        AtomicInteger steps = new AtomicInteger();
        for (int batch = 0; batch < 8; batch++) {
            CoolJewelsOutcome[] outcomes = new CoolJewelsOutcome[100];
            for (int i = 0; i < outcomes.length; i++) {
                outcomes[i] = GAME.play(1 + i % 5, rng);
            }
            WaitForAsyncUtils.asyncFx(() -> {
                for (CoolJewelsOutcome o : outcomes) {
                    for (Step s : RENDERER.script(o).steps()) {
                        Animation a = view.animate(s, Speed.QUICK);
                        assertTrue(a.getTotalDuration().toMillis() > 0, "step " + s.getClass().getSimpleName() + " has no time");
                        view.show(s);
                        assertShown((CjStep) s);
                        steps.incrementAndGet();
                    }
                }
            }).get(60, TimeUnit.SECONDS);
        }
        assertTrue(steps.get() >= 2 * 8 * 100, "steps shown: " + steps.get());
    }

    @Test
    void skippingShowsTheFinalBoardAndTheOutcomesWin() throws Exception {
        GameRng rng = SeededStreams.single(5);
        for (int i = 0; i < 300; i++) {
            CoolJewelsOutcome o = GAME.play(2, rng);
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
                assertShown((CjStep) script.last());
            }).get(10, TimeUnit.SECONDS);
        }
    }

    @Test
    void aRoundWithAWildPlayedAnimatedEndsExactlyWhereASkipEnds() throws Exception {
        GameRng rng = SeededStreams.single(11);
        CoolJewelsOutcome o = GAME.play(1, rng);
        while (o.featureCount(CoolJewelsOutcome.FEATURE_UNSTABLE) == 0 || o.base().cascades() < 2) {
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
            assertShown((CjStep) script.last());
        }).get(5, TimeUnit.SECONDS);
    }

    @Test
    void screenshotsOfEachFeature() throws Exception {
        shot("50-cj-meter", o -> o.base().cascades() >= 3, s -> s instanceof CjSteps.Meter m && m.hud().slice() >= 20);
        shot("51-cj-shattering-wild", o -> o.featureCount(CoolJewelsOutcome.FEATURE_SHATTERING) > 0,
                s -> s instanceof CjSteps.WildAct w && w.wild().symbol() == 11 && Long.bitCount(w.wild().destroyed()) >= 5);
        shot("52-cj-wild-pair", o -> o.featureCount(CoolJewelsOutcome.FEATURE_PAIR_SHATTERING_SHOCKING) > 0,
                s -> s instanceof CjSteps.Pairs p && p.pairs().stream().anyMatch(x -> x.enhancement() == CjPair.Enhancement.BLUE_WATERMARK));
        shot("53-cj-watermarks", o -> o.featureCount(CoolJewelsOutcome.FEATURE_COMBINED) > 0,
                s -> s instanceof CjSteps.Groups g && combined(g.hud().marks()));
        shot("54-cj-persisting-wilds", o -> o.featureCount(CoolJewelsOutcome.FEATURE_PAIR_UNSTABLE_UNSTABLE) > 0,
                s -> s instanceof CjSteps.Pairs p && p.persistingMade() != 0);
        shot("55-cj-free-games", o -> o.freeGames().size() >= 2, s -> s instanceof CjSteps.FreeGames);
        shot("56-cj-guarantee", o -> o.featureCount(CoolJewelsOutcome.FEATURE_GUARANTEE_TOP_UP) > 0,
                s -> s instanceof CjSteps.Guarantee);
    }

    private static boolean combined(CjSteps.Marks m) {
        return (m.pink() & m.green() | m.pink() & m.blue() | m.green() & m.blue()) != 0;
    }

    private void shot(String name, Predicate<CoolJewelsOutcome> round, Predicate<Step> step) throws Exception {
        GameRng rng = SeededStreams.single(name.hashCode());
        for (int i = 0; i < 300_000; i++) {
            CoolJewelsOutcome o = GAME.play(2, rng);
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

    private void assertShown(CjStep s) {
        Board b = s.board();
        for (int cell : b.shape().cells()) {
            assertEquals(b.at(cell), view.shownSymbol(cell), "cell " + cell + " after " + s.getClass().getSimpleName());
        }
        assertEquals(s.gone(), view.shownGone(), "destroyed spaces drawn faded");
        assertEquals(s.hud().slice(), view.litSlices(), "meter slices lit");
        assertEquals(s.hud().marks(), view.shownMarks(), "watermarks drawn");
    }
}
