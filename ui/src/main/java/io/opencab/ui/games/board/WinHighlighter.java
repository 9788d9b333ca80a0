package io.opencab.ui.games.board;

import javafx.animation.Animation;
import javafx.animation.FadeTransition;
import javafx.animation.ParallelTransition;
import javafx.animation.PauseTransition;
import javafx.animation.ScaleTransition;
import javafx.scene.Group;
import javafx.scene.Node;
import javafx.scene.effect.DropShadow;
import javafx.scene.paint.Color;
import javafx.scene.shape.Rectangle;
import javafx.scene.text.Text;
import javafx.scene.text.TextAlignment;
import javafx.util.Duration;

/**
 * How a board shows its paying clusters: each cluster's cells framed and tinted in the symbol's
 * colour with its pay in the middle, and the reveal, one cluster after the other, while the paying
 * symbols bounce once.
 */
public final class WinHighlighter {
    /** A game's frame: tint opacity, pay text size and the pay's CSS class (tests read pays by it). */
    public record Look(double tint, double paySize, String payClass) {
    }

    private final CellGrid grid;
    private final Look look;

    public WinHighlighter(CellGrid grid, Look look) {
        this.grid = grid;
        this.look = look;
    }

    /** One cluster: its {@code cells} framed in {@code colour}, {@code pay} at their centre. */
    public Group cluster(long cells, Color colour, String pay) {
        Group g = new Group();
        double sx = 0;
        double sy = 0;
        for (long m = cells; m != 0; m &= m - 1) {
            int cell = Long.numberOfTrailingZeros(m);
            Rectangle r = grid.square(cell, 2, 14);
            r.setFill(colour.deriveColor(0, 1, 1, look.tint()));
            r.setStroke(colour);
            r.setStrokeWidth(4);
            g.getChildren().add(r);
            sx += grid.x(cell);
            sy += grid.y(cell);
        }
        g.setEffect(new DropShadow(18, colour));
        Text t = BoardText.bold(look.paySize(), "#ffffff");
        t.setText(pay);
        t.setTextAlignment(TextAlignment.CENTER);
        t.setStroke(Color.BLACK);
        t.setStrokeWidth(1.5);
        t.getStyleClass().add(look.payClass());
        int size = Long.bitCount(cells);
        t.setX(sx / size - t.getLayoutBounds().getWidth() / 2);
        t.setY(sy / size + 10);
        g.getChildren().add(t);
        return BoardLayers.still(g);
    }

    /**
     * The clusters of {@code lights} (one child each) fade in one after the other while the
     * symbols on {@code bounce} swell to {@code scale} and back; the whole lasts the step.
     */
    public Animation reveal(Group lights, long bounce, double scale, double ms) {
        ParallelTransition all = new ParallelTransition();
        int k = 0;
        for (Node cluster : lights.getChildren()) {
            cluster.setOpacity(0);
            FadeTransition f = new FadeTransition(Duration.millis(ms * 0.25), cluster);
            f.setToValue(1);
            f.setDelay(Duration.millis(ms * 0.15 * k++));
            all.getChildren().add(f);
        }
        for (long m = bounce; m != 0; m &= m - 1) {
            ScaleTransition p = new ScaleTransition(Duration.millis(ms * 0.25), grid.at(Long.numberOfTrailingZeros(m)));
            p.setToX(scale);
            p.setToY(scale);
            p.setAutoReverse(true);
            p.setCycleCount(2);
            all.getChildren().add(p);
        }
        all.getChildren().add(new PauseTransition(Duration.millis(ms)));
        return all;
    }
}
