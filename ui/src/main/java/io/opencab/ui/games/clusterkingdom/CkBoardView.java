package io.opencab.ui.games.clusterkingdom;

import io.opencab.engine.games.clusterkingdom.CkClusterWin;
import io.opencab.engine.games.clusterkingdom.CkSymbols;
import io.opencab.engine.games.clusterkingdom.ClusterKingdom;
import io.opencab.engine.grid.Board;
import io.opencab.engine.grid.GridShape;
import io.opencab.ui.games.clusterkingdom.CkSteps.BonusEnd;
import io.opencab.ui.games.clusterkingdom.CkSteps.BonusStart;
import io.opencab.ui.games.clusterkingdom.CkSteps.Cells;
import io.opencab.ui.games.clusterkingdom.CkSteps.Change;
import io.opencab.ui.games.clusterkingdom.CkSteps.CkStep;
import io.opencab.ui.games.clusterkingdom.CkSteps.Hud;
import io.opencab.ui.games.clusterkingdom.CkSteps.Kind;
import io.opencab.ui.games.clusterkingdom.CkSteps.Total;
import io.opencab.ui.games.clusterkingdom.CkSteps.Wins;
import io.opencab.ui.present.BoardView;
import io.opencab.ui.present.Speed;
import io.opencab.ui.present.Step;
import io.opencab.ui.present.UiException;
import java.util.List;
import javafx.animation.Animation;
import javafx.animation.FadeTransition;
import javafx.animation.Interpolator;
import javafx.animation.ParallelTransition;
import javafx.animation.PauseTransition;
import javafx.animation.ScaleTransition;
import javafx.animation.SequentialTransition;
import javafx.animation.TranslateTransition;
import javafx.geometry.Pos;
import javafx.scene.Group;
import javafx.scene.Node;
import javafx.scene.effect.DropShadow;
import javafx.scene.layout.Pane;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import javafx.scene.paint.Color;
import javafx.scene.paint.CycleMethod;
import javafx.scene.paint.LinearGradient;
import javafx.scene.paint.Stop;
import javafx.scene.shape.Circle;
import javafx.scene.shape.Rectangle;
import javafx.scene.text.Font;
import javafx.scene.text.FontWeight;
import javafx.scene.text.Text;
import javafx.scene.text.TextAlignment;
import javafx.util.Duration;

/**
 * Cluster Kingdom's board: 5 x 5 cells on a castle green, Multiplier Wilds showing their values,
 * the royals wearing their crowns, and the heads-up display on the right (bet, Sticky Redrops,
 * the bonus with its free drops). Each board change fades the cells it concerns from the old
 * symbols to the new; moves slide, merges fly one Knight into the other, reloads drop in.
 */
final class CkBoardView implements BoardView {
    static final double W = 820;
    static final double H = 600;
    static final double CELL = 100;
    static final double X0 = 30;
    static final double Y0 = 60;
    private static final GridShape SHAPE = ClusterKingdom.shape();

    private final StackPane root = new StackPane();
    private final Pane symbols = new Pane();
    private final Pane next = new Pane();
    private final Pane effects = new Pane();
    private final StackPane overlay = new StackPane();
    private final Text hudBet = text(20, "#fff8e1");
    private final Text hudMode = text(22, "#ffd54f");
    private final Text hudRedrop = text(18, "#80deea");
    private final Node[] nodes = new Node[SHAPE.arraySize()];

