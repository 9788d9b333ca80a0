package io.opencab.bench.tuning;

import io.opencab.engine.game.MathResource;
import io.opencab.engine.games.cooljewels.CjEvaluation;
import io.opencab.engine.games.cooljewels.CjGame;
import io.opencab.engine.games.cooljewels.CjMeter;
import io.opencab.engine.games.cooljewels.CoolJewels;
import io.opencab.engine.games.cooljewels.CoolJewelsOutcome;
import io.opencab.engine.rng.GameRng;
import io.opencab.engine.rng.SeededStreams;
import java.io.BufferedWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Properties;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * Tuning aid for Cool Jewels (docs/par/cool-jewels.md, "How the math was tuned"). Cascades do
 * not depend on the meter values, so the meter's share of RTP is linear in the 12 section values:
 * this counts every destroyed symbol by section, weighted by its multiplier (1, 10 or 100),
 * separately for base and free games. RTP(values) = (sum over sections of value x count +
 * guarantee top-ups) / bets (the game has no cap). The guarantee is not linear (it tops a feature
 * up to 10x the bet, counting the free games and the initiating scatter pay: the pays of the
 * Bonus symbols the base game destroyed), so the per-section counts of every triggered round
 * (the base game's destroyed Bonus symbols plus every symbol of its free games) can be written to
 * a CSV file, from which the top-ups for any candidate values follow exactly.
 *
 * <p>Usage: {@code java -cp benchmarks/target/benchmarks.jar io.opencab.bench.tuning.CjMeterCounts
 * ROUNDS SEED THREADS [math.properties|-] [triggers.csv]}
 */
public final class CjMeterCounts {
    private static final int S = CjMeter.SECTIONS + 1;

    private CjMeterCounts() {
    }

    /** One thread's sums. */
    private static final class Sums {
        final long[] base = new long[S];
        final long[] free = new long[S];
        final long[] plainBase = new long[S];
        final long[] sources = new long[3];
        final List<long[]> triggers = new ArrayList<>();
        long hits;
        long capped;
        long freeGames;
        double sumSq;
    }

    public static void main(String[] args) throws Exception {
        long rounds = Long.parseLong(args[0]);
        long seed = Long.parseLong(args[1]);
        int threads = Integer.parseInt(args[2]);
        CoolJewels game;
        if (args.length > 3 && !args[3].equals("-")) {
            Properties p = new Properties();
            try (var r = Files.newBufferedReader(Path.of(args[3]))) {
                p.load(r);
            }
            game = new CoolJewels(MathResource.of(args[3], p));
        } else {
            game = CoolJewels.standard();
        }
        Path csv = args.length > 4 ? Path.of(args[4]) : null;
        List<GameRng> streams = SeededStreams.streams(seed, threads);
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        List<Future<Sums>> fs = new ArrayList<>();
        long per = rounds / threads;
        long bet = game.info().coinsPerLevel();
        for (int t = 0; t < threads; t++) {
            GameRng rng = streams.get(t);
            fs.add(pool.submit(() -> {
                Sums s = new Sums();
                long[] round = new long[S];
                for (long i = 0; i < per; i++) {
                    CoolJewelsOutcome o = game.play(1, rng);
                    java.util.Arrays.fill(round, 0);
                    count(o.base(), round, s.plainBase);
                    for (int k = 0; k < S; k++) {
                        s.base[k] += round[k];
                    }
                    if (!o.freeGames().isEmpty()) {
                        long[] trig = new long[S];
                        countBonus(o.base(), trig);
                        long[] fr = new long[S];
                        for (CjGame g : o.freeGames()) {
                            count(g, fr, null);
                        }
                        for (int k = 0; k < S; k++) {
                            s.free[k] += fr[k];
                            trig[k] += fr[k];
                        }
                        s.triggers.add(trig);
                        s.freeGames += o.freeGames().size();
                    }
                    for (int k = 0; k < 3; k++) {
                        s.sources[k] += o.sourceWin(k);
                    }
                    s.hits += o.totalWin() > 0 ? 1 : 0;
                    s.capped += o.capped() ? 1 : 0;
                    double x = (double) o.totalWin() / o.bet();
                    s.sumSq += x * x;
                }
                return s;
            }));
        }
        Sums all = new Sums();
        for (Future<Sums> f : fs) {
            Sums s = f.get();
            for (int k = 0; k < S; k++) {
                all.base[k] += s.base[k];
                all.free[k] += s.free[k];
                all.plainBase[k] += s.plainBase[k];
            }
            for (int k = 0; k < 3; k++) {
                all.sources[k] += s.sources[k];
            }
            all.triggers.addAll(s.triggers);
            all.hits += s.hits;
            all.capped += s.capped;
            all.freeGames += s.freeGames;
            all.sumSq += s.sumSq;
        }
        pool.shutdown();
        long n = per * threads;
        double bets = (double) n * bet;
        double total = all.sources[0] + all.sources[1] + all.sources[2];
        double mean = total / bets;
        System.out.printf(Locale.ROOT, "rounds %d rtp %.6f base %.6f free %.6f guarantee %.6f hit %.6f sigma %.4f capped %d%n",
                n, mean, all.sources[0] / bets, all.sources[1] / bets, all.sources[2] / bets, all.hits / (double) n,
                Math.sqrt(all.sumSq / n - mean * mean), all.capped);
        System.out.printf(Locale.ROOT, "triggers %d (1 in %.1f) freeGames/trigger %.3f%n", all.triggers.size(),
                n / (double) Math.max(1, all.triggers.size()), all.freeGames / (double) Math.max(1, all.triggers.size()));
        StringBuilder b = new StringBuilder("base counts per round (x multiplier), sections 1..12:");
        StringBuilder f = new StringBuilder("free counts per round (x multiplier), sections 1..12:");
        StringBuilder p = new StringBuilder("base destroyed symbols per round, sections 1..12:");
        double linear = 0;
        for (int k = 1; k < S; k++) {
            b.append(String.format(Locale.ROOT, " %.6f", all.base[k] / (double) n));
            f.append(String.format(Locale.ROOT, " %.6f", all.free[k] / (double) n));
            p.append(String.format(Locale.ROOT, " %.6f", all.plainBase[k] / (double) n));
            linear += (all.base[k] + all.free[k]) * (double) game.math().meterValue(k);
        }
        System.out.println(b);
        System.out.println(f);
        System.out.println(p);
        System.out.printf(Locale.ROOT, "meter rtp with current values %.6f (uncapped; check against base + free)%n", linear / bets);
        if (csv != null) {
            try (BufferedWriter w = Files.newBufferedWriter(csv)) {
                w.write("# rounds " + n + " bet " + bet + "\n");
                for (long[] t : all.triggers) {
                    StringBuilder line = new StringBuilder();
                    for (int k = 1; k < S; k++) {
                        if (k > 1) {
                            line.append(',');
                        }
                        line.append(t[k]);
                    }
                    w.write(line.append('\n').toString());
                }
            }
        }
    }

    /** The destroyed Bonus symbols of {@code g} by section, weighted by multiplier (the initiating scatter pay's counts). */
    private static void countBonus(CjGame g, long[] weighted) {
        for (CjEvaluation e : g.evaluations()) {
            for (int i = 0; i < e.payCount(); i++) {
                if (e.pay(i).symbol() == io.opencab.engine.games.cooljewels.CjSymbols.BONUS) {
                    weighted[e.paySection(i)] += e.payMultiplier(i);
                }
            }
        }
    }

    private static void count(CjGame g, long[] weighted, long[] plain) {
        for (CjEvaluation e : g.evaluations()) {
            for (int i = 0; i < e.payCount(); i++) {
                int section = e.paySection(i);
                weighted[section] += e.payMultiplier(i);
                if (plain != null) {
                    plain[section]++;
                }
            }
        }
    }
}
