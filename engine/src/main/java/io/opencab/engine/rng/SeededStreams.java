package io.opencab.engine.rng;

import io.opencab.engine.EngineException;
import java.util.ArrayList;
import java.util.List;
import org.apache.commons.rng.JumpableUniformRandomProvider;
import org.apache.commons.rng.simple.RandomSource;

/**
 * Reproducible generators for simulation and tests. Stream {@code i} of seed {@code s} is the
 * seeded XoShiRo256++ generator advanced by {@code i} jumps of 2^128 draws, so streams never
 * overlap in practice and the same seed always gives the same streams.
 */
public final class SeededStreams {
    /** The algorithm of every seeded stream; named in PAR sheets and simulation reports. */
    public static final RandomSource ALGORITHM = RandomSource.XO_SHI_RO_256_PP;

    private SeededStreams() {
    }

    /** The first stream of {@code seed}. */
    public static GameRng single(long seed) {
        return streams(seed, 1).get(0);
    }

    /** {@code count} independent streams of {@code seed}. */
    public static List<GameRng> streams(long seed, int count) {
        if (count < 1 || count > 4096) {
            throw new EngineException("stream count must be 1..4096, got " + count);
        }
        JumpableUniformRandomProvider base = (JumpableUniformRandomProvider) ALGORITHM.create(seed);
        List<GameRng> result = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            // jump() returns a copy of the current state, then advances base by 2^128 draws.
            result.add(new ProviderRng(base.jump()));
        }
        return result;
    }
}
