package io.opencab.engine.rng;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * Bounded draws must be unbiased (regulations.md 1.6 "Scaling"). A bound just above 2^30 makes
 * a modulo reduction visibly biased (values below 2^31 - bound come up twice as often); the
 * chi-square over two halves of the range catches that.
 */
class BoundedDrawTest {

    private static double chiSquareLowHalf(GameRng rng, int bound, int n) {
        // A naive (next31 % bound) lands below 2^31 - bound with probability ~2/3, not ~0.4.
        int split = (int) ((1L << 31) - bound);
        long low = 0;
        for (int i = 0; i < n; i++) {
            if (rng.nextInt(bound) < split) {
                low++;
            }
        }
        double pLow = (double) split / bound;
        double eLow = n * pLow;
        double eHigh = n * (1 - pLow);
        return Math.pow(low - eLow, 2) / eLow + Math.pow((n - low) - eHigh, 2) / eHigh;
    }

    @Test
    void seededDrawsAreUnbiasedForAnAwkwardBound() {
        // given a bound where modulo would be biased; when drawing 200,000 values
        double chi = chiSquareLowHalf(SeededStreams.single(12345), (1 << 30) + (1 << 29), 200_000);
        // then chi-square (1 degree of freedom) stays below the 99.9% point 10.83
        assertTrue(chi < 10.83, "chi-square " + chi);
    }

    @Test
    void liveDrawsAreUnbiasedForAnAwkwardBound() {
        double chi = chiSquareLowHalf(LiveRng.create(), (1 << 30) + (1 << 29), 200_000);
        // 1 in a million false alarm: 23.9 is the 99.9999% point of chi-square with 1 dof
        assertTrue(chi < 23.9, "chi-square " + chi);
    }

    @Test
    void smallBoundIsUniform() {
        // given 6 outcomes, 600,000 draws; then chi-square with 5 dof below its 99.9% point 20.52
        GameRng rng = SeededStreams.single(3);
        long[] counts = new long[6];
        for (int i = 0; i < 600_000; i++) {
            counts[rng.nextInt(6)]++;
        }
        double chi = 0;
        for (long c : counts) {
            chi += Math.pow(c - 100_000, 2) / 100_000;
        }
        assertTrue(chi < 20.52, "chi-square " + chi);
    }
}
