package io.opencab.engine.rng;

import io.opencab.engine.EngineException;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * Cycles the live RNG in the background while no round is being decided (regulations.md 1.6,
 * NJ 13:69E-1.28G(b)(4)). Runs on its own daemon thread, outside any round path.
 */
public final class BackgroundCycler implements AutoCloseable {
    private final ScheduledExecutorService executor;

    public BackgroundCycler(LiveRng rng, long periodMillis) {
        if (periodMillis < 1 || periodMillis > 1000) {
            throw new EngineException("RNG cycling period must be 1..1000 ms, got " + periodMillis);
        }
        this.executor = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "rng-cycler");
            t.setDaemon(true);
            return t;
        });
        executor.scheduleAtFixedRate(rng::cycle, periodMillis, periodMillis, TimeUnit.MILLISECONDS);
    }

    @Override
    public void close() {
        executor.shutdownNow();
    }
}
