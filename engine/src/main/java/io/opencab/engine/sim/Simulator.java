package io.opencab.engine.sim;

import io.opencab.engine.EngineException;
import io.opencab.engine.game.Game;
import io.opencab.engine.game.GameInfo;
import io.opencab.engine.game.RoundOutcome;
import io.opencab.engine.rng.DrawRecord;
import io.opencab.engine.rng.GameRng;
import io.opencab.engine.rng.RecordingRng;
import io.opencab.engine.rng.SeededStreams;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.BiConsumer;
import java.util.function.Consumer;

/**
 * Multi-threaded Monte-Carlo over one game. Each thread plays its own jumped stream of the seed
 * and keeps a {@link Tally}; threads advance in lock-step batches so a seed, thread count and
 * batch size always play the same rounds, and the precision check sees whole batches.
 */
public final class Simulator {
    private static final double Z95 = 1.959963984540054;
    private static final double Z99 = 2.5758293035489004;

    private final Game game;

    public Simulator(Game game) {
        this.game = game;
    }

    public SimulationReport run(SimulationOptions options) {
        return run(options, 0, o -> { });
    }

    /**
     * Runs the simulation; the first {@code observeFirst} outcomes of thread 0 (the first rounds
     * of the seed's first stream) are also handed to {@code observer}, on that thread.
     */
    public SimulationReport run(SimulationOptions options, long observeFirst, Consumer<RoundOutcome> observer) {
        return run(options, observeFirst, (o, draws) -> observer.accept(o), false);
    }

    /**
     * As {@link #run(SimulationOptions, long, Consumer)}, each observed outcome handed over with the
     * draws it made (a {@link RecordingRng} around the stream for those rounds only; it passes every
     * draw through, so the rounds played are the same as without it).
     */
    public SimulationReport runRecorded(SimulationOptions options, long observeFirst,
                                        BiConsumer<RoundOutcome, DrawRecord> observer) {
        return run(options, observeFirst, observer, true);
    }

    private SimulationReport run(SimulationOptions options, long observeFirst,
                                 BiConsumer<RoundOutcome, DrawRecord> observer, boolean record) {
        GameInfo info = game.info();
        info.bet(options.betLevel());
        int threads = options.threads();
        List<GameRng> streams = SeededStreams.streams(options.seed(), threads);
        long[] remaining = new long[threads];
        for (int t = 0; t < threads; t++) {
            remaining[t] = options.rounds() / threads + (t < options.rounds() % threads ? 1 : 0);
        }
        Tally[] tallies = new Tally[threads];
        for (int t = 0; t < threads; t++) {
            tallies[t] = new Tally(info.sources().size(), info.features().size());
        }
        long[] observed = {0};
        long start = System.nanoTime();
        ExecutorService pool = Executors.newFixedThreadPool(threads, r -> {
            Thread th = new Thread(r, "sim-" + info.id());
            th.setDaemon(true);
            return th;
        });
        try {
            while (true) {
                List<Future<?>> futures = new ArrayList<>(threads);
                boolean any = false;
                for (int t = 0; t < threads; t++) {
                    long n = Math.min(options.batch(), remaining[t]);
                    if (n == 0) {
                        continue;
                    }
                    any = true;
                    remaining[t] -= n;
                    final int id = t;
                    futures.add(pool.submit(() -> {
                        GameRng rng = streams.get(id);
                        Tally tally = tallies[id];
                        int level = options.betLevel();
                        for (long i = 0; i < n; i++) {
                            if (id == 0 && observed[0] < observeFirst) {
                                observed[0]++;
                                RecordingRng rec = record ? new RecordingRng(rng) : null;
                                RoundOutcome o = game.play(level, rec == null ? rng : rec);
                                tally.add(o);
                                observer.accept(o, rec == null ? null : rec.record());
                            } else {
                                tally.add(game.play(level, rng));
                            }
                        }
                    }));
                }
                if (!any) {
                    break;
                }
                for (Future<?> f : futures) {
                    f.get();
                }
                if (options.precision() > 0) {
                    Tally merged = merge(tallies, info);
                    if (merged.rounds > 1 && halfWidth(merged, Z99) <= options.precision()) {
                        break;
                    }
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new EngineException("simulation of " + info.id() + " interrupted", e);
        } catch (ExecutionException e) {
            throw new EngineException("simulation of " + info.id() + " failed: " + e.getCause(), e.getCause());
        } finally {
            pool.shutdownNow();
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        return report(info, options, merge(tallies, info), seconds);
    }

    private static Tally merge(Tally[] tallies, GameInfo info) {
        Tally m = new Tally(info.sources().size(), info.features().size());
        for (Tally t : tallies) {
            m.merge(t);
        }
        return m;
    }

    private static double meanX(Tally t) {
        return (double) t.totalWin / t.totalBet;
    }

    /** Standard deviation of one round's win, in multiples of the bet (bets are equal in a run). */
    private static double stdDev(Tally t) {
        double mean = meanX(t);
        double var = t.sumSquaresX / t.rounds - mean * mean;
        return Math.sqrt(Math.max(0, var) * t.rounds / Math.max(1, t.rounds - 1));
    }

    private static double halfWidth(Tally t, double z) {
        return z * stdDev(t) / Math.sqrt(t.rounds);
    }

    private static SimulationReport report(GameInfo info, SimulationOptions options, Tally t, double seconds) {
        double rtp = meanX(t);
        double h95 = halfWidth(t, Z95);
        double h99 = halfWidth(t, Z99);
        Map<String, Double> contributions = new LinkedHashMap<>();
        for (int i = 0; i < info.sources().size(); i++) {
            contributions.put(info.sources().get(i), (double) t.sourceWin[i] / t.totalBet);
        }
        Map<String, Double> features = new LinkedHashMap<>();
        Map<String, Double> featureMean = new LinkedHashMap<>();
        for (int i = 0; i < info.features().size(); i++) {
            features.put(info.features().get(i), (double) t.featureRounds[i] / t.rounds);
            featureMean.put(info.features().get(i), (double) t.featureCount[i] / t.rounds);
        }
        List<String> labels = new ArrayList<>();
        labels.add("0");
        double lo = 0;
        for (double hi : Tally.WIN_BUCKETS) {
            labels.add(Double.isInfinite(hi) ? fmt(lo) + "+" : "[" + fmt(lo) + "," + fmt(hi) + ")");
            lo = hi;
        }
        long bet = info.bet(options.betLevel());
        return new SimulationReport(info.id(), t.rounds, bet, options.seed(), options.threads(),
                SeededStreams.ALGORITHM.name(), rtp, new double[] {rtp - h95, rtp + h95},
                new double[] {rtp - h99, rtp + h99}, (double) t.hits / t.rounds, stdDev(t),
                (double) t.maxWin / bet, t.capHits, contributions, features, featureMean,
                t.depth.clone(), List.copyOf(labels), t.winSize.clone(), seconds, t.rounds / seconds);
    }

    private static String fmt(double d) {
        return d == Math.rint(d) ? Long.toString((long) d) : Double.toString(d);
    }
}
