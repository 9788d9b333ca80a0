package io.opencab.engine.games.clusterkingdom;

import static io.opencab.engine.games.clusterkingdom.CkSymbols.MULTIPLIER_WILD;
import static io.opencab.engine.games.clusterkingdom.CkSymbols.PRINCESS;
import static io.opencab.engine.games.clusterkingdom.CkSymbols.QUEEN;
import static io.opencab.engine.games.clusterkingdom.CkSymbols.WILD;

import io.opencab.engine.game.CappedWins;
import io.opencab.engine.game.DrawCatalog;
import io.opencab.engine.game.RoundTotals;
import io.opencab.engine.grid.Board;
import io.opencab.engine.grid.ClusterFinder;
import io.opencab.engine.grid.WeightedTable;
import io.opencab.engine.rng.GameRng;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * Everything one round changes, and its flow; a new one per round, so nothing leaks into the next.
 *
 * <p>Order of a drop, as decided in docs/par/cluster-kingdom.md ("Order of play"):
 * the board lands (one royal may land with it) &rarr; Sticky Redrops (base drop, by chance) &rarr;
 * repeat { newly landed royals act: King, then Princess, then Queen &rarr; adjacent Multiplier
 * Wilds merge &rarr; every winning combination pays &rarr; winners and every other symbol of their
 * type are removed &rarr; Princess, then Queen, advance one cell toward a visible King &rarr; the
 * reload (one royal may land) } until nothing wins &rarr; the royals' final places decide the bonus.
 */
final class CkRound {
    /** The board's cells and the bit stride of a column: the 5 x 5 grid's ({@code grid.columnHeights}). */
    static final int CELLS = CkMath.GRID.arraySize();
    static final int STRIDE = CkMath.GRID.rowsPerColumn();

    final CkMath math;
    final ClusterFinder finder;
    final int level;
    final long bet;
    /** The round's wins by source, stopping at the cap (rule sheet: 10,000x bet). */
    final CappedWins paid;
    final GameRng rng;
    final int[] features = new int[ClusterKingdomOutcome.FEATURES.size()];
    final byte[] cells = new byte[CELLS];
    final int[] mult = new int[CELLS];
    final long[] masks = new long[CkSymbols.COUNT];
    final CkEvaluator evaluator;
    final CkDraws draws;
    final CkRoyals royals;
    final CkMerger merger;
    final CkStickyRedrops stickyRedrops;
    /** Paying evaluations so far in this round (all drops). */
    long payingEvaluations;
    /** Royal cells on the board, or -1. */
    int king = -1;
    int queen = -1;
    int princess = -1;
    /** Royals that landed and have not acted yet: bit (symbol - KING). */
    int pending;
    /** The royal the last landing placed, and where (for the records). */
    int landedRoyal = -1;
    int landedCell = -1;
    List<CkEvent> events;

    CkRound(CkMath math, ClusterFinder finder, int level, long bet, GameRng rng) {
        this.math = math;
        this.finder = finder;
        this.level = level;
        this.bet = bet;
        this.paid = new CappedWins(ClusterKingdomOutcome.SOURCES.size(), bet * math.terms.capX());
        this.rng = rng;
        this.evaluator = new CkEvaluator(math, finder, level);
        this.draws = new CkDraws(this);
        this.royals = new CkRoyals(this);
        this.merger = new CkMerger(this);
        this.stickyRedrops = new CkStickyRedrops(this);
    }

    void load(CkBoard board, boolean royalsPending) {
        byte[] c = board.cells();
        System.arraycopy(c, 0, cells, 0, CELLS);
        for (int i = 0; i < CELLS; i++) {
            mult[i] = board.multiplier(i);
        }
        royals.locate();
        pending = !royalsPending ? 0 : (king >= 0 ? 1 : 0) | (queen >= 0 ? 2 : 0) | (princess >= 0 ? 4 : 0);
        landedRoyal = -1;
        landedCell = -1;
    }

