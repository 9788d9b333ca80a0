package io.opencab.engine.games.christmastree;

import io.opencab.engine.game.MathResource;
import io.opencab.engine.rng.GameRng;
import io.opencab.engine.rng.SeededStreams;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Properties;

/**
 * Conditional runs for Christmas Tree's max-win profile (docs/par/christmas-tree.md, "Max win:
 * conditional estimate"). The cap (rule sheet: "capped at x25 000 bets", "happened 4 times in
 * 1.000.000.000 simulated game rounds") is far too rare to estimate by plain play alone, so the
 * rare features are forced and their results multiplied by their probabilities:
 *
 * <ul>
 *   <li>{@code plain N SEED [math]}: N plain rounds; the Miracle rates, and the distribution of the
 *       regular spin's win given 3+ cascades, which a Miracle multiplier m caps when it is at least
 *       cap/m.</li>
 *   <li>{@code fs N SEED [math]}: N forced 5-Free-Spin sessions (the Miracle's third kind), each
 *       on a fresh round at bet level 1 with the real cap; how often they reach the cap.</li>
 * </ul>
 *
 * <p>It lives in the test source set on purpose: forcing a feature is never a production entry
 * point. Run it with the engine's test classpath, e.g. {@code java -cp
 * engine/target/classes:engine/target/test-classes:$(rng jars) io.opencab.engine.games.christmastree.CtConditionalRuns fs 10000000 7}.
 */
public final class CtConditionalRuns {
    /** Win thresholds reported, in multiples of the bet. */
    private static final int[] LEVELS = {100, 250, 500, 834, 1000, 1250, 1667, 2500, 5000, 10000, 12500, 25000};

    private CtConditionalRuns() {
    }

    public static void main(String[] args) throws Exception {
        String mode = args[0];
        long n = (long) Double.parseDouble(args[1]);
        long seed = Long.parseLong(args[2]);
        ChristmasTree game = args.length > 3 ? load(args[3]) : ChristmasTree.standard();
        GameRng rng = SeededStreams.single(seed);
        long start = System.nanoTime();
        if (mode.equals("fs")) {
            freeSpins(game, n, rng);
        } else if (mode.equals("replay")) {
            replay(game, n, seed);
        } else if (mode.equals("ladders")) {
            ladders(game, n, rng, args[4]);
        } else if (mode.equals("sweep")) {
            sweep(game, n, rng);
        } else {
            plain(game, n, rng);
        }
        System.out.printf(Locale.ROOT, "time %.1f s%n", (System.nanoTime() - start) / 1e9);
    }

    private static ChristmasTree load(String file) throws Exception {
        Properties p = new Properties();
        try (var r = Files.newBufferedReader(Path.of(file))) {
            p.load(r);
        }
        return new ChristmasTree(MathResource.of(file, p));
    }

    private static void freeSpins(ChristmasTree game, long n, GameRng rng) {
        long bet = game.info().bet(1);
        long cap = bet * game.math().terms.capX();
        long[] above = new long[LEVELS.length];
        long capped = 0;
        double sum = 0;
        double sumSq = 0;
        long max = 0;
        for (long i = 0; i < n; i++) {
            ChristmasTree.Round round = game.new Round(1, cap, rng);
            round.freeSpins(game.math().freeSpins);
            long win = round.paid.total();
            double x = win / (double) bet;
            sum += x;
            sumSq += x * x;
            max = Math.max(max, win);
            capped += round.paid.capped() ? 1 : 0;
            tally(above, x);
        }
        System.out.printf(Locale.ROOT, "forced free-spin sessions %d: mean %.4f x bet, sd %.2f, largest %.1f x bet, capped %d (%.3e per session)%n",
                n, sum / n, Math.sqrt(sumSq / n - (sum / n) * (sum / n)), max / (double) bet, capped, capped / (double) n);
        print("P(session win >= L x bet)", above, n);
    }

