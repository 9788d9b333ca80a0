package io.opencab.engine.game;

/**
 * A capped game's round wins as they are credited: each amount goes to its RTP source until the round's total
 * reaches the cap; what would pass it is not paid and the round is capped (Christmas Tree's and Cluster Kingdom's
 * rule sheets: the max win of a round). A new one per round, so nothing leaks into the next.
 */
public final class CappedWins {
    private final long cap;
    private final long[] bySource;
    private long total;
    private boolean capped;

    /**
     * @param sources how many RTP sources the game has
     * @param cap     the most the round pays, in credits
     */
    public CappedWins(int sources, long cap) {
        this.cap = cap;
        this.bySource = new long[sources];
    }

    /** Credits {@code amount} to {@code source}, stopping at the cap. */
    public void add(long amount, int source) {
        long accepted = Math.min(amount, cap - total);
        bySource[source] += accepted;
        total += accepted;
        if (total >= cap) {
            capped = true;
        }
    }

    /** What the round has paid so far, in credits. */
    public long total() {
        return total;
    }

    /** True once the round's total reached the cap: play stops. */
    public boolean capped() {
        return capped;
    }

    /** The win by source, handed to the round's outcome (which takes ownership: the round is over). */
    public long[] bySource() {
        return bySource;
    }
}
