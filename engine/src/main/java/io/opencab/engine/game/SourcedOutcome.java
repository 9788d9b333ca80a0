package io.opencab.engine.game;

/**
 * A round outcome whose bet, wins by RTP source, feature counts and cap are its {@link RoundTotals}: every game's
 * outcome but Lost Relics' (which counts its features from its spins). A game's outcome adds its own spins, drops
 * or games and its cascade count.
 */
public interface SourcedOutcome extends RoundOutcome {
    /** The round's bet, wins by source, feature counts and cap. */
    RoundTotals totals();

    @Override
    default String gameId() {
        return totals().gameId();
    }

    @Override
    default int betLevel() {
        return totals().betLevel();
    }

    @Override
    default long bet() {
        return totals().bet();
    }

    @Override
    default long totalWin() {
        return totals().totalWin();
    }

    @Override
    default boolean capped() {
        return totals().capped();
    }

    @Override
    default long sourceWin(int source) {
        return totals().sourceWin(source);
    }

    @Override
    default int featureCount(int feature) {
        return totals().featureCount(feature);
    }
}
