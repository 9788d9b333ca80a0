package io.opencab.ui.games.christmastree;

import static io.opencab.ui.games.christmastree.CtBoardView.CELL;
import static io.opencab.ui.games.christmastree.CtBoardView.H;
import static io.opencab.ui.games.christmastree.CtBoardView.W;

import io.opencab.engine.games.christmastree.CtSymbols;
import io.opencab.ui.games.board.BoardLayers;
import io.opencab.ui.games.board.CellGrid;
import io.opencab.ui.games.christmastree.CtSteps.BlizzardDrop;
import io.opencab.ui.games.christmastree.CtSteps.Miracle;
import io.opencab.ui.games.christmastree.CtSteps.Reveal;
import io.opencab.ui.games.christmastree.CtSteps.Snowball;
import java.util.List;
import javafx.animation.Animation;
import javafx.animation.FadeTransition;
import javafx.animation.Interpolator;
import javafx.animation.KeyFrame;
import javafx.animation.ParallelTransition;
import javafx.animation.PathTransition;
import javafx.animation.PauseTransition;
import javafx.animation.RotateTransition;
import javafx.animation.ScaleTransition;
import javafx.animation.SequentialTransition;
import javafx.animation.Timeline;
import javafx.animation.TranslateTransition;
import javafx.scene.Group;
import javafx.scene.Node;
import javafx.scene.effect.DropShadow;
import javafx.scene.layout.HBox;
import javafx.scene.layout.StackPane;
import javafx.scene.paint.Color;
import javafx.scene.shape.Circle;
import javafx.scene.shape.MoveTo;
import javafx.scene.shape.Path;
import javafx.scene.shape.QuadCurveTo;
import javafx.util.Duration;

/**
 * Christmas Tree's own features on the board (rule sheet: "Snowman", "Blizzard", "Christmas
 * Miracle"): the snowball thrown at a symbol that turns its kind Wild, the Blizzard dropping Mystery
 * gifts, the gifts' reveal, and the Miracle's choice running over its three cards.
 */
final class CtFeatureAnimations {
    private final CellGrid grid;
    private final BoardLayers layers;
    private final Group snowman;
    private final java.util.function.Supplier<String[]> ranges;
    private final java.util.function.LongFunction<String> num;

    CtFeatureAnimations(CellGrid grid, BoardLayers layers, Group snowman, java.util.function.Supplier<String[]> ranges,
            java.util.function.LongFunction<String> num) {
        this.num = num;
        this.ranges = ranges;
        this.grid = grid;
        this.layers = layers;
        this.snowman = snowman;
    }

    Animation snowball(Snowball sb, double ms) {
        grid.draw(sb.before());
        Circle ball = new Circle(0, 0, 11, Color.WHITE);
        ball.setEffect(new DropShadow(8, Color.web("#9ad0ff")));
        layers.addEffect(ball);
        double tx = sb.cell() >= 0 ? grid.x(sb.cell()) : W / 2;
        double ty = sb.cell() >= 0 ? grid.y(sb.cell()) : H / 2;
        Path arc = new Path(new MoveTo(snowman.getLayoutX() + 20, snowman.getLayoutY() - 50),
                new QuadCurveTo((snowman.getLayoutX() + tx) / 2, Math.min(ty, snowman.getLayoutY()) - 220, tx, ty));
        PathTransition fly = new PathTransition(Duration.millis(ms * 0.45), arc, ball);
        ParallelTransition turn = new ParallelTransition();
        for (int cell : grid.shape().cells()) {
            if (sb.before().at(cell) == sb.symbol()) {
                int c = cell;
                ScaleTransition shrink = new ScaleTransition(Duration.millis(ms * 0.2), grid.at(cell));
                shrink.setToX(0);
                shrink.setToY(0);
                shrink.setOnFinished(e -> {
                    Node wild = grid.place(CtSymbols.WILD, c);
                    wild.setScaleX(0.2);
                    wild.setScaleY(0.2);
                    ScaleTransition grow = new ScaleTransition(Duration.millis(ms * 0.2), wild);
                    grow.setToX(1);
                    grow.setToY(1);
                    grow.play();
                });
                turn.getChildren().add(shrink);
            }
        }
        fly.setOnFinished(e -> ball.setVisible(false));
        return new SequentialTransition(fly, turn, new PauseTransition(Duration.millis(ms * 0.3)));
    }

