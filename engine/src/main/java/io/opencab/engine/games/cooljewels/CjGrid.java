package io.opencab.engine.games.cooljewels;

/**
 * The bit operations of a Matching Group search on the 6x6 grid (cell {@code 6 * column + row},
 * as {@link CjPatterns#SHAPE}), with the grid's shape as constants: the same results as
 * {@code GridShape.hasFourConnected}, {@code neighbours} and {@code component} for masks of the
 * grid, in fewer instructions and registers, as every evaluation runs them for each symbol
 * (docs/performance.md). CjGridTest checks them against the shared {@code GridShape}.
 */
final class CjGrid {
    private static final int SIDE = CjPatterns.SHAPE.rowsPerColumn();
    /** Every cell but the bottom row's: where a cell's neighbour below exists. */
    private static final long NOT_BOTTOM = ~CjPatterns.SHAPE.rowMask(0);
    /** Every cell but the top row's: where a cell's neighbour above exists. */
    private static final long NOT_TOP = ~CjPatterns.SHAPE.rowMask(SIDE - 1);
    private static final long GRID = (1L << SIDE * SIDE) - 1;

    private CjGrid() {
    }

    /**
     * The cells with an edge neighbour in {@code m}, plus bits above the grid: callers keep only
     * cells of a mask of the grid ({@code & allowed}), which removes those.
     */
    private static long touched(long m) {
        return ((m << 1) & NOT_BOTTOM) | ((m >>> 1) & NOT_TOP) | (m << SIDE) | (m >>> SIDE);
    }

    /** The cells of the grid with an edge neighbour in {@code m}. */
    static long neighbours(long m) {
        return touched(m) & GRID;
    }

    /**
     * Whether 4 or more cells of {@code m} are edge-connected, without a search: 4 connected
     * cells contain a tree of 4, either a T (a cell with 3 or 4 neighbours in {@code m}) or a
     * path, whose middle two cells are adjacent and have 2 or more neighbours each (as
     * {@code GridShape.hasFourConnected}). An adjacent pair is found by looking one way along each
     * axis, as each pair is seen from both of its cells.
     */
    static boolean hasFourConnected(long m) {
        return fourConnected(m) != 0;
    }

    /** Non-zero exactly when {@link #hasFourConnected} is true: cells that show 4 connected cells. */
    static long fourConnected(long m) {
        long below = m & (m << 1) & NOT_BOTTOM;
        long above = m & (m >>> 1) & NOT_TOP;
        long left = m & (m << SIDE);
        long right = m & (m >>> SIDE);
        long oneVertical = below ^ above;
        long bothVertical = below & above;
        long oneHorizontal = left ^ right;
        long bothHorizontal = left & right;
        long two = bothVertical | bothHorizontal | (oneVertical & oneHorizontal);
        long three = (bothVertical & (oneHorizontal | bothHorizontal)) | (bothHorizontal & oneVertical);
        long pairs = (two & (two << 1) & NOT_BOTTOM) | (two & (two << SIDE));
        return three | pairs;
    }

    /**
     * The edge-connected cells of {@code allowed} reachable from {@code seed}. Two steps of the
     * flood a pass, so that a group takes fewer passes and fewer loop exits (docs/performance.md).
     * Bounded: each pass adds a cell or stops.
     */
    static long component(long seed, long allowed) {
        long comp = seed & allowed;
        while (true) {
            long once = (comp | touched(comp)) & allowed;
            long twice = (once | touched(once)) & allowed;
            if (twice == once) {
                return once;
            }
            comp = twice;
        }
    }
}
