package io.opencab.bench;

import io.opencab.engine.games.clusterkingdom.ClusterKingdom;
import io.opencab.engine.games.clusterkingdom.ClusterKingdomOutcome;
import io.opencab.engine.rng.GameRng;
import io.opencab.engine.rng.SeededStreams;
import java.util.Locale;

/**
 * Where Cluster Kingdom's time goes, by kind of round: each round is timed on its own
 * ({@code System.nanoTime} around {@code play}, about 20-40 ns of overhead per round) and sorted
 * by what happened in it. A profiler cannot split time this way, because the round path is
 * inlined into a few large compiled methods (docs/performance.md).
 *
 * <p>Usage: {@code java -cp benchmarks/target/benchmarks.jar io.opencab.bench.CkRoundCosts [ROUNDS [SEED]]}.
 * Prints three passes; the first includes JIT warm-up.
 */
public final class CkRoundCosts {
    private static final String[] KINDS = {"no win", "1 cascade", "2 cascades", "3+ cascades",
        "King, no win", "King, win", "Queen, no win", "Queen, win", "Princess, no win", "Princess, win", "bonus"};

    private CkRoundCosts() {
    }

    public static void main(String[] args) {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 3_000_000;
        long seed = args.length > 1 ? Long.parseLong(args[1]) : 5L;
        ClusterKingdom game = ClusterKingdom.standard();
        GameRng rng = SeededStreams.single(seed);
        for (int pass = 1; pass <= 3; pass++) {
            long[] nanos = new long[KINDS.length];
            long[] counts = new long[KINDS.length];
            long start = System.nanoTime();
            for (int i = 0; i < rounds; i++) {
                long t0 = System.nanoTime();
                ClusterKingdomOutcome o = game.play(1, rng);
                long dt = System.nanoTime() - t0;
                int kind = kind(o);
                nanos[kind] += dt;
                counts[kind]++;
            }
            long all = System.nanoTime() - start;
            System.out.printf(Locale.ROOT, "pass %d: %d rounds, %.0f ns per round on average%n", pass, rounds,
                    (double) all / rounds);
            for (int k = 0; k < KINDS.length; k++) {
                System.out.printf(Locale.ROOT, "  %-17s %6.2f%% of rounds %7.0f ns each %5.1f%% of the time%n",
                        KINDS[k], 100.0 * counts[k] / rounds, counts[k] == 0 ? 0.0 : (double) nanos[k] / counts[k],
                        100.0 * nanos[k] / all);
            }
        }
    }

    /** The first that applies: a bonus; a royal action (King, else Queen, else Princess); cascades. */
    private static int kind(ClusterKingdomOutcome o) {
        if (o.bonus() != null) {
            return 10;
        }
        int win = o.cascades() > 0 ? 1 : 0;
        if (o.featureCount(ClusterKingdomOutcome.Feature.KING.ordinal()) > 0) {
            return 4 + win;
        }
        if (o.featureCount(ClusterKingdomOutcome.Feature.QUEEN.ordinal()) > 0) {
            return 6 + win;
        }
        if (o.featureCount(ClusterKingdomOutcome.Feature.PRINCESS.ordinal()) > 0) {
            return 8 + win;
        }
        return Math.min(o.cascades(), 3);
    }
}
