package io.opencab.engine.grid;

import io.opencab.engine.EngineException;
import java.util.ArrayList;
import java.util.List;

/**
 * The shared cluster evaluator: for each paying symbol, the edge-connected components of that
 * symbol plus wilds, seeded only from the symbol itself, so a cluster of wilds alone never
 * forms and one wild may join clusters of several symbols. Stateless and thread-safe.
 */
public final class ClusterFinder {
    private final GridShape shape;
    private final int payingSymbols;
    private final int wild;
    private final int minSize;
    /** True when the cells are exactly bit indices 0 .. cellCount-1. */
    private final boolean dense;

    /**
     * @param payingSymbols symbols {@code 0 .. payingSymbols-1} form clusters
     * @param wild          the wild symbol id, or -1 for none; it substitutes for every paying symbol
     * @param minSize       smallest cluster that wins
     */
    public ClusterFinder(GridShape shape, int payingSymbols, int wild, int minSize) {
        if (payingSymbols < 1 || payingSymbols > 64) {
            throw new EngineException("paying symbol count must be 1..64, got " + payingSymbols);
        }
        if (minSize < 1 || minSize > shape.cellCount()) {
            throw new EngineException("minimum cluster size must be 1.." + shape.cellCount() + ", got " + minSize);
        }
        this.shape = shape;
        this.payingSymbols = payingSymbols;
        this.wild = wild;
        this.minSize = minSize;
        this.dense = shape.valid() == (shape.cellCount() == 64 ? -1L : (1L << shape.cellCount()) - 1);
    }

    public GridShape shape() {
        return shape;
    }

    public int minSize() {
        return minSize;
    }

    /** Bit masks of each symbol id {@code 0 .. masks.length-1} on {@code cells}. */
    public void masks(byte[] cells, long[] masks) {
        for (int s = 0; s < masks.length; s++) {
            masks[s] = 0L;
        }
        if (dense) {
            // Every bit index below cellCount is a cell (rectangular grids): no indirection.
            for (int i = 0, n = shape.cellCount(); i < n; i++) {
                int s = cells[i];
                if (s >= 0 && s < masks.length) {
                    masks[s] |= 1L << i;
                }
            }
            return;
        }
        for (int k = 0, n = shape.cellCount(); k < n; k++) {
            int i = shape.cellAt(k);
            int s = cells[i];
            if (s >= 0 && s < masks.length) {
                masks[s] |= 1L << i;
            }
        }
    }

    /**
     * Every winning cluster on {@code cells} (bit-indexed symbol ids), in order of symbol, then
     * lowest cell. {@code wildMask} says which cells are wild (a game may make other cells wild,
     * as Snowman does).
     */
    public List<Cluster> find(long[] symbolMasks, long wildMask) {
        int[] symbols = new int[shape.cellCount()];
        long[] cells = new long[shape.cellCount()];
        int n = find(symbolMasks, wildMask, symbols, cells);
        if (n == 0) {
            return List.of();
        }
        List<Cluster> result = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            result.add(new Cluster(symbols[i], cells[i], Long.bitCount(cells[i])));
        }
        return result;
    }

    /**
     * The allocation-free form of {@link #find(long[], long)} for the round path: returns how
     * many winning clusters there are, and writes the symbols and cell masks of the first
     * {@code min(count, symbolsOut.length)} of them into the arrays (of equal length). A caller
     * whose arrays were too short grows them to the count returned and calls again; arrays of
     * {@code shape().cellCount()} always suffice (every cluster holds a cell of its own symbol,
     * and those cells are disjoint).
     */
    public int find(long[] symbolMasks, long wildMask, int[] symbolsOut, long[] cellsOut) {
        int n = 0;
        // The wilds' neighbours are the same for every symbol: found once per board.
        long wildNeighbours = shape.neighbours(wildMask);
        for (int s = 0; s < payingSymbols; s++) {
            long own = symbolMasks[s] & ~wildMask;
            if (own == 0) {
                continue;
            }
            long allowed = own | wildMask;
            if (Long.bitCount(allowed) < minSize) {
                continue;
            }
            if (minSize > 1) {
                // A cell with no allowed neighbour is a group of one: drop it before flood-filling
                // (neighbours of a union are the union of the neighbours).
                allowed &= shape.neighbours(own) | wildNeighbours;
                // A count of what is left (one instruction), then, for the usual minimum of 5, a
                // search-free test of the cells' shape, which rejects far more symbols
                // (docs/performance.md); both only skip symbols that cannot have a cluster, so the
                // clusters found are the same.
                if (Long.bitCount(allowed) < minSize || (minSize == 5 && !shape.mayHoldFiveConnected(allowed))) {
                    continue;
                }
            }
            long remaining = own & allowed;
            while (remaining != 0) {
                long comp = shape.component(remaining & -remaining, allowed);
                remaining &= ~comp;
                if (Long.bitCount(comp) >= minSize) {
                    if (n < symbolsOut.length) {
                        symbolsOut[n] = s;
                        cellsOut[n] = comp;
                    }
                    n++;
                }
            }
        }
        return n;
    }

    /** Convenience for tests and tools: clusters on a board, wilds being the cells holding the wild id. */
    public List<Cluster> find(Board board) {
        long[] masks = new long[Math.max(payingSymbols, wild + 1)];
        masks(board.toArray(), masks);
        return find(masks, wild >= 0 ? masks[wild] : 0L);
    }

    /** Number of paying symbols. */
    public int payingSymbols() {
        return payingSymbols;
    }

    /** The wild symbol id, or -1. */
    public int wild() {
        return wild;
    }
}