    CkBoardView() {
        Pane back = new Pane(background());
        for (int cell : SHAPE.cells()) {
            Rectangle frame = new Rectangle(x(cell) - CELL / 2 + 3, y(cell) - CELL / 2 + 3, CELL - 6, CELL - 6);
            frame.setArcWidth(14);
            frame.setArcHeight(14);
            frame.setFill(Color.web("#1b3d1b", 0.8));
            frame.setStroke(Color.web("#c5e1a5", 0.4));
            back.getChildren().add(frame);
        }
        VBox hud = new VBox(16, hudBet, hudMode, hudRedrop);
        hud.setLayoutX(X0 + 5 * CELL + 24);
        hud.setLayoutY(Y0 + 10);
        hud.setId("ck-hud");
        back.getChildren().add(hud);
        Text title = text(30, "#ffd54f");
        title.setText("CLUSTER KINGDOM");
        title.setLayoutX(X0);
        title.setLayoutY(42);
        back.getChildren().add(title);
        effects.setMouseTransparent(true);
        overlay.setMouseTransparent(true);
        for (Pane p : List.of(back, symbols, next, effects)) {
            p.setPrefSize(W, H);
            p.setMinSize(W, H);
            p.setMaxSize(W, H);
        }
        root.getChildren().addAll(back, symbols, next, effects, overlay);
        root.setPrefSize(W, H);
        root.setMinSize(W, H);
        root.setMaxSize(W, H);
        root.setClip(new Rectangle(W, H));
        root.setId("ck-board");
    }

    static double x(int cell) {
        return X0 + SHAPE.column(cell) * CELL + CELL / 2;
    }

    static double y(int cell) {
        return Y0 + (SHAPE.rowsPerColumn() - 1 - SHAPE.row(cell)) * CELL + CELL / 2;
    }

    @Override
    public Region node() {
        return root;
    }

    @Override
    public void idle() {
        effects.getChildren().clear();
        overlay.getChildren().clear();
        next.getChildren().clear();
        byte[] cells = new byte[SHAPE.arraySize()];
        int i = 0;
        // A fixed idle board (not an outcome) that looks like play: the paying symbols in turn, shifted
        // by one each row of five so that no two neighbours match (issue 24: not rows of one symbol).
        for (int cell : SHAPE.cells()) {
            cells[cell] = (byte) ((i * 2 + i / 5) % CkSymbols.PAYING);
            i++;
        }
        draw(new Cells(Board.of(SHAPE, cells), new int[SHAPE.arraySize()]));
        hud(new Hud(1, 0, null, 0, 0, 0, -1));
    }

    // ---- jump to the end of a step -----------------------------------------------------------

    @Override
    public void show(Step s) {
        CkStep step = cast(s);
        effects.getChildren().clear();
        overlay.getChildren().clear();
        next.getChildren().clear();
        draw(step.cells());
        hud(step.hud());
        switch (step) {
            case Wins w -> effects.getChildren().add(highlights(w));
            case Change c when c.kind() != Kind.LAND && c.kind() != Kind.REFILL ->
                    effects.getChildren().add(focus(c));
            case BonusStart b -> overlay.getChildren().add(bonusBanner(b));
            case BonusEnd b -> overlay.getChildren().add(banner(CkScripter.title(b.hud().bonus()) + " WIN",
                    Long.toString(b.bonusWin())));
            case Total t -> {
                if (t.total() > 0 || t.capped()) {
                    overlay.getChildren().add(banner("TOTAL WIN", t.total() + (t.capped()
                            ? "\nMaximum win of x" + t.capX() + " bets reached" : "")));
                }
            }
            default -> {
            }
        }
    }

    // ---- animations -----------------------------------------------------------------------

    @Override
    public Animation animate(Step s, Speed speed) {
        CkStep step = cast(s);
        double ms = speed.millis(step.millis());
        effects.getChildren().clear();
        overlay.getChildren().clear();
        next.getChildren().clear();
        hud(step.hud());
        return switch (step) {
            case Change c -> switch (c.kind()) {
                case LAND, REFILL -> dropIn(c, ms);
                case MOVE -> slide(c, ms);
                case MERGE -> merge(c, ms);
                default -> change(c, ms);
            };
            case Wins w -> wins(w, ms);
            case BonusStart b -> {
                draw(b.cells());
                yield fadeIn(bonusBanner(b), ms);
            }
            case BonusEnd b -> {
                draw(b.cells());
                yield fadeIn(banner(CkScripter.title(b.hud().bonus()) + " WIN", Long.toString(b.bonusWin())), ms);
            }
            case Total t -> {
                draw(t.cells());
                if (t.total() > 0 || t.capped()) {
                    yield fadeIn(banner("TOTAL WIN", t.total() + (t.capped()
                            ? "\nMaximum win of x" + t.capX() + " bets reached" : "")), ms);
                }
                yield new PauseTransition(Duration.millis(ms));
            }
        };
    }

