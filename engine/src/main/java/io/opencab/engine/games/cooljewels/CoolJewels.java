package io.opencab.engine.games.cooljewels;

import static io.opencab.engine.games.cooljewels.CjSymbols.BONUS;
import static io.opencab.engine.games.cooljewels.CjSymbols.PERSISTING;
import static io.opencab.engine.games.cooljewels.CjSymbols.PREMIUM;
import static io.opencab.engine.games.cooljewels.CjSymbols.SHATTERING;
import static io.opencab.engine.games.cooljewels.CjSymbols.SHOCKING;
import static io.opencab.engine.games.cooljewels.CjSymbols.UNSTABLE;
import static io.opencab.engine.games.cooljewels.CoolJewelsOutcome.SOURCE_BASE;
import static io.opencab.engine.games.cooljewels.CoolJewelsOutcome.SOURCE_FREE_GAMES;
import static io.opencab.engine.games.cooljewels.CoolJewelsOutcome.SOURCE_GUARANTEE;

import io.opencab.engine.game.Game;
import io.opencab.engine.game.GameInfo;
import io.opencab.engine.game.MathResource;
import io.opencab.engine.grid.Board;
import io.opencab.engine.grid.Cluster;
import io.opencab.engine.grid.GridShape;
import io.opencab.engine.grid.Gravity;
import io.opencab.engine.rng.GameRng;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * Cool Jewels (rules: docs/par/cool-jewels.md, "Rules") on a 6x6 grid, a thin flow over the shared
 * grid (bitboards, components, gravity). Immutable and thread-safe; all per-round state lives in
 * {@link Round}.
 *
 * <p>One evaluation, as decided in docs/par/cool-jewels.md (section "Rule decisions"):
 * find Matching Groups (Green Watermark symbols substitute) &rarr; destroy the groups' symbols
 * (not Unstable, Shattering, Shocking or Persisting Wilds; Persisting Wilds in no group destroy
 * themselves) &rarr; destroy remaining symbols on Pink Watermark spaces &rarr; form Wild Pairs
 * left to right &rarr; each activated Wild acts, top to bottom, left to right &rarr; pay every
 * destroyed symbol on the meter: unmultiplied ones in that destruction order (each step top to
 * bottom, left to right), then multiplied ones, then Premium 10x on a watermark &rarr; the
 * pairs' watermarks replace the ones used &rarr; fall and refill. A game repeats this until an
 * evaluation destroys nothing, at most 30 times.
 */
public final class CoolJewels implements Game {
    public static final String ID = "cool-jewels";
    public static final String RESOURCE = "cool-jewels.properties";
    private static final GridShape SHAPE = CjPatterns.SHAPE;
    private static final int CELLS = 36;
    private static final int SIDE = 6;
    private static final long BOTTOM_ROW = SHAPE.rowMask(0);
    /** Cells top row first, each row left to right: the rule sheet's pay and action order. */
    static final int[] READING = new int[CELLS];

    /** TO_READING[c][bits]: column c's 6 row bits as a mask in reading order (bit k = READING[k]). */
    private static final long[][] TO_READING = new long[SIDE][1 << SIDE];

    static {
        if (CjSymbols.COUNT != 14) {
            throw new IllegalStateException("evaluate clears 14 symbol masks, but there are " + CjSymbols.COUNT + " symbols");
        }
        int k = 0;
        for (int r = SIDE - 1; r >= 0; r--) {
            for (int c = 0; c < SIDE; c++) {
                READING[k++] = SHAPE.index(c, r);
            }
        }
        for (int c = 0; c < SIDE; c++) {
            for (int bits = 0; bits < 1 << SIDE; bits++) {
                long m = 0;
                for (int r = 0; r < SIDE; r++) {
                    if ((bits >>> r & 1) != 0) {
                        m |= 1L << ((SIDE - 1 - r) * SIDE + c);
                    }
                }
                TO_READING[c][bits] = m;
            }
        }
    }

    /** A cell mask re-ordered so that its bits ascend top to bottom, then left to right. */
    static long reading(long mask) {
        long m = 0;
        for (int c = 0; c < SIDE; c++) {
            m |= TO_READING[c][(int) (mask >>> (c * SIDE)) & ((1 << SIDE) - 1)];
        }
        return m;
    }

    private final CjMath math;
    private final GameInfo info;

