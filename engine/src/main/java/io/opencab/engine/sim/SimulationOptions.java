package io.opencab.engine.sim;

import io.opencab.engine.EngineException;

/**
 * How a simulation runs.
 *
 * @param rounds     rounds to play (the most, when a precision is requested)
 * @param seed       seed of the reproducible streams
 * @param threads    worker threads, each with its own jumped stream
 * @param betLevel   bet level every round is played at
 * @param precision  stop early once the 99% confidence half-width of the RTP is at most this
 *                   (a fraction, 0.0015 = 0.15 points); 0 to always play {@code rounds}
 * @param batch      rounds per thread between precision checks
 */
public record SimulationOptions(long rounds, long seed, int threads, int betLevel, double precision, long batch) {

    public SimulationOptions {
        if (rounds < 1) {
            throw new EngineException("rounds must be at least 1, got " + rounds);
        }
        if (threads < 1 || threads > 256) {
            throw new EngineException("threads must be 1..256, got " + threads);
        }
        if (!(precision >= 0) || precision >= 1) {
            throw new EngineException("precision must be a fraction in [0, 1), got " + precision);
        }
        if (batch < 1) {
            throw new EngineException("batch must be at least 1, got " + batch);
        }
    }

    public static SimulationOptions of(long rounds, long seed, int threads) {
        return new SimulationOptions(rounds, seed, threads, 1, 0, 1_000_000);
    }
}