    /** The board lands, or the reload: the new cells drop in from above. */
    private Animation dropIn(Change c, double ms) {
        draw(c.cells());
        long fresh = c.kind() == Kind.LAND ? SHAPE.valid() : c.focus();
        if (c.from() >= 0) {
            fresh |= 1L << c.from();
        }
        ParallelTransition all = new ParallelTransition();
        for (long m = fresh; m != 0; m &= m - 1) {
            int cell = Long.numberOfTrailingZeros(m);
            Node n = nodes[cell];
            if (n == null) {
                continue;
            }
            TranslateTransition t = new TranslateTransition(Duration.millis(ms * 0.6), n);
            t.setFromY(-y(cell) - CELL);
            t.setToY(0);
            t.setDelay(Duration.millis(ms * 0.06 * SHAPE.column(cell)));
            t.setInterpolator(Interpolator.EASE_IN);
            n.setTranslateY(-y(cell) - CELL);
            all.getChildren().add(t);
        }
        all.getChildren().add(new PauseTransition(Duration.millis(ms)));
        return all;
    }

    /** The cells concerned fade from the old symbols to the new ones. */
    private Animation change(Change c, double ms) {
        draw(c.before());
        Group marks = focus(c);
        marks.setOpacity(0);
        effects.getChildren().add(marks);
        FadeTransition in = new FadeTransition(Duration.millis(ms * 0.25), marks);
        in.setToValue(1);
        ParallelTransition swap = new ParallelTransition();
        for (long m = c.focus(); m != 0; m &= m - 1) {
            int cell = Long.numberOfTrailingZeros(m);
            if (nodes[cell] != null) {
                FadeTransition out = new FadeTransition(Duration.millis(ms * 0.35), nodes[cell]);
                out.setToValue(0);
                swap.getChildren().add(out);
            }
            int sym = c.cells().board().at(cell);
            if (sym >= 0) {
                Node n = node(sym, c.cells().multiplier(cell), cell);
                n.setScaleX(0.1);
                n.setScaleY(0.1);
                next.getChildren().add(n);
                ScaleTransition pop = new ScaleTransition(Duration.millis(ms * 0.35), n);
                pop.setToX(1);
                pop.setToY(1);
                swap.getChildren().add(pop);
            }
        }
        return new SequentialTransition(in, swap, new PauseTransition(Duration.millis(ms * 0.3)));
    }

    /** A royal advances toward the King: the two cells trade places. */
    private Animation slide(Change c, double ms) {
        draw(c.before());
        ParallelTransition all = new ParallelTransition();
        int[][] pairs = {{c.from(), c.to()}, {c.to(), c.from()}};
        for (int[] p : pairs) {
            Node n = nodes[p[0]];
            if (n == null) {
                continue;
            }
            TranslateTransition t = new TranslateTransition(Duration.millis(ms * 0.7), n);
            t.setToX(x(p[1]) - x(p[0]));
            t.setToY(y(p[1]) - y(p[0]));
            all.getChildren().add(t);
        }
        all.getChildren().add(new PauseTransition(Duration.millis(ms)));
        return all;
    }

    /** The absorbed Knight flies into the survivor, which shows the product. */
    private Animation merge(Change c, double ms) {
        draw(c.before());
        Node absorbed = nodes[c.from()];
        TranslateTransition fly = new TranslateTransition(Duration.millis(ms * 0.4), absorbed);
        fly.setToX(x(c.to()) - x(c.from()));
        fly.setToY(y(c.to()) - y(c.from()));
        Node wild = node(c.cells().board().at(c.from()), c.cells().multiplier(c.from()), c.from());
        wild.setOpacity(0);
        Node product = node(CkSymbols.MULTIPLIER_WILD, c.cells().multiplier(c.to()), c.to());
        product.setScaleX(0.2);
        product.setScaleY(0.2);
        next.getChildren().addAll(wild, product);
        FadeTransition showWild = new FadeTransition(Duration.millis(ms * 0.3), wild);
        showWild.setToValue(1);
        ScaleTransition grow = new ScaleTransition(Duration.millis(ms * 0.3), product);
        grow.setToX(1.2);
        grow.setToY(1.2);
        Group marks = focus(c);
        effects.getChildren().add(marks);
        return new SequentialTransition(fly, new ParallelTransition(showWild, grow),
                new PauseTransition(Duration.millis(ms * 0.3)));
    }

