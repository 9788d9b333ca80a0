package io.opencab.bench.tuning;

import io.opencab.engine.game.RoundOutcome;

/**
 * What every tuning counter sums of each round, whatever the game: winning rounds, the total win, capped rounds,
 * the largest win, the win by RTP source and the sum of squared wins in bets (for the standard deviation).
 */
final class RoundTally {
    long hits;
    long totalWin;
    long capped;
    long maxWin;
    double sumSquares;
    final long[] sources;

    RoundTally(int sources) {
        this.sources = new long[sources];
    }

    void add(RoundOutcome o) {
        long win = o.totalWin();
        hits += win > 0 ? 1 : 0;
        totalWin += win;
        capped += o.capped() ? 1 : 0;
        maxWin = Math.max(maxWin, win);
        double x = win / (double) o.bet();
        sumSquares += x * x;
        for (int k = 0; k < sources.length; k++) {
            sources[k] += o.sourceWin(k);
        }
    }

    /** Adds another thread's tally (merged in thread order, so the sums do not depend on timing). */
    void add(RoundTally other) {
        for (int k = 0; k < sources.length; k++) {
            sources[k] += other.sources[k];
        }
        hits += other.hits;
        totalWin += other.totalWin;
        capped += other.capped;
        maxWin = Math.max(maxWin, other.maxWin);
        sumSquares += other.sumSquares;
    }
}
