package io.opencab.engine.games.clusterkingdom;

import io.opencab.engine.grid.WeightedTable;
import io.opencab.engine.rng.GameRng;

/**
 * The board's symbol tables, one per symbol below (CkMath#table), flattened into plain arrays:
 * a cell's draw depends on the cell below it, so the draws of a column form one chain of
 * dependent loads, and following table objects made each link slow (docs/performance.md).
 * Draws exactly as {@code tables[k].pick(rng)}: the same bound, the same stop, the same symbol.
 */
final class CkBoardTables {
    /**
     * By symbol below + 1 (index 0 for an empty cell below): that table's first stop in
     * {@link #stops} (high 32 bits) and its total weight (low 32 bits), so each link of a
     * column's chain is one load before the draw instead of three.
     */
    private final long[] tableOfBelow;
    private final byte[] stops;

    CkBoardTables(WeightedTable[] tables) {
        int[] offsets = new int[tables.length];
        int size = 0;
        for (int t = 0; t < tables.length; t++) {
            offsets[t] = size;
            size += tables[t].total();
        }
        stops = new byte[size];
        for (int t = 0; t < tables.length; t++) {
            for (int k = 0; k < tables[t].total(); k++) {
                stops[offsets[t] + k] = (byte) tables[t].stop(k);
            }
        }
        tableOfBelow = new long[CkSymbols.COUNT + 1];
        for (int below = -1; below < CkSymbols.COUNT; below++) {
            int t = CkMath.tableIndex(below);
            tableOfBelow[below + 1] = (long) offsets[t] << 32 | tables[t].total();
        }
    }

    int pick(int below, GameRng rng) {
        long table = tableOfBelow[below + 1];
        return stops[(int) (table >>> 32) + rng.nextInt((int) table)];
    }
}
