package io.opencab.engine.games.clusterkingdom;

import static io.opencab.engine.games.clusterkingdom.CkSymbols.KING;
import static io.opencab.engine.games.clusterkingdom.CkSymbols.MULTIPLIER_WILD;
import static io.opencab.engine.games.clusterkingdom.CkSymbols.PRINCESS;
import static io.opencab.engine.games.clusterkingdom.CkSymbols.QUEEN;
import static io.opencab.engine.games.clusterkingdom.CkSymbols.WILD;

import io.opencab.engine.game.Game;
import io.opencab.engine.game.GameInfo;
import io.opencab.engine.game.MathResource;
import io.opencab.engine.grid.Board;
import io.opencab.engine.grid.ClusterFinder;
import io.opencab.engine.grid.GridShape;
import io.opencab.engine.grid.WeightedTable;
import io.opencab.engine.rng.GameRng;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * Cluster Kingdom (rules: docs/par/cluster-kingdom.md, "Rules"), a thin flow over the shared cluster
 * evaluator. Immutable and thread-safe; all per-round state lives in {@link Round}.
 *
 * <p>Order of a drop, as decided in docs/par/cluster-kingdom.md ("Order of play"):
 * the board lands (one royal may land with it) &rarr; Sticky Redrops (base drop, by chance) &rarr;
 * repeat { newly landed royals act: King, then Princess, then Queen &rarr; adjacent Multiplier
 * Wilds merge &rarr; the largest combination of each symbol pays &rarr; winners and every other
 * symbol of their type are removed &rarr; Princess, then Queen, advance one cell toward a visible
 * King &rarr; the reload (one royal may land) } until nothing wins &rarr; the royals' final
 * places decide the bonus.
 */
public final class ClusterKingdom implements Game {
    public static final String ID = "cluster-kingdom";
    public static final String RESOURCE = "cluster-kingdom.properties";
    private static final GridShape SHAPE = CkMath.GRID;
    private static final int CELLS = 25;
    private static final int STRIDE = 5;

    private final CkMath math;
    private final GameInfo info;
    private final ClusterFinder finder;

    public ClusterKingdom(MathResource resource) {
        this.math = new CkMath(resource);
        this.info = new GameInfo(ID, "Cluster Kingdom", math.coinsPerLevel, math.betLevels, math.capX,
                ClusterKingdomOutcome.SOURCES, ClusterKingdomOutcome.FEATURES, math.targetRtpPpm);
        this.finder = new ClusterFinder(SHAPE, CkSymbols.PAYING, WILD, math.minCluster);
    }

    /** The certified math shipped with the engine. */
    public static ClusterKingdom standard() {
        return new ClusterKingdom(MathResource.load(ClusterKingdom.class, RESOURCE));
    }

    public static GridShape shape() {
        return SHAPE;
    }

    public CkMath math() {
        return math;
    }

    @Override
    public GameInfo info() {
        return info;
    }

    @Override
    public ClusterKingdomOutcome play(int betLevel, GameRng rng) {
        Round round = new Round(betLevel, rng);
        round.drawBoard(math.baseDraw, math.baseRoyal);
        return round.play(false);
    }

    /**
     * A round whose base board has landed as {@code board} (every royal on it counts as just
     * landed): tests start here from hand-made boards, scripting only the draws that follow
     * (the Sticky Redrops chance, refills, royal landings, free drops).
     */
    ClusterKingdomOutcome playFrom(int betLevel, CkBoard board, GameRng rng) {
        Round round = new Round(betLevel, rng);
        round.load(board, true);
        return round.play(false);
    }

    /** As {@link #playFrom}, but the royals on {@code board} have already acted (landed earlier in the drop). */
    ClusterKingdomOutcome playSettledFrom(int betLevel, CkBoard board, GameRng rng) {
        Round round = new Round(betLevel, rng);
        round.load(board, false);
        return round.play(false);
    }

    /** The combinations that {@code board} pays at {@code betLevel}, before any removal (tests). */
    List<CkClusterWin> evaluate(int betLevel, CkBoard board) {
        Round round = new Round(betLevel, null);
        round.load(board, false);
        finder.masks(round.cells, round.masks);
        return round.evaluate(round.cells, round.mult, round.masks);
    }