    public CoolJewels(MathResource resource) {
        this.math = new CjMath(resource);
        this.info = new GameInfo(ID, "Cool Jewels", math.coinsPerLevel, math.betLevels, math.capX,
                CoolJewelsOutcome.SOURCES, CoolJewelsOutcome.FEATURES, math.targetRtpPpm);
    }

    /** The certified math shipped with the engine. */
    public static CoolJewels standard() {
        return new CoolJewels(MathResource.load(CoolJewels.class, RESOURCE));
    }

    /** The 6x6 grid (the real game's). */
    public static GridShape shape() {
        return SHAPE;
    }

    public CjMath math() {
        return math;
    }

    @Override
    public GameInfo info() {
        return info;
    }

    @Override
    public CoolJewelsOutcome play(int betLevel, GameRng rng) {
        bet(betLevel);
        byte[] cells = drawCells(false, rng);
        return playFrom(betLevel, Board.of(SHAPE, cells), cells, rng);
    }

    /**
     * The rest of a round once its base board has landed: tests start here from hand-made
     * boards, scripting only the draws that follow (refills, free-game boards).
     */
    CoolJewelsOutcome playFrom(int betLevel, Board drawn, GameRng rng) {
        return playFrom(betLevel, drawn, drawn.toArray(), rng);
    }

    /** {@code cells}: a working copy of {@code drawn}'s cells that the round may change. */
    private CoolJewelsOutcome playFrom(int betLevel, Board drawn, byte[] cells, GameRng rng) {
        long bet = bet(betLevel);
        Round round = new Round(betLevel, bet * math.capX, rng);
        CjGame base = round.game(false, 0, drawn, cells, 0, 0, 0, SOURCE_BASE);
        List<CjGame> freeGames = List.of();
        int awarded = 0;
        CjGuarantee guarantee = null;
        if (base.awarded() > 0 && !round.capped) {
            round.features[CoolJewelsOutcome.FEATURE_FREE_GAMES]++;
            awarded = base.awarded();
            List<CjGame> games = new ArrayList<>(awarded);
            long freeWin = 0;
            // Bounded by the documented free-game limit; the cap ends the round early.
            while (games.size() < awarded && games.size() < math.maxFreeGames && !round.capped) {
                byte[] freeCells = drawCells(true, rng);
                CjGame g = round.game(true, games.size() + 1, Board.of(SHAPE, freeCells), freeCells, 0, 0, 0,
                        SOURCE_FREE_GAMES);
                games.add(g);
                freeWin += g.win();
                if (g.awarded() > 0) {
                    // 4+ Bonus destroyed in a free game award more games, as the trigger does (rule sheet).
                    awarded += g.awarded();
                    round.features[CoolJewelsOutcome.FEATURE_RETRIGGER]++;
                }
            }
            if (games.size() < awarded && !round.capped) {
                round.features[CoolJewelsOutcome.FEATURE_FREE_GAMES_LIMIT]++;
            }
            freeGames = Collections.unmodifiableList(games);
            // Bonus Guarantee: at least 10x the total bet including the initiating pay, topped up at the end (rule sheet).
            long floor = math.guaranteeX * bet;
            long topUp = Math.max(0, floor - base.win() - freeWin);
            if (topUp > 0 && !round.capped) {
                round.features[CoolJewelsOutcome.FEATURE_GUARANTEE_TOP_UP]++;
                round.add(topUp, SOURCE_GUARANTEE);
            }
            guarantee = new CjGuarantee(base.win(), freeWin, floor, round.capped ? 0 : topUp);
        }
        return new CoolJewelsOutcome(betLevel, bet, base, freeGames, awarded, guarantee, round.sourceWins,
                round.capped, round.features);
    }

    /**
     * Test seam: one game from a landed board, with watermarks already in effect for its first
     * evaluation, as if an earlier evaluation had made them.
     */
    CjGame playGame(int betLevel, boolean free, Board drawn, long pink, long green, long blue, GameRng rng) {
        long bet = bet(betLevel);
        return new Round(betLevel, bet * math.capX, rng).game(free, free ? 1 : 0, drawn, drawn.toArray(), pink, green, blue,
                free ? SOURCE_FREE_GAMES : SOURCE_BASE);
    }

    /**
     * Test seam: one evaluation of {@code board} with watermarks in effect and {@code slicesLit}
     * meter slices already lit in its game; null when it destroys nothing. Refills draw from {@code rng}.
     */
    CjEvaluation evaluateOnce(int betLevel, boolean free, Board board, long pink, long green, long blue, int slicesLit,
                              GameRng rng) {
        long bet = bet(betLevel);
        Round round = new Round(betLevel, bet * math.capX, rng);
        round.slice = slicesLit;
        return round.evaluate(free, board.toArray(), board, pink, green, blue);
    }

