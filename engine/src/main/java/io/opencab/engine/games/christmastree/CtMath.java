package io.opencab.engine.games.christmastree;

import io.opencab.engine.EngineException;
import io.opencab.engine.game.MathResource;
import io.opencab.engine.grid.GridShape;
import io.opencab.engine.grid.WeightedTable;
import java.util.Arrays;
import java.util.List;

/**
 * Christmas Tree's math, read from {@code christmas-tree.properties} and checked once. Chances
 * are integers per million; pays are coins at bet level 1 (one level bets {@link #coinsPerLevel} coins).
 */
public final class CtMath {
    /** The tree: 7 bottom-aligned columns of heights 2,3,5,7,5,3,2 (docs/par/christmas-tree.md, "Grid"). */
    public static final GridShape TREE = GridShape.columns(2, 3, 5, 7, 5, 3, 2);
    public static final int PPM = 1_000_000;

    final int coinsPerLevel;
    final List<Integer> betLevels;
    final long capX;
    final int minCluster;
    final int targetRtpPpm;
    /** pays[symbol][size], coins at level 1. */
    final long[][] pays;
    final WeightedTable baseReel;
    final WeightedTable freeReel;
    final int snowmanChance;
    final WeightedTable snowmanSymbol;
    final int blizzardChance;
    final WeightedTable blizzardCount;
    final WeightedTable mysteryReveal;
    final int miracleMinCascades;
    final WeightedTable miracleKind;
    final WeightedTable miracleBetWin;
    final WeightedTable miracleMultiplier;
    final int freeSpins;
    /** The Free Spins multiplier ladder: the value for the 1st, 2nd, ... paying cascade of the Free Spins. */
    final int[] freeMultipliers;
    final int maxStepsPerSpin;

    CtMath(MathResource m) {
        coinsPerLevel = m.integer("bet.coinsPerLevel", 1, 1000);
        betLevels = Arrays.stream(m.integers("bet.levels")).boxed().toList();
        if (betLevels.isEmpty() || betLevels.stream().anyMatch(l -> l < 1 || l > 1000)) {
            throw new EngineException(m.name() + ": bet.levels must be 1..1000: " + betLevels);
        }
        capX = m.integer("cap.x", 1, 1_000_000);
        minCluster = m.integer("cluster.min", 2, TREE.cellCount());
        targetRtpPpm = m.integer("rtp.targetPpm", 1, PPM);
        pays = new long[CtSymbols.REGULAR][];
        for (int s = 0; s < CtSymbols.REGULAR; s++) {
            pays[s] = m.paysBySize("pay." + CtSymbols.NAMES.get(s), minCluster, TREE.cellCount());
        }
        baseReel = reel(m, "reel.base");
        freeReel = reel(m, "reel.free");
        snowmanChance = m.integer("snowman.chancePpm", 0, PPM);
        snowmanSymbol = WeightedTable.ofWeights("snowman.symbolWeights", exact(m, "snowman.symbolWeights", CtSymbols.SNOWMAN_CANDIDATES));
        blizzardChance = m.integer("blizzard.chancePpm", 0, PPM);
        int[][] bc = m.weighted("blizzard.count");
        for (int v : bc[0]) {
            if (v < 3 || v > 9) {
                throw new EngineException(m.name() + ": blizzard.count values must be 3..9 (rule sheet), got " + v);
            }
        }
        blizzardCount = new WeightedTable("blizzard.count", bc[0], bc[1]);
        mysteryReveal = WeightedTable.ofWeights("mystery.revealWeights", exact(m, "mystery.revealWeights", CtSymbols.REGULAR + 1));
        miracleMinCascades = m.integer("miracle.minCascades", 3, 3);
        miracleKind = WeightedTable.ofWeights("miracle.kindWeights", exact(m, "miracle.kindWeights", 3));
        int[][] bw = m.weighted("miracle.betWin");
        checkRange(m, "miracle.betWin", bw[0], 5, 1000);
        miracleBetWin = new WeightedTable("miracle.betWin", bw[0], bw[1]);
        int[][] mm = m.weighted("miracle.multiplier");
        checkRange(m, "miracle.multiplier", mm[0], 2, 30);
        miracleMultiplier = new WeightedTable("miracle.multiplier", mm[0], mm[1]);
        freeSpins = m.integer("freeSpins.count", 5, 5);
        freeMultipliers = m.integers("freeSpins.multipliers");
        // "Multiplier is increased after the payout for the cascade" (rule sheet): strictly rising.
        if (freeMultipliers.length < 2 || freeMultipliers[0] < 1 || freeMultipliers[freeMultipliers.length - 1] > 100_000) {
            throw new EngineException(m.name() + ": freeSpins.multipliers needs 2 or more values in 1..100000");
        }
        for (int i = 1; i < freeMultipliers.length; i++) {
            if (freeMultipliers[i] <= freeMultipliers[i - 1]) {
                throw new EngineException(m.name() + ": freeSpins.multipliers must rise at every step (rule sheet), got "
                        + Arrays.toString(freeMultipliers));
            }
        }
        maxStepsPerSpin = m.integer("limits.maxStepsPerSpin", 10, 1000);
    }

