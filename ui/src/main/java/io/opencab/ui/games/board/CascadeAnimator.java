package io.opencab.ui.games.board;

import io.opencab.engine.grid.Board;
import io.opencab.engine.grid.GridShape;
import javafx.animation.Animation;
import javafx.animation.FadeTransition;
import javafx.animation.Interpolator;
import javafx.animation.ParallelTransition;
import javafx.animation.PauseTransition;
import javafx.animation.ScaleTransition;
import javafx.animation.SequentialTransition;
import javafx.animation.TranslateTransition;
import javafx.scene.Node;
import javafx.util.Duration;

/**
 * The falling of symbols every cascading game shows: a board landing (each symbol drops in from
 * above the board into its cell, column after column), and a cascade (the removed symbols vanish,
 * the survivors fall straight down their own column, the emptied tops refill from above).
 */
public final class CascadeAnimator {
    /**
     * How a board lands: each drop takes {@code share} of the step, starts {@code columnDelay} of
     * the step later per column and {@code rowDelay} later per row.
     */
    public record Drop(double share, double columnDelay, double rowDelay, Interpolator interpolator) {
    }

    /**
     * How a cascade looks: the removed symbols shrink away over {@code removeShare} of the step
     * (and fade out with {@code fadeOut}); the refills fade in as they drop with {@code fadeIn}.
     */
    public record Collapse(double removeShare, boolean fadeOut, boolean fadeIn) {
    }

    private final CellGrid grid;

    public CascadeAnimator(CellGrid grid) {
        this.grid = grid;
    }

    /** The symbols drawn on the cells of {@code cells} drop in from above the board. */
    public ParallelTransition dropIn(long cells, double ms, Drop drop) {
        GridShape shape = grid.shape();
        ParallelTransition all = new ParallelTransition();
        for (long m = cells; m != 0; m &= m - 1) {
            int cell = Long.numberOfTrailingZeros(m);
            Node n = grid.at(cell);
            if (n == null) {
                continue;
            }
            double above = -grid.y(cell) - grid.size();
            TranslateTransition t = new TranslateTransition(Duration.millis(ms * drop.share()), n);
            t.setFromY(above);
            t.setToY(0);
            t.setDelay(Duration.millis(ms * drop.columnDelay() * shape.column(cell) + ms * drop.rowDelay() * shape.row(cell)));
            t.setInterpolator(drop.interpolator());
            n.setTranslateY(above);
            all.getChildren().add(t);
        }
        return all;
    }

    /**
     * From the board drawn now: the {@code removed} symbols go, the survivors fall down their
     * column, and the symbols of {@code after} fill the emptied tops from above.
     */
    public Animation collapse(long removed, Board after, double ms, Collapse look) {
        ParallelTransition remove = new ParallelTransition();
        for (long m = removed; m != 0; m &= m - 1) {
            Node n = grid.at(Long.numberOfTrailingZeros(m));
            ScaleTransition s = new ScaleTransition(Duration.millis(ms * look.removeShare()), n);
            s.setToX(0);
            s.setToY(0);
            remove.getChildren().add(s);
            if (look.fadeOut()) {
                FadeTransition f = new FadeTransition(Duration.millis(ms * look.removeShare()), n);
                f.setToValue(0);
                remove.getChildren().add(f);
            }
        }
        GridShape shape = grid.shape();
        ParallelTransition fall = new ParallelTransition();
        for (int col = 0; col < shape.columnCount(); col++) {
            int h = shape.height(col);
            int to = 0;
            for (int row = 0; row < h; row++) {
                int from = shape.index(col, row);
                if ((removed >>> from & 1L) != 0) {
                    continue;
                }
                int dest = shape.index(col, to++);
                if (dest != from) {
                    fall.getChildren().add(fallTo(grid.at(from), grid.y(dest) - grid.y(from), ms));
                }
            }
            int fresh = h - to;
            for (int row = to; row < h; row++) {
                int dest = shape.index(col, row);
                Node n = grid.make(after.at(dest), dest);
                // Drops in from above its own column, straight down (never sideways).
                n.setTranslateY(-fresh * grid.size() - grid.size());
                grid.addLoose(n);
                fall.getChildren().add(fallTo(n, 0, ms));
                if (look.fadeIn()) {
                    n.setOpacity(0);
                    FadeTransition f = new FadeTransition(Duration.millis(ms * 0.15), n);
                    f.setToValue(1);
                    fall.getChildren().add(f);
                }
            }
        }
        return new SequentialTransition(remove, fall, new PauseTransition(Duration.millis(ms * 0.1)));
    }

    private static TranslateTransition fallTo(Node n, double toY, double ms) {
        TranslateTransition t = new TranslateTransition(Duration.millis(ms * 0.45), n);
        t.setToY(toY);
        t.setInterpolator(Interpolator.EASE_IN);
        return t;
    }
}
