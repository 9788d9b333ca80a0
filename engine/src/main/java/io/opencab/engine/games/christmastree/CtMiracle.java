package io.opencab.engine.games.christmastree;

/**
 * The Miracle of a regular spin with 3 or more cascades.
 *
 * @param kind  which Miracle
 * @param value bets (BET_WIN), total-win multiplier (MULTIPLIER) or Free Spins (FREE_SPINS)
 * @param pay   credits the Miracle itself adds: value x bet, or the regular spin's win x (value - 1),
 *              or 0 for Free Spins (their wins are in the free spins)
 */
public record CtMiracle(Kind kind, int value, long pay) {
    public enum Kind { BET_WIN, MULTIPLIER, FREE_SPINS }
}
