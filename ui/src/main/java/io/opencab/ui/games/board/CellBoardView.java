package io.opencab.ui.games.board;

import io.opencab.engine.grid.Board;
import io.opencab.money.MoneyFormat;
import io.opencab.engine.grid.GridShape;
import io.opencab.ui.present.BoardView;
import io.opencab.ui.present.Speed;
import io.opencab.ui.present.Step;
import io.opencab.ui.present.UiException;
import java.util.Arrays;
import java.util.Optional;
import java.util.function.IntUnaryOperator;
import javafx.animation.Animation;
import javafx.animation.PauseTransition;
import javafx.scene.Node;
import javafx.scene.layout.Pane;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import javafx.scene.paint.Color;
import javafx.scene.text.Font;
import javafx.scene.text.FontWeight;
import javafx.util.Duration;

/**
 * What every game's board does the same way: it shows only its own game's steps, and before each
 * step (shown at once or animated) it empties its effects and overlay, so a step draws its whole
 * picture itself and skipping never leaves anything of an earlier step behind; it shows the step's heads-up
 * display first, and the round's total win ({@link TotalStep}) in the game's banner. A game's board draws its idle
 * board, its heads-up display, its steps and their animations.
 *
 * @param <S> the game's step type
 * @param <H> the game's heads-up display
 */
public abstract class CellBoardView<S extends HudStep<H>, H> implements BoardView {
    /** Every board's width: the area the kiosk's game screen gives it beside the meters. */
    public static final double W = 820;
    /** Every board's height. */
    public static final double H = 600;

    private final Class<S> type;
    private final String game;
    private final Banner banner;
    private final CellGrid grid;
    private final CascadeAnimator cascade;
    private final H idleHud;
    private BoardLayers layers;
    private MoneyFormat.Grouping grouping = MoneyFormat.Grouping.COMMA;

    /**
     * {@code game}: the game's name, for the error a foreign step raises; {@code banner}: the game's banner, which
     * shows the total win; {@code grid}: the game's cells, which its cascades drop into and collapse;
     * {@code idleHud}: the heads-up display before any round.
     */
    protected CellBoardView(Class<S> type, String game, Banner banner, CellGrid grid, H idleHud) {
        this.type = type;
        this.game = game;
        this.banner = banner;
        this.grid = grid;
        this.cascade = new CascadeAnimator(grid);
        this.idleHud = idleHud;
    }

    /** The game's cells. */
    protected final CellGrid grid() {
        return grid;
    }

    /** The drops and collapses of the game's cells. */
    protected final CascadeAnimator cascade() {
        return cascade;
    }

    /** Called once by the game's constructor, when its layers are made. */
    protected final void stack(BoardLayers board) {
        this.layers = board;
    }

    /**
     * The back of a board whose cells stand in columns: the game's {@code picture} under the cells' frames
     * ({@link CellGrid#frames}).
     */
    protected final Pane framedBack(Node picture, double inset, double arc, Color fill, Color stroke) {
        return new Pane(BoardLayers.still(picture), grid.frames(inset, arc, fill, stroke));
    }

    /**
     * How a board whose cells stand in columns is laid out (Cluster Kingdom, Cool Jewels, Lost Relics): board id
     * {@code id} ("ck"), the game's {@code title} in {@code titleColour} at baseline {@code titleY} over the cells,
     * the heads-up display {@code hudGap} right of the cells, moved by {@code hudDx, hudDy} ({@link HudLines#place}).
     */
    public record Columns(String id, String title, String titleColour, double titleY, double hudGap, double hudDx,
            double hudDy) {
        /**
         * The board's banner ({@link Banner.Look}): its title in the board's title colour, in SansSerif extra bold of
         * {@code titleSize} outlined thinly in {@code titleStroke}, the amount ({@code amountSize}) under CSS id
         * {@code "<id>-banner-amount"}, on a {@code width} x {@code height} plate rimmed in {@code rim}, glowing {@code glow}.
         */
        public Banner banner(double titleSize, Color titleStroke, double amountSize, double width, double height,
                Color plate, Color rim, Color glow) {
            return new Banner(new Banner.Look(Font.font("SansSerif", FontWeight.EXTRA_BOLD, titleSize),
                    Color.web(titleColour), titleStroke, 1, amountSize, id + "-banner-amount", width, height, plate, rim, glow));
        }

        /** How the board frames its paying clusters ({@link WinHighlighter.Look}), the pays in CSS class {@code "<id>-pay"}. */
        public WinHighlighter.Look wins(double tint, double paySize) {
            return new WinHighlighter.Look(tint, paySize, id + "-pay");
        }
    }

