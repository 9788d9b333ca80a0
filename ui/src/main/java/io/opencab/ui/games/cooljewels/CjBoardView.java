package io.opencab.ui.games.cooljewels;

import io.opencab.engine.games.cooljewels.CjPay;
import io.opencab.engine.games.cooljewels.CjMeter;
import io.opencab.engine.games.cooljewels.CoolJewels;
import io.opencab.engine.grid.Board;
import io.opencab.ui.games.board.Banner;
import io.opencab.ui.games.board.CellBoardView;
import io.opencab.ui.games.board.BoardText;
import io.opencab.ui.games.board.CascadeAnimator;
import io.opencab.ui.games.board.CellLayout;
import io.opencab.ui.games.board.HudLines;
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
import java.util.List;
import java.util.Optional;
import javafx.animation.Animation;
import javafx.animation.FadeTransition;
import javafx.animation.Interpolator;
import javafx.animation.KeyFrame;
import javafx.animation.ParallelTransition;
import javafx.animation.PauseTransition;
import javafx.animation.ScaleTransition;
import javafx.animation.SequentialTransition;
import javafx.animation.Timeline;
import javafx.scene.Group;
import javafx.scene.Node;
import javafx.scene.layout.Pane;
import javafx.scene.layout.StackPane;
import javafx.scene.paint.Color;
import javafx.scene.paint.CycleMethod;
import javafx.scene.paint.LinearGradient;
import javafx.scene.paint.Stop;
import javafx.scene.shape.Rectangle;
import javafx.util.Duration;

/**
 * Cool Jewels' board: the Pay Per Symbol Meter on the left ({@link CjMeterColumn}), the 6 x 6
 * reels in the middle with their watermarks ({@link CjWatermarks}), and the heads-up display on
 * the right.
 */
final class CjBoardView extends CellBoardView<CjStep, Hud> {
    private static final CellLayout LAYOUT = new CellLayout(CoolJewels.shape(), 80, 170, 70);
    private static final Columns COLUMNS = new Columns("cj", "COOL JEWELS", "#80d8ff", 48, 14, 14, 0);
    private static final CascadeAnimator.Drop DROP = new CascadeAnimator.Drop(0.5, 0.06, 0.02, Interpolator.EASE_IN);
    private static final CascadeAnimator.Collapse COLLAPSE = new CascadeAnimator.Collapse(0.25, false, false);
    private static final Banner BANNER = COLUMNS.banner(42, Color.web("#002f6c"), 30, 600, 210, Color.web("#06142e", 0.9),
            Color.web("#80d8ff"), Color.web("#40c4ff", 0.6));

    private final CjWatermarks watermarks = new CjWatermarks(grid());
    private final CjMarks marks = new CjMarks(grid(), this::num);
    private final CjMeterColumn meter;
    /** Bet, base or free game, Bonus landed, the meter's cascade, slices and section. */
    private final HudLines display = new HudLines(BoardText.bold(18, "#e1f5fe"), BoardText.bold(20, "#fff59d"),
            BoardText.bold(18, "#ff80ab"), BoardText.bold(16, "#b3e5fc"));

    /** {@code meterValues[s]}: credits at bet level 1 of meter section s (1..12). */
    CjBoardView(long[] meterValues) {
        super(CjStep.class, "Cool Jewels", BANNER,
                LAYOUT.grid((sym, cell) -> CjArt.SYMBOLS.symbol(sym, LAYOUT.cell() * 0.82)),
                new Hud(1, 40, 0, 0, 0, 0, 0, Marks.NONE));
        Pane back = framedBack(background(), 2, 12, Color.web("#0a1a3a", 0.8), Color.web("#80d8ff", 0.35));
        meter = new CjMeterColumn(meterValues, H, back, this::num);
        stackColumns(COLUMNS, LAYOUT, display, back, watermarks.layer(), grid().layer());
    }

    @Override
    protected void drawIdle() {
        // A fixed idle board (not an outcome): the jewels in turn.
        draw(idleBoard(LAYOUT.shape(), i -> i * 5 % 8), 0);
    }

    // ---- jump to the end of a step -----------------------------------------------------------

    @Override
    protected void showStep(CjStep step) {
        draw(step.board(), step.gone());
        switch (step) {
            case Groups g -> layers().addEffect(marks.groups(g));
            case WildAct w -> layers().addEffect(marks.pattern(w.wild()));
            case Pairs p -> layers().addEffect(marks.pairs(p.pairs()));
            case Meter m -> layers().addEffect(marks.payLabels(m.pays(), m.pays().size()));
            default -> {
            }
        }
    }

    // ---- animations -----------------------------------------------------------------------

    @Override
    protected Animation animateStep(CjStep step, double ms) {
        return switch (step) {
            case Land l -> {
                draw(l.board(), 0);
                yield cascade().dropIn(LAYOUT.shape().valid(), ms, DROP);
            }
            case Groups g -> {
                draw(g.board(), 0);
                yield destroy(marks.groups(g), g.gone(), ms);
            }
            case WildAct w -> {
                draw(w.board(), w.gone() & ~w.wild().destroyed());
                yield destroy(marks.pattern(w.wild()), w.wild().destroyed(), ms);
            }
            case Pairs p -> {
                draw(p.board(), p.gone());
                yield layers().fadeInEffect(marks.pairs(p.pairs()), ms);
            }
            case Meter m -> meter(m, ms);
            case Cascade c -> {
                draw(c.before(), c.destroyed());
                yield cascade().collapse(c.destroyed(), c.board(), ms, COLLAPSE);
            }
            case FreeGames _, Guarantee _, Total _ -> bannerOver(step, ms);
        };
    }

