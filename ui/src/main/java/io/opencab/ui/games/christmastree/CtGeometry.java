package io.opencab.ui.games.christmastree;

import io.opencab.engine.games.christmastree.CtMath;
import io.opencab.engine.grid.GridShape;
import javafx.geometry.BoundingBox;
import javafx.geometry.Bounds;
import javafx.scene.paint.Color;
import javafx.scene.shape.Rectangle;

/**
 * Where the tree's cells are drawn: the engine's grid ({@link CtMath#TREE}, 7 bottom-aligned
 * columns) as a grid of equal squares, column {@code c} at {@code left + c x size}, row {@code r}
 * (0 = bottom) at {@code bottom - (r + 1) x size}. Two squares share a drawn edge exactly when
 * they are neighbours in one column or in one row, which is exactly the engine's adjacency
 * (rule sheet: "connected to each other via edges"), and a symbol falling down its engine column
 * falls straight down on screen ("new symbols drop down"). The board, its animations and the help
 * screen's picture all place cells through this class (docs/par/christmas-tree.md, "Grid").
 */
final class CtGeometry {
    static final GridShape SHAPE = CtMath.TREE;

    private final double left;
    private final double bottom;
    private final double size;

    /**
     * @param centreX the horizontal centre of the tree
     * @param bottom  the lower edge of the bottom row
     * @param size    a cell's side
     */
    CtGeometry(double centreX, double bottom, double size) {
        this.left = centreX - SHAPE.columnCount() * size / 2;
        this.bottom = bottom;
        this.size = size;
    }

    double size() {
        return size;
    }

    /** The square of cell {@code index} (a bit index of the engine's board). */
    Bounds cell(int index) {
        int col = SHAPE.column(index);
        int row = SHAPE.row(index);
        return new BoundingBox(left + col * size, bottom - (row + 1) * size, size, size);
    }

    /**
     * A highlight of cell {@code index}: its square inset by {@code inset} on every side, outlined in {@code colour}
     * {@code stroke} wide and filled with {@code colour} at {@code fillOpacity} (a won cluster, the help's example).
     */
    Rectangle mark(int index, double inset, Color colour, double fillOpacity, double stroke) {
        Bounds b = cell(index);
        Rectangle r = new Rectangle(b.getMinX() + inset, b.getMinY() + inset, b.getWidth() - 2 * inset,
                b.getHeight() - 2 * inset);
        r.setFill(colour.deriveColor(0, 1, 1, fillOpacity));
        r.setStroke(colour);
        r.setStrokeWidth(stroke);
        return r;
    }

    double centreX(int index) {
        return left + (SHAPE.column(index) + 0.5) * size;
    }

    double centreY(int index) {
        return bottom - (SHAPE.row(index) + 0.5) * size;
    }

    /** Width of the whole grid. */
    double width() {
        return SHAPE.columnCount() * size;
    }

    /** Height of the whole grid (its tallest column). */
    double height() {
        return SHAPE.rowsPerColumn() * size;
    }
}
