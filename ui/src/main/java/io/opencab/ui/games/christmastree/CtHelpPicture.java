package io.opencab.ui.games.christmastree;

import io.opencab.engine.grid.GridShape;
import javafx.geometry.Bounds;
import javafx.geometry.Pos;
import javafx.scene.Group;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.paint.Color;
import javafx.scene.shape.Line;
import javafx.scene.shape.Polygon;
import javafx.scene.shape.Rectangle;
import javafx.scene.shape.StrokeType;

/**
 * The help screen's picture of the tree: the same grid as the board ({@link CtGeometry}, engine
 * columns 2, 3, 5, 7, 5, 3, 2), small. The paytable page shows a 5-cell cluster with the edges it
 * is connected through; the rules page shows symbols dropping down their columns.
 */
final class CtHelpPicture {
    /** Cell side on the rules page (beside the text) and on the paytable page (in the page buttons' row). */
    static final double CELL = 20;
    static final double SMALL_CELL = 14;
    private static final GridShape SHAPE = CtGeometry.SHAPE;
    private static final Color GOLD = Color.web("#ffd54f");

    private CtHelpPicture() {
    }

    /** An example cluster: column 3 rows 0-2, and its row-1 neighbours in columns 2 and 4. */
    static long exampleCluster() {
        return bit(3, 0) | bit(3, 1) | bit(3, 2) | bit(2, 1) | bit(4, 1);
    }

    static Node cluster() {
        CtGeometry g = geometry(SMALL_CELL);
        Group grid = grid(g);
        long cells = exampleCluster();
        for (long m = cells; m != 0; m &= m - 1) {
            int cell = Long.numberOfTrailingZeros(m);
            grid.getChildren().add(g.mark(cell, 2, GOLD, 0.5, 2));
            long up = SHAPE.neighbours(1L << cell) & cells & ~((1L << (cell + 1)) - 1);
            for (long l = up; l != 0; l &= l - 1) {
                int other = Long.numberOfTrailingZeros(l);
                Line link = new Line(g.centreX(cell), g.centreY(cell), g.centreX(other), g.centreY(other));
                link.setStroke(GOLD);
                link.setStrokeWidth(4);
                grid.getChildren().add(link);
            }
        }
        Label caption = caption("The tree: 27 cells in 7 columns. Cells that share an edge are connected"
                + " (never corner to corner); 5 or more connected identical symbols pay, as the gold cluster.", 420);
        javafx.scene.layout.HBox box = new javafx.scene.layout.HBox(12, grid, caption);
        box.setAlignment(Pos.CENTER_LEFT);
        box.setId("ct-help-picture");
        return box;
    }

    static Node falls() {
        CtGeometry g = geometry(CELL);
        Group grid = grid(g);
        for (int col = 0; col < SHAPE.columnCount(); col++) {
            int top = SHAPE.index(col, SHAPE.height(col) - 1);
            double x = g.centreX(top);
            double y0 = g.cell(top).getMinY() - g.size() * 0.9;
            double y1 = g.centreY(SHAPE.index(col, 0));
            Line shaft = new Line(x, y0, x, y1 - 6);
            shaft.setStroke(Color.web("#9ad0ff"));
            shaft.setStrokeWidth(3);
            Polygon head = new Polygon(x - 6, y1 - 8, x + 6, y1 - 8, x, y1 + 2);
            head.setFill(Color.web("#9ad0ff"));
            grid.getChildren().addAll(shaft, head);
        }
        return captioned(grid, "Winning clusters are removed; the symbols above fall straight down their own"
                + " column and new symbols drop in from the top of each column.");
    }

    private static CtGeometry geometry(double cell) {
        return new CtGeometry(SHAPE.columnCount() * cell / 2 + 4, SHAPE.rowsPerColumn() * cell + cell + 4, cell);
    }

    private static Group grid(CtGeometry g) {
        Group grid = new Group();
        // A transparent frame keeps the picture's size fixed, arrows above the top cell included.
        Rectangle frame = new Rectangle(0, 0, g.width() + 8, g.height() + g.size() + 8);
        frame.setFill(Color.TRANSPARENT);
        grid.getChildren().add(frame);
        for (int cell : SHAPE.cells()) {
            Bounds b = g.cell(cell);
            Rectangle r = new Rectangle(b.getMinX(), b.getMinY(), b.getWidth(), b.getHeight());
            r.setFill(Color.web("#0b3d1e"));
            r.setStroke(Color.web("#d8ffe2"));
            r.setStrokeType(StrokeType.INSIDE);
            r.setId("ct-help-cell-" + cell);
            grid.getChildren().add(r);
        }
        return grid;
    }

    private static Label caption(String text, double width) {
        Label caption = new Label(text);
        caption.setWrapText(true);
        caption.setMaxWidth(width);
        caption.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
        caption.getStyleClass().add("panel-text");
        caption.setStyle("-fx-font-size: 15px;");
        return caption;
    }

    private static Node captioned(Group grid, String text) {
        Label caption = caption(text, 420);
        javafx.scene.layout.HBox box = new javafx.scene.layout.HBox(12, grid, caption);
        box.setAlignment(Pos.CENTER_LEFT);
        box.setId("ct-help-picture");
        return box;
    }

    private static long bit(int column, int row) {
        return 1L << SHAPE.index(column, row);
    }
}