    /** The bet in credits; an error naming the offered levels if {@code level} is not one (checked before any draw). */
    private long bet(int level) {
        if (math.sectionPays(level) == null) {
            return info.bet(level);
        }
        return (long) level * math.coinsPerLevel;
    }

    /** A landed board's cells: one draw per space, column by column from the left, bottom to top. */
    private byte[] drawCells(boolean free, GameRng rng) {
        byte[] cells = new byte[CELLS];
        byte[][] stops = math.stops(free);
        for (int c = 0; c < SIDE; c++) {
            rng.drawStops(stops[c], cells, c * SIDE, SIDE);
        }
        return cells;
    }

    /** Everything one round changes; a new one per round, so nothing leaks into the next. */
    private final class Round {
        final int level;
        final long cap;
        final GameRng rng;
        final long[] sourceWins = new long[CoolJewelsOutcome.SOURCES.size()];
        final int[] features = new int[CoolJewelsOutcome.FEATURES.size()];
        final long[] sectionPays;
        final long[] masks = new long[CjSymbols.COUNT];
        long total;
        boolean capped;
        /** Slices lit on the meter in the current game. */
        int slice;

        Round(int level, long cap, GameRng rng) {
            this.level = level;
            this.sectionPays = math.sectionPays(level);
            this.cap = cap;
            this.rng = rng;
        }

        /** Credits {@code amount} to {@code source}, stopping at the cap. */
        void add(long amount, int source) {
            long accepted = Math.min(amount, cap - total);
            sourceWins[source] += accepted;
            total += accepted;
            if (total >= cap) {
                capped = true;
            }
        }

        /** {@code cells}: a working copy of {@code drawn}'s cells, changed as the game cascades. */
        CjGame game(boolean free, int number, Board drawn, byte[] cells, long pink, long green, long blue, int source) {
            List<CjEvaluation> evaluations = null;
            Board board = drawn;
            long win = 0;
            int bonus = 0;
            boolean limited = false;
            // The meter starts empty in every game and resets when its cascades end (rule sheet).
            slice = 0;
            for (int cascade = 0; ; cascade++) {
                if (cascade == math.maxCascades) {
                    // "A maximum of 30 cascades can occur per game" (rule sheet).
                    limited = true;
                    features[CoolJewelsOutcome.FEATURE_CASCADE_LIMIT]++;
                    break;
                }
                CjEvaluation e = evaluate(free, cells, board, pink, green, blue);
                if (e == null) {
                    break;
                }
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
                if (capped) {
                    break;
                }
            }
            List<CjEvaluation> list = evaluations == null ? List.of() : Collections.unmodifiableList(evaluations);
            return new CjGame(free, number, drawn, list, win, bonus, math.award(bonus), limited);
        }

        /** One evaluation of {@code cells} (== {@code board}); null when nothing is destroyed. Updates {@code cells}. */
        private CjEvaluation evaluate(boolean free, byte[] cells, Board board, long pink, long green, long blue) {
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
            // Wilds are not destroyed by their group; Persisting Wilds in no win destroy themselves (rule sheet).
            long groupDestroyed = grouped & ~wilds;
            long expired = m[PERSISTING] & ~grouped;
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
                pairs = pairs(activeSpecial, cells);
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
            features[CoolJewelsOutcome.FEATURE_PREMIUM] += Long.bitCount(premium);
            int bonus = Long.bitCount(destroyed & m[BONUS]);

            // Same-Wild pairs stay as Persisting Wilds; then the destroyed spaces empty, survivors fall, new symbols fill.
            for (long t = transform; t != 0; t &= t - 1) {
                cells[Long.numberOfTrailingZeros(t)] = PERSISTING;
            }
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
            rng.drawStops(math.stops(free), SIDE, cells, fill);
        }

        /** Wild Pairs: horizontally adjacent activated Unstable/Shattering/Shocking, formed left to right, rows from the top. */
        private List<CjPair> pairs(long activeSpecial, byte[] cells) {
            List<CjPair> found = new ArrayList<>(2);
            for (int r = SIDE - 1; r >= 0; r--) {
                for (int c = 0; c < SIDE - 1; ) {
                    int a = c * SIDE + r;
                    int b = a + SIDE;
                    if ((activeSpecial >>> a & 1) != 0 && (activeSpecial >>> b & 1) != 0) {
                        CjPair p = pair(a, b, cells[a], cells[b]);
                        found.add(p);
                        countPair(p);
                        c += 2;
                    } else {
                        c++;
                    }
                }
            }
            return Collections.unmodifiableList(found);
        }

