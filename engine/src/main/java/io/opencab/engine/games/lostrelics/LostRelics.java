package io.opencab.engine.games.lostrelics;

import static io.opencab.engine.games.lostrelics.LrSymbols.SCATTER;
import static io.opencab.engine.games.lostrelics.LrSymbols.WILD;

import io.opencab.engine.EngineException;
import io.opencab.engine.game.Game;
import io.opencab.engine.game.GameInfo;
import io.opencab.engine.game.MathResource;
import io.opencab.engine.grid.Board;
import io.opencab.engine.grid.Cluster;
import io.opencab.engine.grid.ClusterFinder;
import io.opencab.engine.grid.GridShape;
import io.opencab.engine.grid.WeightedTable;
import io.opencab.engine.rng.GameRng;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * Lost Relics (rules: docs/par/lost-relics.md, "Rules"), a thin flow over the shared cluster
 * evaluator, without cascades (the rule sheet describes none). Immutable and thread-safe; all
 * per-round state lives in {@link Round}.
 *
 * <p>Order of a round, as decided in docs/par/lost-relics.md:
 * the main board lands (one draw per cell, column by column, then the Scatter row of reels 1, 3
 * and 5) &rarr; if it has a winning cluster, every regular symbol of a winning cluster may hide
 * a random feature, revealed cell by cell; Extra Wild's wilds may grow or create clusters whose
 * new symbols are revealed next, up to 5 instances &rarr; the final board's clusters and the
 * Coin Wins are paid &rarr; 3 Scatters collected play 10 Free Spins with the Hidden Chest.
 */
public final class LostRelics implements Game {
    public static final String ID = "lost-relics";
    public static final String RESOURCE = "lost-relics.properties";
    private static final GridShape GRID = LrMath.GRID;
    private static final long ALL = GRID.valid();
    private static final int ROWS = GRID.rowsPerColumn();

    private final LrMath math;
    private final GameInfo info;
    private final ClusterFinder finder;

    public LostRelics(MathResource resource) {
        this.math = new LrMath(resource);
        this.info = new GameInfo(ID, "Lost Relics", math.coinsPerLevel, math.betLevels, math.capX,
                LostRelicsOutcome.SOURCES, LostRelicsOutcome.FEATURES, math.targetRtpPpm);
        this.finder = new ClusterFinder(GRID, LrSymbols.PAYING, WILD, math.minCluster);
    }

    /** The certified math shipped with the engine. */
    public static LostRelics standard() {
        return new LostRelics(MathResource.load(LostRelics.class, RESOURCE));
    }

    public static GridShape shape() {
        return GRID;
    }

    public LrMath math() {
        return math;
    }

    @Override
    public GameInfo info() {
        return info;
    }

    @Override
    public LostRelicsOutcome play(int betLevel, GameRng rng) {
        long bet = info.bet(betLevel);
        byte[] cells = drawCells(math.baseFirst, math.baseNext, true, rng);
        return round(betLevel, bet, Board.of(GRID, cells), cells, rng);
    }

    /**
     * The rest of a round once its main board has landed: tests start here from hand-made
     * boards, scripting only the draws that follow (hidden features, Free Spins, chests).
     */
    LostRelicsOutcome playFrom(int betLevel, Board drawn, GameRng rng) {
        long bet = info.bet(betLevel);
        checkMainBoard(drawn);
        return round(betLevel, bet, drawn, drawn.toArray(), rng);
    }

    /** One round from its landed main board; {@code cells} is a scratch copy of it. */
    private LostRelicsOutcome round(int betLevel, long bet, Board drawn, byte[] cells, GameRng rng) {
        Round round = new Round(betLevel, bet, rng);
        LrMainSpin main = round.main(drawn, cells);
        List<LrFreeSpin> free = List.of();
        LrChest lastChest = null;
        // 3 Scatters collected in the main game activate 10 Free Spins (rule sheet).
        if (main.scatters() >= math.scattersToTrigger && !round.capped) {
            free = round.freeSpins();
            lastChest = round.chest;
        }
        long[] w = round.sourceWins;
        return new LostRelicsOutcome(betLevel, bet, main, free, lastChest, round.extraSpins, round.sticky,
                w[LostRelicsOutcome.SOURCE_BASE], w[LostRelicsOutcome.SOURCE_COIN_WIN],
                w[LostRelicsOutcome.SOURCE_FREE_SPINS], w[LostRelicsOutcome.SOURCE_CHEST_COIN_WIN], round.capped);
    }

