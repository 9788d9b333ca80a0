package io.opencab.engine.game;

import java.util.Arrays;

/**
 * What every game's round outcome holds the same way: the bet level, the bet, the win by RTP source (the
 * total is their sum) and whether the round stopped at its cap. A game's outcome adds its own spins, drops or
 * games, its feature counts and its cascade count.
 */
public abstract class SourcedOutcome implements RoundOutcome {
    private final String gameId;
    private final int betLevel;
    private final long bet;
    private final long[] sourceWins;
    private final long totalWin;
    private final boolean capped;

    /**
     * Takes ownership of {@code sourceWins}: the round that filled it is discarded when the outcome is built,
     * so nothing else can change it.
     */
    protected SourcedOutcome(String gameId, int betLevel, long bet, long[] sourceWins, boolean capped) {
        this.gameId = gameId;
        this.betLevel = betLevel;
        this.bet = bet;
        this.sourceWins = sourceWins;
        long sum = 0;
        for (long w : sourceWins) {
            sum += w;
        }
        this.totalWin = sum;
        this.capped = capped;
    }

    @Override
    public final String gameId() {
        return gameId;
    }

    @Override
    public final int betLevel() {
        return betLevel;
    }

    @Override
    public final long bet() {
        return bet;
    }

    @Override
    public final long totalWin() {
        return totalWin;
    }

    @Override
    public final boolean capped() {
        return capped;
    }

    @Override
    public final long sourceWin(int source) {
        return sourceWins[source];
    }

    /** True when {@code x} has the same bet level, bet, win by source and cap: the part of equals they share. */
    protected final boolean sameTotals(SourcedOutcome x) {
        return x.betLevel == betLevel && x.bet == bet && x.capped == capped && Arrays.equals(x.sourceWins, sourceWins);
    }

    /** The outcome's class, bet level, bet and win, then {@link #details()}: what a log line shows of a round. */
    @Override
    public final String toString() {
        return getClass().getSimpleName() + "[level=" + betLevel + ", bet=" + bet + ", win=" + totalWin + details() + "]";
    }

    /** The game's own part of {@link #toString()}, each member as {@code ", name=value"}. */
    protected abstract String details();
}
