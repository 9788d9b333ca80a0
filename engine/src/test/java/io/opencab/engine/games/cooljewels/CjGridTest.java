package io.opencab.engine.games.cooljewels;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.engine.grid.GridShape;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** CjGrid is a 6x6 copy of the shared GridShape operations; it must agree with them on every mask. */
class CjGridTest {
    private static final GridShape SHAPE = CjPatterns.SHAPE;
    private static final long GRID = (1L << 36) - 1;

    @Test
    void fourConnectedDoesNotWrapFromAColumnsTopToTheNextColumnsBottom() {
        // given reel 1's top three spaces (bits 3 to 5) and reel 2's bottom space (bit 6): consecutive bits
        long m = 0b1111000L;

        // then they are not 4 connected, as the shared test says
        assertFalse(SHAPE.hasFourConnected(m));
        assertFalse(CjGrid.hasFourConnected(m));
        // and a T of 4 is (reel 1's bottom three spaces and reel 2's second)
        assertTrue(CjGrid.hasFourConnected(0b111L | 1L << 7));
    }

    @Test
    void fourConnectedAgreesOnEveryMaskOfTheBottomAndTopThreeRows() {
        // given every mask within the bottom three rows, and the same shapes moved to the top three rows
        for (int bits = 0; bits < 1 << 18; bits++) {
            long bottom = spread(bits, 0);
            long top = spread(bits, 3);

            // then the 6x6 test and the shared one agree
            assertEquals(SHAPE.hasFourConnected(bottom), CjGrid.hasFourConnected(bottom), () -> Long.toBinaryString(bottom));
            assertEquals(SHAPE.hasFourConnected(top), CjGrid.hasFourConnected(top), () -> Long.toBinaryString(top));
        }
    }

    @Test
    void allThreeOperationsAgreeOnRandomMasksOfEveryDensity() {
        // given random masks of the grid, from sparse to dense
        SplittableRandom random = new SplittableRandom(20261124L);
        for (int n = 0; n < 200_000; n++) {
            long m = random(random, n % 9 + 1);
            long allowed = m | random(random, 3);
            long seed = Long.lowestOneBit(random.nextLong() & GRID);

            // then each gives what GridShape gives
            assertEquals(SHAPE.hasFourConnected(m), CjGrid.hasFourConnected(m), () -> Long.toBinaryString(m));
            assertEquals(SHAPE.neighbours(m), CjGrid.neighbours(m), () -> Long.toBinaryString(m));
            assertEquals(SHAPE.component(seed, allowed), CjGrid.component(seed, allowed), () -> Long.toBinaryString(allowed));
        }
    }

    /** A random mask of the grid where each cell is set with probability tenths/10. */
    private static long random(SplittableRandom random, int tenths) {
        long m = 0;
        for (int i = 0; i < 36; i++) {
            if (random.nextInt(10) < tenths) {
                m |= 1L << i;
            }
        }
        return m;
    }

    /** The 18 bits of {@code bits} as rows {@code fromRow} to {@code fromRow + 2} of the six columns. */
    private static long spread(int bits, int fromRow) {
        long m = 0;
        for (int k = 0; k < 18; k++) {
            if ((bits >>> k & 1) != 0) {
                m |= 1L << SHAPE.index(k / 3, fromRow + k % 3);
            }
        }
        return m;
    }
}