    /** Scatters only on reels 1, 3 and 5, at most one per reel (rule sheet; decision D2). */
    private static void checkMainBoard(Board b) {
        if (b.shape() != GRID) {
            throw new EngineException(ID + ": board shape " + b.shape() + " is not the 5x5 grid");
        }
        for (int c = 0; c < GRID.columnCount(); c++) {
            int n = Long.bitCount(b.maskOf(SCATTER) & GRID.columnMask(c));
            if (n > ((c & 1) == 0 ? 1 : 0)) {
                throw new EngineException(ID + ": reel " + (c + 1) + " shows " + n + " Scatters (reels 1, 3, 5 show at most one)");
            }
        }
    }

    /** A main board as {@link #play} lands it: {@link #drawCells} with the Scatter rows of reels 1, 3 and 5. */
    Board drawMain(GameRng rng) {
        return Board.of(GRID, drawCells(math.baseFirst, math.baseNext, true, rng));
    }

    /**
     * The cells of a board: one draw per cell, column by column from the left, bottom to top: the bottom cell from
     * {@code first}, each other from {@code next}, whose REPEAT value stacks the symbol below.
     * On a scatter reel a last draw picks the row a Scatter lands on, if any (decision D2).
     */
    private byte[] drawCells(WeightedTable first, WeightedTable next, boolean scatters, GameRng rng) {
        byte[] cells = new byte[GRID.arraySize()];
        for (int c = 0; c < GRID.columnCount(); c++) {
            int base = c * ROWS;
            int prev = first.pick(rng);
            cells[base] = (byte) prev;
            for (int r = 1; r < ROWS; r++) {
                int s = next.pick(rng);
                if (s != LrMath.REPEAT) {
                    prev = s;
                }
                cells[base + r] = (byte) prev;
            }
            if (scatters && (c & 1) == 0) {
                int row = math.scatterRow.pick(rng);
                if (row != LrMath.NO_SCATTER) {
                    cells[base + row] = SCATTER;
                }
            }
        }
        return cells;
    }

    private static long union(List<Cluster> clusters) {
        long m = 0;
        for (Cluster c : clusters) {
            m |= c.cells();
        }
        return m;
    }

    /** Everything one round changes; a new one per round, so nothing leaks into the next. */
    private final class Round {
        final int level;
        final long bet;
        final long cap;
        final GameRng rng;
        final long[] sourceWins = new long[LostRelicsOutcome.SOURCES.size()];
        final long[] masks = new long[LrSymbols.NAMES.size()];
        long total;
        boolean capped;
        // Free Spins session state (decision D7: reset with every round).
        int spinsAwarded;
        int extraSpins;
        long sticky;
        int chestsFound;
        LrChest chest;

        Round(int level, long bet, GameRng rng) {
            this.level = level;
            this.bet = bet;
            this.cap = bet * math.capX;
            this.rng = rng;
        }

        /** Credits {@code amount} to {@code source}, stopping at the cap (decision D13). */
        void add(long amount, int source) {
            long accepted = Math.min(amount, cap - total);
            sourceWins[source] += accepted;
            total += accepted;
            if (total >= cap) {
                capped = true;
            }
        }

