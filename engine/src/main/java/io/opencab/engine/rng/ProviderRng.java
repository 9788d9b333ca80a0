package io.opencab.engine.rng;

import org.apache.commons.rng.UniformRandomProvider;

/**
 * A {@link GameRng} over one Commons RNG provider, for one thread. Not thread-safe: the
 * simulator gives each thread its own independent stream.
 */
public final class ProviderRng implements GameRng {
    private final UniformRandomProvider provider;

    public ProviderRng(UniformRandomProvider provider) {
        this.provider = java.util.Objects.requireNonNull(provider, "provider");
    }

    @Override
    public int nextInt(int bound) {
        return provider.nextInt(bound);
    }

    @Override
    public long nextLong() {
        return provider.nextLong();
    }
}
