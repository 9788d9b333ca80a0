package io.opencab.ui.games.lostrelics;

import io.opencab.engine.games.lostrelics.LrFeature;
import io.opencab.engine.games.lostrelics.LrMath;
import io.opencab.engine.games.lostrelics.LrSymbols;
import io.opencab.engine.grid.Board;
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
import io.opencab.ui.games.board.Banner;
import io.opencab.ui.games.board.CellBoardView;
import io.opencab.ui.games.board.BoardText;
import io.opencab.ui.games.board.CascadeAnimator;
import io.opencab.ui.games.board.CellLayout;
import io.opencab.ui.games.board.HudLines;
import io.opencab.ui.games.board.WinHighlighter;
import java.util.Optional;
import javafx.animation.Animation;
import javafx.animation.FadeTransition;
import javafx.animation.Interpolator;
import javafx.animation.ParallelTransition;
import javafx.animation.PauseTransition;
import javafx.animation.ScaleTransition;
import javafx.animation.SequentialTransition;
import javafx.animation.TranslateTransition;
import javafx.scene.Group;
import javafx.scene.Node;
import javafx.scene.effect.DropShadow;
import javafx.scene.layout.Pane;
import javafx.scene.layout.StackPane;
import javafx.scene.paint.Color;
import javafx.scene.paint.CycleMethod;
import javafx.scene.paint.LinearGradient;
import javafx.scene.paint.Stop;
import javafx.scene.shape.Circle;
import javafx.scene.shape.Rectangle;
import javafx.util.Duration;

/**
 * Lost Relics' board: 5 reels of 5 rows in a temple wall, the heads-up display on the right
 * (bet level and coins, Scatters, Free Spins, Extra Free Spins, Sticky Wilds, the Hidden Chest's
 * uncovered spaces). Uncovered spaces are drawn as dug sand over their cells, a found part of the
 * chest as a gold piece; Sticky Wilds wear a gold frame.
 */
final class LrBoardView extends CellBoardView<LrStep, Hud> {
    private static final CellLayout LAYOUT = new CellLayout(LrMath.GRID, 100, 30, 60);
    private static final Columns COLUMNS = new Columns("lr", "LOST RELICS", "#ffd54f", 40, 14, 24, 10);
    private static final CascadeAnimator.Drop DROP = new CascadeAnimator.Drop(0.55, 0.07, 0, Interpolator.EASE_OUT);
    private static final Banner BANNER = COLUMNS.banner(46, Color.web("#5a3a00"), 36, 600, 200, Color.web("#2a1600", 0.88),
            Color.GOLD, Color.web("#ffd700", 0.6));

    private final WinHighlighter wins = new WinHighlighter(grid(), COLUMNS.wins(0.18, 32));
    private final LrFeatureArt art = new LrFeatureArt(grid(), this::num);
    private final Pane marks = new Pane();
    /** Bet, Scatters, the Free Spins, the Hidden Chest. */
    private final HudLines display = new HudLines(BoardText.bold(20, "#ffe082"), BoardText.bold(20, "#64ffda"),
            BoardText.bold(20, "#fff59d"), BoardText.bold(18, "#ffcc80"));

    LrBoardView() {
        super(LrStep.class, "Lost Relics", BANNER,
                LAYOUT.grid((sym, cell) -> LrArt.SYMBOLS.symbol(sym, LAYOUT.cell() * 0.8)), new Hud(1, 20, 0, 0, 0, 0, 0, 0, 0, 0));
        stackColumns(COLUMNS, LAYOUT, display,
                framedBack(background(), 3, 12, Color.web("#2b1d0e", 0.75), Color.web("#c8a165", 0.5)), grid().layer(), marks);
    }

    @Override
    protected void drawIdle() {
        // A fixed idle board (not an outcome): the paying symbols in turn.
        draw(idleBoard(LAYOUT.shape(), i -> i * 3 % LrSymbols.PAYING));
    }

    // ---- jump to the end of a step -----------------------------------------------------------

    @Override
    protected void showStep(LrStep step) {
        draw(step.board());
        switch (step) {
            case Wins w -> layers().addEffect(highlights(w));
            case Feature f -> layers().addEffect(art.badge(f.feature()));
            case ChestFound c -> {
                layers().addEffect(art.chest(c.award()));
                layers().addOverlay(art.awardPanel(c));
            }
            default -> {
            }
        }
    }

    // ---- animations -----------------------------------------------------------------------

    @Override
    protected Animation animateStep(LrStep step, double ms) {
        return switch (step) {
            case Land l -> land(l, ms);
            case Feature f -> feature(f, ms);
            case Wins w -> wins(w, ms);
            case Uncover u -> uncover(u, ms);
            case ChestFound c -> chestFound(c, ms);
            case FreeSpinsStart _, FreeSpinsEnd _, Total _ -> bannerOver(step, ms);
        };
    }

    private Animation land(Land l, double ms) {
        draw(l.board());
        // Sticky Wilds stay where they are.
        return cascade().dropIn(LAYOUT.shape().valid() & ~l.hud().sticky(), ms, DROP);
    }