        /** The main spin; {@code cells} starts as {@code drawn} and receives the Extra Wilds. */
        LrMainSpin main(Board drawn, byte[] cells) {
            finder.masks(cells, masks);
            long scatterCells = masks[SCATTER];
            int landed = Long.bitCount(scatterCells);
            int scatters = landed;
            List<Cluster> clusters = finder.find(masks, masks[WILD]);
            List<LrFeature> features = List.of();
            Board board = drawn;
            long coin = 0;
            if (!clusters.isEmpty() && math.hiddenChancePpm > 0) {
                List<LrFeature> found = null;
                int instances = 0;
                long wild = masks[WILD];
                long winning = union(clusters);
                long examined = 0;
                long pending = winning & ~wild;
                boolean wildsPlaced = false;
                // Decision D3/D4: each regular symbol of a winning cluster is looked under once, in
                // passes; an Extra Wild's new winning symbols wait for the next pass. Bounded: a
                // pass examines at least one of the 25 cells, and no more than 5 instances activate.
                while (pending != 0 && instances < math.maxInstances) {
                    long batch = pending;
                    examined |= batch;
                    pending = 0;
                    for (long b = batch; b != 0 && instances < math.maxInstances; b &= b - 1) {
                        if (rng.nextInt(LrMath.PPM) >= math.hiddenChancePpm) {
                            continue;
                        }
                        if (found == null) {
                            found = new ArrayList<>(math.maxInstances);
                        }
                        instances++;
                        int cell = Long.numberOfTrailingZeros(b);
                        long eligible = ALL & ~winning & ~scatterCells & ~wild;
                        // Extra Wild: three Wilds, never past 15 on the reels (rule sheet; decision D5).
                        boolean wildOk = Long.bitCount(wild) + math.extraWilds <= math.wildLimit
                                && Long.bitCount(eligible) >= math.extraWilds;
                        // Extra Scatter cannot activate once 3 Scatters are collected (rule sheet).
                        boolean scatterOk = scatters < math.scattersToTrigger;
                        int kind = math.kindTables[(wildOk ? 2 : 0) | (scatterOk ? 1 : 0)].pick(rng);
                        switch (kind) {
                            case LrMath.COIN_WIN -> {
                                int x = math.coinWinX.pick(rng);
                                long pay = x * bet;
                                coin += pay;
                                found.add(new LrFeature(LrFeature.Kind.COIN_WIN, cell, cells[cell], x, pay, 0, scatters));
                            }
                            case LrMath.EXTRA_WILD -> {
                                long placed = pickCells(eligible, math.extraWilds);
                                for (long p = placed; p != 0; p &= p - 1) {
                                    cells[Long.numberOfTrailingZeros(p)] = WILD;
                                }
                                wild |= placed;
                                wildsPlaced = true;
                                finder.masks(cells, masks);
                                clusters = finder.find(masks, masks[WILD]);
                                winning = union(clusters);
                                // The new Wilds may complete clusters that activate further features (rule sheet).
                                pending |= winning & ~examined & ~wild;
                                found.add(new LrFeature(LrFeature.Kind.EXTRA_WILD, cell, cells[cell], 0, 0, placed, scatters));
                            }
                            default -> {
                                scatters++;
                                found.add(new LrFeature(LrFeature.Kind.EXTRA_SCATTER, cell, cells[cell], 0, 0, 0, scatters));
                            }
                        }
                    }
                }
                if (found != null) {
                    features = Collections.unmodifiableList(found);
                }
                if (wildsPlaced) {
                    board = Board.of(GRID, cells);
                }
            }
            List<LrClusterWin> wins = pay(clusters);
            long pay = 0;
            for (LrClusterWin w : wins) {
                pay += w.pay();
            }
            // Features activate "before any wins are paid out"; all wins of the spin are added (rule sheet).
            add(pay, LostRelicsOutcome.SOURCE_BASE);
            add(coin, LostRelicsOutcome.SOURCE_COIN_WIN);
            return new LrMainSpin(drawn, board, features, wins, landed, scatters, pay, coin);
        }

        List<LrClusterWin> pay(List<Cluster> clusters) {
            if (clusters.isEmpty()) {
                return List.of();
            }
            List<LrClusterWin> wins = new ArrayList<>(clusters.size());
            for (Cluster c : clusters) {
                // Cluster win in coins = paytable value x bet level (rule sheet).
                wins.add(new LrClusterWin(c.symbol(), c.cells(), c.size(), math.pays[c.symbol()][c.size()] * level));
            }
            return Collections.unmodifiableList(wins);
        }

        List<LrFreeSpin> freeSpins() {
            spinsAwarded = math.freeSpins;
            List<LrFreeSpin> spins = new ArrayList<>(spinsAwarded + 4);
            chest = hide();
            long uncovered = 0;
            // Bounded: 10 spins plus at most 25 Extra Free Spins; the cap ends the round early.
            for (int n = 1; n <= spinsAwarded && !capped; n++) {
                byte[] cells = drawCells(math.freeFirst, math.freeNext, false, rng);
                Board drawn = Board.of(GRID, cells);
                Board board = drawn;
                long stickyNow = sticky;
                if (stickyNow != 0) {
                    for (long s = stickyNow; s != 0; s &= s - 1) {
                        cells[Long.numberOfTrailingZeros(s)] = WILD;
                    }
                    board = Board.of(GRID, cells);
                }
                finder.masks(cells, masks);
                List<Cluster> clusters = finder.find(masks, masks[WILD]);
                List<LrClusterWin> wins = pay(clusters);
                long pay = 0;
                for (LrClusterWin w : wins) {
                    pay += w.pay();
                }
                add(pay, LostRelicsOutcome.SOURCE_FREE_SPINS);
                // Spaces under the winning clusters are uncovered and carried over (rule sheet; decision D9).
                uncovered |= union(clusters);
                LrChest current = chest;
                LrChestAward award = null;
                if (!capped && (current.cells() & ~uncovered) == 0) {
                    award = open(current);
                }
                spins.add(new LrFreeSpin(n, drawn, stickyNow, board, wins, pay, current, uncovered, award));
                if (award != null) {
                    // A found chest resets the uncovered spaces and a new chest is hidden (rule sheet).
                    uncovered = 0;
                    chest = hide();
                }
            }
            return Collections.unmodifiableList(spins);
        }

