package io.opencab.engine.sim;

import io.opencab.engine.game.RoundOutcome;

/**
 * Running statistics of one simulator thread: sums and histograms only, nothing per round.
 * Not thread-safe; each thread owns one and the simulator merges them.
 */
final class Tally {
    /** Upper bounds (exclusive, in multiples of the bet) of the win-size histogram's buckets after "0". */
    static final double[] WIN_BUCKETS = {1, 2, 5, 10, 20, 50, 100, 250, 500, 1000, 2500, 5000, 10000, 25000, Double.POSITIVE_INFINITY};
    static final int MAX_DEPTH = 30;

    long rounds;
    long hits;
    long capHits;
    long totalBet;
    long totalWin;
    long maxWin;
    double sumSquaresX;
    final long[] sourceWin;
    final long[] featureRounds;
    final long[] featureCount;
    final long[] depth = new long[MAX_DEPTH + 1];
    final long[] winSize = new long[WIN_BUCKETS.length + 1];

    Tally(int sources, int features) {
        sourceWin = new long[sources];
        featureRounds = new long[features];
        featureCount = new long[features];
    }

    void add(RoundOutcome o) {
        long bet = o.bet();
        long win = o.totalWin();
        rounds++;
        totalBet += bet;
        totalWin += win;
        if (win > 0) {
            hits++;
        }
        if (o.capped()) {
            capHits++;
        }
        if (win > maxWin) {
            maxWin = win;
        }
        double x = (double) win / bet;
        sumSquaresX += x * x;
        for (int i = 0; i < sourceWin.length; i++) {
            sourceWin[i] += o.sourceWin(i);
        }
        for (int i = 0; i < featureCount.length; i++) {
            int n = o.featureCount(i);
            if (n > 0) {
                featureRounds[i]++;
                featureCount[i] += n;
            }
        }
        depth[Math.min(o.cascades(), MAX_DEPTH)]++;
        winSize[bucket(x)]++;
    }

    private static int bucket(double x) {
        if (x == 0) {
            return 0;
        }
        int i = 0;
        while (x >= WIN_BUCKETS[i]) {
            i++;
        }
        return i + 1;
    }

    void merge(Tally t) {
        rounds += t.rounds;
        hits += t.hits;
        capHits += t.capHits;
        totalBet += t.totalBet;
        totalWin += t.totalWin;
        maxWin = Math.max(maxWin, t.maxWin);
        sumSquaresX += t.sumSquaresX;
        for (int i = 0; i < sourceWin.length; i++) {
            sourceWin[i] += t.sourceWin[i];
        }
        for (int i = 0; i < featureCount.length; i++) {
            featureRounds[i] += t.featureRounds[i];
            featureCount[i] += t.featureCount[i];
        }
        for (int i = 0; i < depth.length; i++) {
            depth[i] += t.depth[i];
        }
        for (int i = 0; i < winSize.length; i++) {
            winSize[i] += t.winSize[i];
        }
    }
}
