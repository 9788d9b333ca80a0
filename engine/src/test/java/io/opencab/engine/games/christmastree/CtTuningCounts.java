package io.opencab.engine.games.christmastree;

import io.opencab.engine.game.MathResource;
import io.opencab.engine.rng.GameRng;
import io.opencab.engine.rng.SeededStreams;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Properties;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * Counts for re-tuning Christmas Tree's pays with a low-variance estimator (docs/par/christmas-tree.md,
 * "How the math was tuned"). Cascades never depend on the pays, so every pay-driven part of the
 * RTP is linear in the paytable; and the Miracle's draws (kind, bet win, multiplier) never depend
 * on the regular spin beyond "3+ cascades", so their expectations can replace the drawn values:
 *
 * <pre>
 * RTP = E[R] + E[R; 3+] x P(multiplier) x E[m - 1] + P(3+) x (P(bet win) x E[bet win] + P(Free Spins) x E[F])
 * </pre>
 *
 * with R the regular spin's win and F a Free Spins session's win (forced sessions, mode {@code fs}).
 * The realized plain figures of the same rounds are written beside it, so both estimates of the
 * same rounds can be compared.
 *
 * <ul>
 *   <li>{@code regular N SEED THREADS OUT.json [math.properties]}: N plain rounds; per symbol and cluster size,
 *       the clusters paid in regular spins (all, and those of spins with a Miracle); the moments
 *       of R; the realized sources.</li>
 *   <li>{@code fs N SEED THREADS OUT.json [math.properties]}: N forced 5-Free-Spin sessions at bet level 1 with
 *       the real cap; clusters paid by symbol and size weighted by their ladder multiplier (sessions
 *       that reached the cap kept apart), the moments of F.</li>
 * </ul>
 *
 * <p>Test source set on purpose: forcing Free Spins is never a production entry point. Streams are
 * {@link SeededStreams#streams} of the seed, one per thread.
 */
public final class CtTuningCounts {
    private static final int SIZES = CtMath.TREE.cellCount() + 1;

    private CtTuningCounts() {
    }

    public static void main(String[] args) throws Exception {
        String mode = args[0];
        long n = (long) Double.parseDouble(args[1]);
        long seed = Long.parseLong(args[2]);
        int threads = Integer.parseInt(args[3]);
        Path out = Path.of(args[4]);
        // Words after the arguments are ignored: a long run can carry "cabinet.jar simulate" in its
        // command line, so that the machine's timing wrapper pauses it as it pauses simulator runs.
        ChristmasTree game = args.length > 5 && args[5].endsWith(".properties") ? load(args[5]) : ChristmasTree.standard();
        List<GameRng> streams = SeededStreams.streams(seed, threads);
        Acc[] accs = new Acc[threads];
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        Future<?>[] done = new Future<?>[threads];
        long start = System.nanoTime();
        for (int t = 0; t < threads; t++) {
            Acc a = accs[t] = new Acc();
            GameRng rng = streams.get(t);
            long rounds = n / threads + (t < n % threads ? 1 : 0);
            done[t] = pool.submit(() -> {
                if (mode.equals("fs")) {
                    sessions(game, rounds, rng, a);
                } else {
                    regular(game, rounds, rng, a);
                }
            });
        }
        for (Future<?> f : done) {
            f.get();
        }
        pool.shutdown();
        double seconds = (System.nanoTime() - start) / 1e9;
        Acc all = new Acc();
        for (Acc a : accs) {
            all.merge(a);
        }
        write(out, mode, n, seed, threads, seconds, all);
        System.out.printf(Locale.ROOT, "%s %d rounds seed %d threads %d: %.1f s, %.0f per s -> %s%n",
                mode, n, seed, threads, seconds, n / seconds, out);
    }

    private static ChristmasTree load(String file) throws IOException {
        Properties p = new Properties();
        try (var r = Files.newBufferedReader(Path.of(file))) {
            p.load(r);
        }
        return new ChristmasTree(MathResource.of(file, p));
    }

    /** Everything one thread adds up; merged at the end. Sums of x are in multiples of the bet. */
    private static final class Acc {
        final long[][] all = new long[CtSymbols.REGULAR][SIZES];
        final long[][] miracle = new long[CtSymbols.REGULAR][SIZES];
        final long[][] free = new long[CtSymbols.REGULAR][SIZES];
        final long[] kinds = new long[3];
        final long[] sources = new long[ChristmasTreeOutcome.SOURCES.size()];
        long rounds;
        long miracles;
        long capped;
        long nearCap;
        long totalWin;
        double sumX2;
        double sumR;
        double sumR2;
        double sumRI;
        double sumR2I;
        double maxRI;
        double sumRealMult;
        double sumRealMult2;
        double sumRRealMult;
        double sumFreeInRound;

        void merge(Acc o) {
            for (int s = 0; s < CtSymbols.REGULAR; s++) {
                for (int z = 0; z < SIZES; z++) {
                    all[s][z] += o.all[s][z];
                    miracle[s][z] += o.miracle[s][z];
                    free[s][z] += o.free[s][z];
                }
            }
            for (int k = 0; k < 3; k++) {
                kinds[k] += o.kinds[k];
            }
            for (int k = 0; k < sources.length; k++) {
                sources[k] += o.sources[k];
            }
            rounds += o.rounds;
            miracles += o.miracles;
            capped += o.capped;
            nearCap += o.nearCap;
            totalWin += o.totalWin;
            sumX2 += o.sumX2;
            sumR += o.sumR;
            sumR2 += o.sumR2;
            sumRI += o.sumRI;
            sumR2I += o.sumR2I;
            maxRI = Math.max(maxRI, o.maxRI);
            sumRealMult += o.sumRealMult;
            sumRealMult2 += o.sumRealMult2;
            sumRRealMult += o.sumRRealMult;
            sumFreeInRound += o.sumFreeInRound;
        }
    }

    private static void regular(ChristmasTree game, long n, GameRng rng, Acc a) {
        double bet = game.info().bet(1);
        for (long i = 0; i < n; i++) {
            ChristmasTreeOutcome o = game.play(1, rng);
            CtSpin reg = o.regular();
            boolean m = o.miracle() != null;
            count(reg, a.all);
            double r = reg.win() / bet;
            a.rounds++;
            a.sumR += r;
            a.sumR2 += r * r;
            if (m) {
                count(reg, a.miracle);
                a.miracles++;
                a.kinds[o.miracle().kind().ordinal()]++;
                a.sumRI += r;
                a.sumR2I += r * r;
                a.maxRI = Math.max(a.maxRI, r);
            }
            double realMult = o.sourceWin(ChristmasTreeOutcome.Source.MIRACLE_MULTIPLIER.ordinal()) / bet;
            a.sumRealMult += realMult;
            a.sumRealMult2 += realMult * realMult;
            a.sumRRealMult += r * realMult;
            a.sumFreeInRound += o.sourceWin(ChristmasTreeOutcome.Source.FREE_SPINS.ordinal()) / bet;
            for (CtSpin s : o.freeSpins()) {
                count(s, a.free);
            }
            for (int k = 0; k < a.sources.length; k++) {
                a.sources[k] += o.sourceWin(k);
            }
            a.totalWin += o.totalWin();
            double x = o.totalWin() / bet;
            a.sumX2 += x * x;
            a.capped += o.capped() ? 1 : 0;
        }
    }

    private static void sessions(ChristmasTree game, long n, GameRng rng, Acc a) {
        long bet = game.info().bet(1);
        long cap = bet * game.math().terms.capX();
        long[][] session = new long[CtSymbols.REGULAR][SIZES];
        for (long i = 0; i < n; i++) {
            ChristmasTree.Round round = game.new Round(1, cap, rng);
            for (long[] row : session) {
                java.util.Arrays.fill(row, 0);
            }
            for (CtSpin s : round.freeSpins(game.math().freeSpins)) {
                count(s, session);
            }
            a.rounds++;
            if (round.paid.capped()) {
                // Re-priced as the cap itself: a capped session's clusters stop where the cap cut it.
                a.capped++;
            } else {
                for (int s = 0; s < CtSymbols.REGULAR; s++) {
                    for (int z = 0; z < SIZES; z++) {
                        a.free[s][z] += session[s][z];
                    }
                }
                a.nearCap += round.paid.total() >= cap * 9 / 10 ? 1 : 0;
            }
            a.totalWin += round.paid.total();
            double x = round.paid.total() / (double) bet;
            a.sumR += x;
            a.sumR2 += x * x;
        }
    }

    /** Adds each paid cluster of {@code spin} at its symbol and size, weighted by its cascade's multiplier. */
    private static void count(CtSpin spin, long[][] w) {
        for (CtStep step : spin.steps()) {
            if (step instanceof CtCascade c) {
                for (CtClusterWin cw : c.clusters()) {
                    w[cw.symbol()][cw.size()] += c.multiplier();
                }
            }
        }
    }

    private static void write(Path out, String mode, long n, long seed, int threads, double seconds, Acc a)
            throws IOException {
        StringBuilder j = new StringBuilder("{\n");
        j.append(String.format(Locale.ROOT, "  \"mode\": \"%s\", \"rounds\": %d, \"seed\": %d, \"threads\": %d, \"seconds\": %.1f,%n",
                mode, n, seed, threads, seconds));
        j.append(String.format(Locale.ROOT, "  \"miracles\": %d, \"kinds\": [%d, %d, %d], \"capped\": %d, \"nearCap\": %d, \"totalWin\": %d,%n",
                a.miracles, a.kinds[0], a.kinds[1], a.kinds[2], a.capped, a.nearCap, a.totalWin));
        j.append(String.format(Locale.ROOT, "  \"sumX2\": %.6f, \"sumR\": %.6f, \"sumR2\": %.6f, \"sumRI\": %.6f, \"sumR2I\": %.6f, \"maxRI\": %.4f,%n",
                a.sumX2, a.sumR, a.sumR2, a.sumRI, a.sumR2I, a.maxRI));
        j.append(String.format(Locale.ROOT, "  \"sumRealMult\": %.6f, \"sumRealMult2\": %.6f, \"sumRRealMult\": %.6f, \"sumFreeInRound\": %.6f,%n",
                a.sumRealMult, a.sumRealMult2, a.sumRRealMult, a.sumFreeInRound));
        j.append("  \"sources\": ").append(java.util.Arrays.toString(a.sources)).append(",\n");
        j.append("  \"all\": ").append(matrix(a.all)).append(",\n");
        j.append("  \"miracle\": ").append(matrix(a.miracle)).append(",\n");
        j.append("  \"free\": ").append(matrix(a.free)).append("\n}\n");
        Files.writeString(out, j);
    }

    private static String matrix(long[][] m) {
        StringBuilder b = new StringBuilder("[");
        for (int s = 0; s < m.length; s++) {
            b.append(s == 0 ? "" : ", ").append(java.util.Arrays.toString(m[s]));
        }
        return b.append(']').toString();
    }
}