        /** Hides the next chest: the first two are small or medium (rule sheet), at a uniform place. */
        LrChest hide() {
            int number = chestsFound + 1;
            LrChestType type = number <= 2
                    ? LrChestType.values()[math.firstChests.pick(rng)]
                    : LrChestType.values()[math.chestTypes.pick(rng)];
            long[] places = math.placements[type.ordinal()];
            return new LrChest(number, type, places[rng.nextInt(places.length)]);
        }

        /** Opens a found chest: its instances, the guaranteed Extra Free Spins first (decision D10). */
        LrChestAward open(LrChest found) {
            chestsFound++;
            LrChestType t = found.type();
            int n = math.chestCount[t.ordinal()].pick(rng);
            List<LrChestGrant> grants = new ArrayList<>(n);
            int spins = 0;
            int stickyHere = 0;
            long stickyCells = 0;
            long coin = 0;
            for (int k = 0; k < n && !capped; k++) {
                int kind;
                if (k < t.minExtraSpins) {
                    kind = LrMath.GRANT_EXTRA_SPIN;
                } else {
                    // At most 25 Extra Free Spins a session; a chest's own Sticky Wild limit and 6
                    // concurrent Sticky Wilds (rule sheet).
                    boolean spinOk = extraSpins < math.maxExtraSpins;
                    boolean stickyOk = stickyHere < t.maxStickyWilds && Long.bitCount(sticky) < math.maxSticky;
                    kind = math.grantTables[t.ordinal()][(spinOk ? 2 : 0) | (stickyOk ? 1 : 0)].pick(rng);
                }
                boolean replaced = false;
                if (kind == LrMath.GRANT_EXTRA_SPIN && extraSpins >= math.maxExtraSpins) {
                    kind = LrMath.GRANT_COIN;
                    replaced = true;
                }
                switch (kind) {
                    case LrMath.GRANT_EXTRA_SPIN -> {
                        extraSpins++;
                        spinsAwarded++;
                        spins++;
                        grants.add(new LrChestGrant(LrChestGrant.Kind.EXTRA_FREE_SPIN, -1, 0, 0, false));
                    }
                    case LrMath.GRANT_STICKY -> {
                        // Never on a Sticky Wild (rule sheet); any other cell, uniformly. It plays
                        // from the next Free Spin on: this spin is already paid (decision D11).
                        long cell = pickCells(ALL & ~sticky, 1);
                        sticky |= cell;
                        stickyCells |= cell;
                        stickyHere++;
                        grants.add(new LrChestGrant(LrChestGrant.Kind.STICKY_WILD, Long.numberOfTrailingZeros(cell), 0, 0, false));
                    }
                    default -> {
                        int x = math.chestCoinX.pick(rng);
                        long pay = x * bet;
                        long before = total;
                        add(pay, LostRelicsOutcome.SOURCE_CHEST_COIN_WIN);
                        coin += total - before;
                        grants.add(new LrChestGrant(LrChestGrant.Kind.COIN_WIN, -1, x, pay, replaced));
                    }
                }
            }
            return new LrChestAward(found, Collections.unmodifiableList(grants), spins, stickyCells, coin);
        }

        /** {@code n} distinct cells of {@code from}, uniformly: one bounded draw per cell. */
        long pickCells(long from, int n) {
            long picked = 0;
            long left = from;
            for (int i = 0; i < n; i++) {
                int k = rng.nextInt(Long.bitCount(left));
                long m = left;
                for (int j = 0; j < k; j++) {
                    m &= m - 1;
                }
                long bit = m & -m;
                picked |= bit;
                left &= ~bit;
            }
            return picked;
        }
    }
}
