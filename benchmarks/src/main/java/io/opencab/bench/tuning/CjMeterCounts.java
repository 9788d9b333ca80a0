package io.opencab.bench.tuning;

import io.opencab.engine.games.cooljewels.CjEvaluation;
import io.opencab.engine.games.cooljewels.CjGame;
import io.opencab.engine.games.cooljewels.CjMeter;
import io.opencab.engine.games.cooljewels.CoolJewels;
import io.opencab.engine.games.cooljewels.CoolJewelsOutcome;
import java.io.BufferedWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

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
        final RoundTally tally = new RoundTally(CoolJewelsOutcome.SOURCES.size());
        final List<long[]> triggers = new ArrayList<>();
        long freeGames;
        /** The round being counted (scratch, reused). */
        final long[] round = new long[S];
    }

    public static void main(String[] args) throws Exception {
        TuningRun run = TuningRun.of(args);
        CoolJewels game = TuningRun.game(args, 3, CoolJewels::new, CoolJewels::standard);
        Path csv = args.length > 4 ? Path.of(args[4]) : null;
        long bet = game.info().coinsPerLevel();
        List<Sums> perThread = run.run(Sums::new, (s, rng) -> {
            CoolJewelsOutcome o = game.play(1, rng);
            java.util.Arrays.fill(s.round, 0);
            count(o.base(), s.round, s.plainBase);
            for (int k = 0; k < S; k++) {
                s.base[k] += s.round[k];
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
            s.tally.add(o);
        });
        Sums all = new Sums();
        for (Sums s : perThread) {
            for (int k = 0; k < S; k++) {
                all.base[k] += s.base[k];
                all.free[k] += s.free[k];
                all.plainBase[k] += s.plainBase[k];
            }
            all.tally.add(s.tally);
            all.triggers.addAll(s.triggers);
            all.freeGames += s.freeGames;
        }
        long[] sources = all.tally.sources;
        long n = run.played();
        double bets = (double) n * bet;
        double total = sources[0] + sources[1] + sources[2];
        double mean = total / bets;
        System.out.printf(Locale.ROOT, "rounds %d rtp %.6f base %.6f free %.6f guarantee %.6f hit %.6f sigma %.4f capped %d%n",
                n, mean, sources[0] / bets, sources[1] / bets, sources[2] / bets, all.tally.hits / (double) n,
                Math.sqrt(all.tally.sumSquares / n - mean * mean), all.tally.capped);
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
