package io.opencab.bench.tuning;

import io.opencab.engine.game.MathResource;
import io.opencab.engine.games.lostrelics.LostRelics;
import io.opencab.engine.games.lostrelics.LostRelicsOutcome;
import io.opencab.engine.games.lostrelics.LrClusterWin;
import io.opencab.engine.games.lostrelics.LrFreeSpin;
import io.opencab.engine.games.lostrelics.LrSymbols;
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
 * Tuning aid for Lost Relics (docs/par/lost-relics.md, "How the math was tuned"). Lost Relics
 * has no cascades and no multipliers, and which cells win (hence every random feature, Free
 * Spins trigger and chest) does not depend on the pay values, so the paytable's share of RTP is
 * linear in the pays: this counts every paid cluster by symbol and size, separately for the
 * main game and Free Spins, plus the paytable-free Coin Win and chest Coin Win credits.
 * RTP(pays) = (sum over symbol,size of pay x (base + free count) + coin wins) / bets (the game
 * has no win cap).
 *
 * <p>Usage: {@code java -cp benchmarks/target/benchmarks.jar io.opencab.bench.tuning.LrPaytableCounts
 * ROUNDS SEED THREADS [math.properties]}. Lines starting {@code count base|free SYMBOL} list the
 * counts of sizes 6..25 for a solver.
 */
public final class LrPaytableCounts {
    private static final int SIZES = 26;

    private LrPaytableCounts() {
    }

    public static void main(String[] args) throws Exception {
        long rounds = Long.parseLong(args[0]);
        long seed = Long.parseLong(args[1]);
        int threads = Integer.parseInt(args[2]);
        LostRelics game;
        if (args.length > 3) {
            Properties p = new Properties();
            try (var r = Files.newBufferedReader(Path.of(args[3]))) {
                p.load(r);
            }
            game = new LostRelics(MathResource.of(args[3], p));
        } else {
            game = LostRelics.standard();
        }
        List<GameRng> streams = SeededStreams.streams(seed, threads);
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        Future<?>[] fs = new Future<?>[threads];
        long[][][] base = new long[threads][LrSymbols.PAYING][SIZES];
        long[][][] free = new long[threads][LrSymbols.PAYING][SIZES];
        // hits, totalWin, capped, 4 sources, Free Spins triggers, Free Spins played
        long[][] other = new long[threads][10];
        double[] squares = new double[threads];
        for (int t = 0; t < threads; t++) {
            final int id = t;
            final long n = rounds / threads;
            fs[t] = pool.submit(() -> {
                GameRng rng = streams.get(id);
                for (long i = 0; i < n; i++) {
                    LostRelicsOutcome o = game.play(1, rng);
                    for (LrClusterWin w : o.main().clusters()) {
                        base[id][w.symbol()][w.size()]++;
                    }
                    for (LrFreeSpin s : o.freeSpins()) {
                        for (LrClusterWin w : s.clusters()) {
                            free[id][w.symbol()][w.size()]++;
                        }
                    }
                    long win = o.totalWin();
                    other[id][0] += win > 0 ? 1 : 0;
                    other[id][1] += win;
                    other[id][2] += o.capped() ? 1 : 0;
                    for (int k = 0; k < 4; k++) {
                        other[id][3 + k] += o.sourceWin(k);
                    }
                    other[id][7] += o.freeSpins().isEmpty() ? 0 : 1;
                    other[id][8] += o.freeSpins().size();
                    double x = win / (double) o.bet();
                    squares[id] += x * x;
                }
            });
        }
        for (Future<?> f : fs) {
            f.get();
        }
        pool.shutdown();
        long n = rounds / threads * threads;
        double bets = n * (double) game.info().coinsPerLevel();
        long[] o = new long[10];
        double sq = 0;
        long[][] b = new long[LrSymbols.PAYING][SIZES];
        long[][] fr = new long[LrSymbols.PAYING][SIZES];
        for (int t = 0; t < threads; t++) {
            for (int k = 0; k < o.length; k++) {
                o[k] += other[t][k];
            }
            sq += squares[t];
            for (int s = 0; s < LrSymbols.PAYING; s++) {
                for (int z = 0; z < SIZES; z++) {
                    b[s][z] += base[t][s][z];
                    fr[s][z] += free[t][s][z];
                }
            }
        }
        double rtp = o[1] / bets;
        double sigma = Math.sqrt(sq / n - rtp * rtp);
        System.out.printf(Locale.ROOT, "rounds %d hitFrequency %.6f rtp %.6f sigma %.4f capped %d%n",
                n, o[0] / (double) n, rtp, sigma, o[2]);
        System.out.printf(Locale.ROOT, "split base %.6f coinWin %.6f freeSpins %.6f chestCoinWin %.6f | triggers 1 in %.1f, spins per trigger %.3f%n",
                o[3] / bets, o[4] / bets, o[5] / bets, o[6] / bets, n / (double) Math.max(1, o[7]), o[8] / (double) Math.max(1, o[7]));
        double paytable = 0;
        for (int s = 0; s < LrSymbols.PAYING; s++) {
            StringBuilder lb = new StringBuilder("count base " + LrSymbols.NAMES.get(s));
            StringBuilder lf = new StringBuilder("count free " + LrSymbols.NAMES.get(s));
            for (int z = game.math().minCluster(); z < SIZES; z++) {
                lb.append(' ').append(b[s][z]);
                lf.append(' ').append(fr[s][z]);
                paytable += game.math().pay(s, z) * (double) (b[s][z] + fr[s][z]) / bets;
            }
            System.out.println(lb);
            System.out.println(lf);
        }
        System.out.printf(Locale.ROOT, "paytableRtp %.6f uncappedRtp %.6f (current pays)%n", paytable, paytable + (o[4] + o[6]) / bets);
    }
}
