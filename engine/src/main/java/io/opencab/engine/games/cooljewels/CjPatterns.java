package io.opencab.engine.games.cooljewels;

import io.opencab.engine.grid.GridShape;

/**
 * The destroy patterns of activated Wilds on the 6x6 grid, as bit masks of {@link CoolJewels#shape()}
 * per centre cell, each including the centre itself (the spaces the Wild "affects"; the rule
 * sheet's watermarks cover exactly these spaces).
 * <ul>
 *   <li>Unstable (and Persisting): "all positions connected to itself": the up to 8 spaces that
 *       touch its space by an edge or a corner (docs/par/cool-jewels.md, decision D3).</li>
 *   <li>Shattering: every space of its row and its column.</li>
 *   <li>Shocking: every space on its two diagonals.</li>
 * </ul>
 */
final class CjPatterns {
    static final GridShape SHAPE = GridShape.rectangle(6, 6);
    private static final int CELLS = SHAPE.arraySize();
    /**
     * The patterns by Wild, one row of cells each, in symbol order from Unstable: Unstable,
     * Shattering, Shocking, Persisting (the Unstable pattern).
     */
    private static final long[] BY_WILD = new long[(CjSymbols.PERSISTING - CjSymbols.UNSTABLE + 1) * CELLS];

    static {
        int n = SHAPE.columnCount();
        for (int c = 0; c < n; c++) {
            for (int r = 0; r < n; r++) {
                int i = SHAPE.index(c, r);
                long u = 0;
                long sk = 0;
                for (int dc = -1; dc <= 1; dc++) {
                    for (int dr = -1; dr <= 1; dr++) {
                        if (SHAPE.contains(c + dc, r + dr)) {
                            u |= 1L << SHAPE.index(c + dc, r + dr);
                        }
                    }
                }
                for (int d = -n; d <= n; d++) {
                    if (SHAPE.contains(c + d, r + d)) {
                        sk |= 1L << SHAPE.index(c + d, r + d);
                    }
                    if (SHAPE.contains(c + d, r - d)) {
                        sk |= 1L << SHAPE.index(c + d, r - d);
                    }
                }
                BY_WILD[row(CjSymbols.UNSTABLE) + i] = u;
                BY_WILD[row(CjSymbols.SHATTERING) + i] = SHAPE.rowMask(r) | SHAPE.columnMask(c);
                BY_WILD[row(CjSymbols.SHOCKING) + i] = sk;
                BY_WILD[row(CjSymbols.PERSISTING) + i] = u;
            }
        }
    }

    private CjPatterns() {
    }

    /** The spaces an activated Wild of {@code symbol} at {@code cell} affects, its own space included. */
    static long of(int symbol, int cell) {
        if (symbol < CjSymbols.UNSTABLE || symbol > CjSymbols.PERSISTING) {
            throw new IllegalArgumentException("symbol " + symbol + " is not an activating Wild");
        }
        // One table lookup rather than a switch: which Wild acts is random, and a switch on it
        // was a mispredicted branch in most cascades (docs/performance.md).
        return BY_WILD[row(symbol) + cell];
    }

    /** Where {@code wild}'s patterns start in {@link #BY_WILD}. */
    private static int row(int wild) {
        return (wild - CjSymbols.UNSTABLE) * CELLS;
    }
}
