package io.opencab.ui.games.lostrelics;

import io.opencab.engine.games.lostrelics.LrChestAward;
import io.opencab.engine.games.lostrelics.LrChestGrant;
import io.opencab.engine.games.lostrelics.LrFeature;
import io.opencab.engine.games.lostrelics.LrMath;
import io.opencab.engine.games.lostrelics.LrSymbols;
import io.opencab.engine.grid.Board;
import io.opencab.engine.grid.GridShape;
import io.opencab.ui.games.lostrelics.LrSteps.ChestFound;
import io.opencab.ui.games.lostrelics.LrSteps.Cluster;
import io.opencab.ui.games.lostrelics.LrSteps.Feature;
import io.opencab.ui.games.lostrelics.LrSteps.FreeSpinsEnd;
import io.opencab.ui.games.lostrelics.LrSteps.FreeSpinsStart;
import io.opencab.ui.games.lostrelics.LrSteps.Hud;
import io.opencab.ui.games.lostrelics.LrSteps.Land;
import io.opencab.ui.games.lostrelics.LrSteps.LrStep;
import io.opencab.ui.games.lostrelics.LrSteps.Total;
import io.opencab.ui.games.lostrelics.LrSteps.Uncover;
import io.opencab.ui.games.lostrelics.LrSteps.Wins;
import io.opencab.ui.present.BoardView;
import io.opencab.ui.present.Speed;
import io.opencab.ui.present.Step;
import io.opencab.ui.present.UiException;
import java.util.ArrayList;
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
 * Lost Relics' board: 5 reels of 5 rows in a temple wall, the heads-up display on the right
 * (bet level and coins, Scatters, Free Spins, Extra Free Spins, Sticky Wilds, the Hidden Chest's
 * uncovered spaces). Uncovered spaces are drawn as dug sand over their cells, a found part of the
 * chest as a gold piece; Sticky Wilds wear a gold frame.
 */
final class LrBoardView implements BoardView {
    static final double W = 820;
    static final double H = 600;
    static final double CELL = 100;
    static final double X0 = 30;
    static final double Y0 = 60;
    private static final GridShape SHAPE = LrMath.GRID;

    private final StackPane root = new StackPane();
    private final Pane symbols = new Pane();
    private final Pane marks = new Pane();
    private final Pane effects = new Pane();
    private final StackPane overlay = new StackPane();
    private final Text hudBet = hudText(20, "#ffe082");
    private final Text hudScatters = hudText(20, "#64ffda");
    private final Text hudFree = hudText(20, "#fff59d");
    private final Text hudChest = hudText(18, "#ffcc80");
    private final Node[] nodes = new Node[SHAPE.arraySize()];

    LrBoardView() {
        Pane back = new Pane(background());
        for (int cell : SHAPE.cells()) {
            Rectangle frame = new Rectangle(x(cell) - CELL / 2 + 3, y(cell) - CELL / 2 + 3, CELL - 6, CELL - 6);
            frame.setArcWidth(12);
            frame.setArcHeight(12);
            frame.setFill(Color.web("#2b1d0e", 0.75));
            frame.setStroke(Color.web("#c8a165", 0.5));
            back.getChildren().add(frame);
        }
        VBox hud = new VBox(14, hudBet, hudScatters, hudFree, hudChest);
        hud.setLayoutX(X0 + 5 * CELL + 24);
        hud.setLayoutY(Y0 + 10);
        hud.setId("lr-hud");
        back.getChildren().add(hud);
        Text title = hudText(30, "#ffd54f");
        title.setText("LOST RELICS");
        title.setLayoutX(X0);
        title.setLayoutY(40);
        back.getChildren().add(title);
        effects.setMouseTransparent(true);
        overlay.setMouseTransparent(true);
        for (Pane p : List.of(back, symbols, marks, effects)) {
            p.setPrefSize(W, H);
            p.setMinSize(W, H);
            p.setMaxSize(W, H);
        }
        root.getChildren().addAll(back, symbols, marks, effects, overlay);
        root.setPrefSize(W, H);
        root.setMinSize(W, H);
        root.setMaxSize(W, H);
        root.setClip(new Rectangle(W, H));
        root.setId("lr-board");
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
        byte[] cells = new byte[SHAPE.arraySize()];
        int i = 0;
        // A fixed idle board (not an outcome): the paying symbols in turn.
        for (int cell : SHAPE.cells()) {
            cells[cell] = (byte) (i++ * 3 % LrSymbols.PAYING);
        }
        draw(Board.of(SHAPE, cells));
        hud(new Hud(1, 20, 0, 0, 0, 0, 0, 0, 0, 0));
    }

