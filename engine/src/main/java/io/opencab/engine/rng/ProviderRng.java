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

    /** As the interface's (the label is not needed here), with the provider read once for the run rather than once a draw. */
    @Override
    public void drawStops(String label, byte[] stops, byte[] out, int from, int count) {
        UniformRandomProvider p = provider;
        int bound = stops.length;
        for (int i = from; i < from + count; i++) {
            out[i] = stops[p.nextInt(bound)];
        }
    }

    /** As the interface's, with the provider read once for the cells rather than once a draw. */
    @Override
    public void drawStops(String[] labels, byte[][] stopsByColumn, int columnHeight, byte[] out, long cells) {
        UniformRandomProvider p = provider;
        for (long t = cells; t != 0; t &= t - 1) {
            int i = Long.numberOfTrailingZeros(t);
            byte[] stops = stopsByColumn[i / columnHeight];
            out[i] = stops[p.nextInt(stops.length)];
        }
    }

    @Override
    public long nextLong() {
        return provider.nextLong();
    }
}
