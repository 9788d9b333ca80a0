package io.opencab.ui.games.christmastree;

import io.opencab.engine.grid.GridShape;
import io.opencab.ui.games.board.BoardLayers;
import io.opencab.ui.games.christmastree.CtSteps.Cluster;
import io.opencab.ui.games.christmastree.CtSteps.Wins;
import javafx.geometry.Bounds;
import javafx.scene.Group;
import javafx.scene.Node;
import javafx.scene.effect.DropShadow;
import javafx.scene.layout.VBox;
import javafx.scene.paint.Color;
import javafx.scene.shape.Circle;
import javafx.scene.shape.Rectangle;
import javafx.scene.text.Font;
import javafx.scene.text.FontWeight;
import javafx.scene.text.Text;

/**
 * How the board marks paying clusters (issue 23: "let a reader see why each cluster paid"), on
 * the cells placed by {@link CtGeometry}, the engine's grid.
 */
final class CtClusterMarks {
    private static final GridShape SHAPE = CtGeometry.SHAPE;
    private final CtGeometry geometry;
    private final double width;
    private final java.util.function.LongFunction<String> num;

    /** {@code num}: how the board writes an amount (the cabinet's grouping). */
    CtClusterMarks(CtGeometry geometry, double width, java.util.function.LongFunction<String> num) {
        this.geometry = geometry;
        this.width = width;
        this.num = num;
    }

    /**
     * Each paying cluster: its cells framed in the symbol's colour, a bar across every drawn edge
     * two of its cells share (the connections the engine counted: rule sheet, "connected to each
     * other via edges"), a numbered badge on one of its own symbols, and, beside the tree, the
     * same number with its size, symbol and pay, so a reader sees why it paid.
     */
    Group highlights(Wins w) {
        Group all = new Group();
        int k = 0;
        for (Cluster c : w.clusters()) {
            Group g = new Group();
            Color colour = CtArt.SYMBOLS.colour(c.symbol());
            int badgeCell = -1;
            for (long m = c.cells(); m != 0; m &= m - 1) {
                int cell = Long.numberOfTrailingZeros(m);
                g.getChildren().add(geometry.mark(cell, 3, colour, 0.22, 5));
                // Bars to the neighbours above and to the right (each shared edge once).
                long linked = SHAPE.neighbours(1L << cell) & c.cells() & ~((1L << (cell + 1)) - 1);
                for (long l = linked; l != 0; l &= l - 1) {
                    g.getChildren().add(bridge(cell, Long.numberOfTrailingZeros(l), colour));
                }
                if (badgeCell < 0 && w.board().at(cell) == c.symbol()) {
                    badgeCell = cell;
                }
            }
            g.setEffect(new DropShadow(14, colour));
            k++;
            if (badgeCell >= 0) {
                Bounds b = geometry.cell(badgeCell);
                g.getChildren().add(badge(k, b.getMinX() + 13, b.getMinY() + 13, colour));
            }
            g.getChildren().add(legend(k, c, w.multiplier(), colour));
            all.getChildren().add(BoardLayers.still(g));
        }
        return all;
    }

    private static Node badge(int k, double x, double y, Color colour) {
        Circle disc = new Circle(x, y, 11, colour);
        disc.setStroke(Color.BLACK);
        Text t = new Text(Integer.toString(k));
        t.setFont(Font.font("SansSerif", FontWeight.EXTRA_BOLD, 14));
        t.setFill(Color.BLACK);
        t.setX(x - t.getLayoutBounds().getWidth() / 2);
        t.setY(y + 5);
        return new Group(disc, t);
    }

    /** A bar across the edge cells {@code a} and {@code b} share, in the cluster's colour. */
    private Node bridge(int a, int b, Color colour) {
        double mx = (geometry.centreX(a) + geometry.centreX(b)) / 2;
        double my = (geometry.centreY(a) + geometry.centreY(b)) / 2;
        boolean vertical = SHAPE.column(a) == SHAPE.column(b);
        double len = geometry.size() * 0.42;
        Rectangle bar = vertical ? new Rectangle(mx - 5, my - len / 2, 10, len) : new Rectangle(mx - len / 2, my - 5, len, 10);
        bar.setArcWidth(8);
        bar.setArcHeight(8);
        bar.setFill(colour);
        bar.setStroke(Color.web("#000000", 0.6));
        bar.getStyleClass().add("ct-link");
        return bar;
    }

    /** Cluster {@code k}'s line beside the tree: its badge, "8 x Angel" (and the multiplier), its pay. */
    private Node legend(int k, Cluster c, int multiplier, Color colour) {
        Text what = new Text(c.size() + " x " + CtArt.SYMBOLS.name(c.symbol()) + (multiplier > 1 ? "  x" + multiplier : ""));
        what.setFont(Font.font("SansSerif", FontWeight.BOLD, 13));
        what.setWrappingWidth(LEGEND_W - 40);
        what.setFill(colour.brighter());
        what.getStyleClass().add("ct-caption");
        Text pay = new Text(num.apply(c.pay() * multiplier));
        pay.setFont(Font.font("SansSerif", FontWeight.EXTRA_BOLD, 22));
        pay.setFill(Color.WHITE);
        pay.getStyleClass().add("ct-pay");
        VBox box = new VBox(0, what, pay);
        box.setStyle("-fx-background-color: rgba(10,20,40,0.85); -fx-background-radius: 8; -fx-padding: 2 8 2 30;"
                + " -fx-border-color: " + web(colour) + "; -fx-border-width: 2; -fx-border-radius: 8;");
        box.setMouseTransparent(true);
        box.setPrefWidth(LEGEND_W);
        double y = 86 + (k - 1) * 62;
        box.setLayoutX(width - LEGEND_W - 6);
        box.setLayoutY(y);
        return new Group(box, badge(k, width - LEGEND_W + 9, y + 20, colour));
    }

    private static final double LEGEND_W = 154;

    private static String web(Color c) {
        return String.format(java.util.Locale.ROOT, "#%02x%02x%02x",
                Math.round(c.getRed() * 255), Math.round(c.getGreen() * 255), Math.round(c.getBlue() * 255));
    }

}
