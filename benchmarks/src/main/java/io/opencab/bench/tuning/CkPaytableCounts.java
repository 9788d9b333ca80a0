package io.opencab.bench.tuning;

import io.opencab.engine.games.clusterkingdom.CkBonusType;
import io.opencab.engine.games.clusterkingdom.CkCascade;
import io.opencab.engine.games.clusterkingdom.CkClusterWin;
import io.opencab.engine.games.clusterkingdom.CkDrop;
import io.opencab.engine.games.clusterkingdom.CkEvent;
import io.opencab.engine.games.clusterkingdom.CkForcedRounds;
import io.opencab.engine.games.clusterkingdom.CkSymbols;
import io.opencab.engine.games.clusterkingdom.ClusterKingdom;
import io.opencab.engine.games.clusterkingdom.ClusterKingdomOutcome;
import java.util.List;
import java.util.Locale;

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
    private static final int FEATURES = ClusterKingdomOutcome.FEATURES.size();
    private static final int MAX = 25;

    private CkPaytableCounts() {
    }

    /**
     * One thread's sums. For the capped solve: per round, coins from anchor pays (A: 5 WHEAT, 20+ CASTLE) and from
     * the others (B); small rounds are summed, big ones (near the cap at some scale) kept.
     */
    private static final class Counts {
        final long[][][] weights = new long[SOURCES][CkSymbols.PAYING][MAX + 1];
        final RoundTally tally = new RoundTally(SOURCES);
        final long[] features = new long[FEATURES];
        final double[] linear = new double[2];
        final List<long[]> big = new java.util.ArrayList<>();
    }

    public static void main(String[] args) throws Exception {
        TuningRun run = TuningRun.of(args);
        String mode = args.length > 3 ? args[3] : "play";
        ClusterKingdom game = TuningRun.game(args, 4, ClusterKingdom::new, ClusterKingdom::standard);
        long capCoins = game.info().capX() * game.info().coinsPerLevel();
        List<Counts> perThread = run.run(Counts::new, (c, rng) -> {
            ClusterKingdomOutcome o = switch (mode) {
                case "play" -> game.play(1, rng);
                case "redrops" -> CkForcedRounds.redrops(game, 1, rng);
                default -> CkForcedRounds.bonus(game, 1, CkBonusType.valueOf(mode.toUpperCase(Locale.ROOT)), rng);
            };
            if (o.base() != null) {
                count(o.base(), c.weights, o.featureCount(ClusterKingdomOutcome.Feature.STICKY_REDROPS.ordinal()) > 0
                        ? ClusterKingdomOutcome.Source.STICKY_REDROPS.ordinal()
                        : ClusterKingdomOutcome.Source.BASE.ordinal());
            }
            for (CkDrop d : o.freeDrops()) {
                count(d, c.weights, ClusterKingdomOutcome.Source.MINI_BONUS.ordinal() + d.bonus().ordinal());
            }
            long[] ab = anchorSplit(o, game);
            if ((ab[0] + 2 * ab[1]) * 4 >= capCoins) {
                c.big.add(ab);
            } else {
                c.linear[0] += ab[0];
                c.linear[1] += ab[1];
            }
            c.tally.add(o);
            for (int k = 0; k < FEATURES; k++) {
                c.features[k] += o.featureCount(k) > 0 ? 1 : 0;
            }
        });
        long total = run.played();
        double bets = total * (double) game.info().coinsPerLevel();
        RoundTally all = new RoundTally(SOURCES);
        long[] features = new long[FEATURES];
        long[][][] w = new long[SOURCES][CkSymbols.PAYING][MAX + 1];
        for (Counts c : perThread) {
            all.add(c.tally);
            for (int k = 0; k < FEATURES; k++) {
                features[k] += c.features[k];
            }
            for (int src = 0; src < SOURCES; src++) {
                for (int s = 0; s < CkSymbols.PAYING; s++) {
                    for (int z = 0; z <= MAX; z++) {
                        w[src][s][z] += c.weights[src][s][z];
                    }
                }
            }
        }
        double mean = all.totalWin / bets;
        double sd = Math.sqrt(Math.max(0, all.sumSquares / total - mean * mean));
        System.out.printf(Locale.ROOT, "mode %s rounds %d hitFrequency %.6f rtp %.6f sd %.3f capped %d (1 in %.0f)%n",
                mode, total, all.hits / (double) total, mean, sd, all.capped, total / Math.max(1.0, all.capped));
        StringBuilder split = new StringBuilder("split");
        for (int k = 0; k < SOURCES; k++) {
            split.append(String.format(Locale.ROOT, " %s %.5f", ClusterKingdomOutcome.SOURCES.get(k), all.sources[k] / bets));
        }
        System.out.println(split);
        StringBuilder feat = new StringBuilder("features (rounds with it, 1 in N)");
        for (int k = 0; k < FEATURES; k++) {
            feat.append(String.format(Locale.ROOT, " %s %.1f", ClusterKingdomOutcome.FEATURES.get(k),
                    total / Math.max(1.0, features[k])));
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
        for (Counts c : perThread) {
            sa += c.linear[0];
            sb += c.linear[1];
            bigAll.addAll(c.big);
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
