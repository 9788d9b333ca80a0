package io.opencab.ui.games.christmastree;

import io.opencab.engine.games.christmastree.CtSymbols;
import io.opencab.engine.grid.Board;
import io.opencab.engine.grid.GridShape;
import io.opencab.ui.games.christmastree.CtSteps.BlizzardDrop;
import io.opencab.ui.games.christmastree.CtSteps.Cascade;
import io.opencab.ui.games.christmastree.CtSteps.Cluster;
import io.opencab.ui.games.christmastree.CtSteps.CtStep;
import io.opencab.ui.games.christmastree.CtSteps.FreeSpinsEnd;
import io.opencab.ui.games.christmastree.CtSteps.FreeSpinsStart;
import io.opencab.ui.games.christmastree.CtSteps.Hud;
import io.opencab.ui.games.christmastree.CtSteps.Land;
import io.opencab.ui.games.christmastree.CtSteps.Miracle;
import io.opencab.ui.games.christmastree.CtSteps.MultiplierUp;
import io.opencab.ui.games.christmastree.CtSteps.Reveal;
import io.opencab.ui.games.christmastree.CtSteps.Snowball;
import io.opencab.ui.games.christmastree.CtSteps.Total;
import io.opencab.ui.games.christmastree.CtSteps.Wins;
import io.opencab.ui.present.BoardView;
import io.opencab.ui.present.Speed;
import io.opencab.ui.present.Step;
import io.opencab.ui.present.UiException;
import java.util.ArrayList;
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
import javafx.geometry.Bounds;
import javafx.geometry.Pos;
import javafx.scene.Group;
import javafx.scene.Node;
import javafx.scene.effect.DropShadow;
import javafx.scene.effect.Glow;
import javafx.scene.layout.Pane;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import javafx.scene.paint.Color;
import javafx.scene.shape.Circle;
import javafx.scene.shape.QuadCurveTo;
import javafx.scene.shape.MoveTo;
import javafx.scene.shape.Path;
import javafx.scene.shape.Rectangle;
import javafx.scene.text.Text;
import javafx.util.Duration;

/**
 * Christmas Tree's board: the engine's tree of 7 bottom-aligned columns (heights 2, 3, 5, 7, 5, 3,
 * 2) drawn as a grid of square cells placed by {@link CtGeometry}, so two cells share a drawn edge
 * exactly when the engine connects them, and a symbol falls straight down its own column.
 */
final class CtBoardView implements BoardView {
    static final double W = 820;
    static final double H = 600;
    static final double CELL = 72;
    private static final GridShape SHAPE = CtGeometry.SHAPE;
    /** The cells: bottom row resting 40 px above the board's lower edge, on the snow. */
    static final CtGeometry GEOMETRY = new CtGeometry(W / 2, H - 40, CELL);

    private final StackPane root = new StackPane();
    private final Pane symbols = new Pane();
    private final Pane effects = new Pane();
    private final StackPane overlay = new StackPane();
    private final Text hudSpins = CtDecor.newHudText();
    private final Text hudMultiplier = CtDecor.newHudText();
    private final VBox hud = new VBox(4, hudSpins, hudMultiplier);
    private final Group snowman = CtDecor.snowman();
    private final Node[] nodes = new Node[SHAPE.arraySize()];
    private final double[] cx = new double[SHAPE.arraySize()];
    private final double[] cy = new double[SHAPE.arraySize()];
    private final CtClusterMarks marks = new CtClusterMarks(GEOMETRY, W);

