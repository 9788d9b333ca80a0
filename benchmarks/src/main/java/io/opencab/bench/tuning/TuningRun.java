package io.opencab.bench.tuning;

import io.opencab.engine.game.MathResource;
import io.opencab.engine.rng.GameRng;
import io.opencab.engine.rng.SeededStreams;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * What every tuning counter shares: its first arguments {@code ROUNDS SEED THREADS}, the math it plays (the
 * certified one or a candidate properties file) and the rounds split over threads, each on its own seeded stream
 * (SeededStreams), its sums returned in thread order so that merged figures do not depend on timing.
 *
 * @param rounds  rounds asked for; each thread plays {@code rounds / threads}
 * @param seed    the seed of the streams
 * @param threads threads (and streams)
 */
record TuningRun(long rounds, long seed, int threads) {
    /** One round played on {@code rng} and added to a thread's {@code sums}. */
    @FunctionalInterface
    interface Round<T> {
        void play(T sums, GameRng rng);
    }

    /** {@code ROUNDS SEED THREADS} from the first three arguments. */
    static TuningRun of(String[] args) {
        return new TuningRun(Long.parseLong(args[0]), Long.parseLong(args[1]), Integer.parseInt(args[2]));
    }

    /**
     * The game on the candidate math in {@code args[index]} (a properties file), or on its certified math when there
     * is no such argument or it is {@code -}.
     */
    static <G> G game(String[] args, int index, Function<MathResource, G> onMath, Supplier<G> standard)
            throws IOException {
        if (args.length <= index || args[index].equals("-")) {
            return standard.get();
        }
        Properties p = new Properties();
        try (var r = Files.newBufferedReader(Path.of(args[index]))) {
            p.load(r);
        }
        return onMath.apply(MathResource.of(args[index], p));
    }

    /** Rounds played in all: {@code rounds / threads} on each thread. */
    long played() {
        return perThread() * threads;
    }

    long perThread() {
        return rounds / threads;
    }

    /** Plays {@code rounds / threads} rounds on every thread into fresh sums; returns the sums in thread order. */
    <T> List<T> run(Supplier<T> fresh, Round<T> round) throws Exception {
        List<GameRng> streams = SeededStreams.streams(seed, threads);
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            List<Future<T>> futures = new ArrayList<>();
            for (GameRng rng : streams) {
                futures.add(pool.submit(() -> {
                    T sums = fresh.get();
                    for (long i = 0; i < perThread(); i++) {
                        round.play(sums, rng);
                    }
                    return sums;
                }));
            }
            List<T> sums = new ArrayList<>();
            for (Future<T> f : futures) {
                sums.add(f.get());
            }
            return sums;
        } finally {
            pool.shutdown();
        }
    }
}
