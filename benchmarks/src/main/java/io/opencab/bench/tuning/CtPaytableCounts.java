package io.opencab.bench.tuning;

import io.opencab.engine.game.MathResource;
import io.opencab.engine.games.christmastree.ChristmasTree;
import io.opencab.engine.games.christmastree.ChristmasTreeOutcome;
import io.opencab.engine.games.christmastree.CtCascade;
import io.opencab.engine.games.christmastree.CtClusterWin;
import io.opencab.engine.games.christmastree.CtMiracle;
import io.opencab.engine.games.christmastree.CtSpin;
import io.opencab.engine.games.christmastree.CtStep;
import io.opencab.engine.games.christmastree.CtSymbols;
import io.opencab.engine.rng.GameRng;
import io.opencab.engine.rng.SeededStreams;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Properties;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

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
    private CtPaytableCounts() {
    }

    public static void main(String[] args) throws Exception {
        long rounds = Long.parseLong(args[0]);
        long seed = Long.parseLong(args[1]);
        int threads = Integer.parseInt(args[2]);
        ChristmasTree game;
        if (args.length > 3) {
            Properties p = new Properties();
            try (var r = Files.newBufferedReader(Path.of(args[3]))) {
                p.load(r);
            }
            game = new ChristmasTree(MathResource.of(args[3], p));
        } else {
            game = ChristmasTree.standard();
        }
        List<GameRng> streams = SeededStreams.streams(seed, threads);
        int maxSize = ChristmasTree.shape().cellCount();
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        Future<?>[] futures = new Future<?>[threads];
        long[][][] weights = new long[threads][CtSymbols.REGULAR][maxSize + 1];
        long[][] other = new long[threads][20]; // betWins, hits, totalWin, capped, 3 miracle kinds, max win, sources from 10
        double[] sumSquares = new double[threads];
        for (int t = 0; t < threads; t++) {
            final int id = t;
            final long n = rounds / threads;
            futures[t] = pool.submit(() -> {
                GameRng rng = streams.get(id);
                for (long i = 0; i < n; i++) {
                    ChristmasTreeOutcome o = game.play(1, rng);
                    CtMiracle m = o.miracle();
                    int mm = m != null && m.kind() == CtMiracle.Kind.MULTIPLIER ? m.value() : 1;
                    count(o.regular(), mm, weights[id]);
                    for (CtSpin s : o.freeSpins()) {
                        count(s, 1, weights[id]);
                    }
                    if (m != null && m.kind() == CtMiracle.Kind.BET_WIN) {
                        other[id][0] += m.pay();
                    }
                    other[id][1] += o.totalWin() > 0 ? 1 : 0;
                    other[id][2] += o.totalWin();
                    other[id][3] += o.capped() ? 1 : 0;
                    for (int k = 0; k < ChristmasTreeOutcome.SOURCES.size(); k++) {
                        other[id][10 + k] += o.sourceWin(k);
                    }
                    if (m != null) {
                        other[id][4 + m.kind().ordinal()]++;
                    }
                    other[id][7] = Math.max(other[id][7], o.totalWin());
                    double x = o.totalWin() / (double) o.bet();
                    sumSquares[id] += x * x;
                }
            });
        }
        for (Future<?> f : futures) {
            f.get();
        }
        pool.shutdown();
        long n = rounds / threads * threads;
        double bets = n * (double) game.info().coinsPerLevel();
        long[][] w = new long[CtSymbols.REGULAR][maxSize + 1];
        long betWins = 0;
        long hits = 0;
        long total = 0;
        long capped = 0;
        long maxWin = 0;
        double sumSq = 0;
        long[] miracles = new long[3];
        long[] sources = new long[ChristmasTreeOutcome.SOURCES.size()];
        for (int t = 0; t < threads; t++) {
            for (int k = 0; k < 3; k++) {
                miracles[k] += other[t][4 + k];
            }
            for (int k = 0; k < sources.length; k++) {
                sources[k] += other[t][10 + k];
            }
            for (int s = 0; s < CtSymbols.REGULAR; s++) {
                for (int z = 0; z <= maxSize; z++) {
                    w[s][z] += weights[t][s][z];
                }
            }
            betWins += other[t][0];
            hits += other[t][1];
            total += other[t][2];
            capped += other[t][3];
            maxWin = Math.max(maxWin, other[t][7]);
            sumSq += sumSquares[t];
        }
        System.out.printf(Locale.ROOT, "rounds %d hitFrequency %.6f rtp %.6f betWinRtp %.6f capped %d%n",
                n, hits / (double) n, total / bets, betWins / bets, capped);
        double mean = total / bets;
        System.out.printf(Locale.ROOT, "stdDev %.3f maxWinX %.1f%n", Math.sqrt(sumSq / n - mean * mean),
                maxWin / (double) game.info().coinsPerLevel());
        StringBuilder split = new StringBuilder("split");
        for (int k = 0; k < sources.length; k++) {
            split.append(String.format(Locale.ROOT, " %s %.4f", ChristmasTreeOutcome.SOURCES.get(k), sources[k] / bets));
        }
        System.out.println(split);
        int bw = ChristmasTreeOutcome.SOURCE_MIRACLE_BET_WIN;
        int mm = ChristmasTreeOutcome.SOURCE_MIRACLE_MULTIPLIER;
        int fs = ChristmasTreeOutcome.SOURCE_FREE_SPINS;
        System.out.printf(Locale.ROOT, "miracles per round BW %.5f MM %.5f FS %.5f | per trigger BW %.2f MM %.2f FS %.2f%n",
                miracles[0] / (double) n, miracles[1] / (double) n, miracles[2] / (double) n,
                sources[bw] / bets * n / Math.max(1, miracles[0]), sources[mm] / bets * n / Math.max(1, miracles[1]),
                sources[fs] / bets * n / Math.max(1, miracles[2]));
        double paytableRtp = 0;
        for (int s = 0; s < CtSymbols.REGULAR; s++) {
            StringBuilder b = new StringBuilder("weights " + CtSymbols.NAMES.get(s));
            for (int z = 5; z <= maxSize; z++) {
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
