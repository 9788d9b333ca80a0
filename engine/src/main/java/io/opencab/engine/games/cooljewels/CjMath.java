package io.opencab.engine.games.cooljewels;

import io.opencab.engine.EngineException;
import io.opencab.engine.game.DrawCatalog;
import io.opencab.engine.game.GameMath;
import io.opencab.engine.game.GameTerms;
import io.opencab.engine.game.MathResource;
import io.opencab.engine.grid.WeightedTable;
import java.util.Arrays;
import java.util.List;

/**
 * Cool Jewels' math, read from {@code cool-jewels.properties} and checked once when the game is
 * built (never in the round path). Meter values are credits per destroyed symbol at bet level 1
 * (the bet multiplier); one level bets {@link #coinsPerLevel} credits. Values the rule sheet
 * fixes (group size, 30 cascades, 10x, the award table, the 10x guarantee) are read too, so the
 * shipped file states them, but anything other than the sheet's value is refused.
 */
public final class CjMath implements GameMath {
    /**
     * Bet, levels and designed return (GameTerms). No cap: the rule sheet names none (docs/par/cool-jewels.md,
     * D18); 0 in {@link io.opencab.engine.game.GameInfo#capX}.
     */
    final GameTerms terms;
    final int minGroup;
    final int maxCascades;
    /** Credits per destroyed symbol at level 1, indexed by section 1..12 (index 0 unused). */
    final long[] meterValues;
    /** Premium 10x and Blue Watermark multipliers (rule sheet: 10x, and 100x for Premium 10x on Blue). */
    final CjMultipliers multipliers;
    /** Reels (columns from 0) where Unstable, Shattering and Shocking Wilds may land. */
    final boolean[] specialReel;
    final int[] baseWeights;
    final int[] freeWeights;
    /** Landing and refill tables by column, for the base game and the free games. */
    final WeightedTable[] baseReels;
    final WeightedTable[] freeReels;
    /** The same tables as stops of bytes, one array per distinct column (see {@link #stops}). */
    private final byte[][] baseStops;
    private final byte[][] freeStops;
    private final String[] baseLabels;
    private final String[] freeLabels;
    private final DrawCatalog draws;
    /** Free games by destroyed Bonus count, 0 below the trigger; beyond the table, see {@link #award}. */
    final int[] awards;
    final int awardExtra;
    final int maxFreeGames;
    final int guaranteeX;
    /** By bet level: credits per destroyed symbol for sections 1..12 (value x level); null if the level is not offered. */
    private final long[][] sectionPaysByLevel;
    private final long[][] slicePaysByLevel;

    CjMath(MathResource m) {
        m.requireGrid(CjPatterns.SHAPE);
        terms = new GameTerms(m.integer("bet.coinsPerLevel", 40, 40),
                Arrays.stream(m.ascending("bet.levels", 1, 1000)).boxed().toList(), 0,
                m.integer("rtp.targetPpm", 1, DrawCatalog.CHANCE_BOUND), m.sha256());
        List<Integer> betLevels = terms.betLevels();
        minGroup = m.integer("group.min", 4, 4);
        maxCascades = m.integer("cascades.max", 30, 30);
        meterValues = meter(m);
        multipliers = new CjMultipliers(m.integer("premium.multiplier", 10, 10),
                m.integer("blueWatermark.multiplier", 10, 10));
        int cols = CjPatterns.SHAPE.columnCount();
        specialReel = new boolean[cols];
        // Rule sheet: Unstable, Shattering and Shocking Wilds land on reels 2 to 5 only.
        for (int reel : m.within("specialWilds.reels", 2, 5)) {
            specialReel[reel - 1] = true;
        }
        baseWeights = weights(m, "reel.base");
        freeWeights = weights(m, "reel.free");
        baseReels = reels("reel.base", baseWeights, specialReel);
        freeReels = reels("reel.free", freeWeights, specialReel);
        baseStops = stops(baseReels);
        freeStops = stops(freeReels);
        baseLabels = Arrays.stream(baseReels).map(WeightedTable::name).toArray(String[]::new);
        freeLabels = Arrays.stream(freeReels).map(WeightedTable::name).toArray(String[]::new);
        draws = new DrawCatalog.Builder().table(baseReels).table(freeReels).build();
        // Rule sheet: 4, 5, 6 and 7 destroyed Bonus award 8, 10, 15 and 20 free games.
        int[][] aw = m.sheetWeighted("free.awards", 4, 8, 5, 10, 6, 15, 7, 20);
        awards = new int[aw[0][aw[0].length - 1] + 1];
        for (int i = 0; i < aw[0].length; i++) {
            awards[aw[0][i]] = aw[1][i];
        }
        awardExtra = m.integer("free.gamesPerBonusAbove7", 5, 5);
        maxFreeGames = m.integer("free.maxGames", 20, 10_000);
        guaranteeX = m.integer("guarantee.x", 10, 10);
        m.requireAllRead();
        sectionPaysByLevel = new long[betLevels.getLast() + 1][];
        for (int level : betLevels) {
            long[] v = new long[CjMeter.SECTIONS + 1];
            for (int s = 1; s <= CjMeter.SECTIONS; s++) {
                v[s] = meterValues[s] * level;
            }
            sectionPaysByLevel[level] = v;
        }
        slicePaysByLevel = new long[betLevels.getLast() + 1][];
        for (int level : betLevels) {
            long[] sum = new long[CjMeter.LAST_SLICE + 1];
            for (int k = 1; k <= CjMeter.LAST_SLICE; k++) {
                sum[k] = sum[k - 1] + sectionPaysByLevel[level][CjMeter.section(k)];
            }
            slicePaysByLevel[level] = sum;
        }
    }

