package io.opencab.engine.games.cooljewels;

import static io.opencab.engine.games.cooljewels.CjSymbols.BONUS;
import static io.opencab.engine.games.cooljewels.CjSymbols.PERSISTING;
import static io.opencab.engine.games.cooljewels.CjSymbols.PREMIUM;
import static io.opencab.engine.games.cooljewels.CjSymbols.SHATTERING;
import static io.opencab.engine.games.cooljewels.CjSymbols.SHOCKING;
import static io.opencab.engine.games.cooljewels.CjSymbols.UNSTABLE;

import io.opencab.engine.grid.Board;
import io.opencab.engine.grid.Cluster;
import io.opencab.engine.grid.GridShape;
import io.opencab.engine.grid.Gravity;
import io.opencab.engine.rng.GameRng;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * Everything one Cool Jewels round changes, and its games and evaluations (docs/par/cool-jewels.md,
 * "Rule decisions"); a new one per round, so nothing leaks into the next. The evaluation is the
 * game's hot path (docs/performance.md): keep its shape when changing it.
 */
final class CjRound {
    private static final GridShape SHAPE = CjPatterns.SHAPE;
    private static final int CELLS = SHAPE.arraySize();
    private static final int SIDE = SHAPE.rowsPerColumn();
    private static final long BOTTOM_ROW = SHAPE.rowMask(0);

    static {
        if (CjSymbols.COUNT != 14) {
            throw new IllegalStateException("evaluate clears 14 symbol masks, but there are " + CjSymbols.COUNT + " symbols");
        }
    }

    private final CjMath math;
    final int level;
    final GameRng rng;
    final long[] sourceWins = new long[CoolJewelsOutcome.SOURCES.size()];
    final int[] features = new int[CoolJewelsOutcome.FEATURES.size()];
    final long[] sectionPays;
    final long[] masks = new long[CjSymbols.COUNT];
    /** Slices lit on the meter in the current game. */
    int slice;
    /**
     * Persisting Wilds on the current board that have been part of a winning combination (made by
     * a Wild Pair, or activated in a Matching Group): only these destroy themselves once no longer
     * in one (rule sheet). Empty at the start of every game; moved with the fall.
     */
    long seasoned;
    /** Bonus symbols on the board the last {@link #evaluate} looked at (the game counts those that landed). */
    int bonusSeen;

    CjRound(CjMath math, int level, GameRng rng) {
        this.math = math;
        this.level = level;
        this.sectionPays = math.sectionPays(level);
        this.rng = rng;
    }

    /** Credits {@code amount} to {@code source} (no cap: the rule sheet names none). */
    void add(long amount, int source) {
        sourceWins[source] += amount;
    }

    /** {@code cells}: a working copy of {@code drawn}'s cells, changed as the game cascades. */
    CjGame game(boolean free, int number, Board drawn, byte[] cells, long pink, long green, long blue, int source) {
        List<CjEvaluation> evaluations = null;
        Board board = drawn;
        long win = 0;
        int bonus = 0;
        // Bonus symbols landed in this game: the drawn board's, then each refill's (each board's
        // Bonus less those that fell from the board before). D14.
        int landed = 0;
        int carried = 0;
        boolean limited = false;
        // The meter starts empty in every game and resets when its cascades end (rule sheet).
        slice = 0;
        seasoned = 0;
        for (int cascade = 0; ; cascade++) {
            if (cascade == math.maxCascades) {
                // "A maximum of 30 cascades can occur per game" (rule sheet); the last refill landed too.
                limited = true;
                features[CoolJewelsOutcome.Feature.CASCADE_LIMIT.ordinal()]++;
                landed += bonusOn(cells) - carried;
                break;
            }
            CjEvaluation e = evaluate(free, cells, board, pink, green, blue);
            landed += bonusSeen - carried;
            if (e == null) {
                break;
            }
            carried = bonusSeen - e.bonus();
            if (evaluations == null) {
                evaluations = new ArrayList<>(4);
            }
            evaluations.add(e);
            win += e.pay();
            bonus += e.bonus();
            add(e.pay(), source);
            pink = e.newPink();
            green = e.newGreen();
            blue = e.newBlue();
            board = e.after();
        }
        List<CjEvaluation> list = evaluations == null ? List.of() : Collections.unmodifiableList(evaluations);
        // The base game triggers on Bonus destroyed ("Destroying four or more Bonus symbols in a
        // game will trigger Free Games"); a free game awards on Bonus landed ("Land four or more
        // Bonus symbols during the feature to win even more free games"): rule sheet, D14.
        int awarded = math.award(free ? landed : bonus);
        return new CjGame(free, number, drawn, list, win, bonus, landed, awarded, limited);
    }

