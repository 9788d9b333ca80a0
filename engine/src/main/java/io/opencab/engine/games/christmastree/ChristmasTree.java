package io.opencab.engine.games.christmastree;

import static io.opencab.engine.games.christmastree.CtSymbols.WILD;

import io.opencab.engine.game.CappedWins;
import io.opencab.engine.game.DrawCatalog;
import io.opencab.engine.game.MathGame;
import io.opencab.engine.game.MathResource;
import io.opencab.engine.grid.Board;
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
 * Christmas Tree (rules: docs/par/christmas-tree.md, "Rules"), a thin flow over the shared cluster
 * evaluator. Immutable and thread-safe; all per-round state lives in {@link Round}.
 *
 * <p>Order of a spin, as decided in docs/par/christmas-tree.md:
 * Snowman (at the start of a random regular spin, every Free Spin) &rarr; the board lands
 * &rarr; repeat { pay every winning cluster, remove, fall, refill } until no win is left
 * &rarr; Blizzard may drop Mysteries (once until the next cascade) and the loop goes on
 * &rarr; when nothing is left, a regular spin with 3+ cascades gets its one Miracle.
 */
public final class ChristmasTree extends MathGame<CtMath> {
    public static final String ID = "christmas-tree";
    public static final String RESOURCE = "christmas-tree.properties";
    private static final GridShape SHAPE = CtMath.TREE;

    private final ClusterFinder finder;

    public ChristmasTree(MathResource resource) {
        CtMath math = new CtMath(resource);
        super(math, math.terms.info(ID, "Christmas Tree", ChristmasTreeOutcome.SOURCES, ChristmasTreeOutcome.FEATURES));
        this.finder = new ClusterFinder(SHAPE, CtSymbols.REGULAR, WILD, math.minCluster);
    }

    /** The certified math shipped with the engine. */
    public static ChristmasTree standard() {
        return new ChristmasTree(MathResource.load(ChristmasTree.class, RESOURCE));
    }

    public static GridShape shape() {
        return SHAPE;
    }

    @Override
    public ChristmasTreeOutcome play(int betLevel, GameRng rng) {
        long bet = info.bet(betLevel);
        // Snowman is decided "at the beginning of a random spin" (rule sheet), before the reels
        // land; the snowball's target is drawn once the board is there (Round.spin).
        boolean snowman = rng.nextInt(DrawCatalog.CHANCE_BOUND, "snowman.chancePpm") < math.snowmanChance;
        byte[] cells = drawCells(math.baseReel, rng);
        return finish(betLevel, bet, snowman, Board.of(SHAPE, cells), cells, rng);
    }

    /**
     * The rest of a round once its regular board has landed: tests start here from hand-made
     * boards, scripting only the draws that follow (Snowman's target, refills, Blizzard,
     * Miracle, Free Spins).
     */
    ChristmasTreeOutcome playFrom(int betLevel, boolean snowman, Board drawn, GameRng rng) {
        return finish(betLevel, info.bet(betLevel), snowman, drawn, drawn.toArray(), rng);
    }

