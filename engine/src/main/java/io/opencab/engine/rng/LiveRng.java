package io.opencab.engine.rng;

import java.security.SecureRandom;
import org.apache.commons.rng.UniformRandomProvider;
import org.apache.commons.rng.simple.RandomSource;

/**
 * The cabinet's live RNG: L128_X1024_MIX (LXM family, period 2^128 x (2^1024 - 1)), seeded from
 * {@link SecureRandom} so no two starts or instances share a stream (regulations.md 1.6
 * "Seeding", 25 CFR 547.14(d)). {@link #cycle()} is driven between games by
 * {@link BackgroundCycler} (1.6 "Background cycling", 547.14(c)). Thread-safe.
 */
public final class LiveRng implements GameRng {
    /** The live algorithm, named in reports. */
    public static final RandomSource ALGORITHM = RandomSource.L128_X1024_MIX;
    private static final int SEED_LONGS = 20;

    private final UniformRandomProvider provider;

    /** A generator seeded from the given entropy source (the platform's SecureRandom in production). */
    public LiveRng(SecureRandom entropy) {
        long[] seed = new long[SEED_LONGS];
        for (int i = 0; i < SEED_LONGS; i++) {
            seed[i] = entropy.nextLong();
        }
        this.provider = ALGORITHM.create(seed);
    }

    /** A generator seeded from a fresh {@link SecureRandom}. */
    public static LiveRng create() {
        return new LiveRng(new SecureRandom());
    }

    @Override
    public synchronized int nextInt(int bound) {
        return provider.nextInt(bound);
    }

    @Override
    public synchronized long nextLong() {
        return provider.nextLong();
    }

    /** Fills {@code bytes} with raw generator output (for external statistical batteries). */
    public synchronized void nextBytes(byte[] bytes) {
        provider.nextBytes(bytes);
    }

    /**
     * Advances the generator by a random number (1..64) of discarded draws, so the position of
     * the next game's draws cannot be predicted from the number of games played.
     */
    public synchronized void cycle() {
        int n = 1 + provider.nextInt(64);
        for (int i = 0; i < n; i++) {
            provider.nextLong();
        }
    }
}
