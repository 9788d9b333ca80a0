package io.opencab.engine.games.lostrelics;

import io.opencab.engine.EngineException;
import io.opencab.engine.game.MathResource;
import io.opencab.engine.grid.GridShape;
import io.opencab.engine.grid.WeightedTable;
import java.util.Arrays;
import java.util.List;

/**
 * Lost Relics' math, read from {@code lost-relics.properties} and checked once at load. Chances
 * are integers per million; pays are coins at bet level 1 (one level bets {@link #coinsPerLevel}
 * coins); coin wins are multiples of the bet. Every bound the rule sheet states is checked here.
 */
public final class LrMath {
    /** 5 reels, 5 rows (rule sheet). */
    public static final GridShape GRID = GridShape.rectangle(5, 5);
    public static final int PPM = 1_000_000;
    /** Reels 1, 3 and 5 (columns 0, 2, 4) are the only ones that show Scatters (rule sheet). */
    public static final int[] SCATTER_REELS = {0, 2, 4};

    /** Feature kinds of the main game, in the order of {@code features.kindWeights}. */
    static final int COIN_WIN = 0;
    static final int EXTRA_WILD = 1;
    static final int EXTRA_SCATTER = 2;
    /** Chest grant kinds, in the order of {@code chest.<type>.kindWeights}. */
    static final int GRANT_EXTRA_SPIN = 0;
    static final int GRANT_STICKY = 1;
    static final int GRANT_COIN = 2;

    final int coinsPerLevel;
    final List<Integer> betLevels;
    /** No cap: the rule sheet states none (decision D13); 0 in {@link io.opencab.engine.game.GameInfo}. */
    final long capX = 0;
    final int minCluster;
    final int targetRtpPpm;
    /** pays[symbol][size], coins at level 1. */
    final long[][] pays;
    /** First cell of a column: the 8 paying symbols (no Wild lands; decision D1). */
    final WeightedTable baseFirst;
    /** Other cells: the 8 paying symbols, then value {@link #REPEAT} (a stack: the symbol below again). */
    final WeightedTable baseNext;
    final WeightedTable freeFirst;
    final WeightedTable freeNext;
    /** Per scatter reel: value 0..4 is the row the Scatter lands on, {@link #NO_SCATTER} none. */
    final WeightedTable scatterRow;
    final int hiddenChancePpm;
    final int maxInstances;
    /** kindTables[extraWildAvailable*2 + extraScatterAvailable]: the kinds that can still activate. */
    final WeightedTable[] kindTables = new WeightedTable[4];
    final WeightedTable coinWinX;
    final int extraWilds;
    final int wildLimit;
    final int scattersToTrigger;
    final int freeSpins;
    final WeightedTable firstChests;
    final WeightedTable chestTypes;
    /** By chest type ordinal. */
    final WeightedTable[] chestCount = new WeightedTable[3];
    /** grantTables[type][extraSpinAvailable*2 + stickyAvailable]. */
    final WeightedTable[][] grantTables = new WeightedTable[3][4];
    final WeightedTable chestCoinX;
    final int maxExtraSpins;
    final int maxSticky;
    /** placements[type]: bit masks of every place the chest can hide. */
    final long[][] placements = new long[3][];

    /** The "repeat" entry of a board table: not a symbol. */
    static final int REPEAT = -1;
    static final int NO_SCATTER = 5;