    private Animation wins(Wins w, double ms) {
        draw(w.cells());
        Group lights = highlights(w);
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
        all.getChildren().add(new PauseTransition(Duration.millis(ms)));
        return all;
    }

    private Animation fadeIn(Node banner, double ms) {
        banner.setOpacity(0);
        overlay.getChildren().add(banner);
        FadeTransition f = new FadeTransition(Duration.millis(ms * 0.3), banner);
        f.setToValue(1);
        return new SequentialTransition(f, new PauseTransition(Duration.millis(ms * 0.7)));
    }

    // ---- drawing --------------------------------------------------------------------------

    private void draw(Cells cells) {
        symbols.getChildren().clear();
        java.util.Arrays.fill(nodes, null);
        for (int cell : SHAPE.cells()) {
            int sym = cells.board().at(cell);
            if (sym >= 0) {
                Node n = node(sym, cells.multiplier(cell), cell);
                nodes[cell] = n;
                symbols.getChildren().add(n);
            }
        }
    }

    private static Node node(int sym, int multiplier, int cell) {
        Node n = CkArt.symbol(sym, multiplier, CELL * 0.8);
        n.setLayoutX(x(cell));
        n.setLayoutY(y(cell));
        n.getProperties().put("symbol", sym);
        n.getProperties().put("multiplier", multiplier);
        return n;
    }

    /** The symbol drawn at {@code cell} now, -1 for an empty cell (tests). */
    int shownSymbol(int cell) {
        Node n = nodes[cell];
        return n == null ? -1 : (Integer) n.getProperties().get("symbol");
    }

    /** The Multiplier Wild value drawn at {@code cell} now, 0 for none (tests). */
    int shownMultiplier(int cell) {
        Node n = nodes[cell];
        return n == null ? 0 : (Integer) n.getProperties().get("multiplier");
    }

    private void hud(Hud h) {
        hudBet.setText(h.bet() > 0 ? "BET " + h.bet() + "\nLEVEL " + h.level() : "LEVEL " + h.level());
        hudMode.setText(h.free() ? CkScripter.title(h.bonus()) + "\nFREE DROP " + h.drop() + " / " + h.drops()
                + (h.bonus().increasing() ? "\nINCREASING\nMULTIPLIERS" : "") : "BASE DROP");
        hudRedrop.setText(h.redrop() > 0 ? "STICKY REDROP " + h.redrop() + "\n" + CkArt.name(h.sticky()).toUpperCase() + " HELD" : "");
    }

    /** The HUD text now (tests). */
    String hudText() {
        return String.join("|", hudBet.getText(), hudMode.getText(), hudRedrop.getText());
    }

    private Group highlights(Wins w) {
        Group all = new Group();
        for (CkClusterWin c : w.clusters()) {
            Group g = new Group();
            Color colour = c.wildOnly() ? Color.web("#ffeb3b") : CkArt.colour(c.symbol());
            double sx = 0;
            double sy = 0;
            for (long m = c.cells(); m != 0; m &= m - 1) {
                int cell = Long.numberOfTrailingZeros(m);
                Rectangle r = new Rectangle(x(cell) - CELL / 2 + 2, y(cell) - CELL / 2 + 2, CELL - 4, CELL - 4);
                r.setArcWidth(14);
                r.setArcHeight(14);
                r.setFill(colour.deriveColor(0, 1, 1, 0.2));
                r.setStroke(colour);
                r.setStrokeWidth(4);
                g.getChildren().add(r);
                sx += x(cell);
                sy += y(cell);
            }
            g.setEffect(new DropShadow(18, colour));
            Text pay = text(30, "#ffffff");
            pay.setText(c.pay() + (c.multiplier() > 1 ? "\n(x" + c.multiplier() + ")" : ""));
            pay.setTextAlignment(TextAlignment.CENTER);
            pay.setStroke(Color.BLACK);
            pay.setStrokeWidth(1.5);
            pay.getStyleClass().add("ck-pay");
            pay.setX(sx / c.size() - pay.getLayoutBounds().getWidth() / 2);
            pay.setY(sy / c.size() + 10);
            g.getChildren().add(pay);
            all.getChildren().add(g);
        }
        return all;
    }

