package io.opencab.engine.games.cooljewels;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.engine.grid.GridShape;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The search-free test for 4+ connected spaces that lets a symbol skip the group search. */
class CjFourConnectedTest {
    private static final GridShape SHAPE = CoolJewels.shape();

    private static long cells(int... columnRowPairs) {
        long m = 0;
        for (int i = 0; i < columnRowPairs.length; i += 2) {
            m |= 1L << SHAPE.index(columnRowPairs[i], columnRowPairs[i + 1]);
        }
        return m;
    }

    /** The answer by component search: some edge-connected component has 4 or more spaces. */
    private static boolean bySearch(long allowed) {
        for (long rest = allowed; rest != 0; ) {
            long comp = SHAPE.component(rest & -rest, allowed);
            if (Long.bitCount(comp) >= 4) {
                return true;
            }
            rest &= ~comp;
        }
        return false;
    }

    @Test
    void aStraightLineOfFourAcrossTheTopRowIsConnected() {
        assertTrue(CoolJewels.hasFourConnected(cells(2, 5, 3, 5, 4, 5, 5, 5)));
    }

    @Test
    void aTIsConnected() {
        assertTrue(CoolJewels.hasFourConnected(cells(1, 0, 2, 0, 3, 0, 2, 1)));
    }

    @Test
    void aSquareIsConnected() {
        assertTrue(CoolJewels.hasFourConnected(cells(4, 4, 5, 4, 4, 5, 5, 5)));
    }

    @Test
    void threeInARowAndASeparatePairAreNot() {
        assertFalse(CoolJewels.hasFourConnected(cells(0, 0, 0, 1, 0, 2, 2, 0, 3, 0)));
    }

    @Test
    void aLineBrokenAtTheColumnEdgeIsNot() {
        // given the top two spaces of column 0 and the bottom two of column 1: adjacent bit indices, not adjacent spaces
        assertFalse(CoolJewels.hasFourConnected(cells(0, 4, 0, 5, 1, 0, 1, 1)));
    }

    @Test
    void agreesWithTheComponentSearchOnRandomMasks() {
        SplittableRandom random = new SplittableRandom(20261123L);
        long valid = SHAPE.valid();
        for (int i = 0; i < 200_000; i++) {
            // densities from sparse to dense, where both answers occur
            long dense = random.nextLong() & random.nextLong() & valid;
            long m = i % 2 == 0 ? dense & random.nextLong() : dense;
            assertEquals(bySearch(m), CoolJewels.hasFourConnected(m), () -> "mask " + Long.toBinaryString(m));
        }
    }
}