    /** As {@link #playFrom}, with Sticky Redrops forced (no chance draw). */
    ClusterKingdomOutcome playRedropsFrom(int betLevel, CkBoard board, GameRng rng) {
        Round round = new Round(betLevel, rng);
        round.load(board, true);
        return round.play(true);
    }

    /**
     * A bonus of {@code type} whose first free drop lands as {@code firstBoard}: tests of the
     * free drops, persistence and retriggers start here.
     */
    ClusterKingdomOutcome playBonusFrom(int betLevel, CkBonusType type, CkBoard firstBoard, GameRng rng) {
        Round round = new Round(betLevel, rng);
        round.load(firstBoard, false);
        return round.bonusOnly(type, true);
    }

    /**
     * Tuning aid only (docs/par/cluster-kingdom.md, "How the math was tuned"): a base round with
     * Sticky Redrops forced. Never used by the cabinet.
     */
    public ClusterKingdomOutcome playForcedRedrops(int betLevel, GameRng rng) {
        Round round = new Round(betLevel, rng);
        round.drawBoard(math.baseDraw, math.baseRoyal);
        return round.play(true);
    }

    /**
     * Tuning aid only: a bonus of {@code type} on its own, as if triggered by a base drop that
     * left no Multiplier Wild; the outcome's base drop is null. Never used by the cabinet.
     */
    public ClusterKingdomOutcome playForcedBonus(int betLevel, CkBonusType type, GameRng rng) {
        return new Round(betLevel, rng).bonusOnly(type, false);
    }

    /** Everything one round changes; a new one per round, so nothing leaks into the next. */
    private final class Round {
        final int level;
        final long bet;
        final long cap;
        final GameRng rng;
        final long[] sourceWins = new long[ClusterKingdomOutcome.SOURCES.size()];
        final int[] features = new int[ClusterKingdomOutcome.FEATURES.size()];
        final byte[] cells = new byte[CELLS];
        final int[] mult = new int[CELLS];
        final long[] masks = new long[CkSymbols.COUNT];
        final int[] slots = new int[STRIDE];
        /**
         * Scratch for the cluster finder, grown when a board has more clusters (ClusterFinder.find
         * returns the count); small because it is allocated every round.
         */
        int[] clusterSymbols = new int[4];
        long[] clusterCells = new long[4];
        /** Scratch for {@link #evaluate}: the wins found, copied out when there are any. */
        final List<CkClusterWin> found = new ArrayList<>(4);
        long total;
        boolean capped;
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

        Round(int level, GameRng rng) {
            this.level = level;
            this.bet = info.bet(level);
            this.cap = bet * math.capX;
            this.rng = rng;
        }

        /** Credits {@code amount} to {@code source}, stopping at the cap (rule sheet: 10,000x bet). */
        void add(long amount, int source) {
            long accepted = Math.min(amount, cap - total);
            sourceWins[source] += accepted;
            total += accepted;
            if (total >= cap) {
                capped = true;
            }
        }

        void load(CkBoard board, boolean royalsPending) {
            byte[] c = board.cells();
            System.arraycopy(c, 0, cells, 0, CELLS);
            for (int i = 0; i < CELLS; i++) {
                mult[i] = board.multiplier(i);
            }
            locateRoyals();
            pending = !royalsPending ? 0 : (king >= 0 ? 1 : 0) | (queen >= 0 ? 2 : 0) | (princess >= 0 ? 4 : 0);
            landedRoyal = -1;
            landedCell = -1;
        }

        ClusterKingdomOutcome play(boolean forceRedrops) {
            CkBoard drawn = snap();
            // Sticky Redrops: a chance drawn once per base drop, right after the board lands.
            boolean redrops = forceRedrops || rng.nextInt(CkMath.PPM) < math.redropChance;
            int source = redrops ? ClusterKingdomOutcome.SOURCE_STICKY_REDROPS : ClusterKingdomOutcome.SOURCE_BASE;
            CkDrop base = drop(null, drawn, redrops, source);
            CkBonusType bonus = capped ? null : base.trigger();
            List<CkDrop> free = List.of();
            List<CkRetrigger> retriggers = List.of();
            if (bonus != null) {
                features[ClusterKingdomOutcome.FEATURE_MINI_BONUS + bonus.ordinal()]++;
                List<CkRetrigger> r = new ArrayList<>(0);
                free = bonus(bonus, false, r);
                retriggers = r.isEmpty() ? List.of() : Collections.unmodifiableList(r);
            }
            return new ClusterKingdomOutcome(level, bet, base, bonus, free, retriggers, sourceWins, features, capped);
        }

