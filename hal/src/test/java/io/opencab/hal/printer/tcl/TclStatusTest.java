package io.opencab.hal.printer.tcl;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.hal.printer.PrinterFault;
import java.nio.charset.StandardCharsets;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Status frames of a GEN2 printer: {@code *S|0|GURUSAG18|s1|s2|s3|s4|s5|P0|*}, 29 bytes. */
class TclStatusTest {
    private static TclStatus parse(String flags) {
        byte[] f = ("*S|0|GURUSAG18|" + flags + "|P0|*").getBytes(StandardCharsets.ISO_8859_1);
        return TclStatus.parse(f).orElseThrow(() -> new AssertionError("not parsed: " + flags));
    }

    @Test
    void idleGen2AnswerIs29BytesWithNoFlags() {
        byte[] f = "*S|0|GURUSAG18|@|@|@|@|@|P0|*".getBytes(StandardCharsets.US_ASCII);
        TclStatus s = TclStatus.parse(f).orElseThrow();
        assertEquals(29, f.length);
        assertEquals("GURUSAG18", s.firmware());
        assertEquals("0", s.lastTemplate());
        assertEquals(Set.of(), s.flags());
    }

    @Test
    void paperOutWithSystemErrorIsPaperOut() {
        // 'T' = 0x54 = 0x40 | system error (0x10) | paper out (0x04)
        assertEquals(Set.of(PrinterFault.PAPER_OUT), parse("T|@|@|@|@").faults());
    }

    @Test
    void platenUpIsHeadOpen() {
        // 'X' = 0x58 = 0x40 | system error | platen up (0x08)
        assertEquals(Set.of(PrinterFault.HEAD_OPEN), parse("X|@|@|@|@").faults());
    }

    @Test
    void paperLowIsAWarningInTheFourthByte() {
        assertEquals(Set.of(PrinterFault.PAPER_LOW), parse("@|@|@|A|@").faults());
    }

    @Test
    void paperJamIsJam() {
        assertEquals(Set.of(PrinterFault.JAM), parse("@|@|@|B|@").faults());
    }

    @Test
    void offlineBitIsOffline() {
        assertEquals(Set.of(PrinterFault.OFFLINE), parse("@|@|B|@|@").faults());
    }

    @Test
    void bareSystemErrorIsAFailure() {
        assertEquals(Set.of(PrinterFault.FAILURE), parse("P|@|@|@|@").faults());
    }

    @Test
    void validationDoneAndTopOfFormAreInTheFifthByte() {
        // 'p' = 0x70 = 0x40 | validation done (0x20) | top of form (0x10)
        TclStatus s = parse("@|@|@|@|p");
        assertTrue(s.has(TclFlag.VALIDATION_DONE));
        assertTrue(s.has(TclFlag.TOP_OF_FORM));
        assertEquals(Set.of(), s.faults());
    }

    @Test
    void busyIsTheSixthBitOfTheFirstByte() {
        assertEquals(Set.of(TclFlag.BUSY), parse("`|@|@|@|@").flags());
    }

    @Test
    void statusByteWithoutBitSixIsMalformed() {
        byte[] f = "*S|0|GURUSAG18| |@|@|@|@|P0|*".getBytes(StandardCharsets.US_ASCII);
        assertTrue(TclStatus.parse(f).isEmpty());
    }

    @Test
    void truncatedFrameIsMalformed() {
        byte[] f = "*S|0|GURUSAG18|@|@|@|*".getBytes(StandardCharsets.US_ASCII);
        assertTrue(TclStatus.parse(f).isEmpty());
    }

    @Test
    void encodeGivesBackTheWireBytes() {
        byte[] f = "*S|0|GURUSAG18|`|@|@|A|p|P0|*".getBytes(StandardCharsets.US_ASCII);
        assertArrayEquals(f, TclStatus.parse(f).orElseThrow().encode());
    }
}