    private static int bonusOn(byte[] cells) {
        int n = 0;
        for (byte c : cells) {
            n += c == BONUS ? 1 : 0;
        }
        return n;
    }

    /** One evaluation of {@code cells} (== {@code board}); null when nothing is destroyed. Updates {@code cells}. */
    CjEvaluation evaluate(boolean free, byte[] cells, Board board, long pink, long green, long blue) {
        long[] m = masks;
        // One plain store per symbol, not Arrays.fill: the compiler writes fill's zeros with
        // vector stores, and the first load of each mask below then waits for them to reach
        // the cache (a wide store does not forward to a narrow load); about 6% of a round
        // (docs/performance.md). CjSymbols.COUNT is 14 (checked in the static block).
        m[0] = 0;
        m[1] = 0;
        m[2] = 0;
        m[3] = 0;
        m[4] = 0;
        m[5] = 0;
        m[6] = 0;
        m[7] = 0;
        m[8] = 0;
        m[9] = 0;
        m[10] = 0;
        m[11] = 0;
        m[12] = 0;
        m[13] = 0;
        for (int i = 0; i < CELLS; i++) {
            m[cells[i]] |= 1L << i;
        }
        bonusSeen = Long.bitCount(m[BONUS]);
        countWatermarks(pink, green, blue);
        long special = m[UNSTABLE] | m[SHATTERING] | m[SHOCKING];
        long wilds = special | m[PERSISTING];
        // Green Watermark symbols are Wild for all but the four Wilds; a Wild on green stays that Wild.
        long substitutes = wilds | green;

        List<Cluster> groups = null;
        long grouped = 0;
        int minGroup = math.minGroup;
        for (int cand = candidates(m, substitutes); cand != 0; cand &= cand - 1) {
            int s = Integer.numberOfTrailingZeros(cand);
            long own = m[s];
            long allowed = own | substitutes;
            // Only cells with a neighbour that could match can be in a group of 4+.
            long linked = allowed & CjGrid.neighbours(allowed);
            long rest = own & linked;
            while (rest != 0) {
                long comp = CjGrid.component(rest & -rest, linked);
                rest &= ~comp;
                int size = Long.bitCount(comp);
                if (size >= minGroup) {
                    if (groups == null) {
                        groups = new ArrayList<>(4);
                    }
                    groups.add(new Cluster(s, comp, size));
                    grouped |= comp;
                }
            }
        }
        long activated = grouped & wilds;
        // Wilds are not destroyed by their group; Persisting Wilds that were part of a win and
        // are no longer in one destroy themselves (rule sheet).
        long groupDestroyed = grouped & ~wilds;
        long expired = m[PERSISTING] & ~grouped & seasoned;
        long destroyed = groupDestroyed | expired;
        // Pink: remaining symbols there, except activated Wilds, once the groups are destroyed (rule sheet).
        long pinkDestroyed = pink & ~destroyed & ~activated;
        destroyed |= pinkDestroyed;
        if (destroyed == 0) {
            return null;
        }

        // Wild Pairs and the Wilds' actions are rare; they live in their own methods so that the
        // common evaluation compiles small (docs/performance.md).
        List<CjPair> pairs = List.of();
        long transform = 0;
        long newPink = 0;
        long newGreen = 0;
        long newBlue = 0;
        long activeSpecial = activated & special;
        if ((activeSpecial & (activeSpecial >>> SIDE)) != 0) {
            pairs = CjPairs.pairs(activeSpecial, cells, features);
            for (CjPair p : pairs) {
                switch (p.enhancement()) {
                    case PINK_WATERMARK -> newPink |= p.spaces();
                    case GREEN_WATERMARK -> newGreen |= p.spaces();
                    case BLUE_WATERMARK -> newBlue |= p.spaces();
                    case PERSISTING_WILDS -> transform |= p.spaces();
                }
            }
        }
        List<CjWildAction> actions = List.of();
        if (activated != 0) {
            CjWildAction[] acted = act(activated, destroyed, transform, cells);
            for (CjWildAction a : acted) {
                destroyed |= a.destroyed();
            }
            actions = Collections.unmodifiableList(java.util.Arrays.asList(acted));
        }

        // Pay order (rule sheet): unmultiplied symbols first, step by step, each top to bottom,
        // left to right; then multiplied symbols; then Premium 10x on a watermark, last. The
        // unmultiplied ones light consecutive slices, so they pay one range of the meter;
        // CjEvaluation lists the same pays in that order when asked.
        long premium = destroyed & m[PREMIUM];
        long multiplied = CjEvaluation.multiplied(premium, destroyed, blue);
        long last = CjEvaluation.paidLast(premium, pink, green, blue);
        int firstSlice = slice;
        int plain = Long.bitCount(destroyed & ~multiplied);
        long pay = math.slicesPay(level, slice, slice + plain);
        slice += plain;
        if (multiplied != 0) {
            pay += payMultiplied(multiplied & ~last, cells, blue) + payMultiplied(last, cells, blue);
        }
        features[CoolJewelsOutcome.Feature.PREMIUM_DESTROYED.ordinal()] += Long.bitCount(premium);
        int bonus = Long.bitCount(destroyed & m[BONUS]);

        // Same-Wild pairs stay as Persisting Wilds; then the destroyed spaces empty, survivors fall, new symbols fill.
        for (long t = transform; t != 0; t &= t - 1) {
            cells[Long.numberOfTrailingZeros(t)] = PERSISTING;
        }
        // The Persisting Wilds that stay, having now been part of a win, fall with the board.
        long keep = ((m[PERSISTING] & grouped) | transform) & ~destroyed;
        seasoned = keep == 0 ? 0 : fall(keep, destroyed);
        fallAndRefill(free, cells, destroyed);
        return new CjEvaluation(board, pink, green, blue, groups == null ? List.of() : Collections.unmodifiableList(groups),
                groupDestroyed, expired, pinkDestroyed, actions, pairs, newPink, newGreen, newBlue, transform,
                destroyed, firstSlice, sectionPays, math.multipliers, pay, bonus, Board.of(SHAPE, cells));
    }