        ClusterKingdomOutcome bonusOnly(CkBonusType type, boolean firstLoaded) {
            List<CkRetrigger> r = new ArrayList<>(0);
            List<CkDrop> free = bonus(type, firstLoaded, r);
            return new ClusterKingdomOutcome(level, bet, null, type, free,
                    r.isEmpty() ? List.of() : Collections.unmodifiableList(r), sourceWins, features, capped);
        }

        /**
         * The free drops of a bonus. Each starts on a new board except the Multiplier Wilds, which
         * keep their cells and values (rule sheet: multipliers are maintained into the bonus and
         * between free drops). Bounded: at most {@code bonus.maxFreeDrops} free drops per round.
         */
        List<CkDrop> bonus(CkBonusType type, boolean firstLoaded, List<CkRetrigger> retriggers) {
            int source = ClusterKingdomOutcome.SOURCE_MINI_BONUS + type.ordinal();
            int remaining = Math.min(math.drops(type), math.maxFreeDrops);
            List<CkDrop> drops = new ArrayList<>(remaining);
            int played = 0;
            while (remaining > 0 && !capped) {
                if (played > 0 || !firstLoaded) {
                    drawBoard(math.bonusDraw, math.bonusRoyal);
                }
                CkDrop d = drop(type, snap(), false, source);
                drops.add(d);
                remaining--;
                played++;
                if (d.trigger() != null && !capped) {
                    int tier = math.drops(d.trigger());
                    int awarded = Math.min(tier, math.maxFreeDrops - played - remaining);
                    if (awarded < tier) {
                        features[ClusterKingdomOutcome.FEATURE_FREE_DROP_LIMIT]++;
                    }
                    features[ClusterKingdomOutcome.FEATURE_RETRIGGER]++;
                    retriggers.add(new CkRetrigger(played - 1, d.trigger(), awarded));
                    remaining += awarded;
                }
            }
            return Collections.unmodifiableList(drops);
        }

        /**
         * A new board: every cell that does not hold a Multiplier Wild is drawn, column by column
         * from the left, bottom to top (a Multiplier Wild draws its value right after it); then one
         * draw decides whether a royal lands on one of the drawn cells.
         */
        void drawBoard(CkBoardTables table, WeightedTable royals) {
            long drawn = 0;
            char start = table.entry(Board.NONE);
            char entry = start;
            for (int i = 0; i < CELLS; i++) {
                if (i % STRIDE == 0) {
                    entry = start;
                }
                if (cells[i] == MULTIPLIER_WILD && mult[i] > 0) {
                    // A Multiplier Wild below is not a paying symbol: the cell above draws as from the bottom.
                    entry = start;
                    continue;
                }
                drawn |= 1L << i;
                // The drawn stop's entry names the table of the cell above: one load per link of the chain.
                entry = drawCell(i, entry, table);
            }
            king = -1;
            queen = -1;
            princess = -1;
            pending = 0;
            landRoyal(royals, drawn);
        }

        /**
         * One royal at most lands per landing, reload or redrop, on a uniformly chosen cell among
         * those just drawn; a royal already on the board does not land again.
         */
        void landRoyal(WeightedTable royals, long drawn) {
            landedRoyal = -1;
            landedCell = -1;
            int r = royals.pick(rng);
            if (r == 0 || drawn == 0) {
                return;
            }
            int symbol = KING + r - 1;
            if (royalCell(symbol) >= 0) {
                return;
            }
            int k = rng.nextInt(Long.bitCount(drawn));
            long m = drawn;
            for (int j = 0; j < k; j++) {
                m &= m - 1;
            }
            int cell = Long.numberOfTrailingZeros(m);
            cells[cell] = (byte) symbol;
            mult[cell] = 0;
            setRoyal(symbol, cell);
            pending |= 1 << (symbol - KING);
            landedRoyal = symbol;
            landedCell = cell;
        }