    // ---- jump to the end of a step -----------------------------------------------------------

    @Override
    public void show(Step s) {
        LrStep step = cast(s);
        effects.getChildren().clear();
        overlay.getChildren().clear();
        draw(step.board());
        hud(step.hud());
        switch (step) {
            case Wins w -> effects.getChildren().add(highlights(w));
            case Feature f -> effects.getChildren().add(badge(f.feature()));
            case ChestFound c -> {
                effects.getChildren().add(chest(c.award()));
                overlay.getChildren().add(awardPanel(c));
            }
            case FreeSpinsStart f -> overlay.getChildren().add(banner(f.count() + " FREE SPINS",
                    "Uncover the Hidden Chest under winning clusters"));
            case FreeSpinsEnd f -> overlay.getChildren().add(banner("FREE SPINS WIN", Long.toString(f.freeWin())));
            case Total t -> {
                if (t.total() > 0) {
                    overlay.getChildren().add(banner("TOTAL WIN", Long.toString(t.total())));
                }
            }
            default -> {
            }
        }
    }

    // ---- animations -----------------------------------------------------------------------

    @Override
    public Animation animate(Step s, Speed speed) {
        LrStep step = cast(s);
        double ms = speed.millis(step.millis());
        effects.getChildren().clear();
        overlay.getChildren().clear();
        hud(step.hud());
        return switch (step) {
            case Land l -> land(l, ms);
            case Feature f -> feature(f, ms);
            case Wins w -> wins(w, ms);
            case Uncover u -> uncover(u, ms);
            case ChestFound c -> chestFound(c, ms);
            case FreeSpinsStart f -> {
                draw(f.board());
                yield fadeIn(banner(f.count() + " FREE SPINS", "Uncover the Hidden Chest under winning clusters"), ms);
            }
            case FreeSpinsEnd f -> {
                draw(f.board());
                yield fadeIn(banner("FREE SPINS WIN", Long.toString(f.freeWin())), ms);
            }
            case Total t -> {
                draw(t.board());
                if (t.total() > 0) {
                    yield fadeIn(banner("TOTAL WIN", Long.toString(t.total())), ms);
                }
                yield new PauseTransition(Duration.millis(ms));
            }
        };
    }

    private Animation land(Land l, double ms) {
        draw(l.board());
        ParallelTransition all = new ParallelTransition();
        for (int cell : SHAPE.cells()) {
            if ((l.hud().sticky() >>> cell & 1L) != 0) {
                continue; // Sticky Wilds stay where they are
            }
            Node n = nodes[cell];
            TranslateTransition t = new TranslateTransition(Duration.millis(ms * 0.55), n);
            t.setFromY(-y(cell) - CELL);
            t.setToY(0);
            t.setDelay(Duration.millis(ms * 0.07 * SHAPE.column(cell)));
            t.setInterpolator(Interpolator.EASE_OUT);
            n.setTranslateY(-y(cell) - CELL);
            all.getChildren().add(t);
        }
        return all;
    }