    Animation blizzard(BlizzardDrop b, double ms) {
        grid.draw(b.before());
        ParallelTransition all = new ParallelTransition();
        // Snowflakes across the board.
        for (int i = 0; i < 40; i++) {
            double x = (i * 97 % 41) / 41.0 * W;
            Circle flake = new Circle(x, -10, 2 + i % 3, Color.web("#ffffff", 0.85));
            layers.addEffect(flake);
            TranslateTransition t = new TranslateTransition(Duration.millis(ms * 0.8), flake);
            t.setToY(H + 20);
            t.setToX((i % 5 - 2) * 30);
            t.setDelay(Duration.millis(i * ms * 0.004));
            all.getChildren().add(t);
        }
        int k = 0;
        for (long c = b.cells(); c != 0; c &= c - 1) {
            int cell = Long.numberOfTrailingZeros(c);
            Node old = grid.at(cell);
            Node gift = grid.place(CtSymbols.MYSTERY, cell);
            gift.setTranslateY(-grid.y(cell) - CELL);
            TranslateTransition t = new TranslateTransition(Duration.millis(ms * 0.5), gift);
            t.setToY(0);
            t.setDelay(Duration.millis(ms * 0.06 * k++));
            t.setInterpolator(Interpolator.EASE_IN);
            t.setOnFinished(e -> grid.layer().getChildren().remove(old));
            all.getChildren().add(t);
            grid.addLoose(old);
            old.toBack();
        }
        return all;
    }

    Animation reveal(Reveal r, double ms) {
        grid.draw(r.board());
        ParallelTransition all = new ParallelTransition();
        for (long c = r.cells(); c != 0; c &= c - 1) {
            int cell = Long.numberOfTrailingZeros(c);
            Node revealed = grid.at(cell);
            revealed.setScaleX(0);
            revealed.setScaleY(0);
            Node gift = grid.make(CtSymbols.MYSTERY, cell);
            layers.addEffect(gift);
            RotateTransition spin = new RotateTransition(Duration.millis(ms * 0.4), gift);
            spin.setByAngle(360);
            ScaleTransition out = new ScaleTransition(Duration.millis(ms * 0.4), gift);
            out.setToX(0);
            out.setToY(0);
            ScaleTransition in = new ScaleTransition(Duration.millis(ms * 0.35), revealed);
            in.setToX(1);
            in.setToY(1);
            all.getChildren().add(new SequentialTransition(new ParallelTransition(spin, out), in));
        }
        return all;
    }

    Animation miracle(Miracle m, double ms) {
        grid.draw(m.board());
        StackPane cards = CtDecor.miracleCards(m, false, ranges.get(), num);
        layers.addOverlay(cards);
        Node row = cards.getChildren().get(1);
        List<Node> choices = ((HBox) row).getChildren();
        int chosen = m.kind().ordinal();
        Timeline cycle = new Timeline();
        // The light runs over the three choices and stops on the one the outcome holds.
        int hops = 6 + chosen;
        for (int i = 0; i <= hops; i++) {
            int lit = i % 3;
            cycle.getKeyFrames().add(new KeyFrame(Duration.millis(ms * 0.5 * i / hops), e -> {
                for (int k = 0; k < choices.size(); k++) {
                    CtDecor.light(choices.get(k), k == lit);
                }
            }));
        }
        Node award = cards.getChildren().get(2);
        award.setOpacity(0);
        FadeTransition show = new FadeTransition(Duration.millis(ms * 0.2), award);
        show.setToValue(1);
        return new SequentialTransition(cycle, show, new PauseTransition(Duration.millis(ms * 0.3)));
    }

    Node ring(int cell, Color colour) {
        Circle c = new Circle(grid.x(cell), grid.y(cell), CELL * 0.48);
        c.setFill(Color.TRANSPARENT);
        c.setStroke(colour);
        c.setStrokeWidth(4);
        c.setEffect(new DropShadow(14, Color.web("#9ad0ff")));
        return c;
    }
}
