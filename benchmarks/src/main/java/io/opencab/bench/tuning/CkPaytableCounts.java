package io.opencab.bench.tuning;

import io.opencab.engine.game.MathResource;
import io.opencab.engine.games.clusterkingdom.CkBonusType;
import io.opencab.engine.games.clusterkingdom.CkCascade;
import io.opencab.engine.games.clusterkingdom.CkClusterWin;
import io.opencab.engine.games.clusterkingdom.CkDrop;
import io.opencab.engine.games.clusterkingdom.CkEvent;
import io.opencab.engine.games.clusterkingdom.CkForcedRounds;
import io.opencab.engine.games.clusterkingdom.CkSymbols;
import io.opencab.engine.games.clusterkingdom.ClusterKingdom;
import io.opencab.engine.games.clusterkingdom.ClusterKingdomOutcome;
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
 * Tuning aid for Cluster Kingdom (docs/par/cluster-kingdom.md, "How the math was tuned").
 * Cascades do not depend on pay values (only the Queen's choice of swap does, slightly), so the
 * paytable's share of RTP is linear in the pays: this counts every paid combination by symbol and
 * size, weighted by the multiplier it was paid with, per RTP source. Then
 * RTP(pays) = sum over source, symbol, size of pay x weight / bets, ignoring the cap.
 *
 * <p>Usage: {@code java -cp benchmarks/target/benchmarks.jar io.opencab.bench.tuning.CkPaytableCounts
 * ROUNDS SEED THREADS [MODE [math.properties]]}, MODE = play (default), redrops, mini, bonus or super
 * (forced-trigger runs: each "round" is one forced Sticky Redrops base drop or one forced bonus).
 */
public final class CkPaytableCounts {
    private static final int SOURCES = ClusterKingdomOutcome.SOURCES.size();
    private static final int MAX = 25;

    private CkPaytableCounts() {
    }

    public static void main(String[] args) throws Exception {
        long rounds = Long.parseLong(args[0]);
        long seed = Long.parseLong(args[1]);
        int threads = Integer.parseInt(args[2]);
        String mode = args.length > 3 ? args[3] : "play";
        ClusterKingdom game;
        if (args.length > 4) {
            Properties p = new Properties();
            try (var r = Files.newBufferedReader(Path.of(args[4]))) {
                p.load(r);
            }
            game = new ClusterKingdom(MathResource.of(args[4], p));
        } else {
            game = ClusterKingdom.standard();
        }
        List<GameRng> streams = SeededStreams.streams(seed, threads);
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        Future<?>[] fs = new Future<?>[threads];
        long[][][][] weights = new long[threads][SOURCES][CkSymbols.PAYING][MAX + 1];
        int nf = ClusterKingdomOutcome.FEATURES.size();
        // hits, capped, totalWin, sumSq (as double bits unused), sources..., features...
        long[][] other = new long[threads][3 + SOURCES + nf];
        double[] sumSq = new double[threads];
        // For the capped solve: per round, coins from anchor pays (A: 5 WHEAT, 20+ CASTLE) and from
        // the others (B); small rounds are summed, big ones (near the cap at some scale) kept.
        double[][] linear = new double[threads][2];
        List<List<long[]>> big = new java.util.ArrayList<>();
        for (int t = 0; t < threads; t++) {
            big.add(new java.util.ArrayList<>());
        }
        long capCoins = game.info().capX() * game.info().coinsPerLevel();
        long n = rounds / threads;
        for (int t = 0; t < threads; t++) {
            final int id = t;
            fs[t] = pool.submit(() -> {
                GameRng rng = streams.get(id);
                for (long i = 0; i < n; i++) {
                    ClusterKingdomOutcome o = switch (mode) {
                        case "play" -> game.play(1, rng);
                        case "redrops" -> CkForcedRounds.redrops(game, 1, rng);
                        default -> CkForcedRounds.bonus(game, 1, CkBonusType.valueOf(mode.toUpperCase(Locale.ROOT)), rng);
                    };
                    if (o.base() != null) {
                        count(o.base(), weights[id], o.featureCount(ClusterKingdomOutcome.FEATURE_STICKY_REDROPS) > 0
                                ? ClusterKingdomOutcome.SOURCE_STICKY_REDROPS : ClusterKingdomOutcome.SOURCE_BASE);
                    }
                    for (CkDrop d : o.freeDrops()) {
                        count(d, weights[id], ClusterKingdomOutcome.SOURCE_MINI_BONUS + d.bonus().ordinal());
                    }
                    long[] ab = anchorSplit(o, game);
                    if ((ab[0] + 2 * ab[1]) * 4 >= capCoins) {
                        big.get(id).add(ab);
                    } else {
                        linear[id][0] += ab[0];
                        linear[id][1] += ab[1];
                    }
                    other[id][0] += o.totalWin() > 0 ? 1 : 0;
                    other[id][1] += o.capped() ? 1 : 0;
                    other[id][2] += o.totalWin();
                    double x = o.totalWin() / (double) o.bet();
                    sumSq[id] += x * x;
                    for (int k = 0; k < SOURCES; k++) {
                        other[id][3 + k] += o.sourceWin(k);
                    }
                    for (int k = 0; k < nf; k++) {
                        other[id][3 + SOURCES + k] += o.featureCount(k) > 0 ? 1 : 0;
                    }
                }
            });
        }
        for (Future<?> f : fs) {
            f.get();
        }
        pool.shutdown();
        long total = n * threads;
        double bets = total * (double) game.info().coinsPerLevel();
        long[] agg = new long[3 + SOURCES + nf];
        double sq = 0;
        long[][][] w = new long[SOURCES][CkSymbols.PAYING][MAX + 1];
        for (int t = 0; t < threads; t++) {
            for (int k = 0; k < agg.length; k++) {
                agg[k] += other[t][k];
            }
            sq += sumSq[t];
            for (int src = 0; src < SOURCES; src++) {
                for (int s = 0; s < CkSymbols.PAYING; s++) {
                    for (int z = 0; z <= MAX; z++) {
                        w[src][s][z] += weights[t][src][s][z];
                    }
                }
            }
        }
        double mean = agg[2] / bets;
        double sd = Math.sqrt(Math.max(0, sq / total - mean * mean));
        System.out.printf(Locale.ROOT, "mode %s rounds %d hitFrequency %.6f rtp %.6f sd %.3f capped %d (1 in %.0f)%n",
                mode, total, agg[0] / (double) total, mean, sd, agg[1], total / Math.max(1.0, agg[1]));
        StringBuilder split = new StringBuilder("split");
        for (int k = 0; k < SOURCES; k++) {
            split.append(String.format(Locale.ROOT, " %s %.5f", ClusterKingdomOutcome.SOURCES.get(k), agg[3 + k] / bets));
        }
        System.out.println(split);
        StringBuilder feat = new StringBuilder("features (rounds with it, 1 in N)");
        for (int k = 0; k < nf; k++) {
            feat.append(String.format(Locale.ROOT, " %s %.1f", ClusterKingdomOutcome.FEATURES.get(k),
                    total / Math.max(1.0, agg[3 + SOURCES + k])));
        }
        System.out.println(feat);
        double paytableRtp = 0;
        for (int src = 0; src < SOURCES; src++) {
            for (int s = 0; s < CkSymbols.PAYING; s++) {
                StringBuilder b = new StringBuilder("weights " + ClusterKingdomOutcome.SOURCES.get(src) + " " + CkSymbols.NAMES.get(s));
                for (int z = 5; z <= MAX; z++) {
                    b.append(' ').append(w[src][s][z]);
                    paytableRtp += game.math().pay(s, z) * (double) w[src][s][z] / bets;
                }
                System.out.println(b);
            }
        }
        System.out.printf(Locale.ROOT, "paytableRtp %.6f (uncapped, with current pays)%n", paytableRtp);
        // Capped RTP if every non-anchor pay is scaled by k: solve k for the target by bisection.
        double sa = 0;
        double sb = 0;
        List<long[]> bigAll = new java.util.ArrayList<>();
        for (int t = 0; t < threads; t++) {
            sa += linear[t][0];
            sb += linear[t][1];
            bigAll.addAll(big.get(t));
        }
        double target = game.info().targetRtpPpm() / 1e6;
        double lo = 0.2;
        double hi = 5;
        for (int i = 0; i < 60; i++) {
            double k = (lo + hi) / 2;
            if (cappedRtp(k, sa, sb, bigAll, capCoins, bets) < target) {
                lo = k;
            } else {
                hi = k;
            }
        }
        System.out.printf(Locale.ROOT, "cappedRtp %.6f (k=1) bigRounds %d solveK %.6f (non-anchor pays x k give capped RTP %.4f)%n",
                cappedRtp(1, sa, sb, bigAll, capCoins, bets), bigAll.size(), lo, target);
    }

    private static double cappedRtp(double k, double sa, double sb, List<long[]> big, long cap, double bets) {
        double sum = sa + k * sb;
        for (long[] ab : big) {
            sum += Math.min(cap, ab[0] + k * ab[1]);
        }
        return sum / bets;
    }

    /** {coins from 5 WHEAT and 20+ CASTLE clusters, coins from every other cluster}, at level 1. */
    private static long[] anchorSplit(ClusterKingdomOutcome o, ClusterKingdom game) {
        long a = 0;
        long b = 0;
        List<CkDrop> drops = new java.util.ArrayList<>(o.freeDrops());
        if (o.base() != null) {
            drops.add(o.base());
        }
        for (CkDrop d : drops) {
            for (CkEvent e : d.events()) {
                if (e instanceof CkCascade c) {
                    for (CkClusterWin w : c.clusters()) {
                        long coins = game.math().pay(w.symbol(), w.size()) * w.multiplier();
                        boolean anchor = (w.symbol() == CkSymbols.WHEAT && w.size() == 5)
                                || (w.symbol() == CkSymbols.CASTLE && w.size() >= 20);
                        if (anchor) {
                            a += coins;
                        } else {
                            b += coins;
                        }
                    }
                }
            }
        }
        return new long[] {a, b};
    }

    private static void count(CkDrop drop, long[][][] w, int source) {
        for (CkEvent e : drop.events()) {
            if (e instanceof CkCascade c) {
                for (CkClusterWin cw : c.clusters()) {
                    w[source][cw.symbol()][cw.size()] += cw.multiplier();
                }
            }
        }
    }
}