    ClusterKingdomOutcome play(boolean forceRedrops) {
        CkBoard drawn = snap();
        // Sticky Redrops: a chance drawn once per base drop, right after the board lands.
        boolean redrops = forceRedrops || rng.nextInt(DrawCatalog.CHANCE_BOUND, "redrops.chancePpm") < math.redropChance;
        int source = redrops ? ClusterKingdomOutcome.Source.STICKY_REDROPS.ordinal()
                : ClusterKingdomOutcome.Source.BASE.ordinal();
        CkDrop base = drop(null, drawn, redrops, source);
        CkBonusType bonus = paid.capped() ? null : base.trigger();
        List<CkDrop> free = List.of();
        List<CkRetrigger> retriggers = List.of();
        if (bonus != null) {
            features[ClusterKingdomOutcome.Feature.MINI_BONUS.ordinal() + bonus.ordinal()]++;
            List<CkRetrigger> r = new ArrayList<>(0);
            free = bonus(bonus, false, r);
            retriggers = r.isEmpty() ? List.of() : Collections.unmodifiableList(r);
        }
        return new ClusterKingdomOutcome(totals(), base, bonus, free, retriggers);
    }

    ClusterKingdomOutcome bonusOnly(CkBonusType type, boolean firstLoaded) {
        List<CkRetrigger> r = new ArrayList<>(0);
        List<CkDrop> free = bonus(type, firstLoaded, r);
        return new ClusterKingdomOutcome(totals(), null, type, free, r.isEmpty() ? List.of() : Collections.unmodifiableList(r));
    }

    /** The round's totals; it takes the round's arrays (the round is discarded once its outcome is built). */
    private RoundTotals totals() {
        return new RoundTotals(ClusterKingdom.ID, level, bet, paid.bySource(), features, paid.capped());
    }

    /**
     * The free drops of a bonus. Each starts on a new board except the Multiplier Wilds, which
     * keep their cells and values (rule sheet: multipliers are maintained into the bonus and
     * between free drops). Bounded: at most {@code bonus.maxFreeDrops} free drops per round.
     */
    List<CkDrop> bonus(CkBonusType type, boolean firstLoaded, List<CkRetrigger> retriggers) {
        int source = ClusterKingdomOutcome.Source.MINI_BONUS.ordinal() + type.ordinal();
        int remaining = Math.min(math.drops(type), math.maxFreeDrops);
        List<CkDrop> drops = new ArrayList<>(remaining);
        int played = 0;
        while (remaining > 0 && !paid.capped()) {
            if (played > 0 || !firstLoaded) {
                draws.drawBoard(math.bonusDraw, math.bonusRoyal);
            }
            CkDrop d = drop(type, snap(), false, source);
            drops.add(d);
            remaining--;
            played++;
            if (d.trigger() != null && !paid.capped()) {
                int tier = math.drops(d.trigger());
                int awarded = Math.min(tier, math.maxFreeDrops - played - remaining);
                if (awarded < tier) {
                    features[ClusterKingdomOutcome.Feature.FREE_DROP_LIMIT.ordinal()]++;
                }
                features[ClusterKingdomOutcome.Feature.RETRIGGER.ordinal()]++;
                retriggers.add(new CkRetrigger(played - 1, d.trigger(), awarded));
                remaining += awarded;
            }
        }
        return Collections.unmodifiableList(drops);
    }

