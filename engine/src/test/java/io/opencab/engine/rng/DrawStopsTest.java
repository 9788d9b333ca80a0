package io.opencab.engine.rng;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** A run of stops drawn in one call must be the very draws of that many nextInt calls, in order. */
class DrawStopsTest {
    private static final String[] LABELS6 = {"c1", "c2", "c3", "c4", "c5", "c6"};

    /** The stops of a reel of {@code length} stops, showing symbols 0 to 12 in turn. */
    private static byte[] stops(int length) {
        byte[] s = new byte[length];
        for (int k = 0; k < length; k++) {
            s[k] = (byte) (k % 13);
        }
        return s;
    }

    @Test
    void aProviderStreamDrawsTheSameRunsAsOneDrawAtATime() {
        // given two identically seeded streams, runs of varied length and table, with single draws between them
        GameRng bulk = SeededStreams.single(77);
        GameRng single = SeededStreams.single(77);
        byte[][] tables = {stops(842), stops(872), stops(5)};
        for (int run = 0; run < 2_000; run++) {
            byte[] table = tables[run % 3];
            int count = run % 7;
            int from = run % 4;
            byte[] a = new byte[12];
            byte[] b = new byte[12];

            // when one draws the run with drawStops, the other one stop at a time
            bulk.drawStops("t", table, a, from, count);
            for (int i = from; i < from + count; i++) {
                b[i] = table[single.nextInt(table.length)];
            }

            // then the cells match, and the streams stay in step (the next draw agrees, a cached half of a 64-bit output included)
            assertArrayEquals(b, a, "run " + run);
            assertEquals(single.nextInt(1000), bulk.nextInt(1000), "draw after run " + run);
        }
    }

    @Test
    void aProviderStreamFillsTheSameCellsAsOneDrawAtATime() {
        // given two identically seeded streams and two tables, one for even columns of 6 cells, one for odd
        GameRng bulk = SeededStreams.single(78);
        GameRng single = SeededStreams.single(78);
        byte[][] byColumn = {stops(842), stops(872), stops(842), stops(872), stops(842), stops(872)};
        java.util.SplittableRandom masks = new java.util.SplittableRandom(3);
        for (int run = 0; run < 2_000; run++) {
            long cells = masks.nextLong() & ((1L << 36) - 1) & masks.nextLong();
            byte[] a = new byte[36];
            byte[] b = new byte[36];

            // when one fills the cells in one call, the other one cell at a time in ascending order
            bulk.drawStops(LABELS6, byColumn, 6, a, cells);
            for (int i = 0; i < 36; i++) {
                if ((cells >>> i & 1) != 0) {
                    b[i] = byColumn[i / 6][single.nextInt(byColumn[i / 6].length)];
                }
            }

            // then the cells match and the streams stay in step
            assertArrayEquals(b, a, "run " + run);
            assertEquals(single.nextInt(1000), bulk.nextInt(1000), "draw after run " + run);
        }
    }

    @Test
    void aRecordedFillIsOneBoundedDrawPerCellInCellOrder() {
        // given a recording, and rows 1 and 2 of column 1 and row 1 of column 2 (columns of 3 cells, counted from 0)
        RecordingRng rng = new RecordingRng(SeededStreams.single(6));
        byte[][] byColumn = {stops(10), stops(20), stops(30)};
        byte[] out = new byte[9];

        // when they are filled in one call
        rng.drawStops(new String[] {"a", "b", "c"}, byColumn, 3, out, 0b000_110_000L | 0b010_000_000L);

        // then the record holds one draw per cell, bounded by its column's table, in cell order
        DrawRecord record = rng.record();
        assertArrayEquals(new int[] {20, 20, 30}, record.bounds());
        assertEquals(byColumn[1][record.values()[0]], out[4]);
        assertEquals(byColumn[1][record.values()[1]], out[5]);
        assertEquals(byColumn[2][record.values()[2]], out[7]);
    }

    @Test
    void aRecordedRunIsOneBoundedDrawPerCell() {
        // given a recording over a seeded stream
        RecordingRng rng = new RecordingRng(SeededStreams.single(5));
        byte[] table = stops(872);
        byte[] out = new byte[10];

        // when 4 cells from index 3 are drawn in one run
        rng.drawStops("t", table, out, 3, 4);

        // then the record holds 4 draws bounded by the table's length, and the cells show their stops
        DrawRecord record = rng.record();
        assertEquals(4, record.size());
        int[] bounds = new int[4];
        Arrays.fill(bounds, 872);
        assertArrayEquals(bounds, record.bounds());
        for (int k = 0; k < 4; k++) {
            assertEquals(table[record.values()[k]], out[3 + k]);
        }
        assertEquals(0, out[2]);
        assertEquals(0, out[7]);
    }
}