    /**
     * Forced sessions played without the cap, re-priced for multiplier steps 1..MAX_STEP: the
     * board's evolution never depends on the multiplier (it only scales pays), so one run gives
     * the session win 1 x A + step x B of every step, A the raw pays and B their sum weighted by
     * the number of paying cascades before them.
     */
    private static void sweep(ChristmasTree game, long n, GameRng rng) {
        long bet = game.info().bet(1);
        int maxStep = 12;
        double[] sum = new double[maxStep + 1];
        long[][] above = new long[maxStep + 1][SWEEP.length];
        for (long i = 0; i < n; i++) {
            ChristmasTree.Round round = game.new Round(1, Long.MAX_VALUE / 4, rng);
            double a = 0;
            double b = 0;
            int k = 0;
            for (CtSpin spin : round.freeSpins(game.math().freeSpins)) {
                for (CtStep step : spin.steps()) {
                    if (step instanceof CtCascade c) {
                        double raw = c.pay() / (double) c.multiplier() / bet;
                        a += raw;
                        b += raw * k++;
                    }
                }
            }
            for (int s = 0; s <= maxStep; s++) {
                double x = a + s * b;
                sum[s] += x;
                for (int t = 0; t < SWEEP.length && x >= SWEEP[t]; t++) {
                    above[s][t]++;
                }
            }
        }
        StringBuilder head = new StringBuilder("step  mean     ");
        for (int t : SWEEP) {
            head.append(String.format(Locale.ROOT, " %9d", t));
        }
        System.out.println("forced sessions " + n + ", uncapped; P(win >= T x bet)");
        System.out.println(head);
        for (int s = 0; s <= maxStep; s++) {
            StringBuilder row = new StringBuilder(String.format(Locale.ROOT, "%4d %9.3f", s, sum[s] / n));
            for (int t = 0; t < SWEEP.length; t++) {
                row.append(String.format(Locale.ROOT, " %9.2e", above[s][t] / (double) n));
            }
            System.out.println(row);
        }
    }

    /**
     * Like {@link #sweep} for whole multiplier ladders (file: one ladder a line, comma-separated,
     * the last value held): each forced session's raw cascade pays are re-priced by each ladder.
     */
    private static void ladders(ChristmasTree game, long n, GameRng rng, String file) throws Exception {
        long bet = game.info().bet(1);
        java.util.List<int[]> ls = new java.util.ArrayList<>();
        for (String line : Files.readAllLines(Path.of(file))) {
            if (!line.isBlank()) {
                ls.add(java.util.Arrays.stream(line.trim().split(",")).mapToInt(v -> Integer.parseInt(v.trim())).toArray());
            }
        }
        double[] sum = new double[ls.size()];
        double[] sumCapped = new double[ls.size()];
        long[][] above = new long[ls.size()][SWEEP.length];
        double[] raw = new double[1024];
        long[] depth = new long[64];
        for (long i = 0; i < n; i++) {
            ChristmasTree.Round round = game.new Round(1, Long.MAX_VALUE / 4, rng);
            int k = 0;
            for (CtSpin spin : round.freeSpins(game.math().freeSpins)) {
                for (CtStep step : spin.steps()) {
                    if (step instanceof CtCascade c) {
                        raw[k++] = c.pay() / (double) c.multiplier() / bet;
                    }
                }
            }
            depth[Math.min(k, 63)]++;
            for (int l = 0; l < ls.size(); l++) {
                int[] ladder = ls.get(l);
                double x = 0;
                for (int j = 0; j < k; j++) {
                    x += raw[j] * ladder[Math.min(j, ladder.length - 1)];
                }
                sum[l] += x;
                sumCapped[l] += Math.min(x, 25000);
                for (int t = 0; t < SWEEP.length && x >= SWEEP[t]; t++) {
                    above[l][t]++;
                }
            }
        }
        StringBuilder head = new StringBuilder("ladder  mean  mean<=25000");
        for (int t : SWEEP) {
            head.append(String.format(Locale.ROOT, " %9d", t));
        }
        System.out.println("forced sessions " + n + ", uncapped; P(win >= T x bet)");
        System.out.println(head);
        for (int l = 0; l < ls.size(); l++) {
            StringBuilder row = new StringBuilder(String.format(Locale.ROOT, "%2d %9.3f %9.3f", l, sum[l] / n, sumCapped[l] / n));
            for (int t = 0; t < SWEEP.length; t++) {
                row.append(String.format(Locale.ROOT, " %9.2e", above[l][t] / (double) n));
            }
            System.out.println(row + "   " + java.util.Arrays.toString(ls.get(l)));
        }
        StringBuilder d = new StringBuilder("paying cascades per session:");
        for (int j = 0; j < depth.length; j++) {
            if (depth[j] > 0) {
                d.append(' ').append(j).append(':').append(depth[j]);
            }
        }
        System.out.println(d);
    }

