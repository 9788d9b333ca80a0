package io.opencab.engine.game;

/**
 * The common face of every game's round outcome: one immutable value, computed whole before
 * anything is shown. Journal, screen, recall and export all read it; the simulator reads only
 * these summary accessors.
 */
public interface RoundOutcome {

    String gameId();

    int betLevel();

    /** The bet in credits. */
    long bet();

    /** Everything the round pays, in credits, after the cap. */
    long totalWin();

    /** True when the round stopped paying at the cap. */
    boolean capped();

    /** Winning cascades of the round's main spin (for the cascade-depth distribution). */
    int cascades();

    /** Credits won from RTP source {@code i} of {@link GameInfo#sources()}; they add up to {@link #totalWin()}. */
    long sourceWin(int source);

    /** How often feature {@code i} of {@link GameInfo#features()} occurred in this round. */
    int featureCount(int feature);
}