    /** Shows {@code highlight}, then fades the {@code destroyed} symbols out. */
    private Animation destroy(Node highlight, long destroyed, double ms) {
        highlight.setOpacity(0);
        layers().addEffect(highlight);
        FadeTransition in = new FadeTransition(Duration.millis(ms * 0.3), highlight);
        in.setToValue(1);
        ParallelTransition out = new ParallelTransition();
        for (long m = destroyed; m != 0; m &= m - 1) {
            Node n = grid().at(Long.numberOfTrailingZeros(m));
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
        // The meter fills during the step: its slices start from where they stood before this step's pays.
        hud(new Hud(m.hud().level(), m.hud().bet(), m.hud().game(), m.hud().games(), m.hud().bonus(),
                m.hud().cascade(), m.sliceFrom(), m.hud().marks()));
        draw(m.board(), m.gone());
        Group labels = new Group();
        layers().addEffect(labels);
        List<CjPay> pays = m.pays();
        Timeline t = new Timeline();
        // One pay after the other, in pay order: the next slice lights and the symbol shows its pay.
        for (int i = 0; i < pays.size(); i++) {
            int k = i + 1;
            t.getKeyFrames().add(new KeyFrame(Duration.millis(ms * 0.85 * k / pays.size()), e -> {
                meter.light(pays.get(k - 1).slice());
                labels.getChildren().setAll(marks.payLabels(pays, k).getChildren());
            }));
        }
        t.getKeyFrames().add(new KeyFrame(Duration.millis(ms), e -> { }));
        return t;
    }

    // ---- drawing --------------------------------------------------------------------------

    /** Draws {@code board}, the {@code gone} spaces' symbols faded (destroyed, not yet replaced). */
    private void draw(Board board, long gone) {
        grid().draw(board);
        for (int cell : LAYOUT.shape().cells()) {
            Node n = grid().at(cell);
            if (n != null) {
                boolean isGone = (gone >>> cell & 1L) != 0;
                n.getProperties().put("gone", isGone);
                n.setOpacity(isGone ? 0.22 : 1);
            }
        }
    }

    /** The symbol drawn at {@code cell} now (tests). */
    int shownSymbol(int cell) {
        return grid().shownSymbol(cell);
    }

    /** The spaces drawn as destroyed now (tests). */
    long shownGone() {
        long m = 0;
        for (int cell : LAYOUT.shape().cells()) {
            if ((Boolean) grid().shown(cell, "gone", false)) {
                m |= 1L << cell;
            }
        }
        return m;
    }

    /** Slices of the meter lit now (tests). */
    int litSlices() {
        return meter.lit();
    }

    /** The watermarks drawn now, Pink, Green, Blue (tests). */
    Marks shownMarks() {
        return watermarks.shown();
    }

    /** The player's bet now, between rounds: the bet and every meter section's value at it (issue 39 item 2). */
    @Override
    public void bet(int level, long bet) {
        display.bet(betText(level, bet));
        meter.level(level);
    }

    private String betText(int level, long bet) {
        return "BET " + num(bet) + "\nLEVEL " + level;
    }

    @Override
    protected void hud(Hud h) {
        display.show(betText(h.level(), h.bet()),
                h.free() ? "FREE GAME\n" + h.game() + " / " + h.games() : "BASE GAME",
                "BONUS " + h.bonus() + (h.bonus() < 4 ? " / 4" : ""),
                "CASCADE " + h.cascade() + " / 30\nSLICES " + h.slice() + "\nSECTION "
                        + (h.slice() == 0 ? "-" : Integer.toString(CjMeter.section(h.slice()))));
        meter.level(h.level());
        meter.light(h.slice());
        watermarks.show(h.marks());
    }

    /** The free games awarded, and the Bonus Guarantee's account of them. */
    @Override
    protected Optional<StackPane> banner(CjStep step) {
        return Optional.ofNullable(switch (step) {
            case FreeGames f -> BANNER.of(f.awarded() + " FREE GAMES", f.bonus() + (f.hud().free() ? " Bonus landed - "
                    + num(f.total()) + " in all" : " Bonus destroyed"));
            case Guarantee g -> guarantee(g);
            default -> null;
        });
    }

    private StackPane guarantee(Guarantee g) {
        var q = g.guarantee();
        return BANNER.of(q.topUp() > 0 ? "BONUS GUARANTEE" : "FREE GAMES WIN",
                "Base " + num(q.initiatingPay()) + " + free games " + num(q.freeGamesPay())
                        + "\nGuaranteed " + num(q.floor()) + (q.topUp() > 0 ? " - top-up " + num(q.topUp()) : ""));
    }

    private static Group background() {
        Rectangle sky = new Rectangle(W, H);
        sky.setFill(new LinearGradient(0, 0, 0, 1, true, CycleMethod.NO_CYCLE,
                new Stop(0, Color.web("#0b1d4a")), new Stop(1, Color.web("#020814"))));
        Rectangle reels = LAYOUT.frame(Color.web("#020a1c"), Color.web("#80d8ff"), 3);
        Rectangle column = new Rectangle(8, CjMeterColumn.TOP - 6, 140, H - CjMeterColumn.TOP - 8);
        column.setArcWidth(16);
        column.setArcHeight(16);
        column.setFill(Color.web("#020a1c"));
        column.setStroke(Color.web("#80d8ff", 0.6));
        return new Group(sky, column, reels);
    }
}
