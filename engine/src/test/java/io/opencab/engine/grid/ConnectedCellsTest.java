package io.opencab.engine.grid;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The search-free tests of connected cells that let a game skip a symbol's group search:
 * GridShape.hasFourConnected (exact; the reference for Cool Jewels' 6x6 copy in CjGrid) and
 * mayHoldFiveConnected (never misses; the cluster finder for clusters of 5).
 */
class ConnectedCellsTest {
    private static final GridShape SQUARE = GridShape.rectangle(5, 5);
    private static final GridShape SIX = GridShape.rectangle(6, 6);
    private static final GridShape[] SHAPES = {SQUARE, SIX, GridShape.columns(1, 3, 5, 6, 6, 4, 2)};

    private static long cells(GridShape shape, int... columnRowPairs) {
        long m = 0;
        for (int i = 0; i < columnRowPairs.length; i += 2) {
            m |= 1L << shape.index(columnRowPairs[i], columnRowPairs[i + 1]);
        }
        return m;
    }

    /** The answer by component search: some edge-connected component has {@code size} or more cells. */
    private static boolean bySearch(GridShape shape, long m, int size) {
        for (long rest = m; rest != 0; ) {
            long comp = shape.component(rest & -rest, m);
            if (Long.bitCount(comp) >= size) {
                return true;
            }
            rest &= ~comp;
        }
        return false;
    }

    /** Random masks from sparse to dense, where both answers occur. */
    private static long randomMask(SplittableRandom random, GridShape shape, int i) {
        long dense = random.nextLong() & random.nextLong() & shape.valid();
        return i % 2 == 0 ? dense & random.nextLong() : dense;
    }

    @Test
    void aStraightLineOfFourAcrossTheTopRowIsFourConnected() {
        assertTrue(SIX.hasFourConnected(cells(SIX, 2, 5, 3, 5, 4, 5, 5, 5)));
    }

    @Test
    void aTIsFourConnected() {
        assertTrue(SIX.hasFourConnected(cells(SIX, 1, 0, 2, 0, 3, 0, 2, 1)));
    }

    @Test
    void aSquareIsFourConnected() {
        assertTrue(SIX.hasFourConnected(cells(SIX, 4, 4, 5, 4, 4, 5, 5, 5)));
    }

    @Test
    void threeInARowAndASeparatePairAreNotFourConnected() {
        assertFalse(SIX.hasFourConnected(cells(SIX, 0, 0, 0, 1, 0, 2, 2, 0, 3, 0)));
    }

    @Test
    void fourCellsBrokenAtTheColumnEdgeAreNotFourConnected() {
        // given the top two cells of column 0 and the bottom two of column 1: consecutive bits, not adjacent cells
        assertFalse(SIX.hasFourConnected(cells(SIX, 0, 4, 0, 5, 1, 0, 1, 1)));
    }

    @Test
    void fourConnectedAgreesWithTheComponentSearchOnRandomMasks() {
        SplittableRandom random = new SplittableRandom(20261123L);
        for (GridShape shape : SHAPES) {
            for (int i = 0; i < 100_000; i++) {
                long m = randomMask(random, shape, i);
                assertEquals(bySearch(shape, m, 4), shape.hasFourConnected(m), () -> "mask " + Long.toBinaryString(m));
            }
        }
    }

    @Test
    void aPathOfFiveMayHoldFive() {
        assertTrue(SQUARE.mayHoldFiveConnected(cells(SQUARE, 0, 0, 0, 1, 1, 1, 2, 1, 2, 2)));
    }

    @Test
    void aForkOfFiveMayHoldFive() {
        assertTrue(SQUARE.mayHoldFiveConnected(cells(SQUARE, 1, 1, 0, 1, 2, 1, 1, 2, 1, 3)));
    }

    @Test
    void aStarOfFiveMayHoldFive() {
        assertTrue(SQUARE.mayHoldFiveConnected(cells(SQUARE, 2, 2, 1, 2, 3, 2, 2, 1, 2, 3)));
    }

    @Test
    void aPathOfFourAndTwoPairsCannotHoldFive() {
        assertFalse(SQUARE.mayHoldFiveConnected(cells(SQUARE, 0, 0, 0, 1, 0, 2, 0, 3, 2, 0, 3, 0, 2, 4, 3, 4)));
    }

    @Test
    void fiveCellsBrokenAtTheColumnEdgeCannotHoldFive() {
        // given the top three cells of column 0 and the bottom two of column 1: consecutive bits, not a path
        assertFalse(SQUARE.mayHoldFiveConnected(cells(SQUARE, 0, 2, 0, 3, 0, 4, 1, 0, 1, 1)));
    }

    @Test
    void mayHoldFiveNeverMissesFiveConnectedCellsOnRandomMasks() {
        SplittableRandom random = new SplittableRandom(20261124L);
        int rejected = 0;
        for (GridShape shape : SHAPES) {
            for (int i = 0; i < 100_000; i++) {
                long m = randomMask(random, shape, i);
                boolean may = shape.mayHoldFiveConnected(m);
                assertTrue(!bySearch(shape, m, 5) || may, () -> "missed five in " + Long.toBinaryString(m));
                if (!may) {
                    rejected++;
                }
            }
        }
        // and it rejects often enough on these densities to be worth its cost
        assertTrue(rejected > 50_000, "rejected " + rejected + " of 300,000");
    }
}
