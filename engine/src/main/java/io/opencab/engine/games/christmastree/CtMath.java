package io.opencab.engine.games.christmastree;

import io.opencab.engine.game.DrawCatalog;
import io.opencab.engine.game.GameMath;
import io.opencab.engine.game.GameTerms;
import io.opencab.engine.game.MathResource;
import io.opencab.engine.grid.GridShape;
import io.opencab.engine.grid.WeightedTable;
import java.util.Arrays;
import java.util.List;

/**
 * Christmas Tree's math, read from {@code christmas-tree.properties} and checked once. Chances
 * are integers per million; pays are coins at bet level 1 (one level bets {@link #coinsPerLevel} coins).
 */
public final class CtMath implements GameMath {
    /** The tree: 7 bottom-aligned columns of heights 2,3,5,7,5,3,2 (docs/par/christmas-tree.md, "Grid"). */
    public static final GridShape TREE = GridShape.columns(2, 3, 5, 7, 5, 3, 2);

    /** Bet, levels, cap and designed return (GameTerms). */
    final GameTerms terms;
    final int minCluster;
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
    private final DrawCatalog draws;

    CtMath(MathResource m) {
        m.requireGrid(TREE);
        terms = m.cappedTerms(new int[] {1, 1000}, new int[] {1, 1_000_000}, new int[] {1, DrawCatalog.CHANCE_BOUND});
        minCluster = m.integer("cluster.min", 2, TREE.cellCount());
        pays = m.paytable(CtSymbols.NAMES.subList(0, CtSymbols.REGULAR), minCluster, TREE.cellCount());
        List<String> landing = CtSymbols.NAMES.subList(0, CtSymbols.WILD + 1);
        baseReel = WeightedTable.named("reel.base", landing, m.integers("reel.base", landing.size()));
        freeReel = WeightedTable.named("reel.free", landing, m.integers("reel.free", landing.size()));
        snowmanChance = m.integer("snowman.chancePpm", 0, DrawCatalog.CHANCE_BOUND);
        List<String> candidates = CtSymbols.NAMES.subList(0, CtSymbols.SNOWMAN_CANDIDATES);
        snowmanSymbol = WeightedTable.named("snowman.symbolWeights", candidates,
                m.integers("snowman.symbolWeights", candidates.size()));
        blizzardChance = m.integer("blizzard.chancePpm", 0, DrawCatalog.CHANCE_BOUND);
        int[][] bc = m.weighted("blizzard.count", 3, 9);
        blizzardCount = WeightedTable.valued("blizzard.count", bc[0], bc[1]);
        mysteryReveal = WeightedTable.named("mystery.revealWeights", landing,
                m.integers("mystery.revealWeights", landing.size()));
        miracleMinCascades = m.integer("miracle.minCascades", 3, 3);
        List<String> kinds = Arrays.stream(CtMiracle.Kind.values()).map(Enum::name).toList();
        miracleKind = WeightedTable.named("miracle.kindWeights", kinds, m.integers("miracle.kindWeights", kinds.size()));
        int[][] bw = m.weighted("miracle.betWin", 5, 1000);
        miracleBetWin = WeightedTable.valued("miracle.betWin", bw[0], bw[1]);
        int[][] mm = m.weighted("miracle.multiplier", 2, 30);
        miracleMultiplier = WeightedTable.valued("miracle.multiplier", mm[0], mm[1]);
        freeSpins = m.integer("freeSpins.count", 5, 5);
        // "Multiplier is increased after the payout for the cascade" (rule sheet): strictly rising.
        freeMultipliers = m.rising("freeSpins.multipliers", 2, 1, 100_000);
        maxStepsPerSpin = m.integer("limits.maxStepsPerSpin", 10, 1000);
        m.requireAllRead();
        draws = new DrawCatalog.Builder()
                .chance("snowman.chancePpm", snowmanChance)
                .table(baseReel, freeReel)
                .pick("snowman.cell", "the cells of the landed board holding a low or medium symbol (PURPLE_BAUBLE,"
                        + " GREEN_BAUBLE, BLUE_BAUBLE, BELL, CANDY_CANE, WRAPPED_CANDY), in cell order (column by"
                        + " column from the left, bottom to top)")
                .table(snowmanSymbol)
                .chance("blizzard.chancePpm", blizzardChance)
                .table(blizzardCount)
                .pick("blizzard.cell", "a partial Fisher-Yates shuffle of the 27 cells listed in cell order (column by"
                        + " column from the left, bottom to top): draw i (from 0) has bound 27 - i and swaps place i with"
                        + " place i + value; the cell then at place i receives a Mystery")
                .table(mysteryReveal, miracleKind, miracleBetWin, miracleMultiplier)
                .build();
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
        return terms.coinsPerLevel();
    }

    /** Every draw the game makes, by label (the PAR JSON's tables, chances and picks). */
    @Override
    public DrawCatalog draws() {
        return draws;
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