        CkDrop drop(CkBonusType bonus, CkBoard drawn, boolean redrops, int source) {
            events = null;
            int royal = landedRoyal;
            int royalCell = landedCell;
            CkBoardTables table = bonus == null ? math.baseDraw : math.bonusDraw;
            WeightedTable royals = bonus == null ? math.baseRoyal : math.bonusRoyal;
            if (redrops) {
                features[ClusterKingdomOutcome.FEATURE_STICKY_REDROPS]++;
                redrops(table, royals);
            }
            int cascades = 0;
            long win = 0;
            boolean limited = true;
            for (int step = 0; step < math.maxStepsPerDrop; step++) {
                actRoyals();
                finder.masks(cells, masks);
                if (mergeMultipliers(masks[MULTIPLIER_WILD])) {
                    finder.masks(cells, masks);
                }
                List<CkClusterWin> wins = evaluate(cells, mult, masks);
                if (wins.isEmpty()) {
                    limited = false;
                    break;
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
                        mult[i] = Math.min(math.maxMultiplier, mult[i] + 1);
                    }
                }
                for (long r = removed; r != 0; r &= r - 1) {
                    cells[Long.numberOfTrailingZeros(r)] = Board.NONE;
                }
                cascades++;
                win += pay;
                log(new CkCascade(wins, pay, removed, grown));
                add(pay, source);
                if (capped) {
                    // Rule sheet: the round ends immediately when the cap is reached.
                    limited = false;
                    break;
                }
                // Columns whose cells may be empty now: the removed cells, and the cells royals
                // move between (a royal may swap with an emptied cell of another column).
                long touched = removed;
                if (king >= 0) {
                    // Rule sheet: after each win and before the reload, Princess and Queen advance.
                    touched |= bit(princess) | bit(queen);
                    princess = advance(PRINCESS, princess);
                    queen = advance(QUEEN, queen);
                    touched |= bit(princess) | bit(queen);
                }
                if (step == math.maxStepsPerDrop - 1) {
                    // The step bound (PAR sheet, "Bounds of a round"): the last allowed win is paid
                    // and removed, and the drop ends without a reload, so no board is ever shown
                    // with a win left unpaid. The drop is marked stepLimited.
                    break;
                }
                long empty = fallAndRefill(touched, table);
                landRoyal(royals, empty);
                log(new CkRefill(empty, landedRoyal, landedCell, snap()));
            }
            if (limited) {
                features[ClusterKingdomOutcome.FEATURE_STEP_LIMIT]++;
            }
            List<CkEvent> ev = events == null ? List.of() : Collections.unmodifiableList(events);
            return new CkDrop(bonus, drawn, royal, royalCell, ev, cascades, win, limited, capped ? null : trigger());
        }

        /**
         * Sticky Redrops: the paying symbol with the most cells (ties: the higher-paying) is chosen;
         * it, Wilds, Multiplier Wilds and royals stay; every other cell is drawn again while a
         * redrop brings one or more new matching symbols. Bounded by the 25 cells: each redrop that
         * awards another holds at least one more cell.
         */
        void redrops(CkBoardTables table, WeightedTable royals) {
            finder.masks(cells, masks);
            int chosen = -1;
            int most = 0;
            for (int s = 0; s < CkSymbols.PAYING; s++) {
                int n = Long.bitCount(masks[s]);
                if (n > 0 && n >= most) {
                    most = n;
                    chosen = s;
                }
            }
            if (chosen < 0) {
                return;
            }
            for (int k = 0; k < CELLS; k++) {
                finder.masks(cells, masks);
                long held = masks[chosen] | masks[WILD] | masks[MULTIPLIER_WILD] | masks[KING] | masks[QUEEN] | masks[PRINCESS];
                long redraw = SHAPE.valid() & ~held;
                if (redraw == 0) {
                    return;
                }
                for (long r = redraw; r != 0; r &= r - 1) {
                    int i = Long.numberOfTrailingZeros(r);
                    drawCell(i, entryBelow(table, i), table);
                }
                landRoyal(royals, redraw);
                int matches = 0;
                for (long r = redraw; r != 0; r &= r - 1) {
                    if (cells[Long.numberOfTrailingZeros(r)] == chosen) {
                        matches++;
                    }
                }
                log(new CkRedrop(chosen, held, redraw, matches, landedRoyal, landedCell, snap()));
                if (matches == 0) {
                    return;
                }
            }
        }