    /**
     * Credits, unmultiplied, for lighting slices {@code from + 1 .. to} of the meter at an
     * offered {@code level}: one range sum instead of a pay per symbol (the common evaluation
     * pays only unmultiplied symbols, which light consecutive slices). From slice 142 on every
     * symbol pays section 12 (rule sheet).
     */
    long slicesPay(int level, int from, int to) {
        return cumulative(slicePaysByLevel[level], sectionPaysByLevel[level], to)
                - cumulative(slicePaysByLevel[level], sectionPaysByLevel[level], from);
    }

    private static long cumulative(long[] sum, long[] sections, int slices) {
        return slices <= CjMeter.LAST_SLICE ? sum[slices]
                : sum[CjMeter.LAST_SLICE] + (slices - CjMeter.LAST_SLICE) * sections[CjMeter.SECTIONS];
    }

    /**
     * Credits per destroyed symbol by section (index 1..12) at {@code level}: the meter's values
     * "already multiplied by the bet multiplier" (rule sheet); null if the level is not offered.
     * Shared and never modified.
     */
    long[] sectionPays(int level) {
        return level >= 0 && level < sectionPaysByLevel.length ? sectionPaysByLevel[level] : null;
    }

    private static long[] meter(MathResource m) {
        // The meter's geometry (rule sheet): its slices per section, stated in the resource and checked.
        m.sheetValues("meter.slices", CjMeter.SLICES.stream().mapToInt(Integer::intValue).toArray());
        int[] v = m.within("meter.values", 1, 100_000);
        if (v.length != CjMeter.SECTIONS) {
            throw new EngineException(m.name() + ": meter.values needs " + CjMeter.SECTIONS + " values (one per section), got " + v.length);
        }
        long[] values = new long[CjMeter.SECTIONS + 1];
        for (int i = 0; i < v.length; i++) {
            if (i > 0 && v[i] < v[i - 1]) {
                throw new EngineException(m.name() + ": meter.values must not fall: section " + (i + 1) + " = " + v[i]
                        + " < section " + i + " = " + v[i - 1]);
            }
            values[i + 1] = v[i];
        }
        int top = v.length - 1;
        if (v[top] <= v[top - 1]) {
            throw new EngineException(m.name() + ": meter.values section " + v.length + " must be the highest value (rule sheet), got " + v[top]);
        }
        return values;
    }

