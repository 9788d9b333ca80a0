package io.opencab.engine.grid;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** GridShape.mayHoldFiveConnected: the search-free test that lets the cluster finder skip a symbol. */
class FiveConnectedTest {
    private static final GridShape SQUARE = GridShape.rectangle(5, 5);

    private static long cells(GridShape shape, int... columnRowPairs) {
        long m = 0;
        for (int i = 0; i < columnRowPairs.length; i += 2) {
            m |= 1L << shape.index(columnRowPairs[i], columnRowPairs[i + 1]);
        }
        return m;
    }

    private static boolean hasFiveBySearch(GridShape shape, long m) {
        for (long rest = m; rest != 0; ) {
            long comp = shape.component(rest & -rest, m);
            if (Long.bitCount(comp) >= 5) {
                return true;
            }
            rest &= ~comp;
        }
        return false;
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
    void aPathOfFourAndTwoPairsCannot() {
        assertFalse(SQUARE.mayHoldFiveConnected(cells(SQUARE, 0, 0, 0, 1, 0, 2, 0, 3, 2, 0, 3, 0, 2, 4, 3, 4)));
    }

    @Test
    void aLineBrokenAtTheColumnEdgeCannot() {
        // given the top three cells of column 0 and the bottom two of column 1: consecutive bits, not a path
        assertFalse(SQUARE.mayHoldFiveConnected(cells(SQUARE, 0, 2, 0, 3, 0, 4, 1, 0, 1, 1)));
    }

    @Test
    void neverMissesFiveConnectedCellsOnRectangleOrTree() {
        GridShape[] shapes = {SQUARE, GridShape.rectangle(6, 6), GridShape.columns(1, 3, 5, 6, 6, 4, 2)};
        SplittableRandom random = new SplittableRandom(20261123L);
        int rejected = 0;
        for (GridShape shape : shapes) {
            for (int i = 0; i < 100_000; i++) {
                long dense = random.nextLong() & random.nextLong() & shape.valid();
                long m = i % 2 == 0 ? dense & random.nextLong() : dense;
                boolean five = hasFiveBySearch(shape, m);
                boolean may = shape.mayHoldFiveConnected(m);
                assertTrue(!five || may, () -> "missed five in " + Long.toBinaryString(m));
                if (!may) {
                    rejected++;
                }
            }
        }
        // and it rejects often enough on these densities to be worth its cost
        assertTrue(rejected > 50_000, "rejected " + rejected + " of 300,000");
    }
}