        /** Royals that landed act once, after any Sticky Redrops: King, then Princess, then Queen. */
        void actRoyals() {
            if (pending == 0) {
                return;
            }
            if ((pending & 1) != 0 && king >= 0) {
                kingUpgrade();
            }
            if ((pending & 4) != 0 && princess >= 0) {
                princessWilds();
            }
            if ((pending & 2) != 0 && queen >= 0) {
                queenSwap();
            }
            pending = 0;
        }

        /** The lowest edge-adjacent paying symbol type becomes the highest, on the whole board. */
        void kingUpgrade() {
            features[ClusterKingdomOutcome.FEATURE_KING]++;
            int lo = Integer.MAX_VALUE;
            int hi = -1;
            for (long n = SHAPE.neighbours(1L << king); n != 0; n &= n - 1) {
                int s = cells[Long.numberOfTrailingZeros(n)];
                if (CkSymbols.isPaying(s)) {
                    lo = Math.min(lo, s);
                    hi = Math.max(hi, s);
                }
            }
            if (hi < 0 || lo == hi) {
                return;
            }
            long changed = 0;
            for (int i = 0; i < CELLS; i++) {
                if (cells[i] == lo) {
                    cells[i] = (byte) hi;
                    changed |= 1L << i;
                }
            }
            log(new CkKingUpgrade(king, lo, hi, changed, snap()));
        }

        /** 1 to 4 Wilds on distinct paying-symbol cells, chosen uniformly (partial Fisher-Yates). */
        void princessWilds() {
            features[ClusterKingdomOutcome.FEATURE_PRINCESS]++;
            int n = math.princessWilds.pick(rng);
            int[] candidates = new int[CELLS];
            int count = 0;
            for (int i = 0; i < CELLS; i++) {
                if (CkSymbols.isPaying(cells[i])) {
                    candidates[count++] = i;
                }
            }
            n = Math.min(n, count);
            long placed = 0;
            for (int k = 0; k < n; k++) {
                int j = k + rng.nextInt(count - k);
                int t = candidates[k];
                candidates[k] = candidates[j];
                candidates[j] = t;
                placed |= 1L << candidates[k];
                cells[candidates[k]] = WILD;
            }
            if (placed != 0) {
                log(new CkPrincessWilds(princess, placed, snap()));
            }
        }

        /**
         * The Queen swaps with the edge-adjacent non-royal symbol that makes the board pay the most
         * right after the swap (before any merge); ties go to the lowest bit index.
         */
        void queenSwap() {
            features[ClusterKingdomOutcome.FEATURE_QUEEN]++;
            // Each swap is tried on the board itself and undone; the masks follow the two cells.
            long[] trialMasks = new long[CkSymbols.COUNT];
            finder.masks(cells, masks);
            int best = -1;
            long bestPay = -1;
            for (long n = SHAPE.neighbours(1L << queen); n != 0; n &= n - 1) {
                int t = Long.numberOfTrailingZeros(n);
                int other = cells[t];
                if (other < 0 || CkSymbols.isRoyal(other)) {
                    continue;
                }
                System.arraycopy(masks, 0, trialMasks, 0, CkSymbols.COUNT);
                long both = (1L << queen) | (1L << t);
                trialMasks[QUEEN] ^= both;
                trialMasks[other] ^= both;
                swap(cells, mult, queen, t);
                long pay = payOf(cells, mult, trialMasks);
                swap(cells, mult, queen, t);
                if (pay > bestPay) {
                    bestPay = pay;
                    best = t;
                }
            }
            if (best < 0) {
                return;
            }
            int from = queen;
            int moved = cells[best];
            swap(cells, mult, from, best);
            queen = best;
            log(new CkQueenSwap(from, best, moved, snap()));
        }

