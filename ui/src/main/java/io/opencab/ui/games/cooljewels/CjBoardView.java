package io.opencab.ui.games.cooljewels;

import io.opencab.engine.games.cooljewels.CjMeter;
import io.opencab.engine.games.cooljewels.CjPair;
import io.opencab.engine.games.cooljewels.CjPay;
import io.opencab.engine.games.cooljewels.CjWildAction;
import io.opencab.engine.games.cooljewels.CoolJewels;
import io.opencab.engine.grid.Board;
import io.opencab.engine.grid.Cluster;
import io.opencab.engine.grid.GridShape;
import io.opencab.ui.games.cooljewels.CjSteps.Cascade;
import io.opencab.ui.games.cooljewels.CjSteps.CjStep;
import io.opencab.ui.games.cooljewels.CjSteps.FreeGames;
import io.opencab.ui.games.cooljewels.CjSteps.Groups;
import io.opencab.ui.games.cooljewels.CjSteps.Guarantee;
import io.opencab.ui.games.cooljewels.CjSteps.Hud;
import io.opencab.ui.games.cooljewels.CjSteps.Land;
import io.opencab.ui.games.cooljewels.CjSteps.Marks;
import io.opencab.ui.games.cooljewels.CjSteps.Meter;
import io.opencab.ui.games.cooljewels.CjSteps.Pairs;
import io.opencab.ui.games.cooljewels.CjSteps.Total;
import io.opencab.ui.games.cooljewels.CjSteps.WildAct;
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
import javafx.animation.PauseTransition;
import javafx.animation.ScaleTransition;
import javafx.animation.SequentialTransition;
import javafx.animation.Timeline;
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
import javafx.scene.paint.Paint;
import javafx.scene.paint.Stop;
import javafx.scene.shape.Line;
import javafx.scene.shape.Rectangle;
import javafx.scene.text.Font;
import javafx.scene.text.FontWeight;
import javafx.scene.text.Text;
import javafx.scene.text.TextAlignment;
import javafx.util.Duration;

/**
 * Cool Jewels' board: the Pay Per Symbol Meter on the left (12 sections of 6, 8, 10, 12 and 15
 * slices, section 12 on top, each labelled with its value at the current bet level), the 6 x 6
 * reels in the middle with their watermarks (pink, green, blue; striped where several act on one
 * space), and the heads-up display on the right.
 */
final class CjBoardView implements BoardView {
    static final double W = 820;
    static final double H = 600;
    static final double CELL = 80;
    static final double X0 = 170;
    static final double Y0 = 70;
    private static final double METER_TOP = 30;
    private static final double METER_12 = 44;
    private static final double SLICE_H = (H - 20 - METER_TOP - METER_12) / CjMeter.LAST_SLICE;
    private static final GridShape SHAPE = CoolJewels.shape();
    private static final Color PINK = Color.web("#ff4fa8");
    private static final Color GREEN = Color.web("#3fdc6a");
    private static final Color BLUE = Color.web("#2f8cff");

    private final long[] values;
    private final StackPane root = new StackPane();
    private final Pane symbols = new Pane();
    private final Pane marks = new Pane();
    private final Pane effects = new Pane();
    private final StackPane overlay = new StackPane();
    private final Rectangle[] slices = new Rectangle[CjMeter.LAST_SLICE + 1];
    private final Rectangle top = new Rectangle(14, METER_TOP, 44, METER_12 - 4);
    private final Text[] sectionValues = new Text[CjMeter.SECTIONS + 1];
    private final Text hudBet = text(18, "#e1f5fe");
    private final Text hudGame = text(20, "#fff59d");
    private final Text hudBonus = text(18, "#ff80ab");
    private final Text hudMeter = text(16, "#b3e5fc");
    private final Node[] nodes = new Node[SHAPE.arraySize()];
    private int lit;

