package io.opencab.engine.grid;

/**
 * Removes cells and lets the survivors fall down their own column; the cells left empty at the
 * top of each column are set to {@link Board#NONE} for the game to refill.
 */
public final class Gravity {
    private Gravity() {
    }

    /**
     * Collapses {@code cells} in place after removing {@code removed}.
     *
     * @return bit mask of the emptied cells (top of each column), to be refilled
     */
    public static long collapse(GridShape shape, byte[] cells, long removed) {
        int stride = shape.rowsPerColumn();
        long empty = 0;
        for (int c = 0; c < shape.columnCount(); c++) {
            int base = c * stride;
            int h = shape.height(c);
            long colRemoved = (removed >>> base) & ((1L << h) - 1);
            if (colRemoved == 0) {
                continue;
            }
            int write = 0;
            for (int r = 0; r < h; r++) {
                if ((colRemoved & (1L << r)) == 0) {
                    cells[base + write++] = cells[base + r];
                }
            }
            for (int r = write; r < h; r++) {
                cells[base + r] = Board.NONE;
                empty |= 1L << (base + r);
            }
        }
        return empty;
    }
}