    /**
     * Stacks a board whose cells stand in columns: {@code back} (the game's picture and cell frames) gets the
     * heads-up display {@code hud} placed on the cells' right (its first line, the bet, gets the display's id and
     * {@code "-bet"}) and the title; the grid is clipped to its cells; {@code layers} (the grid's among them) lie
     * over {@code back}, in board {@code "<id>-board"}.
     */
    protected final void stackColumns(Columns look, CellLayout layout, HudLines hud, Pane back, Pane... layers) {
        VBox lines = hud.place(layout, look.id() + "-hud", look.hudGap(), look.hudDx(), look.hudDy());
        lines.getChildren().getFirst().setId(lines.getId() + "-bet");
        back.getChildren().addAll(lines, BoardText.title(look.title(), look.titleColour(), layout.x0(), look.titleY()));
        grid.clipToCells(8);
        stack(new BoardLayers(look.id() + "-board", W, H, back, layers));
    }

    /**
     * The banner {@code step} shows over the board (free spins won, a bonus' win), if any: drawn at once with the
     * step's picture ({@link #show}), or fading in over it ({@link #bannerOver}). None by default.
     */
    protected Optional<StackPane> banner(S step) {
        return Optional.empty();
    }

    /**
     * The animation of a step that shows a banner ({@link #banner}) or the round's total win ({@link TotalStep}):
     * the step's picture drawn at once ({@link #showStep}) and the banner fading in over it during {@code ms}.
     */
    protected final Animation bannerOver(S step, double ms) {
        showStep(step);
        return step instanceof TotalStep t ? fadeTotal(t, ms) : layers.fadeIn(banner(step).orElseThrow(), ms);
    }

    /** The round's total win over the board at once, if it is shown at all (Banner.total). */
    private void showTotal(TotalStep t) {
        banner.total(t.total(), t.bet(), t.capped(), t.capX(), this::num).ifPresent(layers::addOverlay);
    }

    /** The round's total win fading in over {@code ms}; a pause as long where it is not shown. */
    private Animation fadeTotal(TotalStep t, double ms) {
        return banner.total(t.total(), t.bet(), t.capped(), t.capX(), this::num).<Animation>map(b -> layers.fadeIn(b, ms))
                .orElseGet(() -> new PauseTransition(Duration.millis(ms)));
    }

    protected final BoardLayers layers() {
        return layers;
    }

    @Override
    public final void numbers(MoneyFormat.Grouping g) {
        this.grouping = java.util.Objects.requireNonNull(g, "grouping");
    }

    /** An amount or count as the cabinet writes numbers (issue 39 item 5: "32,254", not "32254"). */
    protected final String num(long n) {
        return grouping.format(n);
    }

    /** The cabinet's grouping, for a board's helpers that write amounts. */
    protected final MoneyFormat.Grouping grouping() {
        return grouping;
    }

    @Override
    public final Region node() {
        return layers.node();
    }

    @Override
    public final void idle() {
        clear();
        drawIdle();
        hud(idleHud);
    }

    @Override
    public final void show(Step s) {
        S step = cast(s);
        clear();
        hud(step.hud());
        showStep(step);
        banner(step).ifPresent(layers::addOverlay);
        if (step instanceof TotalStep t) {
            showTotal(t);
        }
    }

    @Override
    public final Animation animate(Step s, Speed speed) {
        S step = cast(s);
        double ms = speed.millis(step.millis());
        clear();
        hud(step.hud());
        return animateStep(step, ms);
    }

    /** Empties what a step draws over the board; a game with layers of its own empties them too. */
    protected void clear() {
        layers.clear();
    }

    /** Draws the board before any round (its heads-up display is shown after it). */
    protected abstract void drawIdle();

    /** Shows the game's heads-up display {@code hud}: before any round, and before each step's picture or animation. */
    protected abstract void hud(H hud);

    /**
     * Draws the picture {@code step} ends with, its heads-up display already shown; its {@link #banner} and the
     * total win of a {@link TotalStep} are drawn over it here.
     */
    protected abstract void showStep(S step);

    /** The animation of {@code step}, lasting {@code ms}, its heads-up display already shown. */
    protected abstract Animation animateStep(S step, double ms);

    private S cast(Step s) {
        if (type.isInstance(s)) {
            return type.cast(s);
        }
        throw new UiException(game + " board cannot show a " + s.getClass().getName());
    }

    /**
     * A fixed idle board (not an outcome, issue 24: it looks like the game): the {@code n}-th cell
     * of {@code shape}, counted column by column from the bottom, holds {@code symbol(n)}.
     */
    protected static Board idleBoard(GridShape shape, IntUnaryOperator symbol) {
        byte[] cells = new byte[shape.arraySize()];
        Arrays.fill(cells, Board.NONE);
        int n = 0;
        for (int cell : shape.cells()) {
            cells[cell] = (byte) symbol.applyAsInt(n++);
        }
        return Board.of(shape, cells);
    }
}
