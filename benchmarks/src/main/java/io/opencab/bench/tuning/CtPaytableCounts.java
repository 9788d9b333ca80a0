package io.opencab.bench.tuning;

import io.opencab.engine.games.christmastree.ChristmasTree;
import io.opencab.engine.games.christmastree.ChristmasTreeOutcome;
import io.opencab.engine.games.christmastree.CtCascade;
import io.opencab.engine.games.christmastree.CtClusterWin;
import io.opencab.engine.games.christmastree.CtMiracle;
import io.opencab.engine.games.christmastree.CtSpin;
import io.opencab.engine.games.christmastree.CtStep;
import io.opencab.engine.games.christmastree.CtSymbols;
import java.util.List;
import java.util.Locale;

/**
 * Tuning aid for Christmas Tree (docs/par/christmas-tree.md, "How the math was tuned").
 * Cascades do not depend on pay values, so the paytable's share of RTP is linear in the pays:
 * this counts every paid cluster by symbol and size, weighted by the multipliers it was paid
 * with (free-spin multiplier, Miracle total-win multiplier), plus the paytable-free Miracle bet
 * wins. RTP(pays) = (sum over symbol,size of pay x weight + betWins) / bets, ignoring the cap.
 *
 * <p>Usage: {@code java -cp benchmarks/target/benchmarks.jar io.opencab.bench.tuning.CtPaytableCounts
 * ROUNDS SEED THREADS [math.properties]}
 */
public final class CtPaytableCounts {
    private static final int MAX_SIZE = ChristmasTree.shape().cellCount();

    private CtPaytableCounts() {
    }

    /** One thread's sums. */
    private static final class Counts {
        final long[][] weights = new long[CtSymbols.REGULAR][MAX_SIZE + 1];
        final RoundTally tally = new RoundTally(ChristmasTreeOutcome.SOURCES.size());
        final long[] miracles = new long[3];
        long betWins;
    }

    public static void main(String[] args) throws Exception {
        TuningRun run = TuningRun.of(args);
        ChristmasTree game = TuningRun.game(args, 3, ChristmasTree::new, ChristmasTree::standard);
        List<Counts> perThread = run.run(Counts::new, (c, rng) -> {
            ChristmasTreeOutcome o = game.play(1, rng);
            CtMiracle m = o.miracle();
            int mm = m != null && m.kind() == CtMiracle.Kind.MULTIPLIER ? m.value() : 1;
            count(o.regular(), mm, c.weights);
            for (CtSpin s : o.freeSpins()) {
                count(s, 1, c.weights);
            }
            if (m != null && m.kind() == CtMiracle.Kind.BET_WIN) {
                c.betWins += m.pay();
            }
            if (m != null) {
                c.miracles[m.kind().ordinal()]++;
            }
            c.tally.add(o);
        });
        long n = run.played();
        double bets = n * (double) game.info().coinsPerLevel();
        long[][] w = new long[CtSymbols.REGULAR][MAX_SIZE + 1];
        long betWins = 0;
        RoundTally all = new RoundTally(ChristmasTreeOutcome.SOURCES.size());
        long[] miracles = new long[3];
        for (Counts c : perThread) {
            for (int k = 0; k < 3; k++) {
                miracles[k] += c.miracles[k];
            }
            for (int s = 0; s < CtSymbols.REGULAR; s++) {
                for (int z = 0; z <= MAX_SIZE; z++) {
                    w[s][z] += c.weights[s][z];
                }
            }
            betWins += c.betWins;
            all.add(c.tally);
        }
        long[] sources = all.sources;
        System.out.printf(Locale.ROOT, "rounds %d hitFrequency %.6f rtp %.6f betWinRtp %.6f capped %d%n",
                n, all.hits / (double) n, all.totalWin / bets, betWins / bets, all.capped);
        double mean = all.totalWin / bets;
        System.out.printf(Locale.ROOT, "stdDev %.3f maxWinX %.1f%n", Math.sqrt(all.sumSquares / n - mean * mean),
                all.maxWin / (double) game.info().coinsPerLevel());
        StringBuilder split = new StringBuilder("split");
        for (int k = 0; k < sources.length; k++) {
            split.append(String.format(Locale.ROOT, " %s %.4f", ChristmasTreeOutcome.SOURCES.get(k), sources[k] / bets));
        }
        System.out.println(split);
        int bw = ChristmasTreeOutcome.Source.MIRACLE_BET_WIN.ordinal();
        int mm = ChristmasTreeOutcome.Source.MIRACLE_MULTIPLIER.ordinal();
        int fs = ChristmasTreeOutcome.Source.FREE_SPINS.ordinal();
        System.out.printf(Locale.ROOT, "miracles per round BW %.5f MM %.5f FS %.5f | per trigger BW %.2f MM %.2f FS %.2f%n",
                miracles[0] / (double) n, miracles[1] / (double) n, miracles[2] / (double) n,
                sources[bw] / bets * n / Math.max(1, miracles[0]), sources[mm] / bets * n / Math.max(1, miracles[1]),
                sources[fs] / bets * n / Math.max(1, miracles[2]));
        double paytableRtp = 0;
        for (int s = 0; s < CtSymbols.REGULAR; s++) {
            StringBuilder b = new StringBuilder("weights " + CtSymbols.NAMES.get(s));
            for (int z = 5; z <= MAX_SIZE; z++) {
                b.append(' ').append(w[s][z]);
                paytableRtp += game.math().pay(s, z) * (double) w[s][z] / bets;
            }
            System.out.println(b);
        }
        System.out.printf(Locale.ROOT, "paytableRtp %.6f (uncapped, with current pays)%n", paytableRtp);
    }

    private static void count(CtSpin spin, int outer, long[][] w) {
        for (CtStep step : spin.steps()) {
            if (step instanceof CtCascade c) {
                for (CtClusterWin cw : c.clusters()) {
                    w[cw.symbol()][cw.size()] += (long) c.multiplier() * outer;
                }
            }
        }
    }
}
