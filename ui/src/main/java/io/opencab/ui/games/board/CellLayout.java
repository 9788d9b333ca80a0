package io.opencab.ui.games.board;

import io.opencab.engine.grid.GridShape;
import javafx.scene.layout.VBox;
import javafx.scene.paint.Paint;
import javafx.scene.shape.Rectangle;
import javafx.scene.text.Text;

/**
 * Where a board of square cells standing in columns lies (Cluster Kingdom, Cool Jewels, Lost Relics): the grid's
 * shape, the cells' size in pixels and the top left corner ({@code x0}, {@code y0}) of its top left cell. The cells,
 * their frame and the heads-up display on their right are placed from these numbers alone.
 */
public record CellLayout(GridShape shape, double cell, double x0, double y0) {
    /** The board's cells, each symbol drawn by {@code art}. */
    public CellGrid grid(CellGrid.Art art) {
        return CellGrid.columns(shape, x0, y0, cell, art);
    }

    /** The rounded frame behind the cells of a square grid ({@link BoardLayers#gridFrame}). */
    public Rectangle frame(Paint fill, Paint stroke, double strokeWidth) {
        return BoardLayers.gridFrame(x0, y0, shape.columnCount(), cell, fill, stroke, strokeWidth);
    }

    /** The heads-up display ({@link BoardText#hud}), {@code dx} right of the cells and {@code dy} below their top. */
    public VBox hud(String id, double gap, double dx, double dy, Text... lines) {
        return BoardText.hud(id, gap, x0 + shape.columnCount() * cell + dx, y0 + dy, lines);
    }
}
