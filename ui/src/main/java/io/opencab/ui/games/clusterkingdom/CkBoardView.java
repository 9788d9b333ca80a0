package io.opencab.ui.games.clusterkingdom;

import io.opencab.engine.games.clusterkingdom.CkClusterWin;
import io.opencab.engine.games.clusterkingdom.CkSymbols;
import io.opencab.engine.games.clusterkingdom.ClusterKingdom;
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
import io.opencab.ui.games.board.Banner;
import io.opencab.ui.games.board.BoardLayers;
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
 * Cluster Kingdom's board: 5 x 5 cells on a castle green, Multiplier Wilds showing their values,
 * the royals wearing their crowns, and the heads-up display on the right (bet, Sticky Redrops,
 * the bonus with its free drops). Each board change fades the cells it concerns from the old
 * symbols to the new; moves slide, merges fly one Knight into the other, reloads drop in.
 */
final class CkBoardView extends CellBoardView<CkStep, Hud> {
    private static final CellLayout LAYOUT = new CellLayout(ClusterKingdom.shape(), 100, 30, 60);
    private static final Columns COLUMNS = new Columns("ck", "CLUSTER KINGDOM", "#ffd54f", 42, 16, 24, 10);
    private static final CascadeAnimator.Drop DROP = new CascadeAnimator.Drop(0.6, 0.06, 0, Interpolator.EASE_IN);
    private static final Banner BANNER = COLUMNS.banner(42, Color.web("#4a2c00"), 32, 620, 210, Color.web("#1a2e10", 0.9),
            Color.GOLD, Color.web("#ffd700", 0.6));

    private final WinHighlighter wins = new WinHighlighter(grid(), COLUMNS.wins(0.2, 30));
    private final Pane next = new Pane();
    /** Bet, mode (base drop or the bonus and its drops), Sticky Redrops. */
    private final HudLines display = new HudLines(BoardText.bold(20, "#fff8e1"), BoardText.bold(22, "#ffd54f"),
            BoardText.bold(18, "#80deea"));

    CkBoardView() {
        super(CkStep.class, "Cluster Kingdom", BANNER,
                LAYOUT.grid((sym, cell) -> CkArt.symbol(sym, 1, LAYOUT.cell() * 0.8)), new Hud(1, 0, null, 0, 0, 0, -1));
        stackColumns(COLUMNS, LAYOUT, display,
                framedBack(background(), 3, 14, Color.web("#1b3d1b", 0.8), Color.web("#c5e1a5", 0.4)), grid().layer(), next);
    }

    @Override
    protected void clear() {
        super.clear();
        next.getChildren().clear();
    }

    @Override
    protected void drawIdle() {
        // A fixed idle board (not an outcome) that looks like play: the paying symbols in turn, shifted
        // by one each row of five so that no two neighbours match (issue 24: not rows of one symbol).
        GridShape shape = LAYOUT.shape();
        draw(new Cells(idleBoard(shape, i -> (i * 2 + i / 5) % CkSymbols.PAYING), new int[shape.arraySize()]));
    }

    // ---- jump to the end of a step -----------------------------------------------------------

    @Override
    protected void showStep(CkStep step) {
        draw(step.cells());
        switch (step) {
            case Wins w -> layers().addEffect(highlights(w));
            case Change c when c.kind() != Kind.LAND && c.kind() != Kind.REFILL -> layers().addEffect(focus(c));
            default -> {
            }
        }
    }

    // ---- animations -----------------------------------------------------------------------

    @Override
    protected Animation animateStep(CkStep step, double ms) {
        return switch (step) {
            case Change c -> switch (c.kind()) {
                case LAND, REFILL -> dropIn(c, ms);
                case MOVE -> slide(c, ms);
                case MERGE -> merge(c, ms);
                default -> change(c, ms);
            };
            case Wins w -> {
                draw(w.cells());
                Group lights = highlights(w);
                layers().addEffect(lights);
                yield wins.reveal(lights, 0, 1, ms);
            }
            case BonusStart _, BonusEnd _, Total _ -> bannerOver(step, ms);
        };
    }

    /** The board lands, or the reload: the new cells drop in from above. */
    private Animation dropIn(Change c, double ms) {
        draw(c.cells());
        long fresh = c.kind() == Kind.LAND ? LAYOUT.shape().valid() : c.focus();
        if (c.from() >= 0) {
            fresh |= 1L << c.from();
        }
        ParallelTransition all = cascade().dropIn(fresh, ms, DROP);
        all.getChildren().add(new PauseTransition(Duration.millis(ms)));
        return all;
    }

