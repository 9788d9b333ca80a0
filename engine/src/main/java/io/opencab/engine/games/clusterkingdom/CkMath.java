package io.opencab.engine.games.clusterkingdom;

import io.opencab.engine.EngineException;
import io.opencab.engine.game.DrawCatalog;
import io.opencab.engine.game.GameMath;
import io.opencab.engine.game.GameTerms;
import io.opencab.engine.game.MathResource;
import io.opencab.engine.grid.GridShape;
import io.opencab.engine.grid.WeightedTable;
import java.util.List;

/**
 * Cluster Kingdom's math, read from {@code cluster-kingdom.properties} and checked once. Chances
 * are integers per million; pays are coins at bet level 1 (one level bets {@link #coinsPerLevel} coins).
 */
public final class CkMath implements GameMath {
    /** The rule sheet's 5-column by 5-row board. */
    public static final GridShape GRID = GridShape.rectangle(5, 5);
    /** {@code board.*.sameBelowPercent} is a percentage. */
    private static final int PERCENT = 100;
    /** The entries of {@code royal.base} and {@code royal.bonus}: no royal, or which one lands. */
    static final List<String> ROYAL_ENTRIES = List.of("NONE", CkSymbols.NAMES.get(CkSymbols.KING),
            CkSymbols.NAMES.get(CkSymbols.QUEEN), CkSymbols.NAMES.get(CkSymbols.PRINCESS));

    /** Bet, levels, cap and designed return (GameTerms). */
    final GameTerms terms;
    final int minCluster;
    /** pays[symbol][size], coins at level 1. */
    final long[][] pays;
    /**
     * Per-cell symbol draw, ids 0..6 (paying symbols, WILD, MULTIPLIER_WILD), by the symbol
     * below the cell: index 0 when that is not a paying symbol (or the cell is in the bottom row),
     * else 1 + the paying symbol below, whose weight is scaled by {@code board.*.sameBelowPercent}
     * (tables {@code board.base above WHEAT} and so on).
     */
    final WeightedTable[] baseBoard;
    final WeightedTable[] bonusBoard;
    /** The same tables flattened for the round path (CkBoardTables). */
    final CkBoardTables baseDraw;
    final CkBoardTables bonusDraw;
    final int baseSameBelowPercent;
    final int bonusSameBelowPercent;
    /** Per drop: 0 no royal, 1 KING, 2 QUEEN, 3 PRINCESS. */
    final WeightedTable baseRoyal;
    final WeightedTable bonusRoyal;
    final WeightedTable multiplierValue;
    final int redropChance;
    final WeightedTable princessWilds;
    final int miniDrops;
    final int bonusDrops;
    final int superDrops;
    final int maxFreeDrops;
    /** The smallest pay, coins at level 1 (5 WHEAT). */
    final long minPay;
    /**
     * The most paying evaluations a round can make: each pays at least {@link #minPay} x level,
     * so the cap (capX x coinsPerLevel x level) is reached by this many; never reached earlier.
     */
    final long maxPayingEvaluations;
    private final DrawCatalog draws;

    CkMath(MathResource m) {
        m.requireGrid(GRID);
        // Rule sheet: the win is capped at 10,000 times the bet; the RTP is 94.0%.
        terms = m.cappedTerms(new int[] {1, 10_000}, new int[] {10_000, 10_000}, new int[] {940_000, 940_000});
        // Rule sheet: groups of 5 or more win.
        minCluster = m.integer("cluster.min", 5, 5);
        pays = m.paytable(CkSymbols.NAMES.subList(0, CkSymbols.PAYING), minCluster, GRID.cellCount());
        for (int s = 0; s < CkSymbols.PAYING; s++) {
            for (int z = minCluster; z <= GRID.cellCount(); z++) {
                if (pays[s][z] < 1) {
                    throw new EngineException(m.name() + ": pay." + CkSymbols.NAMES.get(s) + " size " + z + " must pay at least 1 coin");
                }
                if (s > 0 && pays[s][z] < pays[s - 1][z]) {
                    throw new EngineException(m.name() + ": pay." + CkSymbols.NAMES.get(s) + " size " + z
                            + " pays less than " + CkSymbols.NAMES.get(s - 1) + " (symbols are ordered low to high)");
                }
            }
        }
        baseSameBelowPercent = m.integer("board.base.sameBelowPercent", 0, PERCENT);
        bonusSameBelowPercent = m.integer("board.bonus.sameBelowPercent", 0, PERCENT);
        baseBoard = boardTables(m, "board.base", baseSameBelowPercent);
        bonusBoard = boardTables(m, "board.bonus", bonusSameBelowPercent);
        baseDraw = new CkBoardTables(baseBoard);
        bonusDraw = new CkBoardTables(bonusBoard);
        baseRoyal = WeightedTable.named("royal.base", ROYAL_ENTRIES, m.integers("royal.base", ROYAL_ENTRIES.size()));
        bonusRoyal = WeightedTable.named("royal.bonus", ROYAL_ENTRIES, m.integers("royal.bonus", ROYAL_ENTRIES.size()));
        int[][] mv = m.weighted("multiplierWild.values", 2, 1000);
        multiplierValue = WeightedTable.valued("multiplierWild.values", mv[0], mv[1]);
        redropChance = m.integer("redrops.chancePpm", 0, DrawCatalog.CHANCE_BOUND);
        // Rule sheet: the Princess places 1 to 4 Wilds.
        int[][] pw = m.weighted("princess.wilds", 1, 4);
        princessWilds = WeightedTable.valued("princess.wilds", pw[0], pw[1]);
        // Rule sheet: mini bonus 3 free drops, bonus and super bonus 6.
        miniDrops = m.integer("bonus.mini.drops", 3, 3);
        bonusDrops = m.integer("bonus.bonus.drops", 6, 6);
        superDrops = m.integer("bonus.super.drops", 6, 6);
        maxFreeDrops = m.integer("bonus.maxFreeDrops", 6, 1000);
        m.requireAllRead();
        long least = Long.MAX_VALUE;
        for (int s = 0; s < CkSymbols.PAYING; s++) {
            least = Math.min(least, pays[s][minCluster]);
        }
        minPay = least;
        maxPayingEvaluations = Math.ceilDiv(terms.capX() * terms.coinsPerLevel(), minPay);
        draws = new DrawCatalog.Builder()
                .table(baseBoard).table(bonusBoard)
                .table(multiplierValue, baseRoyal, bonusRoyal)
                .pick("royal.cell", "the cells just drawn (the landing, reload or redrop that drew the royal), in cell"
                        + " order (column by column from the left, bottom to top)")
                .chance("redrops.chancePpm", redropChance)
                .table(princessWilds)
                .pick("princess.cell", "a partial Fisher-Yates shuffle of the cells holding a paying symbol, listed in"
                        + " cell order (column by column from the left, bottom to top): draw k (from 0) has bound"
                        + " candidates - k and swaps place k with place k + value; the cell then at place k becomes WILD")
                .build();
    }