    /** {@code meterValues[s]}: credits at bet level 1 of meter section s (1..12). */
    CjBoardView(long[] meterValues) {
        this.values = meterValues.clone();
        Pane back = new Pane(background());
        for (int cell : SHAPE.cells()) {
            Rectangle frame = new Rectangle(x(cell) - CELL / 2 + 2, y(cell) - CELL / 2 + 2, CELL - 4, CELL - 4);
            frame.setArcWidth(12);
            frame.setArcHeight(12);
            frame.setFill(Color.web("#0a1a3a", 0.8));
            frame.setStroke(Color.web("#80d8ff", 0.35));
            back.getChildren().add(frame);
        }
        meter(back);
        VBox hud = new VBox(14, hudBet, hudGame, hudBonus, hudMeter);
        hud.setLayoutX(X0 + 6 * CELL + 14);
        hud.setLayoutY(Y0);
        hud.setId("cj-hud");
        back.getChildren().add(hud);
        Text title = text(30, "#80d8ff");
        title.setText("COOL JEWELS");
        title.setLayoutX(X0);
        title.setLayoutY(48);
        back.getChildren().add(title);
        effects.setMouseTransparent(true);
        overlay.setMouseTransparent(true);
        for (Pane p : List.of(back, marks, symbols, effects)) {
            p.setPrefSize(W, H);
            p.setMinSize(W, H);
            p.setMaxSize(W, H);
        }
        root.getChildren().addAll(back, marks, symbols, effects, overlay);
        root.setPrefSize(W, H);
        root.setMinSize(W, H);
        root.setMaxSize(W, H);
        root.setClip(new Rectangle(W, H));
        root.setId("cj-board");
    }

    static double x(int cell) {
        return X0 + SHAPE.column(cell) * CELL + CELL / 2;
    }

    static double y(int cell) {
        return Y0 + (SHAPE.rowsPerColumn() - 1 - SHAPE.row(cell)) * CELL + CELL / 2;
    }

    /** The meter: one rectangle per slice from the bottom, section 12 on top, the section values beside. */
    private void meter(Pane back) {
        double bottom = H - 20;
        int slice = 1;
        for (int s = 0; s < CjMeter.SLICES.size(); s++) {
            int n = CjMeter.SLICES.get(s);
            double sectionBottom = bottom - (slice - 1) * SLICE_H;
            for (int k = 0; k < n; k++) {
                Rectangle r = new Rectangle(14, bottom - slice * SLICE_H + 0.5, 44, SLICE_H - 1);
                slices[slice++] = r;
                back.getChildren().add(r);
            }
            Line sep = new Line(10, bottom - (slice - 1) * SLICE_H, 62, bottom - (slice - 1) * SLICE_H);
            sep.setStroke(Color.web("#e1f5fe"));
            back.getChildren().add(sep);
            Text v = text(13, "#e1f5fe");
            v.setLayoutX(66);
            v.setLayoutY((sectionBottom + bottom - (slice - 1) * SLICE_H) / 2 + 5);
            sectionValues[s + 1] = v;
            back.getChildren().add(v);
        }
        top.setArcWidth(10);
        top.setArcHeight(10);
        back.getChildren().add(top);
        Text v = text(15, "#ffd740");
        v.setLayoutX(66);
        v.setLayoutY(METER_TOP + 26);
        sectionValues[CjMeter.SECTIONS] = v;
        back.getChildren().add(v);
        light(0);
    }

    private void light(int n) {
        lit = n;
        for (int i = 1; i <= CjMeter.LAST_SLICE; i++) {
            slices[i].setFill(i <= n ? sectionColour(CjMeter.section(i)) : Color.web("#1c2a44"));
        }
        top.setFill(n > CjMeter.LAST_SLICE ? Color.GOLD : Color.web("#3a3000"));
        top.setStroke(Color.GOLD);
    }

    private static Color sectionColour(int section) {
        return Color.hsb(200 - section * 15, 0.75, 1.0);
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
        // A fixed idle board (not an outcome): the jewels in turn.
        for (int cell : SHAPE.cells()) {
            cells[cell] = (byte) (i++ * 5 % 8);
        }
        draw(Board.of(SHAPE, cells), 0);
        hud(new Hud(1, 40, 0, 0, 0, 0, 0, Marks.NONE));
    }

    // ---- jump to the end of a step -----------------------------------------------------------