    private Animation feature(Feature f, double ms) {
        draw(f.before());
        LrFeature feat = f.feature();
        Group badge = art.badge(feat);
        badge.setOpacity(0);
        layers().addEffect(badge);
        // The symbol lifts, and the feature hidden under it shows.
        Node over = grid().at(feat.cell());
        TranslateTransition lift = new TranslateTransition(Duration.millis(ms * 0.25), over);
        lift.setByY(-LAYOUT.cell() * 0.35);
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
        layers().addEffect(lights);
        long paying = 0;
        for (Cluster c : w.clusters()) {
            paying |= c.cells();
        }
        return wins.reveal(lights, paying, 1.12, ms);
    }

    private Animation uncover(Uncover u, double ms) {
        draw(u.board());
        ParallelTransition all = new ParallelTransition();
        for (long m = u.fresh(); m != 0; m &= m - 1) {
            int cell = Long.numberOfTrailingZeros(m);
            Rectangle flash = grid().square(cell, 0, 0);
            flash.setFill(Color.web("#ffe0a0", 0.8));
            layers().addEffect(flash);
            FadeTransition f = new FadeTransition(Duration.millis(ms * 0.8), flash);
            f.setToValue(0);
            all.getChildren().add(f);
        }
        return all;
    }

    private Animation chestFound(ChestFound c, double ms) {
        draw(c.board());
        Group chest = art.chest(c.award());
        layers().addEffect(chest);
        StackPane panel = art.awardPanel(c);
        panel.setOpacity(0);
        layers().addOverlay(panel);
        FadeTransition f = new FadeTransition(Duration.millis(ms * 0.25), panel);
        f.setToValue(1);
        return new SequentialTransition(pop(chest, ms * 0.3), f, new PauseTransition(Duration.millis(ms * 0.45)));
    }

    /** The Free Spins awarded, and their win. */
    @Override
    protected Optional<StackPane> banner(LrStep step) {
        return Optional.ofNullable(switch (step) {
            case FreeSpinsStart f -> BANNER.of(f.count() + " FREE SPINS", "Uncover the Hidden Chest under winning clusters");
            case FreeSpinsEnd f -> BANNER.of("FREE SPINS WIN", num(f.freeWin()));
            default -> null;
        });
    }

    private static Animation pop(Node n, double ms) {
        n.setScaleX(0.1);
        n.setScaleY(0.1);
        ScaleTransition s = new ScaleTransition(Duration.millis(ms), n);
        s.setToX(1);
        s.setToY(1);
        return s;
    }

    // ---- drawing --------------------------------------------------------------------------

    private void draw(Board board) {
        grid().draw(board);
    }

    private Node place(int symbol, int cell) {
        return grid().place(symbol, cell);
    }

    /** The symbol drawn at {@code cell} now (tests read the board from the screen). */
    int shownSymbol(int cell) {
        return grid().shownSymbol(cell);
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

    /** The player's bet now, between rounds (issue 39 item 2: the HUD follows BET+/BET-/MAX BET at once). */
    @Override
    public void bet(int level, long bet) {
        display.bet(betText(level, bet));
    }

    private String betText(int level, long bet) {
        return "LEVEL " + level + "\nBET " + num(bet) + " COINS\n(" + bet / Math.max(1, level) + " coins x level " + level + ")";
    }

    @Override
    protected void hud(Hud h) {
        display.show(betText(h.level(), h.bet()),
                h.free() ? "" : "SCATTERS " + h.scatters() + " / 3",
                h.free() ? "FREE SPIN " + h.spin() + " / " + h.spins() + "\nEXTRA SPINS " + h.extra() + " / 25"
                        + "\nSTICKY WILDS " + Long.bitCount(h.sticky()) + " / 6" : "",
                h.free() ? "HIDDEN CHEST " + h.chest() + "\nUNCOVERED " + Long.bitCount(h.uncovered())
                        + (h.revealed() != 0 ? "\nCHEST PARTS FOUND " + Long.bitCount(h.revealed()) : "") : "");
        marks.getChildren().clear();
        for (long m = h.uncovered(); m != 0; m &= m - 1) {
            int cell = Long.numberOfTrailingZeros(m);
            Rectangle sand = grid().square(cell, 4, 0);
            sand.setFill(Color.web("#e0b872", 0.22));
            sand.setStroke(Color.web("#e0b872"));
            sand.setStrokeWidth(2);
            sand.getStrokeDashArray().addAll(8.0, 5.0);
            mark(sand, 0, cell);
        }
        for (long m = h.revealed(); m != 0; m &= m - 1) {
            int cell = Long.numberOfTrailingZeros(m);
            Circle piece = new Circle(grid().x(cell) + LAYOUT.cell() * 0.33, grid().y(cell) - LAYOUT.cell() * 0.33, 10,
                    new LinearGradient(0, 0, 1, 1, true, CycleMethod.NO_CYCLE, new Stop(0, Color.web("#fff59d")),
                            new Stop(1, Color.web("#b8860b"))));
            piece.setStroke(Color.web("#5d3a00"));
            mark(piece, 1, cell);
        }
        for (long m = h.sticky(); m != 0; m &= m - 1) {
            int cell = Long.numberOfTrailingZeros(m);
            Rectangle frame = grid().square(cell, 2, 14);
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
        return display.text();
    }

    private Group highlights(Wins w) {
        Group all = new Group();
        for (Cluster c : w.clusters()) {
            all.getChildren().add(wins.cluster(c.cells(), LrArt.SYMBOLS.colour(c.symbol()), num(c.pay())));
        }
        return all;
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
        Rectangle reels = LAYOUT.frame(Color.web("#120b04"), Color.web("#c8a165"), 4);
        stones.getChildren().add(reels);
        return stones;
    }
}
