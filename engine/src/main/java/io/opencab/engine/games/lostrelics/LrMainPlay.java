package io.opencab.engine.games.lostrelics;

import static io.opencab.engine.games.lostrelics.LrSymbols.SCATTER;
import static io.opencab.engine.games.lostrelics.LrSymbols.WILD;

import io.opencab.engine.game.DrawCatalog;
import io.opencab.engine.grid.Board;
import io.opencab.engine.grid.Cluster;
import io.opencab.engine.grid.ClusterFinder;
import io.opencab.engine.rng.GameRng;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * The main-game spin of a round: the random features hidden under winning clusters, revealed in
 * passes (docs/par/lost-relics.md, decisions D3 to D6), then the final board's wins.
 */
final class LrMainPlay {
    private static final long ALL = LrMath.GRID.valid();

    private LrMainPlay() {
    }

    /** The main spin; {@code cells} starts as {@code drawn} and receives the Extra Wilds. */
    static LrMainSpin play(LrRound round, Board drawn, byte[] cells) {
        LrMath math = round.math;
        ClusterFinder finder = round.finder;
        long[] masks = round.masks;
        GameRng rng = round.rng;
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
            long winning = LrRound.union(clusters);
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
                    if (rng.nextInt(DrawCatalog.CHANCE_BOUND, "features.hiddenChancePpm") >= math.hiddenChancePpm) {
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
                    LrFeature.Kind kind = LrMath.KINDS.get(math.kindTables[(wildOk ? 2 : 0) | (scatterOk ? 1 : 0)].pick(rng));
                    switch (kind) {
                        case COIN_WIN -> {
                            int x = math.coinWinX.pick(rng);
                            long pay = x * round.bet;
                            coin += pay;
                            found.add(new LrFeature(LrFeature.Kind.COIN_WIN, cell, cells[cell], x, pay, 0, scatters));
                        }
                        case EXTRA_WILD -> {
                            long placed = round.pickCells(eligible, math.extraWilds, "extraWild.cell");
                            for (long p = placed; p != 0; p &= p - 1) {
                                cells[Long.numberOfTrailingZeros(p)] = WILD;
                            }
                            wild |= placed;
                            wildsPlaced = true;
                            finder.masks(cells, masks);
                            clusters = finder.find(masks, masks[WILD]);
                            winning = LrRound.union(clusters);
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
                board = Board.of(LrMath.GRID, cells);
            }
        }
        List<LrClusterWin> wins = round.pay(clusters);
        long pay = LrRound.total(wins);
        // Features activate "before any wins are paid out"; all wins of the spin are added (rule sheet).
        round.add(pay, LostRelicsOutcome.Source.BASE.ordinal());
        round.add(coin, LostRelicsOutcome.Source.COIN_WIN.ordinal());
        return new LrMainSpin(drawn, board, features, wins, landed, scatters, pay, coin);
    }
}
