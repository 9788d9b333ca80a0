package io.opencab.engine.games.lostrelics;

import io.opencab.engine.grid.Cluster;
import io.opencab.engine.grid.ClusterFinder;
import io.opencab.engine.rng.GameRng;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * Everything one Lost Relics round changes: its wins by source (the Free Spins session keeps its own state,
 * LrFreeSession). A new one per round, so nothing leaks into the next (decision D7).
 */
final class LrRound {
    final LrMath math;
    final ClusterFinder finder;
    final int level;
    final long bet;
    final GameRng rng;
    final long[] sourceWins = new long[LostRelicsOutcome.SOURCES.size()];
    final long[] masks = new long[LrSymbols.NAMES.size()];

    LrRound(LrMath math, ClusterFinder finder, int level, long bet, GameRng rng) {
        this.math = math;
        this.finder = finder;
        this.level = level;
        this.bet = bet;
        this.rng = rng;
    }

    /** Credits {@code amount} to {@code source}: every win is paid, no cap (decision D13). */
    void add(long amount, int source) {
        sourceWins[source] += amount;
    }

    /** The paytable wins of {@code clusters}. */
    List<LrClusterWin> pay(List<Cluster> clusters) {
        if (clusters.isEmpty()) {
            return List.of();
        }
        List<LrClusterWin> wins = new ArrayList<>(clusters.size());
        for (Cluster c : clusters) {
            // Cluster win in coins = paytable value x bet level (rule sheet).
            wins.add(new LrClusterWin(c.symbol(), c.cells(), c.size(), math.pays[c.symbol()][c.size()] * level));
        }
        return Collections.unmodifiableList(wins);
    }

    static long total(List<LrClusterWin> wins) {
        long pay = 0;
        for (LrClusterWin w : wins) {
            pay += w.pay();
        }
        return pay;
    }

    static long union(List<Cluster> clusters) {
        long m = 0;
        for (Cluster c : clusters) {
            m |= c.cells();
        }
        return m;
    }

    /**
     * {@code n} distinct cells of {@code from}, uniformly: one bounded draw per cell, labelled
     * {@code label}, its value the index of the cell among those left, in cell order (column by
     * column from the left, bottom to top); the picked cell leaves the candidates.
     */
    long pickCells(long from, int n, String label) {
        long picked = 0;
        long left = from;
        for (int i = 0; i < n; i++) {
            int k = rng.nextInt(Long.bitCount(left), label);
            long m = left;
            for (int j = 0; j < k; j++) {
                m &= m - 1;
            }
            long bit = m & -m;
            picked |= bit;
            left &= ~bit;
        }
        return picked;
    }
}
