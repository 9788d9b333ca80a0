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
    }

    public GridShape shape() {
        return shape;
    }

    public int minSize() {
        return minSize;
    }

    /** Bit masks of each symbol id {@code 0 .. masks.length-1} on {@code cells}. */
    public void masks(byte[] cells, long[] masks) {
        java.util.Arrays.fill(masks, 0L);
        long v = shape.valid();
        while (v != 0) {
            int i = Long.numberOfTrailingZeros(v);
            v &= v - 1;
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
        List<Cluster> result = null;
        for (int s = 0; s < payingSymbols; s++) {
            long own = symbolMasks[s] & ~wildMask;
            if (own == 0) {
                continue;
            }
            long allowed = own | wildMask;
            if (Long.bitCount(allowed) < minSize) {
                continue;
            }
            long remaining = own;
            while (remaining != 0) {
                long comp = shape.component(remaining & -remaining, allowed);
                remaining &= ~comp;
                int size = Long.bitCount(comp);
                if (size >= minSize) {
                    if (result == null) {
                        result = new ArrayList<>(4);
                    }
                    result.add(new Cluster(s, comp, size));
                }
            }
        }
        return result == null ? List.of() : result;
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