    private static WeightedTable reel(MathResource m, String key) {
        return WeightedTable.ofWeights(key, exact(m, key, CtSymbols.REGULAR + 1));
    }

    private static int[] exact(MathResource m, String key, int n) {
        int[] w = m.integers(key);
        if (w.length != n) {
            throw new EngineException(m.name() + ": '" + key + "' needs " + n + " weights, got " + w.length);
        }
        return w;
    }

    private static void checkRange(MathResource m, String key, int[] values, int lo, int hi) {
        for (int v : values) {
            if (v < lo || v > hi) {
                throw new EngineException(m.name() + ": '" + key + "' value " + v + " is outside " + lo + ".." + hi + " (rule sheet)");
            }
        }
    }

    /** Coins at bet level 1 for a cluster of {@code symbol} of {@code size} cells. */
    public long pay(int symbol, int size) {
        return pays[symbol][size];
    }

    /**
     * The Free Spins multiplier applied to the cascade paid after {@code paid} earlier paying
     * cascades of the Free Spins: the ladder's value, then, past its end, rising by the ladder's
     * last step per cascade, so it is "increased after the payout for the cascade" (rule sheet)
     * every time. Bounded: 5 spins x the step limit cascades at most.
     */
    public long freeMultiplier(int paid) {
        int n = freeMultipliers.length;
        if (paid < n) {
            return freeMultipliers[paid];
        }
        long last = freeMultipliers[n - 1];
        return last + (long) (paid - n + 1) * (last - freeMultipliers[n - 2]);
    }

    /** The most steps (paying cascades plus Blizzards) one spin plays; the help screen states it. */
    public int maxStepsPerSpin() {
        return maxStepsPerSpin;
    }

    public int coinsPerLevel() {
        return coinsPerLevel;
    }

    /** The smallest and largest bet win of the Miracle, in bets ({@code miracle.betWin}; the help and board show them). */
    public int[] miracleBetWinRange() {
        return range(miracleBetWin);
    }

    /** The smallest and largest total-win multiplier of the Miracle ({@code miracle.multiplier}). */
    public int[] miracleMultiplierRange() {
        return range(miracleMultiplier);
    }

    /** The Free Spins a Miracle or a trigger awards ({@code freeSpins.count}). */
    public int freeSpins() {
        return freeSpins;
    }

    /** Cascades a regular spin needs before a Miracle may happen ({@code miracle.minCascades}). */
    public int miracleMinCascades() {
        return miracleMinCascades;
    }

    private static int[] range(WeightedTable t) {
        int lo = Integer.MAX_VALUE;
        int hi = Integer.MIN_VALUE;
        for (int i = 0; i < t.size(); i++) {
            if (t.weight(i) > 0) {
                lo = Math.min(lo, t.value(i));
                hi = Math.max(hi, t.value(i));
            }
        }
        return new int[] {lo, hi};
    }
}
