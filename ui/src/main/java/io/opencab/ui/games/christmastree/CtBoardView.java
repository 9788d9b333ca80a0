package io.opencab.ui.games.christmastree;

import io.opencab.engine.games.christmastree.CtSymbols;
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
import io.opencab.ui.games.board.Banner;
import io.opencab.ui.games.board.BoardLayers;
import io.opencab.ui.games.board.CellBoardView;
import io.opencab.ui.games.board.CascadeAnimator;
import io.opencab.ui.games.board.CellGrid;
import io.opencab.ui.games.board.SymbolStamps;
import io.opencab.ui.games.board.WinHighlighter;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javafx.animation.Animation;
import javafx.animation.Interpolator;
import javafx.animation.PauseTransition;
import javafx.animation.ScaleTransition;
import javafx.geometry.Bounds;
import javafx.scene.Group;
import javafx.scene.Node;
import javafx.scene.layout.Pane;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import javafx.scene.paint.Color;
import javafx.scene.shape.Rectangle;
import javafx.scene.shape.StrokeType;
import javafx.scene.text.Font;
import javafx.scene.text.FontWeight;
import javafx.scene.text.Text;
import javafx.util.Duration;

/**
 * Christmas Tree's board: the engine's tree of 7 bottom-aligned columns (heights 2, 3, 5, 7, 5, 3,
 * 2) drawn as a grid of square cells placed by {@link CtGeometry}, so two cells share a drawn edge
 * exactly when the engine connects them, and a symbol falls straight down its own column.
 */
final class CtBoardView extends CellBoardView<CtStep, Hud> {
    static final double CELL = 72;
    private static final GridShape SHAPE = CtGeometry.SHAPE;
    /** The cells: bottom row resting 40 px above the board's lower edge, on the snow. */
    static final CtGeometry GEOMETRY = new CtGeometry(W / 2, H - 40, CELL);
    private static final CascadeAnimator.Drop DROP = new CascadeAnimator.Drop(0.6, 0.05, 0.02, Interpolator.EASE_IN);
    private static final CascadeAnimator.Collapse COLLAPSE = new CascadeAnimator.Collapse(0.3, true, true);
    private static final Banner BANNER = new Banner(new Banner.Look(Font.font("Serif", FontWeight.EXTRA_BOLD, 46),
            Color.GOLD, Color.web("#5a3a00"), 1.5, 40, "ct-banner-amount", 560, 200, Color.web("#300808", 0.85),
            Color.GOLD, Color.web("#ffd700", 0.6)));

    private final WinHighlighter wins = new WinHighlighter(grid(), new WinHighlighter.Look(0.22, 22, "ct-pay"));
    private final CtFeatureAnimations features;
    private final Text hudSpins = CtDecor.newHudText();
    private final Text hudMultiplier = CtDecor.newHudText();
    private final VBox hud = new VBox(4, hudSpins, hudMultiplier);
    private final Group snowman = CtDecor.snowman();
    private final CtClusterMarks marks = new CtClusterMarks(GEOMETRY, W, this::num);
    private final String[] ranges;

    /** {@code ranges}: the Miracle cards' ranges from the game's math (bet win, multiplier, Free Spins). */
    CtBoardView(String[] ranges) {
        super(CtStep.class, "Christmas Tree", BANNER,
                CellGrid.placed(SHAPE, CELL, GEOMETRY::centreX, GEOMETRY::centreY,
                        new SymbolStamps((sym, cell) -> CtArt.SYMBOLS.symbol(sym, CELL * 0.82))), Hud.REGULAR);
        this.ranges = ranges.clone();
        Pane back = new Pane();
        back.getChildren().add(BoardLayers.still(CtDecor.background()));
        // One square per engine cell, edge to edge with no gap: a shared drawn edge is a connection.
        for (int cell : SHAPE.cells()) {
            Bounds b = GEOMETRY.cell(cell);
            Rectangle frame = new Rectangle(b.getMinX(), b.getMinY(), b.getWidth(), b.getHeight());
            frame.setFill(Color.web("#0b3d1e", 0.78));
            frame.setStroke(Color.web("#d8ffe2", 0.8));
            frame.setStrokeWidth(1.5);
            frame.setStrokeType(StrokeType.INSIDE);
            frame.setId("ct-cell-" + cell);
            frame.getStyleClass().add("ct-cell");
            back.getChildren().add(frame);
        }
        snowman.setLayoutX(70);
        snowman.setLayoutY(H - 90);
        back.getChildren().add(snowman);
        hud.setLayoutX(W - 236);
        hud.setLayoutY(10);
        hud.setId("ct-hud");
        hud.setStyle("-fx-background-color: #07122e; -fx-background-radius: 10; -fx-padding: 4 10 6 10;");
        // The heads-up display lies above the symbols' layer: a symbol falling down the tree's right-hand columns
        // passes behind it, never over it (issue 39 finding 7). No clip: the tree's columns differ in height, and a
        // shaped clip costs the software renderer a mask each frame.
        Pane top = new Pane(hud);
        top.setPickOnBounds(false);
        stack(new BoardLayers("ct-board", W, H, back, grid().layer(), top));
        features = new CtFeatureAnimations(grid(), layers(), snowman, this::ranges, this::num);
        hud(Hud.REGULAR);
    }

