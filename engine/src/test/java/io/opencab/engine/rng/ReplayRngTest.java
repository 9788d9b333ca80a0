package io.opencab.engine.rng;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.engine.EngineException;
import org.junit.jupiter.api.Test;

class ReplayRngTest {

    @Test
    void replayReturnsTheRecordedDrawsInOrder() {
        // given a recording of five draws
        RecordingRng rec = new RecordingRng(SeededStreams.single(7));
        int[] drawn = {rec.nextInt(10), rec.nextInt(3), rec.nextInt(1000), rec.nextInt(2), rec.nextInt(10)};
        // when it is replayed with the same bounds
        ReplayRng replay = new ReplayRng(rec.record());
        int[] again = {replay.nextInt(10), replay.nextInt(3), replay.nextInt(1000), replay.nextInt(2), replay.nextInt(10)};
        // then the same values come back and the record is used up
        assertArrayEquals(drawn, again);
        assertTrue(replay.exhausted());
    }

    @Test
    void aDifferentBoundIsAnError() {
        DrawRecord r = new DrawRecord(new int[] {4}, new int[] {10});
        ReplayRng replay = new ReplayRng(r);
        EngineException e = assertThrows(EngineException.class, () -> replay.nextInt(11));
        assertTrue(e.getMessage().contains("bound 11"), e.getMessage());
    }

    @Test
    void drawingPastTheEndIsAnError() {
        ReplayRng replay = new ReplayRng(new DrawRecord(new int[] {1}, new int[] {2}));
        replay.nextInt(2);
        assertThrows(EngineException.class, () -> replay.nextInt(2));
    }

    @Test
    void textFormRoundTrips() {
        DrawRecord r = new DrawRecord(new int[] {0, 5, 999}, new int[] {1, 6, 1000});
        assertEquals("0/1 5/6 999/1000", r.toText());
        assertEquals(r, DrawRecord.parse(r.toText()));
        assertEquals(0, DrawRecord.parse("").size());
    }

    @Test
    void malformedTextNamesTheBadPair() {
        EngineException e = assertThrows(EngineException.class, () -> DrawRecord.parse("1/2 7x3"));
        assertTrue(e.getMessage().contains("pair 1"), e.getMessage());
        assertThrows(EngineException.class, () -> DrawRecord.parse("5/5"));
    }
}