        /**
         * One cell toward the King, by Manhattan distance: along the axis with the longer way to
         * go, columns first on a tie; if that cell holds a royal, along the other axis; none when
         * already adjacent. Returns the royal's new cell.
         */
        int advance(int royal, int at) {
            if (at < 0) {
                return at;
            }
            int c = at / STRIDE;
            int r = at % STRIDE;
            int dc = king / STRIDE - c;
            int dr = king % STRIDE - r;
            if (Math.abs(dc) + Math.abs(dr) <= 1) {
                return at;
            }
            int horizontal = dc == 0 ? -1 : at + Integer.signum(dc) * STRIDE;
            int vertical = dr == 0 ? -1 : at + Integer.signum(dr);
            int first = Math.abs(dc) >= Math.abs(dr) ? horizontal : vertical;
            int second = first == horizontal ? vertical : horizontal;
            int to = -1;
            if (first >= 0 && !CkSymbols.isRoyal(cells[first])) {
                to = first;
            } else if (second >= 0 && !CkSymbols.isRoyal(cells[second])) {
                to = second;
            }
            if (to < 0) {
                return at;
            }
            swap(cells, mult, at, to);
            log(new CkRoyalMove(royal, at, to));
            return to;
        }

        /**
         * Adjacent Multiplier Wilds multiply: the lowest bit index with a Multiplier Wild neighbour
         * takes the product with its lowest such neighbour, which becomes a plain Wild; repeated
         * until none are adjacent (at most 24 merges: each removes one Multiplier Wild).
         * {@code multiplierWilds} are the cells holding one; returns whether any merged.
         */
        boolean mergeMultipliers(long multiplierWilds) {
            if ((SHAPE.neighbours(multiplierWilds) & multiplierWilds) == 0) {
                // No two Multiplier Wilds touch (nearly every evaluation): nothing to merge.
                return false;
            }
            long mw = multiplierWilds;
            for (int guard = 0; guard < CELLS; guard++) {
                long pair = 0;
                int a = -1;
                for (long m = mw; m != 0; m &= m - 1) {
                    int i = Long.numberOfTrailingZeros(m);
                    pair = SHAPE.neighbours(1L << i) & mw;
                    if (pair != 0) {
                        a = i;
                        break;
                    }
                }
                if (a < 0) {
                    return true;
                }
                int b = Long.numberOfTrailingZeros(pair);
                int survivor = Math.min(a, b);
                int absorbed = Math.max(a, b);
                int vs = mult[survivor];
                int va = mult[absorbed];
                int value = (int) Math.min(math.maxMultiplier, (long) vs * va);
                mult[survivor] = value;
                mult[absorbed] = 0;
                cells[absorbed] = WILD;
                mw &= ~(1L << absorbed);
                features[ClusterKingdomOutcome.FEATURE_MULTIPLIER_MERGE]++;
                log(new CkMerge(survivor, absorbed, vs, va, value, snap()));
            }
            return true;
        }

        /**
         * Gravity around fixed cells, then the reload, column by column from the left: Multiplier
         * Wilds and royals keep their places; in each column the other surviving symbols fall into
         * the lowest free places, keeping their order; the highest free places are left empty and
         * each is drawn, bottom to top (one draw per cell, a Multiplier Wild's value right after
         * it). The draws are the same, in the same order, as a collapse of every column followed
         * by {@link #fill}. Returns the cells that were emptied and refilled.
         */
        long fallAndRefill(long touched, CkBoardTables table) {
            long empty = 0;
            int[] slots = this.slots;
            for (int c = 0; c < STRIDE; c++) {
                if ((touched >>> (c * STRIDE) & ((1 << STRIDE) - 1)) == 0) {
                    // No cell here was emptied or swapped with a royal: nothing falls.
                    continue;
                }
                int base = c * STRIDE;
                int highest = Board.NONE;
                for (int r = 0; r < STRIDE; r++) {
                    highest = Math.max(highest, cells[base + r]);
                }
                if (highest < MULTIPLIER_WILD) {
                    // No fixed cell in this column (nearly always): compact it without a branch per
                    // cell, which a random board mispredicts often; the same result as below.
                    int w = 0;
                    for (int r = 0; r < STRIDE; r++) {
                        byte s = cells[base + r];
                        cells[base + w] = s;
                        w += 1 + (s >> 31);
                    }
                    // The drawn stop's entry names the table of the cell above: one load per link.
                    char entry = w == 0 ? table.entry(Board.NONE) : table.entry(cells[base + w - 1]);
                    for (int r = w; r < STRIDE; r++) {
                        entry = drawCell(base + r, entry, table);
                    }
                    empty |= (long) ((1 << STRIDE) - (1 << w)) << base;
                    continue;
                }
                int n = 0;
                for (int r = 0; r < STRIDE; r++) {
                    int i = base + r;
                    int s = cells[i];
                    if (s != MULTIPLIER_WILD && !CkSymbols.isRoyal(s)) {
                        slots[n++] = i;
                    }
                }
                int w = 0;
                for (int k = 0; k < n; k++) {
                    int s = cells[slots[k]];
                    if (s != Board.NONE) {
                        cells[slots[w++]] = (byte) s;
                    }
                }
                long emptied = 0;
                for (int k = w; k < n; k++) {
                    cells[slots[k]] = Board.NONE;
                    emptied |= 1L << slots[k];
                }
                fill(emptied, table);
                empty |= emptied;
            }
            return empty;
        }

