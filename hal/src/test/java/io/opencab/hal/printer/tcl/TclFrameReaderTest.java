package io.opencab.hal.printer.tcl;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

class TclFrameReaderTest {
    private static final String FRAME = "*S|0|GURUSAG18|@|@|@|@|@|P0|*";
    private final TclFrameReader reader = new TclFrameReader();

    private List<byte[]> feed(String s) {
        byte[] b = s.getBytes(StandardCharsets.ISO_8859_1);
        return reader.feed(b, b.length);
    }

    @Test
    void garbageBeforeAFrameIsDroppedAndCounted() {
        List<byte[]> out = feed("xyz" + FRAME);
        assertEquals(1, out.size());
        assertArrayEquals(FRAME.getBytes(StandardCharsets.US_ASCII), out.getFirst());
        assertEquals(3, reader.dropped());
    }

    @Test
    void frameSplitAcrossReadsIsJoined() {
        assertEquals(0, feed(FRAME.substring(0, 10)).size());
        assertEquals(1, feed(FRAME.substring(10)).size());
    }

    @Test
    void starNotFollowedBySStartsNoFrame() {
        assertEquals(1, feed("*x" + FRAME).size());
    }

    @Test
    void overlongFrameIsDropped() {
        assertEquals(0, feed("*S" + "A".repeat(TclStatus.MAX_LENGTH) + "|*").size());
    }
}