    private static int[] weights(MathResource m, String key) {
        int[] w = m.integers(key);
        if (w.length != CjSymbols.COUNT) {
            throw new EngineException(m.name() + ": '" + key + "' needs " + CjSymbols.COUNT + " weights (" + CjSymbols.NAMES + "), got " + w.length);
        }
        if (w[CjSymbols.PERSISTING] != 0) {
            throw new EngineException(m.name() + ": '" + key + "' gives PERSISTING_WILD weight " + w[CjSymbols.PERSISTING]
                    + "; Persisting Wilds arise from Wild Pairs and never land (rule sheet), so its weight must be 0");
        }
        for (int i = 0; i < w.length; i++) {
            if (w[i] < 0) {
                throw new EngineException(m.name() + ": '" + key + "' weight of " + CjSymbols.NAMES.get(i) + " is negative");
            }
        }
        for (int s = 0; s < CjSymbols.JEWELS; s++) {
            if (w[s] == 0) {
                throw new EngineException(m.name() + ": '" + key + "' gives " + CjSymbols.NAMES.get(s) + " weight 0; every jewel must land");
            }
        }
        return w;
    }

    /** One table per column; Unstable, Shattering and Shocking get weight 0 off their reels (rule sheet). */
    private static WeightedTable[] reels(String key, int[] w, boolean[] specialReel) {
        WeightedTable[] t = new WeightedTable[specialReel.length];
        for (int c = 0; c < specialReel.length; c++) {
            int[] cw = w.clone();
            if (!specialReel[c]) {
                cw[CjSymbols.UNSTABLE] = 0;
                cw[CjSymbols.SHATTERING] = 0;
                cw[CjSymbols.SHOCKING] = 0;
            }
            t[c] = WeightedTable.named(key + " reel " + (c + 1), CjSymbols.NAMES, cw);
        }
        return t;
    }

    /**
     * Each column's table as its stops, one symbol byte per stop: a pick is
     * {@code stops[c][rng.nextInt(stops[c].length)]}, the same draw and symbol as
     * {@link WeightedTable#pick}. Columns with the same weights share one array, so the draws of a
     * board read 2 small arrays instead of 6 arrays of ints (the draws' loads then stay in the
     * first-level cache; docs/performance.md).
     */
    private static byte[][] stops(WeightedTable[] reels) {
        byte[][] out = new byte[reels.length][];
        for (int c = 0; c < reels.length; c++) {
            byte[] s = new byte[reels[c].total()];
            for (int k = 0; k < s.length; k++) {
                s[k] = (byte) reels[c].stop(k);
            }
            for (int d = 0; d < c && out[c] == null; d++) {
                if (Arrays.equals(out[d], s)) {
                    out[c] = out[d];
                }
            }
            if (out[c] == null) {
                out[c] = s;
            }
        }
        return out;
    }

    /** Free games for {@code bonus} destroyed Bonus symbols in one game: 8, 10, 15, 20, then 5 more each (rule sheet). */
    public int award(int bonus) {
        if (bonus < awards.length) {
            return awards[bonus];
        }
        int last = awards.length - 1;
        return awards[last] + awardExtra * (bonus - last);
    }

    /** Credits per destroyed symbol in {@code section} (1..12) at bet level 1. */
    public long meterValue(int section) {
        return meterValues[section];
    }

    public int coinsPerLevel() {
        return terms.coinsPerLevel();
    }

    /** The landing/refill table of {@code column} (from 0) for the base game or the free games. */
    public WeightedTable reel(boolean free, int column) {
        return (free ? freeReels : baseReels)[column];
    }

    /** The stops of every column, left to right (see {@link #stops(WeightedTable[])}; callers must not change them). */
    byte[][] stops(boolean free) {
        return free ? freeStops : baseStops;
    }

    /** The label of each column's draws, left to right: its table's name ({@code reel.base reel 1} ...). */
    String[] labels(boolean free) {
        return free ? freeLabels : baseLabels;
    }

    /** Every draw the game makes, by label (the PAR JSON's tables, chances and picks). */
    @Override
    public DrawCatalog draws() {
        return draws;
    }

    /** Symbol weights (all 14 ids) of the base or free reels, before the reels 2-5 restriction. */
    public int[] weights(boolean free) {
        return (free ? freeWeights : baseWeights).clone();
    }

    public int maxFreeGames() {
        return maxFreeGames;
    }

    /** Matching Groups are this many or more symbols (rule sheet: 4). */
    public int minGroup() {
        return minGroup;
    }

    /** Cascades per game at most (rule sheet: 30). */
    public int maxCascades() {
        return maxCascades;
    }

    /** The Bonus Guarantee as a multiple of the total bet (rule sheet: 10). */
    public int guaranteeX() {
        return guaranteeX;
    }
}
