package io.opencab.engine.grid;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.engine.EngineException;
import org.junit.jupiter.api.Test;

class GridShapeTest {
    private static final GridShape TREE = GridShape.columns(1, 3, 5, 6, 6, 4, 2);

    private static long bit(int column, int row) {
        return 1L << TREE.index(column, row);
    }

    @Test
    void treeHasRowsOf7To2CellsBottomToTop() {
        assertEquals(27, TREE.cellCount());
        int[] expected = {7, 6, 5, 4, 3, 2};
        for (int row = 0; row < 6; row++) {
            assertEquals(expected[row], Long.bitCount(TREE.rowMask(row)), "row " + row);
        }
    }

    @Test
    void cellsTouchOnlyThroughEdges() {
        // given a cell in the middle of the tree
        long n = TREE.neighbours(bit(3, 2));
        // then its four edge neighbours, and no diagonal
        assertEquals(bit(3, 1) | bit(3, 3) | bit(2, 2) | bit(4, 2), n);
    }

    @Test
    void topOfAColumnDoesNotTouchBottomOfTheNext() {
        // given the top cell of column 1 (row 2) in the 6-row bit layout
        long n = TREE.neighbours(bit(1, 2));
        // then it touches neither column 2's bottom cell nor any missing cell
        assertFalse((n & bit(2, 0)) != 0);
        assertEquals(bit(1, 1) | bit(2, 2), n);
    }

    @Test
    void missingCellsAreNeverNeighbours() {
        // column 0 has one cell; its only neighbour is column 1's bottom cell
        assertEquals(bit(1, 0), TREE.neighbours(bit(0, 0)));
        // column 6's top (row 1) touches column 5 row 1 and column 6 row 0 only
        assertEquals(bit(5, 1) | bit(6, 0), TREE.neighbours(bit(6, 1)));
    }

    @Test
    void componentFollowsEdgesWithinAllowedCells() {
        long allowed = bit(0, 0) | bit(1, 0) | bit(1, 1) | bit(2, 1) | bit(4, 4);
        long comp = TREE.component(bit(0, 0), allowed);
        assertEquals(allowed & ~bit(4, 4), comp);
    }

    @Test
    void rectangleHasEveryCell() {
        GridShape g = GridShape.rectangle(6, 6);
        assertEquals(36, g.cellCount());
        assertTrue(g.contains(5, 5));
    }

    @Test
    void gridThatDoesNotFitALongIsRejected() {
        assertThrows(EngineException.class, () -> GridShape.rectangle(8, 8));
    }
}
