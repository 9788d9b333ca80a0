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

    /** A uniform 64-bit value (raw output, for {@code rng-dump}). */
    long nextLong();
}
