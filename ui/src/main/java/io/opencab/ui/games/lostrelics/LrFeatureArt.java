package io.opencab.ui.games.lostrelics;

import io.opencab.engine.games.lostrelics.LrChestAward;
import io.opencab.engine.games.lostrelics.LrChestGrant;
import io.opencab.engine.games.lostrelics.LrFeature;
import io.opencab.engine.games.lostrelics.LrSymbols;
import io.opencab.engine.grid.GridShape;
import io.opencab.ui.games.board.BoardText;
import io.opencab.ui.games.board.CellGrid;
import io.opencab.ui.games.lostrelics.LrSteps.ChestFound;
import java.util.ArrayList;
import java.util.List;
import javafx.geometry.Bounds;
import javafx.geometry.Pos;
import javafx.scene.Group;
import javafx.scene.Node;
import javafx.scene.effect.DropShadow;
import javafx.scene.layout.HBox;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import javafx.scene.paint.Color;
import javafx.scene.shape.Circle;
import javafx.scene.shape.Rectangle;
import javafx.scene.text.Text;
import javafx.scene.text.TextAlignment;

/**
 * What Lost Relics draws over its reels for its own features (rule sheet: "Features"): the badge
 * of a feature found under a symbol, the Hidden Chest once found, and the panel that breaks the
 * chest's award down instance by instance.
 */
final class LrFeatureArt {
    private final CellGrid grid;
    private final GridShape shape;
    private final double size;
    private final java.util.function.LongFunction<String> num;

    /** {@code num}: how the board writes an amount (the cabinet's grouping). */
    LrFeatureArt(CellGrid grid, java.util.function.LongFunction<String> num) {
        this.grid = grid;
        this.num = num;
        this.shape = grid.shape();
        this.size = grid.size();
    }

    /** The feature revealed under its symbol: a coin with the win, three Wild rays, or a Scatter. */
    Group badge(LrFeature f) {
        double bx = grid.x(f.cell());
        double by = grid.y(f.cell());
        Circle ring = new Circle(bx, by, size * 0.48, Color.TRANSPARENT);
        ring.setStroke(Color.web("#fff176"));
        ring.setStrokeWidth(4);
        ring.setEffect(new DropShadow(16, Color.GOLD));
        String label = switch (f.kind()) {
            case COIN_WIN -> "COIN WIN\nx" + num.apply(f.coinX()) + " = " + num.apply(f.pay());
            case EXTRA_WILD -> "EXTRA WILD";
            case EXTRA_SCATTER -> "EXTRA SCATTER\n" + f.scatters() + " / 3";
        };
        Text t = BoardText.bold(17, "#ffffff");
        t.setText(label);
        t.setTextAlignment(TextAlignment.CENTER);
        t.setStroke(Color.BLACK);
        t.setStrokeWidth(0.8);
        t.setX(bx - t.getLayoutBounds().getWidth() / 2);
        t.setY(by - size * 0.62);
        Bounds tb = t.getBoundsInLocal();
        Rectangle plate = new Rectangle(tb.getMinX() - 6, tb.getMinY() - 4, tb.getWidth() + 12, tb.getHeight() + 8);
        plate.setArcWidth(10);
        plate.setArcHeight(10);
        plate.setFill(Color.web("#4e2a00", 0.9));
        plate.setStroke(Color.GOLD);
        Group g = new Group(ring, plate, t);
        for (long m = f.wildCells(); m != 0; m &= m - 1) {
            int cell = Long.numberOfTrailingZeros(m);
            Circle w = new Circle(grid.x(cell), grid.y(cell), size * 0.47, Color.TRANSPARENT);
            w.setStroke(Color.web("#ffab00"));
            w.setStrokeWidth(4);
            w.setEffect(new DropShadow(14, Color.ORANGE));
            g.getChildren().add(w);
        }
        if (f.kind() == LrFeature.Kind.EXTRA_SCATTER) {
            Node sc = LrArt.SYMBOLS.symbol(LrSymbols.SCATTER, size * 0.4);
            sc.setLayoutX(bx + size * 0.3);
            sc.setLayoutY(by + size * 0.3);
            g.getChildren().add(sc);
        }
        g.setId("lr-feature");
        return g;
    }

    /** The found chest drawn over the spaces it hid behind. */
    Group chest(LrChestAward a) {
        long cells = a.chest().cells();
        double minX = Double.MAX_VALUE;
        double minY = Double.MAX_VALUE;
        double maxX = 0;
        double maxY = 0;
        for (long m = cells; m != 0; m &= m - 1) {
            int cell = Long.numberOfTrailingZeros(m);
            minX = Math.min(minX, grid.x(cell) - size / 2);
            minY = Math.min(minY, grid.y(cell) - size / 2);
            maxX = Math.max(maxX, grid.x(cell) + size / 2);
            maxY = Math.max(maxY, grid.y(cell) + size / 2);
        }
        Group c = LrArt.chest(maxX - minX, maxY - minY);
        c.setLayoutX(minX);
        c.setLayoutY(minY);
        c.setEffect(new DropShadow(24, Color.GOLD));
        return new Group(c);
    }

    /** The chest award broken down instance by instance. */
    StackPane awardPanel(ChestFound c) {
        LrChestAward a = c.award();
        List<String> lines = new ArrayList<>();
        for (LrChestGrant g : a.grants()) {
            lines.add(switch (g.kind()) {
                case EXTRA_FREE_SPIN -> "+1 Extra Free Spin";
                case STICKY_WILD -> "Sticky Wild on reel " + (shape.column(g.cell()) + 1) + ", row "
                        + (shape.rowsPerColumn() - shape.row(g.cell()));
                case COIN_WIN -> "Coin Win x" + num.apply(g.coinX()) + " = " + num.apply(g.pay());
            });
        }
        int half = (lines.size() + 1) / 2;
        Text left = BoardText.bold(16, "#ffffff");
        left.setText(String.join("\n", lines.subList(0, half)));
        Text right = BoardText.bold(16, "#ffffff");
        right.setText(String.join("\n", lines.subList(half, lines.size())));
        HBox cols = new HBox(24, left, right);
        cols.setAlignment(Pos.CENTER);
        Text title = BoardText.bold(26, "#ffd54f");
        title.setText(a.chest().type() + " CHEST FOUND - " + a.grants().size() + " FEATURES");
        Text sum = BoardText.bold(20, "#fff59d");
        sum.setId("lr-chest-sum");
        sum.setText(a.extraSpins() + " Extra Free Spin" + (a.extraSpins() == 1 ? "" : "s") + ", "
                + Long.bitCount(a.stickyCells()) + " Sticky Wild" + (Long.bitCount(a.stickyCells()) == 1 ? "" : "s")
                + ", Coin Win " + num.apply(a.coinWin()));
        VBox box = new VBox(8, title, cols, sum);
        box.setAlignment(Pos.CENTER);
        Rectangle plate = new Rectangle(700, 150 + 20 * half);
        plate.setArcWidth(30);
        plate.setArcHeight(30);
        plate.setFill(Color.web("#2a1600"));
        plate.setStroke(Color.GOLD);
        plate.setStrokeWidth(3);
        StackPane p = new StackPane(plate, box);
        p.setMaxSize(700, 150 + 20 * half);
        StackPane.setAlignment(p, Pos.BOTTOM_CENTER);
        p.setTranslateY(-10);
        return p;
    }
}