    CtBoardView() {
        for (int cell : SHAPE.cells()) {
            cx[cell] = GEOMETRY.centreX(cell);
            cy[cell] = GEOMETRY.centreY(cell);
        }
        Pane back = new Pane();
        back.getChildren().add(CtDecor.background());
        // One square per engine cell, edge to edge with no gap: a shared drawn edge is a connection.
        for (int cell : SHAPE.cells()) {
            Bounds b = GEOMETRY.cell(cell);
            Rectangle frame = new Rectangle(b.getMinX(), b.getMinY(), b.getWidth(), b.getHeight());
            frame.setFill(Color.web("#0b3d1e", 0.78));
            frame.setStroke(Color.web("#d8ffe2", 0.8));
            frame.setStrokeWidth(1.5);
            frame.setStrokeType(javafx.scene.shape.StrokeType.INSIDE);
            frame.setId("ct-cell-" + cell);
            frame.getStyleClass().add("ct-cell");
            back.getChildren().add(frame);
        }
        snowman.setLayoutX(70);
        snowman.setLayoutY(H - 90);
        back.getChildren().add(snowman);
        hud.setLayoutX(W - 230);
        hud.setLayoutY(14);
        hud.setId("ct-hud");
        back.getChildren().add(hud);
        effects.setMouseTransparent(true);
        overlay.setMouseTransparent(true);
        overlay.setAlignment(Pos.CENTER);
        for (Pane p : List.of(back, symbols, effects)) {
            p.setPrefSize(W, H);
            p.setMinSize(W, H);
            p.setMaxSize(W, H);
        }
        root.getChildren().addAll(back, symbols, effects, overlay);
        root.setPrefSize(W, H);
        root.setMaxSize(W, H);
        root.setMinSize(W, H);
        root.setId("ct-board");
        Rectangle clip = new Rectangle(W, H);
        root.setClip(clip);
        hud(Hud.REGULAR);
    }

    @Override
    public Region node() {
        return root;
    }

    @Override
    public void idle() {
        effects.getChildren().clear();
        overlay.getChildren().clear();
        byte[] cells = new byte[SHAPE.arraySize()];
        int i = 0;
        // A fixed, pleasant idle board (not an outcome): symbols in turn.
        for (int cell : SHAPE.cells()) {
            cells[cell] = (byte) (i++ % CtSymbols.REGULAR);
        }
        for (int k = 0; k < cells.length; k++) {
            if (!contains(k)) {
                cells[k] = Board.NONE;
            }
        }
        draw(Board.of(SHAPE, cells));
        hud(Hud.REGULAR);
    }

    private static boolean contains(int index) {
        return (SHAPE.valid() >>> index & 1L) != 0;
    }

    // ---- jump to the end of a step -----------------------------------------------------------

    @Override
    public void show(Step s) {
        CtStep step = cast(s);
        effects.getChildren().clear();
        overlay.getChildren().clear();
        draw(step.board());
        hud(step.hud());
        switch (step) {
            case Wins w -> effects.getChildren().add(marks.highlights(w));
            case BlizzardDrop b -> {
                for (long c = b.cells(); c != 0; c &= c - 1) {
                    place(CtSymbols.MYSTERY, Long.numberOfTrailingZeros(c));
                }
            }
            case Miracle m -> overlay.getChildren().add(CtDecor.miracleCards(m, true));
            case FreeSpinsStart f -> overlay.getChildren().add(CtDecor.banner(f.count() + " FREE SPINS",
                    "Multiplier starts at x" + f.hud().multiplier() + " and rises after every paying cascade"));
            case FreeSpinsEnd f -> overlay.getChildren().add(CtDecor.banner("FREE SPINS WIN", Long.toString(f.freeWin())));
            case Total t -> {
                if (t.total() > 0 || t.capped()) {
                    overlay.getChildren().add(CtDecor.banner("TOTAL WIN", t.total() + (t.capped()
                            ? "\nMaximum win of x" + t.capX() + " bets reached" : "")));
                }
            }
            case Snowball sb -> {
                if (sb.cell() >= 0) {
                    effects.getChildren().add(ring(sb.cell(), Color.WHITE));
                }
            }
            default -> {
            }
        }
    }

    // ---- animations -----------------------------------------------------------------------

    @Override
    public Animation animate(Step s, Speed speed) {
        CtStep step = cast(s);
        double ms = speed.millis(step.millis());
        effects.getChildren().clear();
        overlay.getChildren().clear();
        hud(step.hud());
        return switch (step) {
            case Land l -> land(l, ms);
            case Snowball sb -> snowball(sb, ms);
            case Wins w -> wins(w, ms);
            case Cascade c -> cascade(c, ms);
            case MultiplierUp m -> pulse(hudMultiplier, ms);
            case BlizzardDrop b -> blizzard(b, ms);
            case Reveal r -> reveal(r, ms);
            case Miracle m -> miracle(m, ms);
            case FreeSpinsStart f -> fadeIn(CtDecor.banner(f.count() + " FREE SPINS",
                    "Multiplier starts at x" + f.hud().multiplier() + " and rises after every paying cascade"), ms);
            case FreeSpinsEnd f -> fadeIn(CtDecor.banner("FREE SPINS WIN", Long.toString(f.freeWin())), ms);
            case Total t -> {
                draw(t.board());
                if (t.total() > 0 || t.capped()) {
                    yield fadeIn(CtDecor.banner("TOTAL WIN", t.total() + (t.capped()
                            ? "\nMaximum win of x" + t.capX() + " bets reached" : "")), ms);
                }
                yield new PauseTransition(Duration.millis(ms));
            }
        };
    }