    LrMath(MathResource m) {
        coinsPerLevel = m.integer("bet.coinsPerLevel", 20, 20);
        betLevels = Arrays.stream(m.integers("bet.levels")).boxed().toList();
        if (!betLevels.equals(List.of(1, 2, 3, 4, 5, 6, 7, 8, 9, 10))) {
            throw new EngineException(m.name() + ": bet.levels must be 1..10 (rule sheet), got " + betLevels);
        }
        minCluster = m.integer("cluster.min", 6, 6);
        targetRtpPpm = m.integer("rtp.targetPpm", 1, PPM);
        pays = new long[LrSymbols.PAYING][];
        for (int s = 0; s < LrSymbols.PAYING; s++) {
            pays[s] = m.paysBySize("pay." + LrSymbols.NAMES.get(s), minCluster, GRID.cellCount());
            for (int z = minCluster + 1; z <= GRID.cellCount(); z++) {
                if (pays[s][z] < pays[s][z - 1]) {
                    throw new EngineException(m.name() + ": pay." + LrSymbols.NAMES.get(s) + " falls from size " + (z - 1) + " to " + z);
                }
            }
        }
        // One weight per paying symbol: a Wild never lands (rule sheet: Extra Wild and Sticky Wild place it).
        int[] base = exact(m, "reel.base.weights", LrSymbols.PAYING);
        int[] free = exact(m, "reel.free.weights", LrSymbols.PAYING);
        int[] symbols = new int[LrSymbols.PAYING];
        int[] symbolsRepeat = new int[LrSymbols.PAYING + 1];
        for (int s = 0; s < LrSymbols.PAYING; s++) {
            symbols[s] = s;
            symbolsRepeat[s] = s;
        }
        symbolsRepeat[LrSymbols.PAYING] = REPEAT;
        baseFirst = new WeightedTable("reel.base.weights", symbols, base);
        baseNext = new WeightedTable("reel.base.weights+repeat", symbolsRepeat, append(base, m.integer("reel.base.repeat", 0, PPM)));
        freeFirst = new WeightedTable("reel.free.weights", symbols, free);
        freeNext = new WeightedTable("reel.free.weights+repeat", symbolsRepeat, append(free, m.integer("reel.free.repeat", 0, PPM)));
        int[] sw = exact(m, "scatter.rowWeights", 6);
        // Values 0..4 are rows; the last weight is "no Scatter on this reel".
        scatterRow = new WeightedTable("scatter.rowWeights", new int[] {0, 1, 2, 3, 4, NO_SCATTER}, sw);
        hiddenChancePpm = m.integer("features.hiddenChancePpm", 0, PPM);
        maxInstances = m.integer("features.maxInstances", 1, 5);
        int[] kinds = exact(m, "features.kindWeights", 3);
        if (kinds[COIN_WIN] <= 0) {
            throw new EngineException(m.name() + ": features.kindWeights needs a positive Coin Win weight (it is the kind left when the others cannot activate)");
        }
        for (int mask = 0; mask < 4; mask++) {
            int[] w = kinds.clone();
            if ((mask & 2) == 0) {
                w[EXTRA_WILD] = 0;
            }
            if ((mask & 1) == 0) {
                w[EXTRA_SCATTER] = 0;
            }
            kindTables[mask] = WeightedTable.ofWeights("features.kindWeights/" + mask, w);
        }
        coinWinX = valued(m, "features.coinWinX", 3, 30);
        extraWilds = m.integer("features.extraWilds", 3, 3);
        wildLimit = m.integer("features.wildLimit", 15, 15);
        scattersToTrigger = m.integer("freeSpins.scatters", 3, 3);
        freeSpins = m.integer("freeSpins.count", 10, 10);
        firstChests = WeightedTable.ofWeights("chest.firstTwoWeights", exact(m, "chest.firstTwoWeights", 2));
        chestTypes = WeightedTable.ofWeights("chest.typeWeights", exact(m, "chest.typeWeights", 3));
        for (LrChestType t : LrChestType.values()) {
            String key = "chest." + t.name().toLowerCase(java.util.Locale.ROOT);
            chestCount[t.ordinal()] = valued(m, key + ".count", t.minInstances, t.maxInstances);
            int[] g = exact(m, key + ".kindWeights", 3);
            if (g[GRANT_COIN] <= 0) {
                throw new EngineException(m.name() + ": " + key + ".kindWeights needs a positive Coin Win weight (it is the kind left when the others cannot be granted)");
            }
            for (int mask = 0; mask < 4; mask++) {
                int[] w = g.clone();
                if ((mask & 2) == 0) {
                    w[GRANT_EXTRA_SPIN] = 0;
                }
                if ((mask & 1) == 0) {
                    w[GRANT_STICKY] = 0;
                }
                grantTables[t.ordinal()][mask] = WeightedTable.ofWeights(key + ".kindWeights/" + mask, w);
            }
            placements[t.ordinal()] = placements(t);
        }
        chestCoinX = valued(m, "chest.coinWinX", 1, 30);
        maxExtraSpins = m.integer("chest.maxExtraSpins", 25, 25);
        maxSticky = m.integer("chest.maxStickyWilds", 6, 6);
        // The real game shows at most one Scatter per reel: with Scatters on 3 reels the base
        // game can never land more than the 3 the rule sheet allows.
    }

    /** Every place a chest of type {@code t} fits on the reels, left to right, bottom to top. */
    private static long[] placements(LrChestType t) {
        int cols = GRID.columnCount() - t.width + 1;
        int rows = GRID.rowsPerColumn() - t.height + 1;
        long[] p = new long[cols * rows];
        int k = 0;
        for (int c = 0; c < cols; c++) {
            for (int r = 0; r < rows; r++) {
                long mask = 0;
                for (int dc = 0; dc < t.width; dc++) {
                    for (int dr = 0; dr < t.height; dr++) {
                        mask |= 1L << GRID.index(c + dc, r + dr);
                    }
                }
                p[k++] = mask;
            }
        }
        return p;
    }

    private static WeightedTable valued(MathResource m, String key, int lo, int hi) {
        int[][] vw = m.weighted(key);
        for (int v : vw[0]) {
            if (v < lo || v > hi) {
                throw new EngineException(m.name() + ": '" + key + "' value " + v + " is outside " + lo + ".." + hi + " (rule sheet)");
            }
        }
        return new WeightedTable(key, vw[0], vw[1]);
    }

    private static int[] append(int[] w, int last) {
        int[] r = Arrays.copyOf(w, w.length + 1);
        r[w.length] = last;
        return r;
    }

    private static int[] exact(MathResource m, String key, int n) {
        int[] w = m.integers(key);
        if (w.length != n) {
            throw new EngineException(m.name() + ": '" + key + "' needs " + n + " weights, got " + w.length);
        }
        return w;
    }

    /** Coins at bet level 1 for a cluster of {@code symbol} of {@code size} cells. */
    public long pay(int symbol, int size) {
        return pays[symbol][size];
    }

    public int coinsPerLevel() {
        return coinsPerLevel;
    }

    public int minCluster() {
        return minCluster;
    }

    public long capX() {
        return capX;
    }
}
