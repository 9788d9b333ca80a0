package io.opencab.ui.games.cooljewels;

import io.opencab.engine.games.cooljewels.CjPair;
import io.opencab.engine.games.cooljewels.CjPay;
import io.opencab.engine.games.cooljewels.CjWildAction;
import io.opencab.engine.grid.Cluster;
import io.opencab.ui.games.board.BoardLayers;
import io.opencab.ui.games.board.BoardText;
import io.opencab.ui.games.board.CellGrid;
import io.opencab.ui.games.cooljewels.CjSteps.Groups;
import java.util.List;
import javafx.scene.Group;
import javafx.scene.effect.DropShadow;
import javafx.scene.paint.Color;
import javafx.scene.shape.Line;
import javafx.scene.shape.Rectangle;
import javafx.scene.text.Text;

/**
 * What Cool Jewels marks on its reels (rule sheet): the groups that destroy, a Wild's pattern and
 * the spaces it destroys, the Wild pairs with their enhancement, and each destroyed symbol's pay.
 */
final class CjMarks {
    private final CellGrid grid;
    private final java.util.function.LongFunction<String> num;

    /** {@code num}: how the board writes an amount (the cabinet's grouping). */
    CjMarks(CellGrid grid, java.util.function.LongFunction<String> num) {
        this.grid = grid;
        this.num = num;
    }

    /** The destroying groups in their symbols' colours; expired and pink-watermarked spaces in pink. */
    Group groups(Groups g) {
        Group all = new Group();
        for (Cluster c : g.groups()) {
            Color colour = CjArt.SYMBOLS.colour(c.symbol());
            Group one = new Group();
            for (long m = c.cells(); m != 0; m &= m - 1) {
                one.getChildren().add(box(Long.numberOfTrailingZeros(m), colour, 4));
            }
            one.setEffect(new DropShadow(14, colour));
            all.getChildren().add(BoardLayers.still(one));
        }
        for (long m = g.expired() | g.pink(); m != 0; m &= m - 1) {
            all.getChildren().add(box(Long.numberOfTrailingZeros(m), CjWatermarks.PINK, 3));
        }
        return all;
    }

    Group pattern(CjWildAction w) {
        Color colour = switch (CjArt.SYMBOLS.name(w.symbol())) {
            case "Shattering Wild" -> Color.web("#40c4ff");
            case "Shocking Wild" -> Color.web("#ffee58");
            default -> Color.web("#b388ff");
        };
        Group g = new Group();
        for (long m = w.pattern(); m != 0; m &= m - 1) {
            Rectangle r = box(Long.numberOfTrailingZeros(m), colour, 3);
            r.getStrokeDashArray().addAll(6.0, 4.0);
            g.getChildren().add(r);
        }
        for (long m = w.destroyed(); m != 0; m &= m - 1) {
            int cell = Long.numberOfTrailingZeros(m);
            double x = grid.x(cell);
            double y = grid.y(cell);
            Line a = new Line(x - 20, y - 20, x + 20, y + 20);
            Line b = new Line(x + 20, y - 20, x - 20, y + 20);
            for (Line l : List.of(a, b)) {
                l.setStroke(colour);
                l.setStrokeWidth(5);
            }
            g.getChildren().addAll(a, b);
        }
        g.getChildren().add(box(w.cell(), Color.WHITE, 5));
        g.setEffect(new DropShadow(14, colour));
        return BoardLayers.still(g);
    }

    Group pairs(List<CjPair> pairs) {
        double cell = grid.size();
        Group g = new Group();
        for (CjPair p : pairs) {
            double y = grid.y(p.left());
            Rectangle bracket = new Rectangle(grid.x(p.left()) - cell / 2, y - cell / 2, 2 * cell, cell);
            bracket.setArcWidth(30);
            bracket.setArcHeight(30);
            bracket.setFill(Color.TRANSPARENT);
            bracket.setStroke(Color.GOLD);
            bracket.setStrokeWidth(5);
            Text t = BoardText.bold(14, "#ffffff");
            t.setText(switch (p.enhancement()) {
                case PINK_WATERMARK -> "PINK";
                case GREEN_WATERMARK -> "GREEN";
                case BLUE_WATERMARK -> "BLUE";
                case PERSISTING_WILDS -> "PERSISTING";
            });
            t.setStroke(Color.BLACK);
            t.setStrokeWidth(0.6);
            t.setX(grid.x(p.left()) + cell / 2 - t.getLayoutBounds().getWidth() / 2);
            t.setY(y - cell / 2 + 14);
            g.getChildren().addAll(bracket, t);
        }
        g.setEffect(new DropShadow(16, Color.GOLD));
        return BoardLayers.still(g);
    }

    /** Pay labels on the first {@code n} destroyed symbols in pay order. */
    Group payLabels(List<CjPay> pays, int n) {
        Group g = new Group();
        for (int i = 0; i < n; i++) {
            CjPay p = pays.get(i);
            Text t = BoardText.bold(p.multiplier() > 1 ? 17 : 15, p.multiplier() > 1 ? "#ffd740" : "#ffffff");
            t.setText(num.apply(p.pay()) + CjScripter.multiplier(p));
            t.setStroke(Color.BLACK);
            t.setStrokeWidth(0.8);
            t.setX(grid.x(p.cell()) - t.getLayoutBounds().getWidth() / 2);
            t.setY(grid.y(p.cell()) + 6);
            t.getStyleClass().add("cj-pay");
            g.getChildren().add(t);
        }
        return g;
    }

    private Rectangle box(int cell, Color colour, double width) {
        Rectangle r = grid.square(cell, 2, 12);
        r.setFill(colour.deriveColor(0, 1, 1, 0.15));
        r.setStroke(colour);
        r.setStrokeWidth(width);
        return r;
    }
}