    private Animation land(Land l, double ms) {
        draw(l.board());
        ParallelTransition all = new ParallelTransition();
        for (int cell : SHAPE.cells()) {
            Node n = nodes[cell];
            TranslateTransition t = new TranslateTransition(Duration.millis(ms * 0.6), n);
            t.setFromY(-cy[cell] - CELL);
            t.setToY(0);
            t.setDelay(Duration.millis(ms * 0.05 * SHAPE.column(cell) + ms * 0.02 * SHAPE.row(cell)));
            t.setInterpolator(Interpolator.EASE_IN);
            n.setTranslateY(-cy[cell] - CELL);
            all.getChildren().add(t);
        }
        return all;
    }

    private Animation snowball(Snowball sb, double ms) {
        draw(sb.before());
        Circle ball = new Circle(0, 0, 11, Color.WHITE);
        ball.setEffect(new DropShadow(8, Color.web("#9ad0ff")));
        effects.getChildren().add(ball);
        double tx = sb.cell() >= 0 ? cx[sb.cell()] : W / 2;
        double ty = sb.cell() >= 0 ? cy[sb.cell()] : H / 2;
        Path arc = new Path(new MoveTo(snowman.getLayoutX() + 20, snowman.getLayoutY() - 50),
                new QuadCurveTo((snowman.getLayoutX() + tx) / 2, Math.min(ty, snowman.getLayoutY()) - 220, tx, ty));
        PathTransition fly = new PathTransition(Duration.millis(ms * 0.45), arc, ball);
        ParallelTransition turn = new ParallelTransition();
        for (int cell : SHAPE.cells()) {
            if (sb.before().at(cell) == sb.symbol()) {
                int c = cell;
                ScaleTransition shrink = new ScaleTransition(Duration.millis(ms * 0.2), nodes[cell]);
                shrink.setToX(0);
                shrink.setToY(0);
                shrink.setOnFinished(e -> {
                    Node wild = place(CtSymbols.WILD, c);
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

    private Animation wins(Wins w, double ms) {
        draw(w.board());
        Group lights = marks.highlights(w);
        effects.getChildren().add(lights);
        ParallelTransition all = new ParallelTransition();
        int k = 0;
        for (Node cluster : lights.getChildren()) {
            cluster.setOpacity(0);
            FadeTransition f = new FadeTransition(Duration.millis(ms * 0.25), cluster);
            f.setToValue(1);
            f.setDelay(Duration.millis(ms * 0.15 * k++));
            all.getChildren().add(f);
        }
        for (Cluster c : w.clusters()) {
            for (long m = c.cells(); m != 0; m &= m - 1) {
                ScaleTransition p = new ScaleTransition(Duration.millis(ms * 0.25), nodes[Long.numberOfTrailingZeros(m)]);
                p.setToX(1.15);
                p.setToY(1.15);
                p.setAutoReverse(true);
                p.setCycleCount(2);
                all.getChildren().add(p);
            }
        }
        all.getChildren().add(new PauseTransition(Duration.millis(ms)));
        return all;
    }

    private Animation cascade(Cascade c, double ms) {
        draw(c.before());
        ParallelTransition remove = new ParallelTransition();
        for (long m = c.removed(); m != 0; m &= m - 1) {
            Node n = nodes[Long.numberOfTrailingZeros(m)];
            ScaleTransition s = new ScaleTransition(Duration.millis(ms * 0.3), n);
            s.setToX(0);
            s.setToY(0);
            FadeTransition f = new FadeTransition(Duration.millis(ms * 0.3), n);
            f.setToValue(0);
            remove.getChildren().addAll(s, f);
        }
        // Survivors fall down their own column; the emptied tops are refilled from above.
        ParallelTransition fall = new ParallelTransition();
        List<Runnable> moves = new ArrayList<>();
        for (int col = 0; col < SHAPE.columnCount(); col++) {
            int h = SHAPE.height(col);
            int to = 0;
            for (int row = 0; row < h; row++) {
                int from = SHAPE.index(col, row);
                if ((c.removed() >>> from & 1L) != 0) {
                    continue;
                }
                int dest = SHAPE.index(col, to++);
                if (dest != from) {
                    Node n = nodes[from];
                    moves.add(() -> {
                        TranslateTransition t = new TranslateTransition(Duration.millis(ms * 0.45), n);
                        t.setToX(cx[dest] - cx[from]);
                        t.setToY(cy[dest] - cy[from]);
                        t.setInterpolator(Interpolator.EASE_IN);
                        fall.getChildren().add(t);
                    });
                }
            }
            int fresh = h - to;
            for (int row = to; row < h; row++) {
                int dest = SHAPE.index(col, row);
                int sym = c.board().at(dest);
                int drop = fresh;
                moves.add(() -> {
                    Node n = CtArt.symbol(sym, CELL * 0.82);
                    n.setLayoutX(cx[dest]);
                    n.setLayoutY(cy[dest]);
                    n.getProperties().put("symbol", sym);
                    // Drops in from above its own column, straight down (never sideways).
                    n.setTranslateY(-drop * CELL - CELL);
                    n.setOpacity(0);
                    symbols.getChildren().add(n);
                    TranslateTransition t = new TranslateTransition(Duration.millis(ms * 0.45), n);
                    t.setToY(0);
                    t.setInterpolator(Interpolator.EASE_IN);
                    FadeTransition f = new FadeTransition(Duration.millis(ms * 0.15), n);
                    f.setToValue(1);
                    fall.getChildren().addAll(t, f);
                });
            }
        }
        moves.forEach(Runnable::run);
        return new SequentialTransition(remove, fall, new PauseTransition(Duration.millis(ms * 0.1)));
    }

    private Animation blizzard(BlizzardDrop b, double ms) {
        draw(b.before());
        ParallelTransition all = new ParallelTransition();
        // Snowflakes across the board.
        for (int i = 0; i < 40; i++) {
            double x = (i * 97 % 41) / 41.0 * W;
            Circle flake = new Circle(x, -10, 2 + i % 3, Color.web("#ffffff", 0.85));
            effects.getChildren().add(flake);
            TranslateTransition t = new TranslateTransition(Duration.millis(ms * 0.8), flake);
            t.setToY(H + 20);
            t.setToX((i % 5 - 2) * 30);
            t.setDelay(Duration.millis(i * ms * 0.004));
            all.getChildren().add(t);
        }
        int k = 0;
        for (long c = b.cells(); c != 0; c &= c - 1) {
            int cell = Long.numberOfTrailingZeros(c);
            Node old = nodes[cell];
            Node gift = place(CtSymbols.MYSTERY, cell);
            gift.setTranslateY(-cy[cell] - CELL);
            TranslateTransition t = new TranslateTransition(Duration.millis(ms * 0.5), gift);
            t.setToY(0);
            t.setDelay(Duration.millis(ms * 0.06 * k++));
            t.setInterpolator(Interpolator.EASE_IN);
            t.setOnFinished(e -> symbols.getChildren().remove(old));
            all.getChildren().add(t);
            symbols.getChildren().add(old);
            old.toBack();
        }
        return all;
    }

    private Animation reveal(Reveal r, double ms) {
        draw(r.board());
        ParallelTransition all = new ParallelTransition();
        for (long c = r.cells(); c != 0; c &= c - 1) {
            int cell = Long.numberOfTrailingZeros(c);
            Node revealed = nodes[cell];
            revealed.setScaleX(0);
            revealed.setScaleY(0);
            Node gift = CtArt.symbol(CtSymbols.MYSTERY, CELL * 0.82);
            gift.setLayoutX(cx[cell]);
            gift.setLayoutY(cy[cell]);
            effects.getChildren().add(gift);
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

    private Animation miracle(Miracle m, double ms) {
        draw(m.board());
        StackPane cards = CtDecor.miracleCards(m, false);
        overlay.getChildren().add(cards);
        Node row = cards.getChildren().get(1);
        List<Node> choices = ((javafx.scene.layout.HBox) row).getChildren();
        int chosen = m.kind().ordinal();
        Timeline cycle = new Timeline();
        // The light runs over the three choices and stops on the one the outcome holds.
        int hops = 6 + chosen;
        for (int i = 0; i <= hops; i++) {
            int lit = i % 3;
            cycle.getKeyFrames().add(new KeyFrame(Duration.millis(ms * 0.5 * i / hops), e -> {
                for (int k = 0; k < choices.size(); k++) {
                    choices.get(k).setEffect(k == lit ? new Glow(0.9) : null);
                    choices.get(k).setOpacity(k == lit ? 1 : 0.55);
                }
            }));
        }
        Node award = cards.getChildren().get(2);
        award.setOpacity(0);
        FadeTransition show = new FadeTransition(Duration.millis(ms * 0.2), award);
        show.setToValue(1);
        return new SequentialTransition(cycle, show, new PauseTransition(Duration.millis(ms * 0.3)));
    }

    private static Animation pulse(Node n, double ms) {
        ScaleTransition s = new ScaleTransition(Duration.millis(ms / 2), n);
        s.setToX(1.4);
        s.setToY(1.4);
        s.setAutoReverse(true);
        s.setCycleCount(2);
        return s;
    }

    private Animation fadeIn(Node banner, double ms) {
        banner.setOpacity(0);
        overlay.getChildren().add(banner);
        FadeTransition f = new FadeTransition(Duration.millis(ms * 0.3), banner);
        f.setToValue(1);
        return new SequentialTransition(f, new PauseTransition(Duration.millis(ms * 0.7)));
    }

    // ---- drawing --------------------------------------------------------------------------

    private void draw(Board board) {
        symbols.getChildren().clear();
        java.util.Arrays.fill(nodes, null);
        for (int cell : SHAPE.cells()) {
            int sym = board.at(cell);
            if (sym >= 0) {
                place(sym, cell);
            }
        }
    }

    private Node place(int symbol, int cell) {
        Node n = CtArt.symbol(symbol, CELL * 0.82);
        n.setLayoutX(cx[cell]);
        n.setLayoutY(cy[cell]);
        n.getProperties().put("symbol", symbol);
        if (nodes[cell] != null) {
            symbols.getChildren().remove(nodes[cell]);
        }
        nodes[cell] = n;
        symbols.getChildren().add(n);
        return n;
    }

    /** The symbol drawn at {@code cell} now (tests read the board from the screen). */
    int shownSymbol(int cell) {
        Node n = nodes[cell];
        return n == null ? -1 : (Integer) n.getProperties().get("symbol");
    }

    private void hud(Hud h) {
        hud.setVisible(h.free());
        hudSpins.setText("FREE SPIN " + h.index() + " / " + h.total());
        hudMultiplier.setText("MULTIPLIER x" + h.multiplier());
        hudMultiplier.setScaleX(1);
        hudMultiplier.setScaleY(1);
    }

    /** The hud text now (tests). */
    /** The cluster pays shown on the board now, in cluster order (tests compare them with the outcome). */
    List<Long> shownPays() {
        List<Long> pays = new java.util.ArrayList<>();
        effects.lookupAll(".ct-pay").forEach(n -> pays.add(Long.parseLong(((Text) n).getText())));
        return pays;
    }

    /** The amount of the banner or Miracle award shown now, or {@code ""}. */
    String shownAmount() {
        for (String id : new String[] {"#ct-banner-amount", "#ct-miracle-award"}) {
            Node n = overlay.lookup(id);
            if (n != null) {
                return ((Text) n).getText();
            }
        }
        return "";
    }

    String hudText() {
        return hud.isVisible() ? hudSpins.getText() + " " + hudMultiplier.getText() : "";
    }

    private Node ring(int cell, Color colour) {
        Circle c = new Circle(cx[cell], cy[cell], CELL * 0.48);
        c.setFill(Color.TRANSPARENT);
        c.setStroke(colour);
        c.setStrokeWidth(4);
        c.setEffect(new DropShadow(14, Color.web("#9ad0ff")));
        return c;
    }

    private static CtStep cast(Step s) {
        if (s instanceof CtStep c) {
            return c;
        }
        throw new UiException("Christmas Tree board cannot show a " + s.getClass().getName());
    }
}
