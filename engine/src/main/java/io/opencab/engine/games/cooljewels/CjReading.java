package io.opencab.engine.games.cooljewels;

/**
 * The rule sheet's pay and action order on the 6x6 grid: top row first, each row left to right
 * (docs/par/cool-jewels.md, decision D6). Cells are numbered column by column from the bottom
 * ({@link CjPatterns#SHAPE}); {@link #reading} re-orders a cell mask so that its bits ascend in
 * reading order, and {@link #READING} maps a reading position back to its cell.
 */
final class CjReading {
    private static final int CELLS = CjPatterns.SHAPE.arraySize();
    private static final int SIDE = CjPatterns.SHAPE.rowsPerColumn();
    /** Cells top row first, each row left to right: the rule sheet's pay and action order. */
    static final int[] READING = new int[CELLS];

    /** TO_READING[c][bits]: column c's 6 row bits as a mask in reading order (bit k = READING[k]). */
    private static final long[][] TO_READING = new long[SIDE][1 << SIDE];

    static {
        int k = 0;
        for (int r = SIDE - 1; r >= 0; r--) {
            for (int c = 0; c < SIDE; c++) {
                READING[k++] = CjPatterns.SHAPE.index(c, r);
            }
        }
        for (int c = 0; c < SIDE; c++) {
            for (int bits = 0; bits < 1 << SIDE; bits++) {
                long m = 0;
                for (int r = 0; r < SIDE; r++) {
                    if ((bits >>> r & 1) != 0) {
                        m |= 1L << ((SIDE - 1 - r) * SIDE + c);
                    }
                }
                TO_READING[c][bits] = m;
            }
        }
    }

    private CjReading() {
    }

    /** A cell mask re-ordered so that its bits ascend top to bottom, then left to right. */
    static long reading(long mask) {
        long m = 0;
        for (int c = 0; c < SIDE; c++) {
            m |= TO_READING[c][(int) (mask >>> (c * SIDE)) & ((1 << SIDE) - 1)];
        }
        return m;
    }
}