    /**
     * The grouping symbols (bit s for symbol s) with 4 or more connected spaces among their own
     * and the substitutes: a search-free test of every symbol, without a branch on the board,
     * as most symbols of most boards have none (the last evaluation of every game finds
     * nothing); only these are searched (docs/performance.md).
     */
    private static int candidates(long[] m, long substitutes) {
        int cand = 0;
        for (int s = 0; s < CjSymbols.GROUPING; s++) {
            long w = CjGrid.fourConnected(m[s] | substitutes);
            cand |= (int) ((w | -w) >>> 63) << s;
        }
        return cand;
    }

    /** Where the spaces of {@code mask} (none destroyed) are once the spaces of {@code destroyed} have emptied and the survivors fallen. */
    static long fall(long mask, long destroyed) {
        long out = 0;
        for (int c = 0; c < SIDE; c++) {
            int base = c * SIDE;
            int kept = (int) (~destroyed >>> base) & ((1 << SIDE) - 1);
            out |= (long) Integer.compress((int) (mask >>> base) & ((1 << SIDE) - 1), kept) << base;
        }
        return out;
    }

    /**
     * Removes {@code destroyed}, lets the survivors of each column fall and fills the spaces
     * left at its top from that column's reel: the same result and the same draws, in the same
     * order (column by column from the left, bottom to top) as {@link Gravity#collapse} followed
     * by a refill of the emptied cells (the hot loop of every cascade).
     */
    private void fallAndRefill(boolean free, byte[] cells, long destroyed) {
        // No branch that depends on the board until the refill: every column takes the same
        // six steps (a cell with nothing gone below it copies onto itself), and one loop
        // refills all columns. Branches per column (skip an intact one, loops as long as the
        // gap) were mispredicted often enough to cost about 5% of a round (docs/performance.md).
        long fill = 0;
        for (int c = 0; c < SIDE; c++) {
            int base = c * SIDE;
            int gone = (int) (destroyed >>> base) & ((1 << SIDE) - 1);
            int write = 0;
            for (int r = 0; r < SIDE; r++) {
                cells[base + write] = cells[base + r];
                write += 1 - (gone >>> r & 1);
            }
            // The spaces left at the column's top: from `write` up.
            fill |= (long) (((1 << SIDE) - 1) & (-1 << write)) << base;
        }
        // Ascending cell order is the draw order: column by column from the left, bottom to
        // top. One loop over all emptied spaces (one call): a run of draws per column ends its
        // loop at a different count in each column, and those exits were mispredicted often
        // enough to cost about 3% of a round (docs/performance.md).
        rng.drawStops(math.labels(free), math.stops(free), SIDE, cells, fill);
    }