    /**
     * The board tables of {@code key}: index 0 for a cell with no paying symbol below it (the bottom
     * row, or above a Wild, Multiplier Wild or royal), and index 1 + s for a cell above paying symbol
     * s: the same weights, s's multiplied by {@code samePercent} / 100, which must give a whole
     * number (no rounding; refused otherwise). Each table's draw bound is its total, as listed.
     */
    private static WeightedTable[] boardTables(MathResource m, String key, int samePercent) {
        List<String> drawn = CkSymbols.NAMES.subList(0, CkSymbols.DRAWN);
        int[] w = m.integers(key, drawn.size());
        WeightedTable[] t = new WeightedTable[1 + CkSymbols.PAYING];
        t[0] = WeightedTable.named(key, drawn, w);
        for (int below = 0; below < CkSymbols.PAYING; below++) {
            int[] scaled = w.clone();
            if (w[below] * samePercent % PERCENT != 0) {
                throw new EngineException(m.name() + ": " + key + ": " + drawn.get(below) + "'s weight " + w[below] + " x "
                        + samePercent + "% is not a whole number; state the weights so that it is");
            }
            scaled[below] = w[below] * samePercent / PERCENT;
            t[below + 1] = WeightedTable.named(key + " above " + drawn.get(below), drawn, scaled);
        }
        return t;
    }

    /** The draw table for a cell whose lower neighbour holds {@code below} (Board.NONE for none). */
    WeightedTable table(WeightedTable[] tables, int below) {
        return tables[tableIndex(below)];
    }

    /** Which board table a cell draws from: 1 + the paying symbol below it, else 0 (empty or not paying). */
    static int tableIndex(int below) {
        return below >= 0 && below < CkSymbols.PAYING ? below + 1 : 0;
    }

    /** Coins at bet level 1 for a cluster of {@code symbol} of {@code size} cells. */
    public long pay(int symbol, int size) {
        return pays[symbol][size];
    }

    public int coinsPerLevel() {
        return terms.coinsPerLevel();
    }

    /** The free drops a bonus of {@code type} awards. */
    public int drops(CkBonusType type) {
        return switch (type) {
            case MINI -> miniDrops;
            case BONUS -> bonusDrops;
            case SUPER -> superDrops;
        };
    }

    public int maxFreeDrops() {
        return maxFreeDrops;
    }

    /** The most paying evaluations one round can make before the cap ends it (decision 20). */
    public long maxPayingEvaluations() {
        return maxPayingEvaluations;
    }

    /**
     * A Multiplier Wild value as stored: exact up to {@link Integer#MAX_VALUE}, where it saturates
     * (decision 10: any win with a multiplier of 100,000 or more reaches the cap anyway).
     */
    static int saturated(long value) {
        return (int) Math.min(Integer.MAX_VALUE, value);
    }

    /** The per-cell draw of base boards above {@code below} (tests script draws with its stops). */
    public WeightedTable baseBoard(int below) {
        return table(baseBoard, below);
    }

    public WeightedTable bonusBoard(int below) {
        return table(bonusBoard, below);
    }

    public WeightedTable baseRoyal() {
        return baseRoyal;
    }

    public WeightedTable bonusRoyal() {
        return bonusRoyal;
    }

    public WeightedTable multiplierValue() {
        return multiplierValue;
    }

    public WeightedTable princessWilds() {
        return princessWilds;
    }

    public int redropChancePpm() {
        return redropChance;
    }

    /** The largest Multiplier Wild value the engine stores (decision 10). */
    public int maxMultiplier() {
        return Integer.MAX_VALUE;
    }

    /** Every draw the game makes, by label (the PAR JSON's tables, chances and picks). */
    @Override
    public DrawCatalog draws() {
        return draws;
    }
}