    /** The cells concerned fade from the old symbols to the new ones. */
    private Animation change(Change c, double ms) {
        draw(c.before());
        Group marks = focus(c);
        marks.setOpacity(0);
        layers().addEffect(marks);
        FadeTransition in = new FadeTransition(Duration.millis(ms * 0.25), marks);
        in.setToValue(1);
        ParallelTransition swap = new ParallelTransition();
        for (long m = c.focus(); m != 0; m &= m - 1) {
            int cell = Long.numberOfTrailingZeros(m);
            if (grid().at(cell) != null) {
                FadeTransition out = new FadeTransition(Duration.millis(ms * 0.35), grid().at(cell));
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
            Node n = grid().at(p[0]);
            if (n == null) {
                continue;
            }
            TranslateTransition t = new TranslateTransition(Duration.millis(ms * 0.7), n);
            t.setToX(grid().x(p[1]) - grid().x(p[0]));
            t.setToY(grid().y(p[1]) - grid().y(p[0]));
            all.getChildren().add(t);
        }
        all.getChildren().add(new PauseTransition(Duration.millis(ms)));
        return all;
    }

    /** The absorbed Knight flies into the survivor, which shows the product. */
    private Animation merge(Change c, double ms) {
        draw(c.before());
        Node absorbed = grid().at(c.from());
        TranslateTransition fly = new TranslateTransition(Duration.millis(ms * 0.4), absorbed);
        fly.setToX(grid().x(c.to()) - grid().x(c.from()));
        fly.setToY(grid().y(c.to()) - grid().y(c.from()));
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
        layers().addEffect(marks);
        return new SequentialTransition(fly, new ParallelTransition(showWild, grow),
                new PauseTransition(Duration.millis(ms * 0.3)));
    }

    // ---- drawing --------------------------------------------------------------------------

    private void draw(Cells cells) {
        grid().draw(cells.board(), (sym, cell) -> multiplied(sym, cells.multiplier(cell)));
    }

    private Node node(int sym, int multiplier, int cell) {
        return grid().make(sym, cell, (s, c) -> multiplied(s, multiplier));
    }

    private static Node multiplied(int sym, int multiplier) {
        Node n = CkArt.symbol(sym, multiplier, LAYOUT.cell() * 0.8);
        n.getProperties().put("multiplier", multiplier);
        return n;
    }

    /** The symbol drawn at {@code cell} now, -1 for an empty cell (tests). */
    int shownSymbol(int cell) {
        return grid().shownSymbol(cell);
    }

    /** The Multiplier Wild value drawn at {@code cell} now, 0 for none (tests). */
    int shownMultiplier(int cell) {
        return (Integer) grid().shown(cell, "multiplier", 0);
    }

    /** The player's bet now, between rounds (issue 39 item 2). */
    @Override
    public void bet(int level, long bet) {
        display.bet(betText(level, bet));
    }

    private String betText(int level, long bet) {
        return bet > 0 ? "BET " + num(bet) + "\nLEVEL " + level : "LEVEL " + level;
    }

    @Override
    protected void hud(Hud h) {
        display.show(betText(h.level(), h.bet()),
                h.free() ? CkScripter.title(h.bonus()) + "\nFREE DROP " + h.drop() + " / " + h.drops()
                        + (h.bonus().increasing() ? "\nINCREASING\nMULTIPLIERS" : "") : "BASE DROP",
                h.redrop() > 0 ? "STICKY REDROP " + h.redrop() + "\n" + CkArt.SYMBOLS.name(h.sticky()).toUpperCase() + " HELD" : "");
    }

    /** The HUD text now (tests). */
    String hudText() {
        return display.text();
    }

    private Group highlights(Wins w) {
        Group all = new Group();
        for (CkClusterWin c : w.clusters()) {
            Color colour = c.wildOnly() ? Color.web("#ffeb3b") : CkArt.SYMBOLS.colour(c.symbol());
            all.getChildren().add(wins.cluster(c.cells(), colour,
                    num(c.pay()) + (c.multiplier() > 1 ? "\n(x" + num(c.multiplier()) + ")" : "")));
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
            Rectangle r = grid().square(cell, 3, 14);
            r.setFill(colour.deriveColor(0, 1, 1, 0.15));
            r.setStroke(colour);
            r.setStrokeWidth(3);
            g.getChildren().add(r);
        }
        if (c.from() >= 0 && c.kind() != Kind.MOVE) {
            Circle ring = new Circle(grid().x(c.from()), grid().y(c.from()), LAYOUT.cell() * 0.5, Color.TRANSPARENT);
            ring.setStroke(colour);
            ring.setStrokeWidth(5);
            g.getChildren().add(ring);
        }
        g.setEffect(new DropShadow(14, colour));
        return BoardLayers.still(g);
    }

    /** The bonus awarded (or retriggered), and the bonus' win. */
    @Override
    protected Optional<StackPane> banner(CkStep step) {
        return Optional.ofNullable(switch (step) {
            case BonusStart b -> BANNER.of((b.retrigger() ? "RETRIGGER: " : "") + CkScripter.title(b.type()),
                    "+" + b.added() + " FREE DROPS" + (b.type().increasing() ? "\nincreasing Multiplier Wilds" : ""));
            case BonusEnd b -> BANNER.of(CkScripter.title(b.hud().bonus()) + " WIN", num(b.bonusWin()));
            default -> null;
        });
    }

    private static Group background() {
        Rectangle sky = new Rectangle(W, H);
        sky.setFill(new LinearGradient(0, 0, 0, 1, true, CycleMethod.NO_CYCLE,
                new Stop(0, Color.web("#4a7bc4")), new Stop(0.5, Color.web("#2e5e2e")), new Stop(1, Color.web("#143014"))));
        Rectangle field = LAYOUT.frame(Color.web("#0f240f"), Color.GOLD, 4);
        return new Group(sky, field);
    }
}