        /**
         * Activated Wilds act top to bottom, left to right; none destroys another activated Wild.
         * {@code destroyed}: the spaces destroyed before the first action; each action's
         * {@link CjWildAction#destroyed()} holds what it adds.
         */
        private CjWildAction[] act(long activated, long destroyed, long transform, byte[] cells) {
            CjWildAction[] list = new CjWildAction[Long.bitCount(activated)];
            int acted = 0;
            for (long order = reading(activated); order != 0; order &= order - 1) {
                int w = READING[Long.numberOfTrailingZeros(order)];
                int sym = cells[w];
                long pattern = CjPatterns.of(sym, w);
                long self = 1L << w;
                // Consumed: a Persisting Wild once it reaches the bottom row, any other unless it
                // has just become a Persisting Wild (a same-Wild pair). Selected, not branched on.
                long consumed = (sym == PERSISTING ? BOTTOM_ROW : ~transform) & self;
                long hit = (pattern & ~destroyed & ~activated) | consumed;
                destroyed |= hit;
                list[acted++] = new CjWildAction(w, sym, pattern, hit, consumed != 0);
                features[CoolJewelsOutcome.FEATURE_UNSTABLE + sym - UNSTABLE]++;
            }
            return list;
        }

        /** Credits for the multiplied symbols of {@code mask}, top to bottom, left to right, each lighting the next slice. */
        private long payMultiplied(long mask, byte[] cells, long blue) {
            long pay = 0;
            for (long order = reading(mask); order != 0; order &= order - 1) {
                int i = READING[Long.numberOfTrailingZeros(order)];
                int multiplier = math.multipliers.of(cells[i] == PREMIUM, (blue >>> i & 1) != 0);
                pay += sectionPays[CjMeter.section(++slice)] * multiplier;
            }
            return pay;
        }

        private CjPair pair(int a, int b, int sa, int sb) {
            if (sa == sb) {
                return new CjPair(a, b, sa, sb, CjPair.Enhancement.PERSISTING_WILDS, (1L << a) | (1L << b));
            }
            int ua = sa == UNSTABLE ? a : sb == UNSTABLE ? b : -1;
            int sha = sa == SHATTERING ? a : sb == SHATTERING ? b : -1;
            int ska = sa == SHOCKING ? a : sb == SHOCKING ? b : -1;
            if (ska < 0) {
                return new CjPair(a, b, sa, sb, CjPair.Enhancement.PINK_WATERMARK, CjPatterns.of(UNSTABLE, ua));
            }
            if (sha < 0) {
                return new CjPair(a, b, sa, sb, CjPair.Enhancement.GREEN_WATERMARK, CjPatterns.of(SHOCKING, ska));
            }
            return new CjPair(a, b, sa, sb, CjPair.Enhancement.BLUE_WATERMARK, CjPatterns.of(SHATTERING, sha));
        }

        private void countPair(CjPair p) {
            int lo = Math.min(p.leftSymbol(), p.rightSymbol());
            int hi = Math.max(p.leftSymbol(), p.rightSymbol());
            int f;
            if (lo == hi) {
                f = CoolJewelsOutcome.FEATURE_PAIR_UNSTABLE_UNSTABLE + lo - UNSTABLE;
            } else if (lo == UNSTABLE) {
                f = hi == SHATTERING ? CoolJewelsOutcome.FEATURE_PAIR_UNSTABLE_SHATTERING : CoolJewelsOutcome.FEATURE_PAIR_UNSTABLE_SHOCKING;
            } else {
                f = CoolJewelsOutcome.FEATURE_PAIR_SHATTERING_SHOCKING;
            }
            features[f]++;
        }

        private void countWatermarks(long pink, long green, long blue) {
            if ((pink | green | blue) == 0) {
                return;
            }
            if (pink != 0) {
                features[CoolJewelsOutcome.FEATURE_PINK]++;
            }
            if (green != 0) {
                features[CoolJewelsOutcome.FEATURE_GREEN]++;
            }
            if (blue != 0) {
                features[CoolJewelsOutcome.FEATURE_BLUE]++;
            }
            if (((pink & green) | (pink & blue) | (green & blue)) != 0) {
                features[CoolJewelsOutcome.FEATURE_COMBINED]++;
            }
        }
    }
}