    /** The round from its landed board; {@code cells} is a working copy of {@code drawn} that the spin changes. */
    private ChristmasTreeOutcome finish(int betLevel, long bet, boolean snowman, Board drawn, byte[] cells, GameRng rng) {
        Round round = new Round(betLevel, bet * math.terms.capX(), rng);
        CtSpin regular = round.spin(false, snowman, drawn, cells, math.baseReel);
        CtMiracle miracle = null;
        List<CtSpin> freeSpins = List.of();
        // Miracle: 3+ cascades and no win left; regular game only; one per spin (rule sheet).
        if (!round.paid.capped() && !regular.stepLimited() && regular.cascades() >= math.miracleMinCascades) {
            CtMiracle.Kind kind = CtMiracle.Kind.values()[math.miracleKind.pick(rng)];
            switch (kind) {
                case BET_WIN -> {
                    int v = math.miracleBetWin.pick(rng);
                    miracle = new CtMiracle(kind, v, v * bet);
                    round.paid.add(v * bet, ChristmasTreeOutcome.Source.MIRACLE_BET_WIN.ordinal());
                }
                case MULTIPLIER -> {
                    int v = math.miracleMultiplier.pick(rng);
                    long extra = regular.win() * (v - 1);
                    miracle = new CtMiracle(kind, v, extra);
                    round.paid.add(extra, ChristmasTreeOutcome.Source.MIRACLE_MULTIPLIER.ordinal());
                }
                case FREE_SPINS -> {
                    miracle = new CtMiracle(kind, math.freeSpins, 0);
                    freeSpins = round.freeSpins(math.freeSpins);
                }
            }
        }
        return ChristmasTreeOutcome.of(betLevel, bet, regular, miracle, freeSpins, round.paid.bySource(),
                round.paid.capped());
    }

    /** A landed board's cells: one draw per cell, column by column from the left, bottom to top. */
    private static byte[] drawCells(WeightedTable reel, GameRng rng) {
        byte[] cells = EMPTY.clone();
        for (long v = SHAPE.valid(); v != 0; v &= v - 1) {
            cells[Long.numberOfTrailingZeros(v)] = (byte) reel.pick(rng);
        }
        return cells;
    }

    /** Every cell {@link Board#NONE}: the cells outside the tree stay so. */
    private static final byte[] EMPTY = emptyCells();

    private static byte[] emptyCells() {
        byte[] cells = new byte[SHAPE.arraySize()];
        Arrays.fill(cells, Board.NONE);
        return cells;
    }

    /** Everything one round changes; a new one per round, so nothing leaks into the next. */
    final class Round {
        final int level;
        final CappedWins paid;
        final GameRng rng;
        final long[] masks = new long[CtSymbols.REGULAR + 2];
        /** Scratch for the cluster search; grown in the rare evaluation with more clusters. */
        int[] clusterSymbols = new int[4];
        long[] clusterCells = new long[4];
        /** Paying cascades played so far in the Free Spins; the multiplier ladder's position. */
        int freeCascades;

        Round(int level, long cap, GameRng rng) {
            this.level = level;
            this.paid = new CappedWins(ChristmasTreeOutcome.SOURCES.size(), cap);
            this.rng = rng;
        }

        List<CtSpin> freeSpins(int count) {
            List<CtSpin> spins = new ArrayList<>(count);
            freeCascades = 0;
            // Bounded by the award (5); the cap ends the round early; no retrigger (rule sheet).
            for (int i = 0; i < count && !paid.capped(); i++) {
                // Snowman is active in each Free Spin (rule sheet).
                byte[] cells = drawCells(math.freeReel, rng);
                spins.add(spin(true, true, Board.of(SHAPE, cells), cells, math.freeReel));
            }
            return Collections.unmodifiableList(spins);
        }

