package io.opencab.engine.games.clusterkingdom;

import static io.opencab.engine.games.clusterkingdom.CkSymbols.MULTIPLIER_WILD;
import static io.opencab.engine.games.clusterkingdom.CkSymbols.WILD;

import io.opencab.engine.grid.ClusterFinder;
import java.util.ArrayList;
import java.util.List;

/**
 * What a board pays (docs/par/cluster-kingdom.md, "Wins"): the winning combinations of one
 * evaluation and their pays. One per round (its scratch arrays are not shared).
 */
final class CkEvaluator {
    private final CkMath math;
    private final ClusterFinder finder;
    private final int level;
    /**
     * Scratch for the cluster finder, grown when a board has more clusters (ClusterFinder.find
     * returns the count); small because it is allocated every round.
     */
    private int[] clusterSymbols = new int[4];
    private long[] clusterCells = new long[4];
    /** Scratch for {@link #evaluate}: the wins found, copied out when there are any. */
    private final List<CkClusterWin> found = new ArrayList<>(4);

    CkEvaluator(CkMath math, ClusterFinder finder, int level) {
        this.math = math;
        this.finder = finder;
        this.level = level;
    }

    /**
     * The winning combinations on a board, every one of them paid (rule sheet: "all winning
     * combinations are paid"; docs/par/cluster-kingdom.md, decisions 6 and 7): for each paying
     * symbol, every edge-connected group of 5 or more cells of that symbol and Wilds, seeded from
     * the symbol itself (the whole connected group, one combination); then every group of 5 or
     * more Wilds that joined none of them, paid as the highest symbol. Listed by symbol (WHEAT to
     * CASTLE), within a symbol by the lowest cell that holds the symbol itself (a Wild's cell does
     * not count), then the Wild-only groups by their lowest cell.
     */
    List<CkClusterWin> evaluate(int[] ms, long[] mk) {
        found.clear();
        select(ms, mk, found);
        return found.isEmpty() ? List.of() : List.copyOf(found);
    }

    /**
     * What the board pays ({@link #evaluate}'s wins, summed) without building them: the Queen
     * tries each swap this way (one rule, one code path).
     */
    long payOf(int[] ms, long[] mk) {
        return select(ms, mk, null);
    }

    /** The selection behind {@link #evaluate}: adds each paid combination to {@code out} (when not null); returns the pays' sum. */
    private long select(int[] ms, long[] mk, List<CkClusterWin> out) {
        long mw = mk[MULTIPLIER_WILD];
        long wild = mk[WILD] | mw;
        // Allocation-free finder form; arrays of one entry per cell always suffice. The finder
        // lists clusters by symbol, then by their lowest cell of the symbol itself.
        int n = finder.find(mk, wild, clusterSymbols, clusterCells);
        if (n > clusterSymbols.length) {
            clusterSymbols = new int[n];
            clusterCells = new long[n];
            finder.find(mk, wild, clusterSymbols, clusterCells);
        }
        long pay = 0;
        long paid = 0;
        for (int i = 0; i < n; i++) {
            int symbol = clusterSymbols[i];
            long cluster = clusterCells[i];
            int size = Long.bitCount(cluster);
            int m = multiplierOf(cluster & mw, ms);
            pay += pay(symbol, size, m);
            if (out != null) {
                out.add(win(symbol, false, cluster, size, mw, ms, m));
            }
            paid |= cluster;
        }
        long free = wild & ~paid;
        if (Long.bitCount(free) >= math.minCluster) {
            for (long rem = free; rem != 0; ) {
                long comp = CkMath.GRID.component(rem & -rem, free);
                rem &= ~comp;
                int size = Long.bitCount(comp);
                if (size >= math.minCluster) {
                    int m = multiplierOf(comp & mw, ms);
                    pay += pay(CkSymbols.HIGHEST, size, m);
                    if (out != null) {
                        out.add(win(CkSymbols.HIGHEST, true, comp, size, mw, ms, m));
                    }
                }
            }
        }
        return pay;
    }

    /** Credits for a combination: paytable coins for (symbol, size) x bet level x multiplier. */
    private long pay(int symbol, int size, int multiplier) {
        return math.pays[symbol][size] * level * multiplier;
    }

    private CkClusterWin win(int symbol, boolean wildOnly, long cs, int size, long mw, int[] ms, int m) {
        long inside = cs & mw;
        List<Integer> values;
        if (inside == 0) {
            values = List.of();
        } else {
            Integer[] v = new Integer[Long.bitCount(inside)];
            int k = 0;
            for (long x = inside; x != 0; x &= x - 1) {
                v[k++] = ms[Long.numberOfTrailingZeros(x)];
            }
            values = List.of(v);
        }
        return new CkClusterWin(symbol, wildOnly, cs, size, values, m, pay(symbol, size, m));
    }

    /** Rule sheet: Multiplier Wilds add their values to the combination; 1 without any. */
    private static int multiplierOf(long inside, int[] ms) {
        if (inside == 0) {
            return 1;
        }
        long sum = 0;
        for (long x = inside; x != 0; x &= x - 1) {
            sum += ms[Long.numberOfTrailingZeros(x)];
        }
        // Saturates where an int stops (docs/par/cluster-kingdom.md, decision 10): any win with a
        // multiplier of 100,000 or more reaches the cap anyway.
        return (int) Math.min(Integer.MAX_VALUE, sum);
    }
}
