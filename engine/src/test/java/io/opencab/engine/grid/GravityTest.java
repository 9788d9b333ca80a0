package io.opencab.engine.grid;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class GravityTest {
    private static final GridShape TREE = GridShape.columns(1, 3, 5, 6, 6, 4, 2);

    @Test
    void survivorsFallDownTheirColumnAndTheTopEmpties() {
        // given column 2 holding g b c d e bottom to top, with rows 1 (b) and 3 (d) removed
        byte[] before = Board.parse(TREE, "abcdefghWM",
                "...ab..",
                "..ede..",
                "..dabc.",
                ".dcbcf.",
                ".gbbdbc",
                "haghgfa").toArray();
        byte[] cells = Board.parse(TREE, "abcdefghWM",
                "...ab..",
                "..ede..",
                "..dabc.",
                ".dcbcf.",
                ".gbbdbc",
                "haghgfa").toArray();
        long removed = (1L << TREE.index(2, 1)) | (1L << TREE.index(2, 3));
        // when collapsing
        long empty = Gravity.collapse(TREE, cells, removed);
        // then g, c, e fill rows 0..2 and rows 3..4 are empty
        assertEquals(6, cells[TREE.index(2, 0)]);
        assertEquals(2, cells[TREE.index(2, 1)]);
        assertEquals(4, cells[TREE.index(2, 2)]);
        assertEquals(Board.NONE, cells[TREE.index(2, 3)]);
        assertEquals(Board.NONE, cells[TREE.index(2, 4)]);
        assertEquals((1L << TREE.index(2, 3)) | (1L << TREE.index(2, 4)), empty);
        // and every other column is untouched
        for (int i : TREE.cells()) {
            if (TREE.column(i) != 2) {
                assertEquals(before[i], cells[i], "cell " + i);
            }
        }
    }
}