    @Override
    protected void drawIdle() {
        // A fixed, pleasant idle board (not an outcome): symbols in turn.
        grid().draw(idleBoard(SHAPE, i -> i % CtSymbols.REGULAR));
    }

    // ---- jump to the end of a step -----------------------------------------------------------

    @Override
    protected void showStep(CtStep step) {
        grid().draw(step.board());
        switch (step) {
            case Wins w -> layers().addEffect(marks.highlights(w));
            case BlizzardDrop b -> {
                for (long c = b.cells(); c != 0; c &= c - 1) {
                    grid().place(CtSymbols.MYSTERY, Long.numberOfTrailingZeros(c));
                }
            }
            case Miracle m -> layers().addOverlay(CtDecor.miracleCards(m, true, ranges(), this::num));
            case Snowball sb -> {
                if (sb.cell() >= 0) {
                    layers().addEffect(features.ring(sb.cell(), Color.WHITE));
                }
            }
            default -> {
            }
        }
    }

    // ---- animations -----------------------------------------------------------------------

    @Override
    protected Animation animateStep(CtStep step, double ms) {
        return switch (step) {
            case Land l -> {
                grid().draw(l.board());
                yield cascade().dropIn(SHAPE.valid(), ms, DROP);
            }
            case Snowball sb -> features.snowball(sb, ms);
            case Wins w -> wins(w, ms);
            case Cascade c -> {
                grid().draw(c.before());
                // Survivors fall down their own column; the emptied tops are refilled from above.
                yield cascade().collapse(c.removed(), c.board(), ms, COLLAPSE);
            }
            case MultiplierUp m -> pulse(hudMultiplier, ms);
            case BlizzardDrop b -> features.blizzard(b, ms);
            case Reveal r -> features.reveal(r, ms);
            case Miracle m -> features.miracle(m, ms);
            // The free spins' banners and the total fade in over the step's board, drawn afresh.
            case FreeSpinsStart _, FreeSpinsEnd _, Total _ -> bannerOver(step, ms);
        };
    }

    private Animation wins(Wins w, double ms) {
        grid().draw(w.board());
        Group lights = marks.highlights(w);
        layers().addEffect(lights);
        long paying = 0;
        for (Cluster c : w.clusters()) {
            paying |= c.cells();
        }
        return wins.reveal(lights, paying, 1.15, ms);
    }

    private static Animation pulse(Node n, double ms) {
        ScaleTransition s = new ScaleTransition(Duration.millis(ms / 2), n);
        s.setToX(1.4);
        s.setToY(1.4);
        s.setAutoReverse(true);
        s.setCycleCount(2);
        return s;
    }

    /** The Free Spins awarded, and their win. */
    @Override
    protected Optional<StackPane> banner(CtStep step) {
        return Optional.ofNullable(switch (step) {
            case FreeSpinsStart f -> BANNER.of(f.count() + " FREE SPINS",
                    "Multiplier starts at x" + f.hud().multiplier() + " and rises after every paying cascade");
            case FreeSpinsEnd f -> BANNER.of("FREE SPINS WIN", num(f.freeWin()));
            default -> null;
        });
    }

    // ---- drawing --------------------------------------------------------------------------

    /** The symbol drawn at {@code cell} now (tests read the board from the screen). */
    int shownSymbol(int cell) {
        return grid().shownSymbol(cell);
    }

    @Override
    protected void hud(Hud h) {
        hud.setVisible(h.free());
        hudSpins.setText("FREE SPIN " + h.index() + " / " + h.total());
        hudMultiplier.setText("MULTIPLIER x" + num(h.multiplier()));
        hudMultiplier.setScaleX(1);
        hudMultiplier.setScaleY(1);
    }

    /** The cluster pays shown on the board now, in cluster order (tests compare them with the outcome). */
    List<Long> shownPays() {
        List<Long> pays = new ArrayList<>();
        layers().effects().lookupAll(".ct-pay").forEach(n -> pays.add(Long.parseLong(((Text) n).getText().replaceAll("[^0-9]", ""))));
        return pays;
    }

    /** The amount of the banner or Miracle award shown now, or {@code ""}. */
    String shownAmount() {
        for (String id : new String[] {"#ct-banner-amount", "#ct-miracle-award"}) {
            Node n = layers().overlay().lookup(id);
            if (n != null) {
                return ((Text) n).getText();
            }
        }
        return "";
    }

    /** The Miracle cards' ranges, their numbers written as the cabinet writes numbers. */
    private String[] ranges() {
        return java.util.Arrays.stream(ranges).map(grouping()::inText).toArray(String[]::new);
    }

    /** The symbols' layer and the heads-up display's (tests: the display lies above the symbols). */
    Node[] symbolsAndHud() {
        return new Node[] {grid().layer(), hud.getParent()};
    }

    /** The hud text now (tests). */
    String hudText() {
        return hud.isVisible() ? hudSpins.getText() + " " + hudMultiplier.getText() : "";
    }
}