    /** Frames on the cells a change concerns, a ring on the royal or Knight acting. */
    private Group focus(Change c) {
        Color colour = switch (c.kind()) {
            case KING -> Color.GOLD;
            case QUEEN -> Color.web("#f48fb1");
            case PRINCESS -> Color.web("#b39ddb");
            case REDROP -> Color.web("#80deea");
            case MERGE -> Color.web("#ffeb3b");
            case REMOVE -> Color.web("#ef5350");
            default -> Color.WHITE;
        };
        Group g = new Group();
        for (long m = c.focus(); m != 0; m &= m - 1) {
            int cell = Long.numberOfTrailingZeros(m);
            Rectangle r = new Rectangle(x(cell) - CELL / 2 + 3, y(cell) - CELL / 2 + 3, CELL - 6, CELL - 6);
            r.setArcWidth(14);
            r.setArcHeight(14);
            r.setFill(colour.deriveColor(0, 1, 1, 0.15));
            r.setStroke(colour);
            r.setStrokeWidth(3);
            g.getChildren().add(r);
        }
        if (c.from() >= 0 && c.kind() != Kind.MOVE) {
            Circle ring = new Circle(x(c.from()), y(c.from()), CELL * 0.5, Color.TRANSPARENT);
            ring.setStroke(colour);
            ring.setStrokeWidth(5);
            g.getChildren().add(ring);
        }
        g.setEffect(new DropShadow(14, colour));
        return g;
    }

    private StackPane bonusBanner(BonusStart b) {
        return banner((b.retrigger() ? "RETRIGGER: " : "") + CkScripter.title(b.type()),
                "+" + b.added() + " FREE DROPS" + (b.type().increasing() ? "\nincreasing Multiplier Wilds" : ""));
    }

    private static StackPane banner(String title, String amount) {
        Text t = text(42, "#ffd54f");
        t.setText(title);
        t.setStroke(Color.web("#4a2c00"));
        Text a = text(32, "#ffffff");
        a.setText(amount);
        a.setTextAlignment(TextAlignment.CENTER);
        a.setStroke(Color.BLACK);
        a.setId("ck-banner-amount");
        VBox box = new VBox(8, t, a);
        box.setAlignment(Pos.CENTER);
        Rectangle plate = new Rectangle(620, 210);
        plate.setArcWidth(40);
        plate.setArcHeight(40);
        plate.setFill(Color.web("#1a2e10", 0.9));
        plate.setStroke(Color.GOLD);
        plate.setStrokeWidth(4);
        StackPane p = new StackPane(plate, box);
        p.setMaxSize(620, 210);
        p.setEffect(new DropShadow(30, Color.web("#ffd700", 0.6)));
        return p;
    }

    private static Text text(double size, String colour) {
        Text t = new Text();
        t.setFont(Font.font("SansSerif", FontWeight.EXTRA_BOLD, size));
        t.setFill(Color.web(colour));
        return t;
    }

    private static Group background() {
        Rectangle sky = new Rectangle(W, H);
        sky.setFill(new LinearGradient(0, 0, 0, 1, true, CycleMethod.NO_CYCLE,
                new Stop(0, Color.web("#4a7bc4")), new Stop(0.5, Color.web("#2e5e2e")), new Stop(1, Color.web("#143014"))));
        Rectangle field = new Rectangle(X0 - 8, Y0 - 8, 5 * CELL + 16, 5 * CELL + 16);
        field.setArcWidth(20);
        field.setArcHeight(20);
        field.setFill(Color.web("#0f240f"));
        field.setStroke(Color.GOLD);
        field.setStrokeWidth(4);
        return new Group(sky, field);
    }

    private static CkStep cast(Step s) {
        if (s instanceof CkStep c) {
            return c;
        }
        throw new UiException("Cluster Kingdom board cannot show a " + s.getClass().getName());
    }
}
