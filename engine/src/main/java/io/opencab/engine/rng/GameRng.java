package io.opencab.engine.rng;

/**
 * The only source of chance in a round. Every game draws through this interface.
 *
 * <p>Bounded draws must be unbiased: every value in {@code [0, bound)} equally likely
 * (regulations.md 1.6 "Scaling", NJ 13:69E-1.28G(b)(6)); implementations use Commons RNG's
 * bounded methods, never {@code %}.
 */
public interface GameRng {

    /** A uniform value in {@code [0, bound)}; {@code bound} must be positive. */
    int nextInt(int bound);

    /**
     * The same draw as {@link #nextInt(int)}, named: {@code label} says which table, chance or
     * uniform pick the draw serves, as the game's PAR sheet ("Draw sequence") and its PAR JSON
     * ({@code tables}, {@code chances}, {@code picks}) name it. The journal keeps values and bounds
     * only; a tracing RNG (tests, the reference-round generator) reads the labels.
     */
    default int nextInt(int bound, String label) {
        return nextInt(bound);
    }

    /**
     * Fills {@code out[from .. from + count)} in ascending order, each with
     * {@code stops[nextInt(stops.length, label)]}: exactly the draws of {@code count} calls of
     * {@link #nextInt(int, String)}, in the same order, so recording and replay see no difference.
     * A game lands or refills a run of cells from one reel's table of stops with one call; an
     * implementation may keep its generator in registers for the run (docs/performance.md).
     */
    default void drawStops(String label, byte[] stops, byte[] out, int from, int count) {
        for (int i = from; i < from + count; i++) {
            out[i] = stops[nextInt(stops.length, label)];
        }
    }

    /**
     * Fills the cells of {@code cells} (a bit mask over {@code out}'s indices) in ascending
     * order, cell {@code i} with {@code stopsByColumn[c][nextInt(length, labels[c])]} where
     * {@code c = i / columnHeight}: exactly the draws of one {@link #nextInt(int, String)} per
     * cell, in the same order. A grid game refills the emptied cells of a board, column by
     * column, with one call.
     */
    default void drawStops(String[] labels, byte[][] stopsByColumn, int columnHeight, byte[] out, long cells) {
        for (long t = cells; t != 0; t &= t - 1) {
            int i = Long.numberOfTrailingZeros(t);
            int c = i / columnHeight;
            byte[] stops = stopsByColumn[c];
            out[i] = stops[nextInt(stops.length, labels[c])];
        }
    }

    /** A uniform 64-bit value (raw output, for {@code rng-dump}). */
    long nextLong();
}