    CkDrop drop(CkBonusType bonus, CkBoard drawn, boolean redrops, int source) {
        events = null;
        int royal = landedRoyal;
        int royalCell = landedCell;
        CkBoardTables table = bonus == null ? math.baseDraw : math.bonusDraw;
        WeightedTable royalTable = bonus == null ? math.baseRoyal : math.bonusRoyal;
        if (redrops) {
            features[ClusterKingdomOutcome.Feature.STICKY_REDROPS.ordinal()]++;
            stickyRedrops.play(table, royalTable);
        }
        int cascades = 0;
        long win = 0;
        // Rule sheet: the round continues until there are no more earnings. No bound on the
        // evaluations of a drop: each paying one pays at least the smallest pay, so the cap ends
        // the round by its maxPayingEvaluations-th (docs/par/cluster-kingdom.md, decision 20).
        while (true) {
            royals.act();
            finder.masks(cells, masks);
            if (merger.merge(masks[MULTIPLIER_WILD])) {
                finder.masks(cells, masks);
            }
            List<CkClusterWin> wins = evaluator.evaluate(mult, masks);
            if (wins.isEmpty()) {
                break;
            }
            if (++payingEvaluations > math.maxPayingEvaluations) {
                throw new IllegalStateException("paying evaluation " + payingEvaluations + " in one round: the cap should have"
                        + " ended it by evaluation " + math.maxPayingEvaluations + " (every paying evaluation pays at least "
                        + math.minPay + " coins per level)");
            }
            long pay = 0;
            long removed = 0;
            long inWins = 0;
            long mw = masks[MULTIPLIER_WILD];
            for (int k = 0, nw = wins.size(); k < nw; k++) {
                CkClusterWin w = wins.get(k);
                pay += w.pay();
                inWins |= w.cells();
                // Rule sheet: the winning symbols and every non-winning symbol of the same type
                // are removed; Multiplier Wilds are sticky until the round ends.
                removed |= w.wildOnly() ? masks[WILD] : (w.cells() & ~mw) | masks[w.symbol()];
            }
            long grown = 0;
            if (bonus != null && bonus.increasing()) {
                // Mini and super bonus: +1 once per evaluation for a Multiplier Wild in one or more wins.
                grown = inWins & mw;
                for (long g = grown; g != 0; g &= g - 1) {
                    int i = Long.numberOfTrailingZeros(g);
                    mult[i] = CkMath.saturated(mult[i] + 1L);
                }
            }
            for (long r = removed; r != 0; r &= r - 1) {
                cells[Long.numberOfTrailingZeros(r)] = Board.NONE;
            }
            cascades++;
            win += pay;
            log(new CkCascade(wins, pay, removed, grown));
            paid.add(pay, source);
            if (paid.capped()) {
                // Rule sheet: the round ends immediately when the cap is reached.
                break;
            }
            // Columns whose cells may be empty now: the removed cells, and the cells royals
            // move between (a royal may swap with an emptied cell of another column).
            long touched = removed;
            if (king >= 0) {
                // Rule sheet: after each win and before the reload, Princess and Queen advance.
                touched |= bit(princess) | bit(queen);
                princess = royals.advance(PRINCESS, princess);
                queen = royals.advance(QUEEN, queen);
                touched |= bit(princess) | bit(queen);
            }
            long empty = draws.fallAndRefill(touched, table);
            draws.landRoyal(royalTable, empty);
            log(new CkRefill(empty, landedRoyal, landedCell, snap()));
        }
        List<CkEvent> ev = events == null ? List.of() : Collections.unmodifiableList(events);
        return new CkDrop(bonus, drawn, royal, royalCell, ev, cascades, win, paid.capped() ? null : royals.trigger());
    }

    /** The bit of {@code cell}, or 0 for -1 (no such royal). */
    static long bit(int cell) {
        return cell < 0 ? 0 : 1L << cell;
    }

    void log(CkEvent e) {
        if (events == null) {
            events = new ArrayList<>(8);
        }
        events.add(e);
    }

    CkBoard snap() {
        // A reduction without an early exit: the JIT can vectorise it.
        int any = 0;
        for (int i = 0; i < CELLS; i++) {
            any |= mult[i];
        }
        return CkBoard.of(cells, mult, any);
    }

    static void swap(byte[] cs, int[] ms, int a, int b) {
        byte t = cs[a];
        cs[a] = cs[b];
        cs[b] = t;
        int u = ms[a];
        ms[a] = ms[b];
        ms[b] = u;
    }
}
