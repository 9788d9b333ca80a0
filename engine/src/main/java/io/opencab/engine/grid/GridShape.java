package io.opencab.engine.grid;

import io.opencab.engine.EngineException;
import java.util.Arrays;

/**
 * A grid of columns of possibly different heights, as a 64-bit bitboard.
 *
 * <p>Layout: column-major, bit {@code col * rowsPerColumn + row}, row 0 at the bottom. Every
 * grid of the four games fits (the largest, Christmas Tree's 7 columns x 7 rows, uses 49 bits).
 * Cells touch through edges only: up/down in a column and left/right in the same row, when
 * both cells exist. Symbols fall down their own column.
 */
public final class GridShape {
    private final int[] heights;
    private final int rowsPerColumn;
    private final int cellCount;
    private final long valid;
    private final long notBottomRow;
    private final long notTopRow;
    private final int[] cellOrder;

    private GridShape(int[] heights) {
        if (heights.length < 1) {
            throw new EngineException("a grid needs at least one column");
        }
        this.heights = heights.clone();
        int maxHeight = Arrays.stream(heights).max().orElseThrow();
        if (Arrays.stream(heights).anyMatch(h -> h < 1)) {
            throw new EngineException("every column needs at least one row: " + Arrays.toString(heights));
        }
        if ((long) heights.length * maxHeight > 63) {
            throw new EngineException("grid " + heights.length + "x" + maxHeight + " does not fit a 63-bit board");
        }
        this.rowsPerColumn = maxHeight;
        long v = 0;
        long bottom = 0;
        long top = 0;
        int n = 0;
        int[] order = new int[heights.length * maxHeight];
        for (int c = 0; c < heights.length; c++) {
            bottom |= 1L << (c * maxHeight);
            top |= 1L << (c * maxHeight + maxHeight - 1);
            for (int r = 0; r < heights[c]; r++) {
                v |= 1L << (c * maxHeight + r);
                order[n++] = c * maxHeight + r;
            }
        }
        this.valid = v;
        this.notBottomRow = ~bottom;
        this.notTopRow = ~top;
        this.cellCount = n;
        this.cellOrder = Arrays.copyOf(order, n);
    }

    /** A rectangular grid, {@code columns} wide and {@code rows} high. */
    public static GridShape rectangle(int columns, int rows) {
        int[] h = new int[columns];
        Arrays.fill(h, rows);
        return new GridShape(h);
    }

    /** A grid whose column {@code i} is {@code heights[i]} cells high, bottom-aligned. */
    public static GridShape columns(int... heights) {
        return new GridShape(heights);
    }

    public int columnCount() {
        return heights.length;
    }

    public int height(int column) {
        return heights[column];
    }

    /** The tallest column's height (the bit stride between columns). */
    public int rowsPerColumn() {
        return rowsPerColumn;
    }

    public int cellCount() {
        return cellCount;
    }

    /** Size of a cell array indexed by bit index. */
    public int arraySize() {
        return heights.length * rowsPerColumn;
    }

    /** Bit mask of all cells that exist. */
    public long valid() {
        return valid;
    }

    public int index(int column, int row) {
        if (column < 0 || column >= heights.length || row < 0 || row >= heights[column]) {
            throw new EngineException("no cell at column " + column + ", row " + row);
        }
        return column * rowsPerColumn + row;
    }

    public int column(int index) {
        return index / rowsPerColumn;
    }

    public int row(int index) {
        return index % rowsPerColumn;
    }

    public boolean contains(int column, int row) {
        return column >= 0 && column < heights.length && row >= 0 && row < heights[column];
    }

    /** Bit indices of every cell: column by column from the left, bottom to top. A copy. */
    public int[] cells() {
        return cellOrder.clone();
    }

    int cellAt(int ordinal) {
        return cellOrder[ordinal];
    }

    /** Cells edge-adjacent to any cell of {@code m} (not necessarily excluding {@code m}). */
    public long neighbours(long m) {
        return (((m << 1) & notBottomRow)
                | ((m >>> 1) & notTopRow)
                | (m << rowsPerColumn)
                | (m >>> rowsPerColumn)) & valid;
    }

    /**
     * Whether 4 or more cells of {@code m} are edge-connected, found without a search, on any
     * shape: 4 connected cells contain a tree of 4, which is either a T (a cell with 3 or 4
     * neighbours in {@code m}) or a path, whose middle two cells are adjacent and have 2 or more
     * neighbours each; conversely either shape is 4 distinct cells, as the grid has no
     * triangles. Exact and branch-free. Cool Jewels runs a copy for its 6x6 grid with the shape as
     * constants ({@code CjGrid}), which its tests check against this one.
     */
    public boolean hasFourConnected(long m) {
        long twoOrMore = withNeighbours(m, 2);
        return (withNeighbours(m, 3) | (twoOrMore & neighbours(twoOrMore))) != 0;
    }

    /**
     * False only if no 5 cells of {@code m} are edge-connected; a test without search, so a
     * symbol with no possible cluster of 5 skips the flood fills. A connected set of 5 spans a
     * tree of 5 cells: either a cell of it has 3 or more neighbours in {@code m}, or the tree is a
     * path whose middle cell has two neighbours that each have 2 or more. True can still mean no
     * cluster of 5 (a T of 4 cells, a square of 4), so the caller then searches.
     */
    public boolean mayHoldFiveConnected(long m) {
        long twoOrMore = withNeighbours(m, 2);
        return (withNeighbours(m, 3) | withNeighbours(twoOrMore, 2)) != 0;
    }

    /** The cells of {@code m} with {@code k} (2 or 3) or more edge neighbours in {@code m}. */
    private long withNeighbours(long m, int k) {
        long below = m & (m << 1) & notBottomRow;
        long above = m & (m >>> 1) & notTopRow;
        long left = m & (m << rowsPerColumn);
        long right = m & (m >>> rowsPerColumn);
        long oneVertical = below ^ above;
        long bothVertical = below & above;
        long oneHorizontal = left ^ right;
        long bothHorizontal = left & right;
        if (k == 2) {
            return bothVertical | bothHorizontal | (oneVertical & oneHorizontal);
        }
        return (bothVertical & (oneHorizontal | bothHorizontal)) | (bothHorizontal & oneVertical);
    }

    /**
     * The edge-connected component of {@code allowed} that contains {@code seed}. Bounded: each
     * pass adds at least one cell or ends, so at most {@link #cellCount()} passes.
     */
    public long component(long seed, long allowed) {
        long comp = seed & allowed;
        while (true) {
            long next = (comp | neighbours(comp)) & allowed;
            if (next == comp) {
                return comp;
            }
            comp = next;
        }
    }

    /** Column mask: every existing cell of {@code column}. */
    public long columnMask(int column) {
        return ((1L << heights[column]) - 1) << (column * rowsPerColumn);
    }

    /** Row mask: every existing cell of {@code row}. */
    public long rowMask(int row) {
        long m = 0;
        for (int c = 0; c < heights.length; c++) {
            if (row < heights[c]) {
                m |= 1L << (c * rowsPerColumn + row);
            }
        }
        return m;
    }

    @Override
    public String toString() {
        return "GridShape" + Arrays.toString(heights);
    }
}
