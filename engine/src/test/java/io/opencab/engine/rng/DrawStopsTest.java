package io.opencab.engine.rng;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** A run of stops drawn in one call must be the very draws of that many nextInt calls, in order. */
class DrawStopsTest {

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
            bulk.drawStops(table, a, from, count);
            for (int i = from; i < from + count; i++) {
                b[i] = table[single.nextInt(table.length)];
            }

            // then the cells match, and the streams stay in step (the next draw agrees, a cached half of a 64-bit output included)
            assertArrayEquals(b, a, "run " + run);
            assertEquals(single.nextInt(1000), bulk.nextInt(1000), "draw after run " + run);
        }
    }

    @Test
    void aRecordedRunIsOneBoundedDrawPerCell() {
        // given a recording over a seeded stream
        RecordingRng rng = new RecordingRng(SeededStreams.single(5));
        byte[] table = stops(872);
        byte[] out = new byte[10];

        // when 4 cells from index 3 are drawn in one run
        rng.drawStops(table, out, 3, 4);

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
