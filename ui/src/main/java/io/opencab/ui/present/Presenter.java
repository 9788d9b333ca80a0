package io.opencab.ui.present;

import java.util.ArrayList;
import java.util.List;
import javafx.animation.Animation;
import javafx.animation.KeyFrame;
import javafx.animation.KeyValue;
import javafx.animation.ParallelTransition;
import javafx.animation.Timeline;
import javafx.beans.property.LongProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyLongProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleLongProperty;
import javafx.util.Duration;

/**
 * Plays a {@link RoundScript} on a {@link BoardView}, one step after the other, counting the win
 * meter up to each step's {@link Step#winAfter()}. {@link #skip()} (SPIN during a round) jumps to
 * the last step: the board, caption and win meter then show exactly what the full animation
 * would have ended with. JavaFX thread only.
 */
public final class Presenter {
    /** How long the win cycle shows each paying step. */
    public static final int CYCLE_STEP_MS = 1_600;
    /** How long the win cycle shows the round's end picture before starting again. */
    public static final int CYCLE_END_MS = 2_400;
    private final BoardView view;
    private final LongProperty win = new SimpleLongProperty(0);
    private final ReadOnlyStringWrapper caption = new ReadOnlyStringWrapper("");
    private final ReadOnlyBooleanWrapper running = new ReadOnlyBooleanWrapper(false);
    private final ReadOnlyBooleanWrapper cycling = new ReadOnlyBooleanWrapper(false);
    private RoundScript script;
    private Runnable onDone;
    private int index;
    private Animation current;
    /** Bumped on every start and skip, so a stale animation's end does nothing. */
    private long generation;
    private int stepsShown;

    public Presenter(BoardView view) {
        this.view = view;
    }

    /** The win meter as displayed now (counting up during a step). */
    public ReadOnlyLongProperty win() {
        return win;
    }

    public ReadOnlyStringProperty caption() {
        return caption.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty running() {
        return running.getReadOnlyProperty();
    }

    public BoardView view() {
        return view;
    }

    /** Steps shown so far in this presentation (animated or jumped to). */
    public int stepsShown() {
        return stepsShown;
    }

    /** Starts {@code s}; {@code done} runs once, when the last step has been shown (played or skipped). */
    public void play(RoundScript s, Speed speed, Runnable done) {
        stopCurrent();
        cycling.set(false);
        generation++;
        script = s;
        onDone = done;
        index = 0;
        stepsShown = 0;
        win.set(0);
        caption.set("");
        running.set(true);
        next(speed, generation);
    }

    /** Jumps to the end of the round being shown; no effect when idle. */
    public void skip() {
        if (cycling.get()) {
            stopCycle();
            return;
        }
        if (!running.get()) {
            return;
        }
        stopCurrent();
        generation++;
        Step last = script.last();
        view.show(last);
        stepsShown++;
        win.set(last.winAfter());
        caption.set(last.caption());
        finish();
    }

    /**
     * Stops the running round at step {@code i} and shows it, without finishing the round: a
     * later {@link #skip()} still ends it normally (screenshots of a feature in the middle).
     */
    public void pauseAt(int i) {
        if (!running.get()) {
            return;
        }
        stopCurrent();
        generation++;
        Step step = script.steps().get(i);
        view.show(step);
        win.set(step.winAfter());
        caption.set(step.caption());
        index = i + 1;
    }

    /** Shows a script's last step at once (game recall's "end" and the screenshots). */
    public void showEnd(RoundScript s) {
        stopCurrent();
        cycling.set(false);
        generation++;
        running.set(false);
        script = s;
        view.show(s.last());
        win.set(s.last().winAfter());
        caption.set(s.last().caption());
    }

    /** Shows step {@code i} of {@code s} at once (game recall, step by step). */
    public void showStep(RoundScript s, int i) {
        stopCurrent();
        cycling.set(false);
        generation++;
        running.set(false);
        script = s;
        Step step = s.steps().get(i);
        view.show(step);
        win.set(step.winAfter());
        caption.set(step.caption());
    }

    /**
     * After a round that won: shows, one after the other and round again, each step that raised the win (a
     * winning cluster, a feature's pay), {@link #CYCLE_STEP_MS} each, then the round's end picture for
     * {@link #CYCLE_END_MS}, until the next round starts, {@link #stopCycle()} or {@link #skip()} (issue 39 item 3:
     * the win cycle). The win meter stays at the round's total. Nothing happens for a round without a win.
     */
    public void cycle(RoundScript s) {
        List<Step> paying = new ArrayList<>();
        long before = 0;
        for (Step st : s.steps()) {
            if (st.winAfter() > before) {
                paying.add(st);
            }
            before = st.winAfter();
        }
        if (paying.isEmpty()) {
            return;
        }
        stopCurrent();
        generation++;
        script = s;
        Timeline t = new Timeline();
        double at = CYCLE_END_MS;
        for (Step st : paying) {
            t.getKeyFrames().add(new KeyFrame(Duration.millis(at), e -> {
                view.show(st);
                caption.set(st.caption());
            }));
            at += CYCLE_STEP_MS;
        }
        t.getKeyFrames().add(new KeyFrame(Duration.millis(at), e -> {
            view.show(s.last());
            caption.set(s.last().caption());
        }));
        t.setCycleCount(Animation.INDEFINITE);
        current = t;
        cycling.set(true);
        t.play();
    }

    /** Ends the win cycle on the round's end picture; no effect when none runs. */
    public void stopCycle() {
        if (!cycling.get()) {
            return;
        }
        stopCurrent();
        generation++;
        cycling.set(false);
        view.show(script.last());
        caption.set(script.last().caption());
    }

    /** True while the win cycle runs. */
    public ReadOnlyBooleanProperty cycling() {
        return cycling.getReadOnlyProperty();
    }

    private void next(Speed speed, long gen) {
        if (gen != generation) {
            return;
        }
        if (index >= script.steps().size()) {
            finish();
            return;
        }
        Step step = script.steps().get(index);
        double ms = speed.millis(step.millis());
        double reveal = Math.max(0, Math.min(1, step.revealAt())) * ms;
        caption.set(reveal > 0 ? step.captionBefore() : step.caption());
        Animation a = view.animate(step, speed);
        long from = win.get();
        if (step.winAfter() != from || reveal > 0) {
            // The win counts up once the step's result shows (its revealAt), over most of the rest of the step.
            Timeline count = new Timeline(
                    new KeyFrame(Duration.ZERO, new KeyValue(win, from)),
                    new KeyFrame(Duration.millis(reveal), e -> caption.set(step.caption()), new KeyValue(win, from)),
                    new KeyFrame(Duration.millis(Math.max(reveal + 16, reveal + (ms - reveal) * 0.8)),
                            new KeyValue(win, step.winAfter())));
            a = new ParallelTransition(a, count);
        }
        current = a;
        a.setOnFinished(e -> {
            if (gen != generation) {
                return;
            }
            view.show(step);
            stepsShown++;
            win.set(step.winAfter());
            index++;
            next(speed, gen);
        });
        a.play();
    }

    private void finish() {
        running.set(false);
        current = null;
        Runnable d = onDone;
        onDone = null;
        if (d != null) {
            d.run();
        }
    }

    private void stopCurrent() {
        if (current != null) {
            current.stop();
            current = null;
        }
    }
}
