package io.opencab.engine.games.christmastree;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.opencab.engine.grid.GridShape;
import org.junit.jupiter.api.Test;

/**
 * The tree's one grid (docs/par/christmas-tree.md, "Grid"): 27 cells in 7 bottom-aligned columns
 * of heights 2, 3, 5, 7, 5, 3, 2, a symmetric tree; cells connect through edges only.
 */
class TreeGridTest {
    private static final GridShape TREE = ChristmasTree.shape();

    @Test
    void theTreeHas27CellsInColumnsOf2357532() {
        int[] heights = new int[TREE.columnCount()];
        for (int c = 0; c < heights.length; c++) {
            heights[c] = TREE.height(c);
        }
        assertEquals("[2, 3, 5, 7, 5, 3, 2]", java.util.Arrays.toString(heights));
        assertEquals(27, TREE.cellCount());
    }

    @Test
    void theTreeIsSymmetric() {
        for (int c = 0; c < TREE.columnCount(); c++) {
            assertEquals(TREE.height(c), TREE.height(TREE.columnCount() - 1 - c), "column " + c);
        }
    }

    @Test
    void rowsNarrowFromTheBottomUp() {
        // given rows of 7, 7, 5, 3, 3, 1, 1 cells from the bottom
        int[] expected = {7, 7, 5, 3, 3, 1, 1};
        for (int row = 0; row < expected.length; row++) {
            assertEquals(expected[row], Long.bitCount(TREE.rowMask(row)), "row " + row);
        }
    }

    @Test
    void theTopOfAShortColumnDoesNotTouchTheTallerColumnsCellAboveIt() {
        // given column 1's top cell (row 2): it touches column 2 row 2 beside it and column 1 row 1 below
        long top = 1L << TREE.index(1, 2);
        // then nothing else (no diagonal, no cell outside the tree)
        assertEquals((1L << TREE.index(1, 1)) | (1L << TREE.index(2, 2)), TREE.neighbours(top));
    }
}