    private Animation feature(Feature f, double ms) {
        draw(f.before());
        LrFeature feat = f.feature();
        Group badge = badge(feat);
        badge.setOpacity(0);
        effects.getChildren().add(badge);
        // The symbol lifts, and the feature hidden under it shows.
        Node over = nodes[feat.cell()];
        TranslateTransition lift = new TranslateTransition(Duration.millis(ms * 0.25), over);
        lift.setByY(-CELL * 0.35);
        lift.setAutoReverse(true);
        lift.setCycleCount(2);
        FadeTransition show = new FadeTransition(Duration.millis(ms * 0.2), badge);
        show.setToValue(1);
        ParallelTransition wilds = new ParallelTransition();
        for (long m = feat.wildCells(); m != 0; m &= m - 1) {
            int cell = Long.numberOfTrailingZeros(m);
            wilds.getChildren().add(pop(place(LrSymbols.WILD, cell), ms * 0.3));
        }
        return new SequentialTransition(lift, show, wilds, new PauseTransition(Duration.millis(ms * 0.25)));
    }

    private Animation wins(Wins w, double ms) {
        draw(w.board());
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
        for (Cluster c : w.clusters()) {
            for (long m = c.cells(); m != 0; m &= m - 1) {
                ScaleTransition p = new ScaleTransition(Duration.millis(ms * 0.25), nodes[Long.numberOfTrailingZeros(m)]);
                p.setToX(1.12);
                p.setToY(1.12);
                p.setAutoReverse(true);
                p.setCycleCount(2);
                all.getChildren().add(p);
            }
        }
        all.getChildren().add(new PauseTransition(Duration.millis(ms)));
        return all;
    }

    private Animation uncover(Uncover u, double ms) {
        draw(u.board());
        ParallelTransition all = new ParallelTransition();
        for (long m = u.fresh(); m != 0; m &= m - 1) {
            int cell = Long.numberOfTrailingZeros(m);
            Rectangle flash = new Rectangle(x(cell) - CELL / 2, y(cell) - CELL / 2, CELL, CELL);
            flash.setFill(Color.web("#ffe0a0", 0.8));
            effects.getChildren().add(flash);
            FadeTransition f = new FadeTransition(Duration.millis(ms * 0.8), flash);
            f.setToValue(0);
            all.getChildren().add(f);
        }
        return all;
    }

    private Animation chestFound(ChestFound c, double ms) {
        draw(c.board());
        Group chest = chest(c.award());
        effects.getChildren().add(chest);
        StackPane panel = awardPanel(c);
        panel.setOpacity(0);
        overlay.getChildren().add(panel);
        FadeTransition f = new FadeTransition(Duration.millis(ms * 0.25), panel);
        f.setToValue(1);
        return new SequentialTransition(pop(chest, ms * 0.3), f, new PauseTransition(Duration.millis(ms * 0.45)));
    }

