package io.opencab.engine.games.lostrelics;

import io.opencab.engine.EngineException;
import io.opencab.engine.game.DrawCatalog;
import io.opencab.engine.game.GameMath;
import io.opencab.engine.game.GameTerms;
import io.opencab.engine.game.MathResource;
import io.opencab.engine.grid.GridShape;
import io.opencab.engine.grid.WeightedTable;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Lost Relics' math, read from {@code lost-relics.properties} and checked once at load. Chances
 * are integers per million; pays are coins at bet level 1 (one level bets {@link #coinsPerLevel}
 * coins); coin wins are multiples of the bet. Every number the game plays with is read here, and
 * every bound the rule sheet states is checked here (docs/par/lost-relics.md, "Math keys").
 */
public final class LrMath implements GameMath {
    /** 5 reels, 5 rows (rule sheet); the resource states it as {@code grid.columnHeights}. */
    public static final GridShape GRID = GridShape.rectangle(5, 5);

    /** The feature kinds, in the order of {@code features.kindWeights}. */
    static final List<LrFeature.Kind> KINDS = List.of(LrFeature.Kind.values());
    /** Chest grant kinds, in the order of {@code chest.<type>.kindWeights}. */
    static final List<LrChestGrant.Kind> GRANTS = List.of(LrChestGrant.Kind.values());
    static final int GRANT_EXTRA_SPIN = LrChestGrant.Kind.EXTRA_FREE_SPIN.ordinal();
    static final int GRANT_STICKY = LrChestGrant.Kind.STICKY_WILD.ordinal();
    static final int GRANT_COIN = LrChestGrant.Kind.COIN_WIN.ordinal();

    /** The "repeat" entry of a board table: not a symbol. */
    static final int REPEAT = -1;
    /** The "no Scatter on this reel" entry of {@code scatter.rowWeights}. */
    static final int NO_SCATTER = -1;

    /** Bet, levels and designed return (GameTerms); no cap: the rule sheet states none (decision D13), capX 0. */
    final GameTerms terms;
    final int minCluster;
    /** pays[symbol][size], coins at level 1. */
    final long[][] pays;
    /** First cell of a column: the 8 paying symbols (no Wild lands; decision D1). */
    final WeightedTable baseFirst;
    /** Other cells: the 8 paying symbols, then value {@link #REPEAT} (a stack: the symbol below again). */
    final WeightedTable baseNext;
    final WeightedTable freeFirst;
    final WeightedTable freeNext;
    /** Reels (columns from 0) that show a Scatter in the main game ({@code scatter.reels}: 1, 3, 5). */
    final boolean[] scatterReel;
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
    /** Chests 1 .. this of a session draw their type from {@link #firstChests} (small or medium). */
    final int smallOrMediumChests;
    final WeightedTable firstChests;
    final WeightedTable chestTypes;
    /** By chest type ordinal. */
    final LrChestRules[] chests = new LrChestRules[LrChestType.values().length];
    final WeightedTable[] chestCount = new WeightedTable[LrChestType.values().length];
    /** grantTables[type][extraSpinAvailable*2 + stickyAvailable]. */
    final WeightedTable[][] grantTables = new WeightedTable[LrChestType.values().length][4];
    final WeightedTable chestCoinX;
    final int maxExtraSpins;
    final int maxSticky;
    /** placements[type]: bit masks of every place the chest can hide. */
    final long[][] placements = new long[LrChestType.values().length][];
    private final DrawCatalog draws;

    LrMath(MathResource m) {
        m.requireGrid(GRID);
        terms = new GameTerms(m.integer("bet.coinsPerLevel", 20, 20),
                Arrays.stream(m.sheetValues("bet.levels", 1, 2, 3, 4, 5, 6, 7, 8, 9, 10)).boxed().toList(), 0,
                m.integer("rtp.targetPpm", 1, DrawCatalog.CHANCE_BOUND), m.sha256());
        minCluster = m.integer("cluster.min", 6, 6);
        pays = m.paytable(LrSymbols.NAMES.subList(0, LrSymbols.PAYING), minCluster, GRID.cellCount());
        // One weight per paying symbol: a Wild never lands (rule sheet: Extra Wild and Sticky Wild place it).
        List<String> paying = LrSymbols.NAMES.subList(0, LrSymbols.PAYING);
        List<String> payingRepeat = new ArrayList<>(paying);
        payingRepeat.add("REPEAT");
        int[] symbols = new int[LrSymbols.PAYING];
        int[] symbolsRepeat = new int[LrSymbols.PAYING + 1];
        for (int s = 0; s < LrSymbols.PAYING; s++) {
            symbols[s] = s;
            symbolsRepeat[s] = s;
        }
        symbolsRepeat[LrSymbols.PAYING] = REPEAT;
        int[] base = m.integers("reel.base.weights", LrSymbols.PAYING);
        int[] free = m.integers("reel.free.weights", LrSymbols.PAYING);
        baseFirst = new WeightedTable("reel.base.weights", symbols, paying, base);
        baseNext = new WeightedTable("reel.base.weights+repeat", symbolsRepeat, payingRepeat,
                append(base, m.integer("reel.base.repeat", 0, DrawCatalog.CHANCE_BOUND)));
        freeFirst = new WeightedTable("reel.free.weights", symbols, paying, free);
        freeNext = new WeightedTable("reel.free.weights+repeat", symbolsRepeat, payingRepeat,
                append(free, m.integer("reel.free.repeat", 0, DrawCatalog.CHANCE_BOUND)));
        scatterReel = new boolean[GRID.columnCount()];
        for (int reel : m.sheetValues("scatter.reels", 1, 3, 5)) {
            scatterReel[reel - 1] = true;
        }
        // Entries 0..4 are the rows, bottom to top; the last is "no Scatter on this reel".
        int rows = GRID.rowsPerColumn();
        int[] rowValues = new int[rows + 1];
        List<String> rowNames = new ArrayList<>(rows + 1);
        for (int r = 0; r < rows; r++) {
            rowValues[r] = r;
            rowNames.add("ROW_" + r);
        }
        rowValues[rows] = NO_SCATTER;
        rowNames.add("NO_SCATTER");
        scatterRow = new WeightedTable("scatter.rowWeights", rowValues, rowNames, m.integers("scatter.rowWeights", rows + 1));
        hiddenChancePpm = m.integer("features.hiddenChancePpm", 0, DrawCatalog.CHANCE_BOUND);
        maxInstances = m.integer("features.maxInstances", 1, 5);
        int[] kinds = m.integers("features.kindWeights", KINDS.size());
        int coin = LrFeature.Kind.COIN_WIN.ordinal();
        if (kinds[coin] <= 0) {
            throw new EngineException(m.name() + ": features.kindWeights needs a positive Coin Win weight (it is the kind left when the others cannot activate)");
        }
        List<String> kindNames = KINDS.stream().map(Enum::name).toList();
        for (int mask = 0; mask < kindTables.length; mask++) {
            kindTables[mask] = offered("features.kindWeights", kindNames, kinds, LrFeature.Kind.EXTRA_WILD.ordinal(),
                    (mask & 2) != 0, LrFeature.Kind.EXTRA_SCATTER.ordinal(), (mask & 1) != 0);
        }
        coinWinX = valued(m, "features.coinWinX", 3, 30);
        extraWilds = m.integer("features.extraWilds", 3, 3);
        wildLimit = m.integer("features.wildLimit", 15, 15);
        scattersToTrigger = m.integer("freeSpins.scatters", 3, 3);
        freeSpins = m.integer("freeSpins.count", 10, 10);
        List<String> types = Arrays.stream(LrChestType.values()).map(Enum::name).toList();
        // Rule sheet: the first two chests of a session are small or medium.
        smallOrMediumChests = m.integer("chest.smallOrMediumChests", 2, 2);
        firstChests = WeightedTable.named("chest.firstTwoWeights", types.subList(0, LrChestType.LARGE.ordinal()),
                m.integers("chest.firstTwoWeights", LrChestType.LARGE.ordinal()));
        chestTypes = WeightedTable.named("chest.typeWeights", types, m.integers("chest.typeWeights", types.size()));
        // The rule sheet's chest table: size (wide x tall), feature instances, least Extra Free
        // Spins, most Sticky Wilds.
        sheetChest(m, LrChestType.SMALL, 2, 1, 3, 5, 1, 1);
        sheetChest(m, LrChestType.MEDIUM, 2, 2, 6, 10, 2, 2);
        sheetChest(m, LrChestType.LARGE, 3, 2, 11, 15, 3, 3);
        List<String> grantNames = GRANTS.stream().map(Enum::name).toList();
        for (LrChestType t : LrChestType.values()) {
            int[] g = m.integers(t.key() + ".kindWeights", GRANTS.size());
            if (g[GRANT_COIN] <= 0) {
                throw new EngineException(m.name() + ": " + t.key() + ".kindWeights needs a positive Coin Win weight (it is the kind left when the others cannot be granted)");
            }
            for (int mask = 0; mask < grantTables[t.ordinal()].length; mask++) {
                grantTables[t.ordinal()][mask] = offered(t.key() + ".kindWeights", grantNames, g, GRANT_EXTRA_SPIN,
                        (mask & 2) != 0, GRANT_STICKY, (mask & 1) != 0);
            }
            placements[t.ordinal()] = placements(chests[t.ordinal()]);
        }
        chestCoinX = valued(m, "chest.coinWinX", 1, 30);
        maxExtraSpins = m.integer("chest.maxExtraSpins", 25, 25);
        maxSticky = m.integer("chest.maxStickyWilds", 6, 6);
        m.requireAllRead();
        DrawCatalog.Builder d = new DrawCatalog.Builder()
                .table(baseFirst, baseNext, freeFirst, freeNext, scatterRow)
                .chance("features.hiddenChancePpm", hiddenChancePpm)
                .table(kindTables[3], kindTables[2], kindTables[1], kindTables[0], coinWinX)
                .pick("extraWild.cell", "the cells allowed for Extra Wild (not in a winning cluster, no Scatter, no Wild),"
                        + " in cell order (column by column from the left, bottom to top); a picked cell leaves the"
                        + " candidates before the next pick")
                .table(firstChests, chestTypes)
                .pick("chest.place", "every place the chest's type fits, in the order of its bottom-left cell (column by"
                        + " column from the left, bottom to top): 20 for SMALL, 16 for MEDIUM, 12 for LARGE");
        for (LrChestType t : LrChestType.values()) {
            d.table(chestCount[t.ordinal()]);
            d.table(grantTables[t.ordinal()][3], grantTables[t.ordinal()][2], grantTables[t.ordinal()][1],
                    grantTables[t.ordinal()][0]);
        }
        draws = d.pick("stickyWild.cell", "every cell without a Sticky Wild, in cell order (column by column from the"
                + " left, bottom to top)").table(chestCoinX).build();
    }

    /** Reads one chest's keys and checks them against the rule sheet's table. */
    private void sheetChest(MathResource m, LrChestType t, int width, int height, int minInstances, int maxInstances,
                            int minExtraSpins, int maxStickyWilds) {
        int[] size = m.sheetValues(t.key() + ".size", width, height);
        WeightedTable count = valued(m, t.key() + ".count", minInstances, maxInstances);
        int least = Integer.MAX_VALUE;
        int most = 0;
        for (int i = 0; i < count.size(); i++) {
            least = Math.min(least, count.value(i));
            most = Math.max(most, count.value(i));
        }
        chestCount[t.ordinal()] = count;
        chests[t.ordinal()] = new LrChestRules(size[0], size[1], least, most,
                m.integer(t.key() + ".minExtraSpins", minExtraSpins, minExtraSpins),
                m.integer(t.key() + ".maxStickyWilds", maxStickyWilds, maxStickyWilds));
    }

    /**
     * {@code weights} with the entry {@code a} kept only when {@code offerA}, and {@code b} only
     * when {@code offerB} (an entry not offered weighs 0), named for what it leaves out.
     */
    private static WeightedTable offered(String key, List<String> names, int[] weights, int a, boolean offerA, int b,
                                         boolean offerB) {
        int[] w = weights.clone();
        List<String> out = new ArrayList<>();
        if (!offerA) {
            w[a] = 0;
            out.add(names.get(a));
        }
        if (!offerB) {
            w[b] = 0;
            out.add(names.get(b));
        }
        return WeightedTable.named(out.isEmpty() ? key : key + " without " + String.join(", ", out), names, w);
    }

    /** Every place a chest fits on the reels, in the order of its bottom-left cell: left to right, bottom to top. */
    private static long[] placements(LrChestRules t) {
        int cols = GRID.columnCount() - t.width() + 1;
        int rows = GRID.rowsPerColumn() - t.height() + 1;
        long[] p = new long[cols * rows];
        int k = 0;
        for (int c = 0; c < cols; c++) {
            for (int r = 0; r < rows; r++) {
                long mask = 0;
                for (int dc = 0; dc < t.width(); dc++) {
                    for (int dr = 0; dr < t.height(); dr++) {
                        mask |= 1L << GRID.index(c + dc, r + dr);
                    }
                }
                p[k++] = mask;
            }
        }
        return p;
    }

    private static WeightedTable valued(MathResource m, String key, int lo, int hi) {
        int[][] vw = m.weighted(key, lo, hi);
        return WeightedTable.valued(key, vw[0], vw[1]);
    }

    private static int[] append(int[] w, int last) {
        int[] r = Arrays.copyOf(w, w.length + 1);
        r[w.length] = last;
        return r;
    }

    /** Coins at bet level 1 for a cluster of {@code symbol} of {@code size} cells. */
    public long pay(int symbol, int size) {
        return pays[symbol][size];
    }

    public int coinsPerLevel() {
        return terms.coinsPerLevel();
    }

    public int minCluster() {
        return minCluster;
    }

    public long capX() {
        return terms.capX();
    }

    /** A chest type's size and bounds. */
    public LrChestRules chest(LrChestType type) {
        return chests[type.ordinal()];
    }

    /** Every draw the game makes, by label (the PAR JSON's tables, chances and picks). */
    @Override
    public DrawCatalog draws() {
        return draws;
    }
}