        CtSpin spin(boolean free, boolean snowman, Board drawn, byte[] cells, WeightedTable reel) {
            Board start = drawn;
            int source = free ? ChristmasTreeOutcome.Source.FREE_SPINS.ordinal()
                    : snowman ? ChristmasTreeOutcome.Source.SNOWMAN.ordinal()
                    : ChristmasTreeOutcome.Source.BASE.ordinal();
            int snow = -1;
            int snowCell = -1;
            if (snowman) {
                snowCell = snowmanTarget(cells);
                // With no low or medium symbol on the board (never seen in simulation, but
                // possible) the snowball hits nothing and only future copies turn Wild.
                snow = snowCell >= 0 ? cells[snowCell] : math.snowmanSymbol.pick(rng);
                // The symbol and all its current copies become Wild (rule sheet: Snowman).
                for (int i = 0; i < cells.length; i++) {
                    if (cells[i] == snow) {
                        cells[i] = WILD;
                    }
                }
                start = Board.of(SHAPE, cells);
            }
            List<CtStep> steps = null;
            int cascades = 0;
            long win = 0;
            boolean blizzardArmed = true;
            boolean limited = true;
            for (int step = 0; step < math.maxStepsPerSpin; step++) {
                finder.masks(cells, masks);
                int found = finder.find(masks, masks[WILD], clusterSymbols, clusterCells);
                if (found > clusterSymbols.length) {
                    clusterSymbols = new int[found];
                    clusterCells = new long[found];
                    finder.find(masks, masks[WILD], clusterSymbols, clusterCells);
                }
                CtStep done;
                if (found > 0) {
                    CtClusterWin[] wins = new CtClusterWin[found];
                    long removed = 0;
                    long coins = 0;
                    for (int k = 0; k < found; k++) {
                        int size = Long.bitCount(clusterCells[k]);
                        long pay = math.pays[clusterSymbols[k]][size] * level;
                        coins += pay;
                        removed |= clusterCells[k];
                        wins[k] = new CtClusterWin(clusterSymbols[k], clusterCells[k], size, pay);
                    }
                    int applied = free ? (int) math.freeMultiplier(freeCascades) : 1;
                    long pay = coins * applied;
                    long empty = Gravity.collapse(SHAPE, cells, removed);
                    fill(cells, empty, reel, snow);
                    done = new CtCascade(List.of(wins), removed, applied, pay, Board.of(SHAPE, cells));
                    cascades++;
                    win += pay;
                    paid.add(pay, source);
                    if (free) {
                        // Raised after the payout of each cascade and kept between spins (rule sheet).
                        freeCascades++;
                    }
                    blizzardArmed = true;
                } else if (blizzardArmed && rng.nextInt(DrawCatalog.CHANCE_BOUND, "blizzard.chancePpm") < math.blizzardChance) {
                    // At most once per cascade: disarmed until the next paying cascade (rule sheet).
                    blizzardArmed = false;
                    if (!free) {
                        source = ChristmasTreeOutcome.Source.BLIZZARD.ordinal();
                    }
                    long dropped = blizzardCells(math.blizzardCount.pick(rng));
                    int revealed = math.mysteryReveal.pick(rng);
                    int shown = revealed == snow ? WILD : revealed;
                    for (long d = dropped; d != 0; d &= d - 1) {
                        cells[Long.numberOfTrailingZeros(d)] = (byte) shown;
                    }
                    done = new CtBlizzard(dropped, revealed, Board.of(SHAPE, cells));
                } else {
                    limited = false;
                    break;
                }
                if (steps == null) {
                    steps = new ArrayList<>(4);
                }
                steps.add(done);
                if (paid.capped()) {
                    limited = false;
                    break;
                }
            }
            List<CtStep> played = steps == null ? List.of() : Collections.unmodifiableList(steps);
            return new CtSpin(free, snow, snowCell, drawn, start, played, cascades, win, limited);
        }

        /**
         * The cell Snowman's snowball hits: uniform over the cells holding a low or medium
         * symbol (ids below {@link CtSymbols#SNOWMAN_CANDIDATES}), or -1 if there is none.
         */
        private int snowmanTarget(byte[] cells) {
            long candidates = 0;
            for (long v = SHAPE.valid(); v != 0; v &= v - 1) {
                int i = Long.numberOfTrailingZeros(v);
                if (cells[i] < CtSymbols.SNOWMAN_CANDIDATES) {
                    candidates |= 1L << i;
                }
            }
            if (candidates == 0) {
                return -1;
            }
            int k = rng.nextInt(Long.bitCount(candidates), "snowman.cell");
            for (int j = 0; j < k; j++) {
                candidates &= candidates - 1;
            }
            return Long.numberOfTrailingZeros(candidates);
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
                int j = i + rng.nextInt(order.length - i, "blizzard.cell");
                int t = order[i];
                order[i] = order[j];
                order[j] = t;
                mask |= 1L << order[i];
            }
            return mask;
        }
    }
}