    private static final int[] SWEEP = {1000, 2500, 5000, 7500, 10000, 12500, 15000, 17500, 20000, 22500, 25000, 30000};

    /**
     * Replays a one-thread simulator run ({@code cabinet simulate --threads 1 --seed SEED}, whose
     * one stream is {@link SeededStreams#single}) round by round, adding what the simulator's
     * report leaves out: the sum of the wins of rounds winning 1,000 x bet or more (their share of
     * the RTP) and the ten largest wins. Its RTP and cap hits must equal the simulator's.
     */
    private static void replay(ChristmasTree game, long n, long seed) {
        GameRng rng = SeededStreams.single(seed);
        long bet = game.info().bet(1);
        long total = 0;
        long above = 0;
        long aboveRounds = 0;
        long capped = 0;
        long[] top = new long[10];
        for (long i = 0; i < n; i++) {
            long win = game.play(1, rng).totalWin();
            total += win;
            if (win >= 1000 * bet) {
                above += win;
                aboveRounds++;
            }
            if (win >= game.math().terms.capX() * bet) {
                capped++;
            }
            if (win > top[top.length - 1]) {
                int k = top.length - 1;
                while (k > 0 && top[k - 1] < win) {
                    top[k] = top[k - 1];
                    k--;
                }
                top[k] = win;
            }
        }
        StringBuilder t = new StringBuilder();
        for (long w : top) {
            t.append(String.format(Locale.ROOT, " %.2f", w / (double) bet));
        }
        System.out.printf(Locale.ROOT, "replay seed %d rounds %d: RTP %.6f%% cap hits %d; rounds >= 1000 x bet %d paying %d credits,"
                        + " %.4f%% of all wins (%d credits); ten largest (x bet):%s%n",
                seed, n, 100.0 * total / (n * (double) bet), capped, aboveRounds, above, 100.0 * above / total, total, t);
    }

    private static void plain(ChristmasTree game, long n, GameRng rng) {
        long bet = game.info().bet(1);
        long[] kinds = new long[3];
        long[] above = new long[LEVELS.length];
        long threePlus = 0;
        long capped = 0;
        double base = 0;
        double betWin = 0;
        double multExtra = 0;
        double fs = 0;
        double sumSq = 0;
        for (long i = 0; i < n; i++) {
            ChristmasTreeOutcome o = game.play(1, rng);
            if (o.regular().cascades() >= game.math().miracleMinCascades && !o.regular().stepLimited()) {
                threePlus++;
                tally(above, o.regular().win() / (double) bet);
            }
            if (o.miracle() != null) {
                kinds[o.miracle().kind().ordinal()]++;
            }
            capped += o.capped() ? 1 : 0;
            base += o.regular().win();
            betWin += o.sourceWin(ChristmasTreeOutcome.Source.MIRACLE_BET_WIN.ordinal());
            multExtra += o.sourceWin(ChristmasTreeOutcome.Source.MIRACLE_MULTIPLIER.ordinal());
            fs += o.sourceWin(ChristmasTreeOutcome.Source.FREE_SPINS.ordinal());
            double x = o.totalWin() / (double) bet;
            sumSq += x * x;
        }
        double bets = n * (double) bet;
        double rtp = (base + betWin + multExtra + fs) / bets;
        System.out.printf(Locale.ROOT, "plain rounds %d: RTP %.5f = regular %.5f + betWin %.5f + multiplier %.5f + freeSpins %.5f; sd %.3f; capped %d%n",
                n, rtp, base / bets, betWin / bets, multExtra / bets, fs / bets, Math.sqrt(sumSq / n - rtp * rtp), capped);
        System.out.printf(Locale.ROOT, "3+ cascades %.6e per round; Miracle per round: betWin %.6e multiplier %.6e freeSpins %.6e%n",
                threePlus / (double) n, kinds[0] / (double) n, kinds[1] / (double) n, kinds[2] / (double) n);
        print("P(regular win >= L x bet | 3+ cascades)", above, threePlus);
    }

    private static void tally(long[] above, double x) {
        for (int k = 0; k < LEVELS.length && x >= LEVELS[k]; k++) {
            above[k]++;
        }
    }

    private static void print(String title, long[] above, long n) {
        System.out.println(title);
        for (int k = 0; k < LEVELS.length; k++) {
            System.out.printf(Locale.ROOT, "  L %6d  %12d  %.4e%n", LEVELS[k], above[k], above[k] / (double) n);
        }
    }
}
