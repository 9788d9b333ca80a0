package io.opencab.engine.game;

import java.util.Arrays;

/**
 * What every game's round outcome holds the same way: its game, the bet level, the bet, the win by RTP source
 * (the total is their sum), the count of each feature and whether the round stopped at its cap.
 *
 * <p>Takes ownership of {@code sourceWins} and {@code features}: the round that filled them is discarded when the
 * outcome is built, and the accessors hand out copies, so nothing can change them.
 */
public record RoundTotals(String gameId, int betLevel, long bet, long[] sourceWins, int[] features, boolean capped) {
    /** The round's win: the sum of its wins by source. */
    public long totalWin() {
        long sum = 0;
        for (long w : sourceWins) {
            sum += w;
        }
        return sum;
    }

    public long sourceWin(int source) {
        return sourceWins[source];
    }

    public int featureCount(int feature) {
        return features[feature];
    }

    @Override
    public long[] sourceWins() {
        return sourceWins.clone();
    }

    @Override
    public int[] features() {
        return features.clone();
    }

    /** {@code outcome}'s class, bet level, bet and win, then {@code details}: what a log line shows of a round. */
    public String describe(Object outcome, String details) {
        return outcome.getClass().getSimpleName() + "[level=" + betLevel + ", bet=" + bet + ", win=" + totalWin()
                + details + "]";
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof RoundTotals x && x.gameId.equals(gameId) && x.betLevel == betLevel && x.bet == bet
                && x.capped == capped && Arrays.equals(x.sourceWins, sourceWins) && Arrays.equals(x.features, features);
    }

    @Override
    public int hashCode() {
        return 31 * (31 * Long.hashCode(bet) + Arrays.hashCode(sourceWins)) + Arrays.hashCode(features);
    }

    @Override
    public String toString() {
        return describe(this, ", sourceWins=" + Arrays.toString(sourceWins) + ", features=" + Arrays.toString(features));
    }
}
