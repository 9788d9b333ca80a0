package io.opencab.engine.games.christmastree;

import static io.opencab.engine.games.christmastree.CtSymbols.WILD;

import io.opencab.engine.game.Game;
import io.opencab.engine.game.GameInfo;
import io.opencab.engine.game.MathResource;
import io.opencab.engine.grid.Board;
import io.opencab.engine.grid.Cluster;
import io.opencab.engine.grid.ClusterFinder;
import io.opencab.engine.grid.GridShape;
import io.opencab.engine.grid.Gravity;
import io.opencab.engine.grid.WeightedTable;
import io.opencab.engine.rng.GameRng;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/**
 * Christmas Tree (rules: shared/rules/christmas-tree.txt), a thin flow over the shared cluster
 * evaluator. Immutable and thread-safe; all per-round state lives in {@link Round}.
 *
 * <p>Order of a spin, as decided in docs/par/christmas-tree.md:
 * Snowman (at the start of a random regular spin, every Free Spin) &rarr; the board lands
 * &rarr; repeat { pay every winning cluster, remove, fall, refill } until no win is left
 * &rarr; Blizzard may drop Mysteries (once until the next cascade) and the loop goes on
 * &rarr; when nothing is left, a regular spin with 3+ cascades gets its one Miracle.
 */
public final class ChristmasTree implements Game {
    public static final String ID = "christmas-tree";
    public static final String RESOURCE = "christmas-tree.properties";
    private static final GridShape SHAPE = CtMath.TREE;

    private final CtMath math;
    private final GameInfo info;
    private final ClusterFinder finder;

    public ChristmasTree(MathResource resource) {
        this.math = new CtMath(resource);
        this.info = new GameInfo(ID, "Christmas Tree", math.coinsPerLevel, math.betLevels, math.capX,
                ChristmasTreeOutcome.SOURCES, ChristmasTreeOutcome.FEATURES, math.targetRtpPpm);
        this.finder = new ClusterFinder(SHAPE, CtSymbols.REGULAR, WILD, math.minCluster);
    }

    /** The certified math shipped with the engine. */
    public static ChristmasTree standard() {
        return new ChristmasTree(MathResource.load(ChristmasTree.class, RESOURCE));
    }

    public static GridShape shape() {
        return SHAPE;
    }

    public CtMath math() {
        return math;
    }

    @Override
    public GameInfo info() {
        return info;
    }

    @Override
    public ChristmasTreeOutcome play(int betLevel, GameRng rng) {
        info.bet(betLevel);
        // Snowman acts "at the beginning of a random spin", before the reels land (rule sheet).
        int snow = rng.nextInt(CtMath.PPM) < math.snowmanChance ? math.snowmanSymbol.pick(rng) : -1;
        return playFrom(betLevel, snow, drawBoard(math.baseReel, rng), rng);
    }

    /**
     * The rest of a round once its regular board has landed: tests start here from hand-made
     * boards, scripting only the draws that follow (refills, Blizzard, Miracle, Free Spins).
     */
    ChristmasTreeOutcome playFrom(int betLevel, int snow, Board drawn, GameRng rng) {
        long bet = info.bet(betLevel);
        Round round = new Round(betLevel, bet * math.capX, rng);
        CtSpin regular = round.spin(false, snow, drawn, math.baseReel, ChristmasTreeOutcome.SOURCE_BASE);
        CtMiracle miracle = null;
        List<CtSpin> freeSpins = List.of();
        // Miracle: 3+ cascades and no win left; regular game only; one per spin (rule sheet).
        if (!round.capped && !regular.stepLimited() && regular.cascades() >= math.miracleMinCascades) {
            CtMiracle.Kind kind = CtMiracle.Kind.values()[math.miracleKind.pick(rng)];
            switch (kind) {
                case BET_WIN -> {
                    int v = math.miracleBetWin.pick(rng);
                    miracle = new CtMiracle(kind, v, v * bet);
                    round.add(v * bet, ChristmasTreeOutcome.SOURCE_MIRACLE_BET_WIN);
                }
                case MULTIPLIER -> {
                    int v = math.miracleMultiplier.pick(rng);
                    long extra = regular.win() * (v - 1);
                    miracle = new CtMiracle(kind, v, extra);
                    round.add(extra, ChristmasTreeOutcome.SOURCE_MIRACLE_MULTIPLIER);
                }
                case FREE_SPINS -> {
                    miracle = new CtMiracle(kind, math.freeSpins, 0);
                    freeSpins = round.freeSpins(math.freeSpins);
                }
            }
        }
        return new ChristmasTreeOutcome(betLevel, bet, regular, miracle, freeSpins, round.sourceWins, round.capped);
    }

    /** A landed board: one draw per cell, column by column from the left, bottom to top. */
    private static Board drawBoard(WeightedTable reel, GameRng rng) {
        byte[] cells = new byte[SHAPE.arraySize()];
        Arrays.fill(cells, Board.NONE);
        for (long v = SHAPE.valid(); v != 0; v &= v - 1) {
            cells[Long.numberOfTrailingZeros(v)] = (byte) reel.pick(rng);
        }
        return Board.of(SHAPE, cells);
    }

