package io.opencab.ui.games;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.engine.game.RoundOutcome;
import io.opencab.engine.rng.GameRng;
import io.opencab.engine.rng.SeededStreams;
import io.opencab.ui.present.BoardView;
import io.opencab.ui.present.GameRenderer;
import io.opencab.ui.present.Presenter;
import io.opencab.ui.present.RoundScript;
import io.opencab.ui.present.Speed;
import io.opencab.ui.present.Step;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.function.IntUnaryOperator;
import java.util.function.Predicate;
import javafx.animation.Animation;
import javafx.scene.Group;
import javafx.scene.Scene;
import javafx.stage.Stage;
import org.testfx.util.WaitForAsyncUtils;

/**
 * One game's board on a headless stage, driven by real seeded engine outcomes: what the four board-view tests share.
 * Each test says what its board must show after a step; the rig plays the rounds, animates, skips and shoots.
 *
 * @param <O> the game's outcome
 * @param <V> the game's board view
 */
public final class BoardRig<O extends RoundOutcome, V extends BoardView> {
    /** The game's own {@code play}, typed to its outcome. */
    @FunctionalInterface
    public interface Play<O> {
        O play(int betLevel, GameRng rng);
    }

    /** What a test checks after each step is shown: the round, the step, and the win shown before the step. */
    @FunctionalInterface
    public interface StepCheck<O> {
        void shown(O outcome, Step step, long winBefore);
    }

    private final GameRenderer renderer;
    private final Play<O> game;
    private V view;
    private Presenter presenter;

    public BoardRig(GameRenderer renderer, Play<O> game) {
        this.renderer = renderer;
        this.game = game;
    }

    /** The {@code @Start} of a test: a new idle board and its presenter on an 820 x 600 stage. */
    @SuppressWarnings("unchecked")
    public V start(Stage stage) {
        view = (V) renderer.createView();
        presenter = new Presenter(view);
        view.idle();
        stage.setScene(new Scene(new Group(view.node()), 820, 600));
        stage.show();
        return view;
    }

    public Presenter presenter() {
        return presenter;
    }

    /**
     * Plays {@code batches} x 100 rounds from {@code seed} (round {@code i} of a batch at {@code level(i)}) and, on the
     * JavaFX thread, builds every step's animation (it must take time), shows the step and runs {@code check}.
     * Returns the rounds played and how many steps were shown.
     */
    public Shown<O> everyStep(long seed, int batches, IntUnaryOperator level, StepCheck<O> check) throws Exception {
        GameRng rng = SeededStreams.single(seed);
        List<O> rounds = new ArrayList<>();
        int[] steps = {0};
        for (int batch = 0; batch < batches; batch++) {
            List<O> outcomes = new ArrayList<>();
            for (int i = 0; i < 100; i++) {
                outcomes.add(game.play(level.applyAsInt(i), rng));
            }
            rounds.addAll(outcomes);
            WaitForAsyncUtils.asyncFx(() -> {
                for (O o : outcomes) {
                    long before = 0;
                    for (Step s : renderer.script(o).steps()) {
                        Animation a = view.animate(s, Speed.QUICK);
                        assertTrue(a.getTotalDuration().toMillis() > 0, "step " + s.getClass().getSimpleName() + " has no time");
                        view.show(s);
                        check.shown(o, s, before);
                        before = s.winAfter();
                        steps[0]++;
                    }
                }
            }).get(60, TimeUnit.SECONDS);
        }
        return new Shown<>(rounds, steps[0]);
    }

    /** The rounds {@link #everyStep} played and the steps it showed. */
    public record Shown<O>(List<O> rounds, int steps) {
    }

    /**
     * Plays {@code rounds} rounds from {@code seed} at {@code level}, each skipped as soon as it starts: the round
     * ends, the win meter shows the outcome's win and {@code finalBoard} checks the board shows the last step.
     */
    public void skipEvery(long seed, int rounds, int level, Consumer<Step> finalBoard) throws Exception {
        GameRng rng = SeededStreams.single(seed);
        for (int i = 0; i < rounds; i++) {
            O o = game.play(level, rng);
            RoundScript script = renderer.script(o);
            CountDownLatch done = new CountDownLatch(1);
            WaitForAsyncUtils.asyncFx(() -> {
                presenter.play(script, Speed.NORMAL, done::countDown);
                presenter.skip();
            }).get(10, TimeUnit.SECONDS);
            assertTrue(done.await(5, TimeUnit.SECONDS), "skip ends the round");
            WaitForAsyncUtils.asyncFx(() -> {
                assertFalse(presenter.running().get());
                assertEquals(o.totalWin(), presenter.win().get(), "win meter after skip");
                finalBoard.accept(script.last());
            }).get(10, TimeUnit.SECONDS);
        }
    }

    /** The next round from {@code rng} at {@code level} that {@code wanted} accepts. */
    public O next(GameRng rng, int level, Predicate<O> wanted) {
        O o = game.play(level, rng);
        while (!wanted.test(o)) {
            o = game.play(level, rng);
        }
        return o;
    }

    /**
     * Plays round {@code o} animated to its end: every step is shown once, the win meter shows the outcome's win and
     * {@code finalBoard} checks the board is the one a skip leaves.
     */
    public void playAnimated(O o, Consumer<Step> finalBoard) throws Exception {
        RoundScript script = renderer.script(o);
        CountDownLatch done = new CountDownLatch(1);
        WaitForAsyncUtils.asyncFx(() -> presenter.play(script, Speed.QUICK, done::countDown)).get(5, TimeUnit.SECONDS);
        assertTrue(done.await(60, TimeUnit.SECONDS), "animated round ends");
        long total = o.totalWin();
        WaitForAsyncUtils.asyncFx(() -> {
            assertEquals(script.steps().size(), presenter.stepsShown(), "every step shown once");
            assertEquals(total, presenter.win().get());
            finalBoard.accept(script.last());
        }).get(5, TimeUnit.SECONDS);
    }

    /**
     * A screenshot {@code name} (BoardShots) of the first step matching {@code step} in the first round at bet level 2
     * matching {@code round}, searched from a seed of the name; no such round in 300,000 fails the test.
     */
    public void shot(String name, Predicate<O> round, Predicate<Step> step) throws Exception {
        GameRng rng = SeededStreams.single(name.hashCode());
        for (int i = 0; i < 300_000; i++) {
            O o = game.play(2, rng);
            if (round.test(o)) {
                RoundScript script = renderer.script(o);
                int at = BoardShots.find(script, step);
                if (at >= 0) {
                    BoardShots.shoot(renderer, script, at, name);
                    return;
                }
            }
        }
        throw new AssertionError("no round for " + name);
    }
}