    /**
     * Activated Wilds act top to bottom, left to right; none destroys another activated Wild.
     * {@code destroyed}: the spaces destroyed before the first action; each action's
     * {@link CjWildAction#destroyed()} holds what it adds.
     */
    private CjWildAction[] act(long activated, long destroyed, long transform, byte[] cells) {
        CjWildAction[] list = new CjWildAction[Long.bitCount(activated)];
        int acted = 0;
        for (long order = CjReading.reading(activated); order != 0; order &= order - 1) {
            int w = CjReading.READING[Long.numberOfTrailingZeros(order)];
            int sym = cells[w];
            long pattern = CjPatterns.of(sym, w);
            long self = 1L << w;
            // Consumed: a Persisting Wild once it reaches the bottom row, any other unless it
            // has just become a Persisting Wild (a same-Wild pair). Selected, not branched on.
            long consumed = (sym == PERSISTING ? BOTTOM_ROW : ~transform) & self;
            long hit = (pattern & ~destroyed & ~activated) | consumed;
            destroyed |= hit;
            list[acted++] = new CjWildAction(w, sym, pattern, hit, consumed != 0);
            features[CoolJewelsOutcome.Feature.UNSTABLE_WILD.ordinal() + sym - UNSTABLE]++;
        }
        return list;
    }

    /** Credits for the multiplied symbols of {@code mask}, top to bottom, left to right, each lighting the next slice. */
    private long payMultiplied(long mask, byte[] cells, long blue) {
        long pay = 0;
        for (long order = CjReading.reading(mask); order != 0; order &= order - 1) {
            int i = CjReading.READING[Long.numberOfTrailingZeros(order)];
            int multiplier = math.multipliers.of(cells[i] == PREMIUM, (blue >>> i & 1) != 0);
            pay += sectionPays[CjMeter.section(++slice)] * multiplier;
        }
        return pay;
    }

    private void countWatermarks(long pink, long green, long blue) {
        if ((pink | green | blue) == 0) {
            return;
        }
        if (pink != 0) {
            features[CoolJewelsOutcome.Feature.PINK_WATERMARK.ordinal()]++;
        }
        if (green != 0) {
            features[CoolJewelsOutcome.Feature.GREEN_WATERMARK.ordinal()]++;
        }
        if (blue != 0) {
            features[CoolJewelsOutcome.Feature.BLUE_WATERMARK.ordinal()]++;
        }
        if (((pink & green) | (pink & blue) | (green & blue)) != 0) {
            features[CoolJewelsOutcome.Feature.COMBINED_WATERMARK.ordinal()]++;
        }
    }
}
