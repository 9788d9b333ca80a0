package io.opencab.ui.games.clusterkingdom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.engine.games.clusterkingdom.CkBonusType;
import io.opencab.engine.games.clusterkingdom.ClusterKingdom;
import io.opencab.engine.games.clusterkingdom.ClusterKingdomOutcome;
import io.opencab.engine.grid.GridShape;
import io.opencab.engine.rng.GameRng;
import io.opencab.engine.rng.SeededStreams;
import io.opencab.ui.games.BoardShots;
import io.opencab.ui.games.clusterkingdom.CkSteps.CkStep;
import io.opencab.ui.games.clusterkingdom.CkSteps.Kind;
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

/** The Cluster Kingdom board on a headless stage, driven by real seeded engine outcomes. */
@ExtendWith(ApplicationExtension.class)
class CkBoardViewTest {
    private static final ClusterKingdom GAME = ClusterKingdom.standard();
    private static final CkRenderer RENDERER = new CkRenderer(GAME);
    private static final GridShape SHAPE = ClusterKingdom.shape();
    private CkBoardView view;
    private Presenter presenter;

    @Start
    void start(Stage stage) {
        view = (CkBoardView) RENDERER.createView();
        presenter = new Presenter(view);
        view.idle();
        stage.setScene(new Scene(new Group(view.node()), 820, 600));
        stage.show();
    }

    @Test
    void everyStepOf1200RoundsBuildsItsAnimationAndShowsTheBoardAndMultipliers() throws Exception {
        GameRng rng = SeededStreams.single(99);
        AtomicInteger steps = new AtomicInteger();
        for (int batch = 0; batch < 12; batch++) {
            ClusterKingdomOutcome[] outcomes = new ClusterKingdomOutcome[100];
            for (int i = 0; i < outcomes.length; i++) {
                outcomes[i] = GAME.play(GAME.info().betLevels().get(i % GAME.info().betLevels().size()), rng);
            }
            WaitForAsyncUtils.asyncFx(() -> {
                for (ClusterKingdomOutcome o : outcomes) {
                    for (Step s : RENDERER.script(o).steps()) {
                        Animation a = view.animate(s, Speed.QUICK);
                        assertTrue(a.getTotalDuration().toMillis() > 0, "step " + s.getClass().getSimpleName() + " has no time");
                        view.show(s);
                        assertShown((CkStep) s);
                        steps.incrementAndGet();
                    }
                }
            }).get(60, TimeUnit.SECONDS);
        }
        assertTrue(steps.get() >= 2 * 12 * 100, "steps shown: " + steps.get());
    }

    @Test
    void skippingShowsTheFinalBoardAndTheOutcomesWin() throws Exception {
        GameRng rng = SeededStreams.single(5);
        for (int i = 0; i < 300; i++) {
            ClusterKingdomOutcome o = GAME.play(1, rng);
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
                assertShown((CkStep) script.last());
            }).get(10, TimeUnit.SECONDS);
        }
    }

    @Test
    void aRoundWithRoyalsPlayedAnimatedEndsExactlyWhereASkipEnds() throws Exception {
        GameRng rng = SeededStreams.single(11);
        ClusterKingdomOutcome o = GAME.play(1, rng);
        while (o.featureCount(ClusterKingdomOutcome.FEATURE_KING) == 0 || o.cascades() < 2) {
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
            assertShown((CkStep) script.last());
        }).get(5, TimeUnit.SECONDS);
    }

    @Test
    void screenshotsOfEachFeature() throws Exception {
        shot("60-ck-removal", o -> o.cascades() >= 2, s -> s instanceof CkSteps.Change c && c.kind() == Kind.REMOVE
                && Long.bitCount(c.focus()) >= 8);
        shot("61-ck-sticky-redrop", o -> o.featureCount(ClusterKingdomOutcome.FEATURE_STICKY_REDROPS) > 0,
                s -> s instanceof CkSteps.Change c && c.kind() == Kind.REDROP && c.hud().redrop() >= 2);
        shot("62-ck-multiplier-win", o -> true, s -> s instanceof CkSteps.Wins w
                && w.clusters().stream().anyMatch(c -> c.multiplier() > 2));
        shot("63-ck-multiplier-merge", o -> o.featureCount(ClusterKingdomOutcome.FEATURE_MULTIPLIER_MERGE) > 0,
                s -> s instanceof CkSteps.Change c && c.kind() == Kind.MERGE);
        shot("64-ck-king", o -> o.featureCount(ClusterKingdomOutcome.FEATURE_KING) > 0,
                s -> s instanceof CkSteps.Change c && c.kind() == Kind.KING && Long.bitCount(c.focus()) >= 3);
        shot("65-ck-princess", o -> o.featureCount(ClusterKingdomOutcome.FEATURE_PRINCESS) > 0,
                s -> s instanceof CkSteps.Change c && c.kind() == Kind.PRINCESS && Long.bitCount(c.focus()) >= 2);
        shot("66-ck-queen", o -> o.featureCount(ClusterKingdomOutcome.FEATURE_QUEEN) > 0,
                s -> s instanceof CkSteps.Change c && c.kind() == Kind.QUEEN);
        shot("67-ck-toward-the-king", o -> true, s -> s instanceof CkSteps.Change c && c.kind() == Kind.MOVE);
        shot("68-ck-super-bonus", o -> o.bonus() == CkBonusType.SUPER, s -> s instanceof CkSteps.Wins w
                && w.hud().drop() >= 2 && w.clusters().stream().anyMatch(c -> c.multiplier() > 1));
        shot("69-ck-bonus-start", o -> o.bonus() == CkBonusType.BONUS, s -> s instanceof CkSteps.BonusStart);
    }

    private void shot(String name, Predicate<ClusterKingdomOutcome> round, Predicate<Step> step) throws Exception {
        GameRng rng = SeededStreams.single(name.hashCode());
        for (int i = 0; i < 300_000; i++) {
            ClusterKingdomOutcome o = GAME.play(2, rng);
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

    private void assertShown(CkStep s) {
        for (int cell : SHAPE.cells()) {
            assertEquals(s.cells().board().at(cell), view.shownSymbol(cell), "cell " + cell + " after " + s);
            assertEquals(s.cells().multiplier(cell), view.shownMultiplier(cell), "multiplier at " + cell);
        }
        String text = view.hudText();
        if (s.hud().free()) {
            assertTrue(text.contains("FREE DROP " + s.hud().drop() + " / " + s.hud().drops()), text);
        } else {
            assertTrue(text.contains("BASE DROP"), text);
        }
        if (s.hud().redrop() > 0) {
            assertTrue(text.contains("STICKY REDROP " + s.hud().redrop()), text);
        }
    }
}