    /** Everything one round changes; a new one per round, so nothing leaks into the next. */
    private final class Round {
        final int level;
        final long cap;
        final GameRng rng;
        final long[] sourceWins = new long[ChristmasTreeOutcome.SOURCES.size()];
        final long[] masks = new long[CtSymbols.REGULAR + 2];
        long total;
        boolean capped;
        int multiplier = 1;

        Round(int level, long cap, GameRng rng) {
            this.level = level;
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

        List<CtSpin> freeSpins(int count) {
            List<CtSpin> spins = new ArrayList<>(count);
            multiplier = math.freeMultiplierStart;
            // Bounded by the award (5); the cap ends the round early; no retrigger (rule sheet).
            for (int i = 0; i < count && !capped; i++) {
                // Snowman is active in each Free Spin (rule sheet).
                int snow = math.snowmanSymbol.pick(rng);
                spins.add(spin(true, snow, drawBoard(math.freeReel, rng), math.freeReel, ChristmasTreeOutcome.SOURCE_FREE_SPINS));
            }
            return Collections.unmodifiableList(spins);
        }

        CtSpin spin(boolean free, int snow, Board drawn, WeightedTable reel, int source) {
            byte[] cells = drawn.toArray();
            Board start = drawn;
            if (snow >= 0) {
                // The symbol and all its current copies become Wild (rule sheet: Snowman).
                for (int i = 0; i < cells.length; i++) {
                    if (cells[i] == snow) {
                        cells[i] = WILD;
                    }
                }
                start = Board.of(SHAPE, cells);
            }
            List<CtStep> steps = new ArrayList<>(4);
            int cascades = 0;
            long win = 0;
            boolean blizzardArmed = true;
            boolean limited = true;
            for (int step = 0; step < math.maxStepsPerSpin; step++) {
                finder.masks(cells, masks);
                List<Cluster> clusters = finder.find(masks, masks[WILD]);
                if (!clusters.isEmpty()) {
                    List<CtClusterWin> wins = new ArrayList<>(clusters.size());
                    long removed = 0;
                    long coins = 0;
                    for (Cluster c : clusters) {
                        long pay = math.pays[c.symbol()][c.size()] * level;
                        coins += pay;
                        removed |= c.cells();
                        wins.add(new CtClusterWin(c.symbol(), c.cells(), c.size(), pay));
                    }
                    int applied = free ? multiplier : 1;
                    long pay = coins * applied;
                    long empty = Gravity.collapse(SHAPE, cells, removed);
                    fill(cells, empty, reel, snow);
                    steps.add(new CtCascade(Collections.unmodifiableList(wins), removed, applied, pay, Board.of(SHAPE, cells)));
                    cascades++;
                    win += pay;
                    add(pay, source);
                    if (free) {
                        // Raised after the payout of each cascade and kept between spins (rule sheet).
                        multiplier += math.freeMultiplierStep;
                    }
                    blizzardArmed = true;
                    if (capped) {
                        limited = false;
                        break;
                    }
                } else if (blizzardArmed && rng.nextInt(CtMath.PPM) < math.blizzardChance) {
                    // At most once per cascade: disarmed until the next paying cascade (rule sheet).
                    blizzardArmed = false;
                    long dropped = blizzardCells(math.blizzardCount.pick(rng));
                    int revealed = math.mysteryReveal.pick(rng);
                    int shown = revealed == snow ? WILD : revealed;
                    for (long d = dropped; d != 0; d &= d - 1) {
                        cells[Long.numberOfTrailingZeros(d)] = (byte) shown;
                    }
                    steps.add(new CtBlizzard(dropped, revealed, Board.of(SHAPE, cells)));
                } else {
                    limited = false;
                    break;
                }
            }
            return new CtSpin(free, snow, drawn, start, Collections.unmodifiableList(steps), cascades, win, limited);
        }

        /** Refills the emptied cells column by column, bottom to top; Snowman's symbol lands as Wild. */
        private void fill(byte[] cells, long empty, WeightedTable reel, int snow) {
            for (long e = empty; e != 0; e &= e - 1) {
                int s = reel.pick(rng);
                cells[Long.numberOfTrailingZeros(e)] = (byte) (s == snow ? WILD : s);
            }
        }

        /** {@code n} distinct cells, uniformly: a partial Fisher-Yates shuffle of the tree's cells. */
        private long blizzardCells(int n) {
            int[] order = SHAPE.cells();
            long mask = 0;
            for (int i = 0; i < n; i++) {
                int j = i + rng.nextInt(order.length - i);
                int t = order[i];
                order[i] = order[j];
                order[j] = t;
                mask |= 1L << order[i];
            }
            return mask;
        }
    }
}
