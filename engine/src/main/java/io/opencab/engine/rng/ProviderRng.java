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

    /** As the interface's, with the provider read once for the run rather than once a draw. */
    @Override
    public void drawStops(byte[] stops, byte[] out, int from, int count) {
        UniformRandomProvider p = provider;
        int bound = stops.length;
        for (int i = from; i < from + count; i++) {
            out[i] = stops[p.nextInt(bound)];
        }
    }

    @Override
    public long nextLong() {
        return provider.nextLong();
    }
}