        /** The reload: one draw per empty cell, column by column from the left, bottom to top. */
        void fill(long empty, CkBoardTables table) {
            for (long e = empty; e != 0; e &= e - 1) {
                int i = Long.numberOfTrailingZeros(e);
                drawCell(i, entryBelow(table, i), table);
            }
        }

        /**
         * The table entry cell {@code i} draws from: cells are drawn bottom to top, so the cell
         * below is final; a paying symbol below makes the same symbol less likely
         * ({@code board.sameBelowPercent}).
         */
        private char entryBelow(CkBoardTables table, int i) {
            return table.entry(i % STRIDE == 0 ? Board.NONE : cells[i - 1]);
        }

        /**
         * Draws cell {@code i} from the table {@code entry} names and, for a Multiplier Wild, its
         * value right after it (the one place a cell is drawn: landing, reload and redrop).
         * Returns the drawn stop's entry, which names the table of the cell above.
         */
        private char drawCell(int i, char entry, CkBoardTables table) {
            char drawn = table.next(entry, rng);
            int s = CkBoardTables.symbol(drawn);
            cells[i] = (byte) s;
            mult[i] = s == MULTIPLIER_WILD ? math.multiplierValue.pick(rng) : 0;
            return drawn;
        }

        /**
         * The bonus the royals' places form (edge adjacency): all three connected is the super
         * bonus; else King and Queen adjacent the bonus; else Princess and King adjacent the mini bonus.
         */
        CkBonusType trigger() {
            if (king < 0) {
                return null;
            }
            boolean kq = adjacent(king, queen);
            boolean kp = adjacent(king, princess);
            boolean qp = adjacent(queen, princess);
            if ((kq && kp) || (kq && qp) || (kp && qp)) {
                return CkBonusType.SUPER;
            }
            if (kq) {
                return CkBonusType.BONUS;
            }
            return kp ? CkBonusType.MINI : null;
        }

        /** The bit of {@code cell}, or 0 for -1 (no such royal). */
        private static long bit(int cell) {
            return cell < 0 ? 0 : 1L << cell;
        }

        private boolean adjacent(int a, int b) {
            return a >= 0 && b >= 0 && (SHAPE.neighbours(1L << a) & (1L << b)) != 0;
        }

        private void swap(byte[] cs, int[] ms, int a, int b) {
            byte t = cs[a];
            cs[a] = cs[b];
            cs[b] = t;
            int u = ms[a];
            ms[a] = ms[b];
            ms[b] = u;
        }

        private int royalCell(int symbol) {
            return switch (symbol) {
                case KING -> king;
                case QUEEN -> queen;
                default -> princess;
            };
        }

        private void setRoyal(int symbol, int cell) {
            switch (symbol) {
                case KING -> king = cell;
                case QUEEN -> queen = cell;
                default -> princess = cell;
            }
        }

        private void locateRoyals() {
            king = -1;
            queen = -1;
            princess = -1;
            for (int i = 0; i < CELLS; i++) {
                if (CkSymbols.isRoyal(cells[i])) {
                    setRoyal(cells[i], i);
                }
            }
        }