    @Override
    public void show(Step s) {
        CjStep step = cast(s);
        effects.getChildren().clear();
        overlay.getChildren().clear();
        draw(step.board(), step.gone());
        hud(step.hud());
        switch (step) {
            case Groups g -> effects.getChildren().add(groups(g));
            case WildAct w -> effects.getChildren().add(pattern(w.wild()));
            case Pairs p -> effects.getChildren().add(pairs(p.pairs()));
            case Meter m -> effects.getChildren().add(payLabels(m.pays(), m.pays().size()));
            case FreeGames f -> overlay.getChildren().add(banner(f.awarded() + " FREE GAMES",
                    f.bonus() + " Bonus destroyed" + (f.hud().free() ? " - " + f.total() + " in all" : "")));
            case Guarantee g -> overlay.getChildren().add(guarantee(g));
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
        CjStep step = cast(s);
        double ms = speed.millis(step.millis());
        effects.getChildren().clear();
        overlay.getChildren().clear();
        return switch (step) {
            case Land l -> {
                hud(l.hud());
                yield land(l, ms);
            }
            case Groups g -> {
                hud(g.hud());
                draw(g.board(), 0);
                yield destroy(groups(g), g.gone(), ms);
            }
            case WildAct w -> {
                hud(w.hud());
                draw(w.board(), w.gone() & ~w.wild().destroyed());
                yield destroy(pattern(w.wild()), w.wild().destroyed(), ms);
            }
            case Pairs p -> {
                hud(p.hud());
                draw(p.board(), p.gone());
                yield fadeIn(pairs(p.pairs()), ms);
            }
            case Meter m -> meter(m, ms);
            case Cascade c -> {
                hud(c.hud());
                yield cascade(c, ms);
            }
            case FreeGames f -> {
                hud(f.hud());
                draw(f.board(), 0);
                yield fadeIn(banner(f.awarded() + " FREE GAMES", f.bonus() + " Bonus destroyed"
                        + (f.hud().free() ? " - " + f.total() + " in all" : "")), ms);
            }
            case Guarantee g -> {
                hud(g.hud());
                draw(g.board(), 0);
                yield fadeIn(guarantee(g), ms);
            }
            case Total t -> {
                hud(t.hud());
                draw(t.board(), 0);
                if (t.total() > 0 || t.capped()) {
                    yield fadeIn(banner("TOTAL WIN", t.total() + (t.capped()
                            ? "\nMaximum win of x" + t.capX() + " bets reached" : "")), ms);
                }
                yield new PauseTransition(Duration.millis(ms));
            }
        };
    }

    private Animation land(Land l, double ms) {
        draw(l.board(), 0);
        ParallelTransition all = new ParallelTransition();
        for (int cell : SHAPE.cells()) {
            Node n = nodes[cell];
            TranslateTransition t = new TranslateTransition(Duration.millis(ms * 0.5), n);
            t.setFromY(-y(cell) - CELL);
            t.setToY(0);
            t.setDelay(Duration.millis(ms * 0.06 * SHAPE.column(cell) + ms * 0.02 * SHAPE.row(cell)));
            t.setInterpolator(Interpolator.EASE_IN);
            n.setTranslateY(-y(cell) - CELL);
            all.getChildren().add(t);
        }
        return all;
    }

    /** Shows {@code highlight}, then fades the {@code destroyed} symbols out. */
    private Animation destroy(Node highlight, long destroyed, double ms) {
        highlight.setOpacity(0);
        effects.getChildren().add(highlight);
        FadeTransition in = new FadeTransition(Duration.millis(ms * 0.3), highlight);
        in.setToValue(1);
        ParallelTransition out = new ParallelTransition();
        for (long m = destroyed; m != 0; m &= m - 1) {
            Node n = nodes[Long.numberOfTrailingZeros(m)];
            if (n == null) {
                continue;
            }
            FadeTransition f = new FadeTransition(Duration.millis(ms * 0.4), n);
            f.setToValue(0.22);
            ScaleTransition sc = new ScaleTransition(Duration.millis(ms * 0.2), n);
            sc.setToX(1.2);
            sc.setToY(1.2);
            sc.setAutoReverse(true);
            sc.setCycleCount(2);
            out.getChildren().addAll(f, sc);
        }
        return new SequentialTransition(in, out, new PauseTransition(Duration.millis(ms * 0.3)));
    }

    private Animation meter(Meter m, double ms) {
        hud(new Hud(m.hud().level(), m.hud().bet(), m.hud().game(), m.hud().games(), m.hud().bonus(),
                m.hud().cascade(), m.sliceFrom(), m.hud().marks()));
        draw(m.board(), m.gone());
        Group labels = new Group();
        effects.getChildren().add(labels);
        List<CjPay> pays = m.pays();
        Timeline t = new Timeline();
        // One pay after the other, in pay order: the next slice lights and the symbol shows its pay.
        for (int i = 0; i < pays.size(); i++) {
            int k = i + 1;
            t.getKeyFrames().add(new KeyFrame(Duration.millis(ms * 0.85 * k / pays.size()), e -> {
                light(pays.get(k - 1).slice());
                labels.getChildren().setAll(payLabels(pays, k).getChildren());
            }));
        }
        t.getKeyFrames().add(new KeyFrame(Duration.millis(ms), e -> { }));
        return t;
    }

    private Animation cascade(Cascade c, double ms) {
        draw(c.before(), c.destroyed());
        ParallelTransition remove = new ParallelTransition();
        for (long m = c.destroyed(); m != 0; m &= m - 1) {
            Node n = nodes[Long.numberOfTrailingZeros(m)];
            ScaleTransition s = new ScaleTransition(Duration.millis(ms * 0.25), n);
            s.setToX(0);
            s.setToY(0);
            remove.getChildren().add(s);
        }
        ParallelTransition fall = new ParallelTransition();
        List<Runnable> moves = new ArrayList<>();
        for (int col = 0; col < SHAPE.columnCount(); col++) {
            int h = SHAPE.height(col);
            int to = 0;
            for (int row = 0; row < h; row++) {
                int from = SHAPE.index(col, row);
                if ((c.destroyed() >>> from & 1L) != 0) {
                    continue;
                }
                int dest = SHAPE.index(col, to++);
                if (dest != from) {
                    Node n = nodes[from];
                    moves.add(() -> {
                        TranslateTransition t = new TranslateTransition(Duration.millis(ms * 0.45), n);
                        t.setToY(y(dest) - y(from));
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
                    Node n = CjArt.symbol(sym, CELL * 0.82);
                    n.setLayoutX(x(dest));
                    n.setLayoutY(y(dest));
                    n.setTranslateY(-drop * CELL - CELL);
                    symbols.getChildren().add(n);
                    TranslateTransition t = new TranslateTransition(Duration.millis(ms * 0.45), n);
                    t.setToY(0);
                    t.setInterpolator(Interpolator.EASE_IN);
                    fall.getChildren().add(t);
                });
            }
        }
        moves.forEach(Runnable::run);
        return new SequentialTransition(remove, fall, new PauseTransition(Duration.millis(ms * 0.1)));
    }

    private Animation fadeIn(Node n, double ms) {
        n.setOpacity(0);
        if (n instanceof StackPane) {
            overlay.getChildren().add(n);
        } else {
            effects.getChildren().add(n);
        }
        FadeTransition f = new FadeTransition(Duration.millis(ms * 0.3), n);
        f.setToValue(1);
        return new SequentialTransition(f, new PauseTransition(Duration.millis(ms * 0.7)));
    }

    // ---- drawing --------------------------------------------------------------------------

    private void draw(Board board, long gone) {
        symbols.getChildren().clear();
        java.util.Arrays.fill(nodes, null);
        for (int cell : SHAPE.cells()) {
            int sym = board.at(cell);
            if (sym < 0) {
                continue;
            }
            Node n = CjArt.symbol(sym, CELL * 0.82);
            n.setLayoutX(x(cell));
            n.setLayoutY(y(cell));
            n.getProperties().put("symbol", sym);
            boolean isGone = (gone >>> cell & 1L) != 0;
            n.getProperties().put("gone", isGone);
            n.setOpacity(isGone ? 0.22 : 1);
            nodes[cell] = n;
            symbols.getChildren().add(n);
        }
    }

    /** The symbol drawn at {@code cell} now (tests). */
    int shownSymbol(int cell) {
        Node n = nodes[cell];
        return n == null ? -1 : (Integer) n.getProperties().get("symbol");
    }

    /** The spaces drawn as destroyed now (tests). */
    long shownGone() {
        long m = 0;
        for (int cell : SHAPE.cells()) {
            if (nodes[cell] != null && (Boolean) nodes[cell].getProperties().get("gone")) {
                m |= 1L << cell;
            }
        }
        return m;
    }

    /** Slices of the meter lit now (tests). */
    int litSlices() {
        return lit;
    }

    /** The watermarks drawn now, Pink, Green, Blue (tests). */
    Marks shownMarks() {
        long[] m = new long[3];
        for (Node n : marks.getChildren()) {
            int cell = (Integer) n.getProperties().get("cell");
            long colours = (Long) n.getProperties().get("colours");
            for (int k = 0; k < 3; k++) {
                if ((colours >>> k & 1L) != 0) {
                    m[k] |= 1L << cell;
                }
            }
        }
        return new Marks(m[0], m[1], m[2]);
    }

    private void hud(Hud h) {
        hudBet.setText("BET " + h.bet() + "\nLEVEL " + h.level());
        hudGame.setText(h.free() ? "FREE GAME\n" + h.game() + " / " + h.games() : "BASE GAME");
        hudBonus.setText("BONUS " + h.bonus() + (h.bonus() < 4 ? " / 4" : ""));
        hudMeter.setText("CASCADE " + h.cascade() + " / 30\nSLICES " + h.slice() + "\nSECTION "
                + (h.slice() == 0 ? "-" : Integer.toString(CjMeter.section(h.slice()))));
        for (int s = 1; s <= CjMeter.SECTIONS; s++) {
            sectionValues[s].setText(Long.toString(values[s] * h.level()));
        }
        light(h.slice());
        marks.getChildren().clear();
        Marks w = h.marks();
        for (int cell : SHAPE.cells()) {
            long colours = (w.pink() >>> cell & 1L) | (w.green() >>> cell & 1L) << 1 | (w.blue() >>> cell & 1L) << 2;
            if (colours == 0) {
                continue;
            }
            Rectangle r = new Rectangle(x(cell) - CELL / 2 + 1, y(cell) - CELL / 2 + 1, CELL - 2, CELL - 2);
            r.setArcWidth(12);
            r.setArcHeight(12);
            r.setFill(watermark(colours));
            r.getProperties().put("cell", cell);
            r.getProperties().put("colours", colours);
            marks.getChildren().add(r);
        }
    }

    /** One colour, or diagonal stripes of every colour acting on the space (rule sheet: a striped space). */
    private static Paint watermark(long colours) {
        List<Color> cs = new ArrayList<>();
        if ((colours & 1) != 0) {
            cs.add(PINK);
        }
        if ((colours & 2) != 0) {
            cs.add(GREEN);
        }
        if ((colours & 4) != 0) {
            cs.add(BLUE);
        }
        if (cs.size() == 1) {
            return cs.getFirst().deriveColor(0, 1, 1, 0.6);
        }
        List<Stop> stops = new ArrayList<>();
        for (int i = 0; i < cs.size(); i++) {
            Color c = cs.get(i).deriveColor(0, 1, 1, 0.65);
            stops.add(new Stop((double) i / cs.size(), c));
            stops.add(new Stop((i + 1.0) / cs.size() - 0.001, c));
        }
        return new LinearGradient(0, 0, 16, 16, false, CycleMethod.REPEAT, stops);
    }

    private Group groups(Groups g) {
        Group all = new Group();
        for (Cluster c : g.groups()) {
            Color colour = CjArt.colour(c.symbol());
            Group one = new Group();
            for (long m = c.cells(); m != 0; m &= m - 1) {
                one.getChildren().add(box(Long.numberOfTrailingZeros(m), colour, 4));
            }
            one.setEffect(new DropShadow(14, colour));
            all.getChildren().add(one);
        }
        for (long m = g.expired() | g.pink(); m != 0; m &= m - 1) {
            all.getChildren().add(box(Long.numberOfTrailingZeros(m), PINK, 3));
        }
        return all;
    }

    private Group pattern(CjWildAction w) {
        Color colour = switch (CjArt.name(w.symbol())) {
            case "Shattering Wild" -> Color.web("#40c4ff");
            case "Shocking Wild" -> Color.web("#ffee58");
            default -> Color.web("#b388ff");
        };
        Group g = new Group();
        for (long m = w.pattern(); m != 0; m &= m - 1) {
            int cell = Long.numberOfTrailingZeros(m);
            Rectangle r = box(cell, colour, 3);
            r.getStrokeDashArray().addAll(6.0, 4.0);
            g.getChildren().add(r);
        }
        for (long m = w.destroyed(); m != 0; m &= m - 1) {
            int cell = Long.numberOfTrailingZeros(m);
            Line a = new Line(x(cell) - 20, y(cell) - 20, x(cell) + 20, y(cell) + 20);
            Line b = new Line(x(cell) + 20, y(cell) - 20, x(cell) - 20, y(cell) + 20);
            for (Line l : List.of(a, b)) {
                l.setStroke(colour);
                l.setStrokeWidth(5);
            }
            g.getChildren().addAll(a, b);
        }
        g.getChildren().add(box(w.cell(), Color.WHITE, 5));
        g.setEffect(new DropShadow(14, colour));
        return g;
    }

    private Group pairs(List<CjPair> pairs) {
        Group g = new Group();
        for (CjPair p : pairs) {
            double y = y(p.left());
            Rectangle bracket = new Rectangle(x(p.left()) - CELL / 2, y - CELL / 2, 2 * CELL, CELL);
            bracket.setArcWidth(30);
            bracket.setArcHeight(30);
            bracket.setFill(Color.TRANSPARENT);
            bracket.setStroke(Color.GOLD);
            bracket.setStrokeWidth(5);
            Text t = text(14, "#ffffff");
            t.setText(switch (p.enhancement()) {
                case PINK_WATERMARK -> "PINK";
                case GREEN_WATERMARK -> "GREEN";
                case BLUE_WATERMARK -> "BLUE";
                case PERSISTING_WILDS -> "PERSISTING";
            });
            t.setStroke(Color.BLACK);
            t.setStrokeWidth(0.6);
            t.setX(x(p.left()) + CELL / 2 - t.getLayoutBounds().getWidth() / 2);
            t.setY(y - CELL / 2 + 14);
            g.getChildren().addAll(bracket, t);
        }
        g.setEffect(new DropShadow(16, Color.GOLD));
        return g;
    }

    /** Pay labels on the first {@code n} destroyed symbols in pay order. */
    private Group payLabels(List<CjPay> pays, int n) {
        Group g = new Group();
        for (int i = 0; i < n; i++) {
            CjPay p = pays.get(i);
            Text t = text(p.multiplier() > 1 ? 17 : 15, p.multiplier() > 1 ? "#ffd740" : "#ffffff");
            t.setText(p.pay() + CjScripter.multiplier(p));
            t.setStroke(Color.BLACK);
            t.setStrokeWidth(0.8);
            t.setX(x(p.cell()) - t.getLayoutBounds().getWidth() / 2);
            t.setY(y(p.cell()) + 6);
            t.getStyleClass().add("cj-pay");
            g.getChildren().add(t);
        }
        return g;
    }

    private StackPane guarantee(Guarantee g) {
        var q = g.guarantee();
        return banner(q.topUp() > 0 ? "BONUS GUARANTEE" : "FREE GAMES WIN",
                "Base " + q.initiatingPay() + " + free games " + q.freeGamesPay()
                        + "\nGuaranteed " + q.floor() + (q.topUp() > 0 ? " - top-up " + q.topUp() : ""));
    }

    private Rectangle box(int cell, Color colour, double width) {
        Rectangle r = new Rectangle(x(cell) - CELL / 2 + 2, y(cell) - CELL / 2 + 2, CELL - 4, CELL - 4);
        r.setArcWidth(12);
        r.setArcHeight(12);
        r.setFill(colour.deriveColor(0, 1, 1, 0.15));
        r.setStroke(colour);
        r.setStrokeWidth(width);
        return r;
    }

    private static StackPane banner(String title, String amount) {
        Text t = text(42, "#80d8ff");
        t.setText(title);
        t.setStroke(Color.web("#002f6c"));
        Text a = text(30, "#ffffff");
        a.setText(amount);
        a.setTextAlignment(TextAlignment.CENTER);
        a.setStroke(Color.BLACK);
        a.setId("cj-banner-amount");
        VBox box = new VBox(8, t, a);
        box.setAlignment(Pos.CENTER);
        Rectangle plate = new Rectangle(600, 210);
        plate.setArcWidth(40);
        plate.setArcHeight(40);
        plate.setFill(Color.web("#06142e", 0.9));
        plate.setStroke(Color.web("#80d8ff"));
        plate.setStrokeWidth(4);
        StackPane p = new StackPane(plate, box);
        p.setMaxSize(600, 210);
        p.setEffect(new DropShadow(30, Color.web("#40c4ff", 0.6)));
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
                new Stop(0, Color.web("#0b1d4a")), new Stop(1, Color.web("#020814"))));
        Rectangle reels = new Rectangle(X0 - 8, Y0 - 8, 6 * CELL + 16, 6 * CELL + 16);
        reels.setArcWidth(20);
        reels.setArcHeight(20);
        reels.setFill(Color.web("#020a1c"));
        reels.setStroke(Color.web("#80d8ff"));
        reels.setStrokeWidth(3);
        Rectangle meter = new Rectangle(8, METER_TOP - 6, 140, H - METER_TOP - 8);
        meter.setArcWidth(16);
        meter.setArcHeight(16);
        meter.setFill(Color.web("#020a1c"));
        meter.setStroke(Color.web("#80d8ff", 0.6));
        return new Group(sky, meter, reels);
    }

    private static CjStep cast(Step s) {
        if (s instanceof CjStep c) {
            return c;
        }
        throw new UiException("Cool Jewels board cannot show a " + s.getClass().getName());
    }
}
