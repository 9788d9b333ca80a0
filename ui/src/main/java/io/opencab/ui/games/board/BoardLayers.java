package io.opencab.ui.games.board;

import java.util.ArrayList;
import java.util.List;
import javafx.animation.Animation;
import javafx.animation.FadeTransition;
import javafx.animation.PauseTransition;
import javafx.animation.SequentialTransition;
import javafx.scene.Node;
import javafx.scene.layout.Pane;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.paint.Paint;
import javafx.scene.shape.Rectangle;
import javafx.util.Duration;

/**
 * The layers every game board stacks, bottom to top: the background (cell frames, heads-up
 * display, title), the game's own layers (symbols, marks), the effects (highlights, rings) and the
 * overlay (banners and panels, centred). All but the overlay are exactly the board's size, and the
 * board is clipped to it, so a symbol dropping in from above never draws over the rest of the kiosk.
 */
public final class BoardLayers {
    private final StackPane root = new StackPane();
    private final Pane effects = new Pane();
    private final StackPane overlay = new StackPane();

    /**
     * @param id     the board's CSS id (tests and the layout check look boards up by it)
     * @param back   the background layer
     * @param middle the game's own layers, bottom to top, between the background and the effects
     */
    public BoardLayers(String id, double width, double height, Pane back, Pane... middle) {
        effects.setMouseTransparent(true);
        overlay.setMouseTransparent(true);
        List<Pane> sized = new ArrayList<>();
        sized.add(back);
        sized.addAll(List.of(middle));
        sized.add(effects);
        for (Pane p : sized) {
            fix(p, width, height);
        }
        root.getChildren().addAll(sized);
        root.getChildren().add(overlay);
        fix(root, width, height);
        root.setClip(new Rectangle(width, height));
        root.setId(id);
    }

    private static void fix(Region r, double width, double height) {
        r.setPrefSize(width, height);
        r.setMinSize(width, height);
        r.setMaxSize(width, height);
    }

    /**
     * The rounded frame behind a square grid of {@code cells} x {@code cells} cells of {@code cell} pixels whose
     * top left cell starts at ({@code x0}, {@code y0}): 8 pixels wider on every side, corners of radius 10.
     */
    public static Rectangle gridFrame(double x0, double y0, int cells, double cell, Paint fill, Paint stroke,
            double strokeWidth) {
        Rectangle r = new Rectangle(x0 - 8, y0 - 8, cells * cell + 16, cells * cell + 16);
        r.setArcWidth(20);
        r.setArcHeight(20);
        r.setFill(fill);
        r.setStroke(stroke);
        r.setStrokeWidth(strokeWidth);
        return r;
    }

    /**
     * Marks {@code n} as a still picture (JavaFX's node cache): drawn once with its shapes and
     * effects into an image, then copied each frame something moves over or near it, instead of being
     * drawn again. On the software renderer a drop shadow or glow costs milliseconds per frame
     * (docs/performance.md, "Kiosk frame pacing"). For nodes that do not change while shown; a change
     * only redraws the picture.
     */
    public static <N extends Node> N still(N n) {
        n.setCache(true);
        return n;
    }

    public Region node() {
        return root;
    }

    public Pane effects() {
        return effects;
    }

    public StackPane overlay() {
        return overlay;
    }

    /** Empties the effects and the overlay: each step draws its own anew. */
    public void clear() {
        effects.getChildren().clear();
        overlay.getChildren().clear();
    }

    public void addEffect(Node n) {
        effects.getChildren().add(n);
    }

    public void addOverlay(Node n) {
        overlay.getChildren().add(n);
    }

    /** {@code banner} fades in on the overlay over the first 30% of the step, then stays. */
    public Animation fadeIn(Node banner, double ms) {
        addOverlay(banner);
        return fadeInAdded(banner, ms);
    }

    /** As {@link #fadeIn}, for a mark drawn over the cells (the effects layer). */
    public Animation fadeInEffect(Node mark, double ms) {
        addEffect(mark);
        return fadeInAdded(mark, ms);
    }

    private static Animation fadeInAdded(Node n, double ms) {
        n.setOpacity(0);
        FadeTransition f = new FadeTransition(Duration.millis(ms * 0.3), n);
        f.setToValue(1);
        return new SequentialTransition(f, new PauseTransition(Duration.millis(ms * 0.7)));
    }
}