        private void log(CkEvent e) {
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

        /**
         * The paid combinations on a board: per paying symbol the largest cluster (ties: the higher
         * multiplier, then the lowest cell), rule "only the largest cluster of the connected
         * identical symbols is paid"; then the largest group of 5+ Wilds that joined no paid
         * cluster, paid as the highest symbol.
         */
        List<CkClusterWin> evaluate(byte[] cs, int[] ms, long[] mk) {
            found.clear();
            select(cs, ms, mk, found);
            return found.isEmpty() ? List.of() : List.copyOf(found);
        }

        /**
         * What the board pays ({@link #evaluate}'s wins, summed) without building them: the Queen
         * tries each swap this way (one rule, one code path).
         */
        long payOf(byte[] cs, int[] ms, long[] mk) {
            return select(cs, ms, mk, null);
        }

        /** The selection behind {@link #evaluate}: adds each paid combination to {@code out} (when not null); returns the pays' sum. */
        private long select(byte[] cs, int[] ms, long[] mk, List<CkClusterWin> out) {
            long mw = mk[MULTIPLIER_WILD];
            long wild = mk[WILD] | mw;
            // Allocation-free finder form; arrays of one entry per cell always suffice.
            int n = finder.find(mk, wild, clusterSymbols, clusterCells);
            if (n > clusterSymbols.length) {
                clusterSymbols = new int[n];
                clusterCells = new long[n];
                finder.find(mk, wild, clusterSymbols, clusterCells);
            }
            long pay = 0;
            long paid = 0;
            int bestSymbol = -1;
            long bestClusterCells = 0;
            int bestClusterSize = 0;
            int bestMult = 0;
            for (int i = 0; i <= n; i++) {
                int symbol = i < n ? clusterSymbols[i] : -1;
                if (bestSymbol >= 0 && symbol != bestSymbol) {
                    pay += pay(bestSymbol, bestClusterSize, bestMult);
                    if (out != null) {
                        out.add(win(bestSymbol, false, bestClusterCells, bestClusterSize, mw, ms, bestMult));
                    }
                    paid |= bestClusterCells;
                    bestSymbol = -1;
                }
                if (i == n) {
                    break;
                }
                long found = clusterCells[i];
                int size = Long.bitCount(found);
                int m = multiplierOf(found & mw, ms);
                if (bestSymbol < 0 || size > bestClusterSize || (size == bestClusterSize && m > bestMult)) {
                    bestSymbol = symbol;
                    bestClusterCells = found;
                    bestClusterSize = size;
                    bestMult = m;
                }
            }
            long free = wild & ~paid;
            if (Long.bitCount(free) >= math.minCluster) {
                long bestCells = 0;
                int bestSize = 0;
                int bm = 0;
                for (long rem = free; rem != 0; ) {
                    long comp = SHAPE.component(rem & -rem, free);
                    rem &= ~comp;
                    int size = Long.bitCount(comp);
                    int m = multiplierOf(comp & mw, ms);
                    if (size >= math.minCluster && (size > bestSize || (size == bestSize && m > bm))) {
                        bestCells = comp;
                        bestSize = size;
                        bm = m;
                    }
                }
                if (bestSize > 0) {
                    pay += pay(CkSymbols.HIGHEST, bestSize, bm);
                    if (out != null) {
                        out.add(win(CkSymbols.HIGHEST, true, bestCells, bestSize, mw, ms, bm));
                    }
                }
            }
            return pay;
        }

        /** Credits for a combination: paytable coins for (symbol, size) x bet level x multiplier. */
        private long pay(int symbol, int size, int multiplier) {
            return math.pays[symbol][size] * level * multiplier;
        }

        private CkClusterWin win(int symbol, boolean wildOnly, long cs, int size, long mw, int[] ms, int m) {
            long inside = cs & mw;
            List<Integer> values;
            if (inside == 0) {
                values = List.of();
            } else {
                Integer[] v = new Integer[Long.bitCount(inside)];
                int k = 0;
                for (long x = inside; x != 0; x &= x - 1) {
                    v[k++] = ms[Long.numberOfTrailingZeros(x)];
                }
                values = List.of(v);
            }
            return new CkClusterWin(symbol, wildOnly, cs, size, values, m, pay(symbol, size, m));
        }

        /** Rule sheet: Multiplier Wilds add their values to the combination; 1 without any. */
        private int multiplierOf(long inside, int[] ms) {
            if (inside == 0) {
                return 1;
            }
            long sum = 0;
            for (long x = inside; x != 0; x &= x - 1) {
                sum += ms[Long.numberOfTrailingZeros(x)];
            }
            return (int) Math.min(Integer.MAX_VALUE, sum);
        }
    }
}
