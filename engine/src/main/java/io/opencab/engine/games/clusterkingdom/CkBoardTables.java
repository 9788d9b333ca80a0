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
    /** Table index by symbol below + 1 (index 0 for an empty cell below). */
    private final int[] tableOfBelow;
    private final int[] totals;
    private final int[] offsets;
    private final byte[] stops;

    CkBoardTables(WeightedTable[] tables) {
        tableOfBelow = new int[CkSymbols.COUNT + 1];
        for (int below = -1; below < CkSymbols.COUNT; below++) {
            tableOfBelow[below + 1] = CkMath.tableIndex(below);
        }
        totals = new int[tables.length];
        offsets = new int[tables.length];
        int size = 0;
        for (int t = 0; t < tables.length; t++) {
            totals[t] = tables[t].total();
            offsets[t] = size;
            size += tables[t].total();
        }
        stops = new byte[size];
        for (int t = 0; t < tables.length; t++) {
            for (int k = 0; k < totals[t]; k++) {
                stops[offsets[t] + k] = (byte) tables[t].stop(k);
            }
        }
    }

    /** The symbol of a cell whose lower neighbour holds {@code below} ({@code -1}: none). One draw. */
    int pick(int below, GameRng rng) {
        int t = tableOfBelow[below + 1];
        return stops[offsets[t] + rng.nextInt(totals[t])];
    }
}