    private static Animation pop(Node n, double ms) {
        n.setScaleX(0.1);
        n.setScaleY(0.1);
        ScaleTransition s = new ScaleTransition(Duration.millis(ms), n);
        s.setToX(1);
        s.setToY(1);
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
            place(board.at(cell), cell);
        }
    }

    private Node place(int symbol, int cell) {
        Node n = LrArt.symbol(symbol, CELL * 0.8);
        n.setLayoutX(x(cell));
        n.setLayoutY(y(cell));
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

    /** The marks drawn now: uncovered spaces, chest parts and Sticky Wild frames, by cell (tests). */
    long[] shownMarks() {
        long[] m = new long[3];
        for (Node n : marks.getChildren()) {
            int kind = (Integer) n.getProperties().get("mark");
            m[kind] |= 1L << (Integer) n.getProperties().get("cell");
        }
        return m;
    }

    private void hud(Hud h) {
        hudBet.setText("LEVEL " + h.level() + "\nBET " + h.bet() + " COINS\n(20 coins x level " + h.level() + ")");
        hudScatters.setText(h.free() ? "" : "SCATTERS " + h.scatters() + " / 3");
        hudFree.setText(h.free() ? "FREE SPIN " + h.spin() + " / " + h.spins() + "\nEXTRA SPINS " + h.extra() + " / 25"
                + "\nSTICKY WILDS " + Long.bitCount(h.sticky()) + " / 6" : "");
        hudChest.setText(h.free() ? "HIDDEN CHEST " + h.chest() + "\nUNCOVERED " + Long.bitCount(h.uncovered())
                + (h.revealed() != 0 ? "\nCHEST PARTS FOUND " + Long.bitCount(h.revealed()) : "") : "");
        marks.getChildren().clear();
        for (long m = h.uncovered(); m != 0; m &= m - 1) {
            int cell = Long.numberOfTrailingZeros(m);
            Rectangle sand = new Rectangle(x(cell) - CELL / 2 + 4, y(cell) - CELL / 2 + 4, CELL - 8, CELL - 8);
            sand.setFill(Color.web("#e0b872", 0.22));
            sand.setStroke(Color.web("#e0b872"));
            sand.setStrokeWidth(2);
            sand.getStrokeDashArray().addAll(8.0, 5.0);
            mark(sand, 0, cell);
        }
        for (long m = h.revealed(); m != 0; m &= m - 1) {
            int cell = Long.numberOfTrailingZeros(m);
            Circle piece = new Circle(x(cell) + CELL * 0.33, y(cell) - CELL * 0.33, 10,
                    new LinearGradient(0, 0, 1, 1, true, CycleMethod.NO_CYCLE, new Stop(0, Color.web("#fff59d")),
                            new Stop(1, Color.web("#b8860b"))));
            piece.setStroke(Color.web("#5d3a00"));
            mark(piece, 1, cell);
        }
        for (long m = h.sticky(); m != 0; m &= m - 1) {
            int cell = Long.numberOfTrailingZeros(m);
            Rectangle frame = new Rectangle(x(cell) - CELL / 2 + 2, y(cell) - CELL / 2 + 2, CELL - 4, CELL - 4);
            frame.setArcWidth(14);
            frame.setArcHeight(14);
            frame.setFill(Color.TRANSPARENT);
            frame.setStroke(Color.GOLD);
            frame.setStrokeWidth(5);
            frame.setEffect(new DropShadow(12, Color.GOLD));
            mark(frame, 2, cell);
        }
    }

    private void mark(Node n, int kind, int cell) {
        n.getProperties().put("mark", kind);
        n.getProperties().put("cell", cell);
        marks.getChildren().add(n);
    }

    /** The HUD text now (tests). */
    String hudText() {
        return String.join("|", hudBet.getText(), hudScatters.getText(), hudFree.getText(), hudChest.getText());
    }

    private Group highlights(Wins w) {
        Group all = new Group();
        for (Cluster c : w.clusters()) {
            Group g = new Group();
            Color colour = LrArt.colour(c.symbol());
            double sx = 0;
            double sy = 0;
            for (long m = c.cells(); m != 0; m &= m - 1) {
                int cell = Long.numberOfTrailingZeros(m);
                Rectangle r = new Rectangle(x(cell) - CELL / 2 + 2, y(cell) - CELL / 2 + 2, CELL - 4, CELL - 4);
                r.setArcWidth(14);
                r.setArcHeight(14);
                r.setFill(colour.deriveColor(0, 1, 1, 0.18));
                r.setStroke(colour);
                r.setStrokeWidth(4);
                g.getChildren().add(r);
                sx += x(cell);
                sy += y(cell);
            }
            g.setEffect(new DropShadow(18, colour));
            Text pay = hudText(32, "#ffffff");
            pay.setText(Long.toString(c.pay()));
            pay.setStroke(Color.BLACK);
            pay.setStrokeWidth(1.5);
            pay.getStyleClass().add("lr-pay");
            pay.setX(sx / c.size() - pay.getLayoutBounds().getWidth() / 2);
            pay.setY(sy / c.size() + 10);
            g.getChildren().add(pay);
            all.getChildren().add(g);
        }
        return all;
    }

    /** The feature revealed under its symbol: a coin with the win, three Wild rays, or a Scatter. */
    private Group badge(LrFeature f) {
        double bx = x(f.cell());
        double by = y(f.cell());
        Circle ring = new Circle(bx, by, CELL * 0.48, Color.TRANSPARENT);
        ring.setStroke(Color.web("#fff176"));
        ring.setStrokeWidth(4);
        ring.setEffect(new DropShadow(16, Color.GOLD));
        String label = switch (f.kind()) {
            case COIN_WIN -> "COIN WIN\nx" + f.coinX() + " = " + f.pay();
            case EXTRA_WILD -> "EXTRA WILD";
            case EXTRA_SCATTER -> "EXTRA SCATTER\n" + f.scatters() + " / 3";
        };
        Text t = hudText(17, "#ffffff");
        t.setText(label);
        t.setTextAlignment(TextAlignment.CENTER);
        t.setStroke(Color.BLACK);
        t.setStrokeWidth(0.8);
        t.setX(bx - t.getLayoutBounds().getWidth() / 2);
        t.setY(by - CELL * 0.62);
        javafx.geometry.Bounds tb = t.getBoundsInLocal();
        Rectangle plate = new Rectangle(tb.getMinX() - 6, tb.getMinY() - 4, tb.getWidth() + 12, tb.getHeight() + 8);
        plate.setArcWidth(10);
        plate.setArcHeight(10);
        plate.setFill(Color.web("#4e2a00", 0.9));
        plate.setStroke(Color.GOLD);
        Group g = new Group(ring, plate, t);
        for (long m = f.wildCells(); m != 0; m &= m - 1) {
            int cell = Long.numberOfTrailingZeros(m);
            Circle w = new Circle(x(cell), y(cell), CELL * 0.47, Color.TRANSPARENT);
            w.setStroke(Color.web("#ffab00"));
            w.setStrokeWidth(4);
            w.setEffect(new DropShadow(14, Color.ORANGE));
            g.getChildren().add(w);
        }
        if (f.kind() == LrFeature.Kind.EXTRA_SCATTER) {
            Node sc = LrArt.symbol(LrSymbols.SCATTER, CELL * 0.4);
            sc.setLayoutX(bx + CELL * 0.3);
            sc.setLayoutY(by + CELL * 0.3);
            g.getChildren().add(sc);
        }
        g.setId("lr-feature");
        return g;
    }

    /** The found chest drawn over the spaces it hid behind. */
    private Group chest(LrChestAward a) {
        long cells = a.chest().cells();
        double minX = Double.MAX_VALUE;
        double minY = Double.MAX_VALUE;
        double maxX = 0;
        double maxY = 0;
        for (long m = cells; m != 0; m &= m - 1) {
            int cell = Long.numberOfTrailingZeros(m);
            minX = Math.min(minX, x(cell) - CELL / 2);
            minY = Math.min(minY, y(cell) - CELL / 2);
            maxX = Math.max(maxX, x(cell) + CELL / 2);
            maxY = Math.max(maxY, y(cell) + CELL / 2);
        }
        Group c = LrArt.chest(maxX - minX, maxY - minY);
        c.setLayoutX(minX);
        c.setLayoutY(minY);
        c.setEffect(new DropShadow(24, Color.GOLD));
        return new Group(c);
    }

    /** The chest award broken down instance by instance. */
    private StackPane awardPanel(ChestFound c) {
        LrChestAward a = c.award();
        List<String> lines = new ArrayList<>();
        for (LrChestGrant g : a.grants()) {
            lines.add(switch (g.kind()) {
                case EXTRA_FREE_SPIN -> "+1 Extra Free Spin";
                case STICKY_WILD -> "Sticky Wild on reel " + (SHAPE.column(g.cell()) + 1) + ", row "
                        + (SHAPE.rowsPerColumn() - SHAPE.row(g.cell()));
                case COIN_WIN -> "Coin Win x" + g.coinX() + " = " + g.pay();
            });
        }
        int half = (lines.size() + 1) / 2;
        Text left = hudText(16, "#ffffff");
        left.setText(String.join("\n", lines.subList(0, half)));
        Text right = hudText(16, "#ffffff");
        right.setText(String.join("\n", lines.subList(half, lines.size())));
        javafx.scene.layout.HBox cols = new javafx.scene.layout.HBox(24, left, right);
        cols.setAlignment(Pos.CENTER);
        Text title = hudText(26, "#ffd54f");
        title.setText(a.chest().type() + " CHEST FOUND - " + a.grants().size() + " FEATURES");
        Text sum = hudText(20, "#fff59d");
        sum.setId("lr-chest-sum");
        sum.setText(a.extraSpins() + " Extra Free Spin" + (a.extraSpins() == 1 ? "" : "s") + ", "
                + Long.bitCount(a.stickyCells()) + " Sticky Wild" + (Long.bitCount(a.stickyCells()) == 1 ? "" : "s")
                + ", Coin Win " + a.coinWin());
        VBox box = new VBox(8, title, cols, sum);
        box.setAlignment(Pos.CENTER);
        Rectangle plate = new Rectangle(700, 150 + 20 * half);
        plate.setArcWidth(30);
        plate.setArcHeight(30);
        plate.setFill(Color.web("#2a1600", 0.88));
        plate.setStroke(Color.GOLD);
        plate.setStrokeWidth(3);
        StackPane p = new StackPane(plate, box);
        p.setMaxSize(700, 150 + 20 * half);
        StackPane.setAlignment(p, Pos.BOTTOM_CENTER);
        p.setTranslateY(-10);
        return p;
    }

    private static StackPane banner(String title, String amount) {
        Text t = hudText(46, "#ffd54f");
        t.setText(title);
        t.setStroke(Color.web("#5a3a00"));
        Text a = hudText(36, "#ffffff");
        a.setText(amount);
        a.setTextAlignment(TextAlignment.CENTER);
        a.setStroke(Color.BLACK);
        a.setId("lr-banner-amount");
        VBox box = new VBox(8, t, a);
        box.setAlignment(Pos.CENTER);
        Rectangle plate = new Rectangle(600, 200);
        plate.setArcWidth(40);
        plate.setArcHeight(40);
        plate.setFill(Color.web("#2a1600", 0.88));
        plate.setStroke(Color.GOLD);
        plate.setStrokeWidth(4);
        StackPane p = new StackPane(plate, box);
        p.setMaxSize(600, 200);
        p.setEffect(new DropShadow(30, Color.web("#ffd700", 0.6)));
        return p;
    }

    private static Text hudText(double size, String colour) {
        Text t = new Text();
        t.setFont(Font.font("SansSerif", FontWeight.EXTRA_BOLD, size));
        t.setFill(Color.web(colour));
        return t;
    }

    private static Group background() {
        Rectangle wall = new Rectangle(W, H);
        wall.setFill(new LinearGradient(0, 0, 0, 1, true, CycleMethod.NO_CYCLE,
                new Stop(0, Color.web("#3e2a14")), new Stop(1, Color.web("#16100a"))));
        Group stones = new Group(wall);
        for (int r = 0; r < 12; r++) {
            for (int c = 0; c < 9; c++) {
                Rectangle s = new Rectangle(c * 96 - (r % 2) * 48, r * 50, 94, 48);
                s.setFill(Color.TRANSPARENT);
                s.setStroke(Color.web("#000000", 0.25));
                stones.getChildren().add(s);
            }
        }
        Rectangle reels = new Rectangle(X0 - 8, Y0 - 8, 5 * CELL + 16, 5 * CELL + 16);
        reels.setArcWidth(20);
        reels.setArcHeight(20);
        reels.setFill(Color.web("#120b04"));
        reels.setStroke(Color.web("#c8a165"));
        reels.setStrokeWidth(4);
        stones.getChildren().add(reels);
        return stones;
    }

    private static LrStep cast(Step s) {
        if (s instanceof LrStep c) {
            return c;
        }
        throw new UiException("Lost Relics board cannot show a " + s.getClass().getName());
    }
}
