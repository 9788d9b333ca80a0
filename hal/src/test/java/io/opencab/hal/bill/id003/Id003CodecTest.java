package io.opencab.hal.bill.id003;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.opencab.hal.HalException;
import java.nio.charset.StandardCharsets;
import java.util.HexFormat;
import org.junit.jupiter.api.Test;

/**
 * Frames checked by hand. The CRC values come from outside this code: the CRC-16/KERMIT catalogue check
 * value, the status request "FC 05 11 27 56" quoted by public ID-003 drivers, and the others computed with
 * a bit-by-bit reflected CRC (poly 0x8408, seed 0) written separately for this test (see docs/hal.md).
 */
class Id003CodecTest {
    private static byte[] hex(String s) {
        return HexFormat.ofDelimiter(" ").parseHex(s);
    }

    @Test
    void crcMatchesTheKermitCatalogueCheckValue() {
        byte[] digits = "123456789".getBytes(StandardCharsets.US_ASCII);
        assertEquals(0x2189, Id003Crc.of(digits, 0, digits.length));
    }

    @Test
    void statusRequestEncodesAsThePublishedFrame() {
        assertArrayEquals(hex("FC 05 11 27 56"), Id003Frame.of(0x11).encode());
    }

    @Test
    void operationCommandsEncodeWithHandCheckedCrcs() {
        assertArrayEquals(hex("FC 05 50 AA 05"), Id003Frame.of(Id003Codes.ACK).encode());
        assertArrayEquals(hex("FC 05 40 2B 15"), Id003Frame.of(Id003Codes.RESET).encode());
        assertArrayEquals(hex("FC 05 41 A2 04"), Id003Frame.of(Id003Codes.STACK_1).encode());
    }

    @Test
    void lengthCountsEveryByteIncludingSyncAndCrc() {
        assertArrayEquals(hex("FC 06 13 61 B0 FB"), Id003Frame.of(Id003Codes.ESCROW, 0x61).encode());
        assertArrayEquals(hex("FC 06 C3 00 04 D6"), Id003Frame.of(Id003Codes.SET_INHIBIT, 0x00).encode());
        assertArrayEquals(hex("FC 07 C0 00 00 2D B5"), Id003Frame.of(Id003Codes.SET_ENABLE, 0, 0).encode());
    }

    @Test
    void readerDecodesAFrameSplitAcrossReadsAfterGarbage() {
        Id003FrameReader r = new Id003FrameReader();
        byte[] bytes = hex("00 13 FF FC 06 13");
        r.feed(bytes, 0, bytes.length);
        assertNull(r.poll());
        byte[] rest = hex("61 B0 FB");
        r.feed(rest, 0, rest.length);
        assertEquals(Id003Frame.of(Id003Codes.ESCROW, 0x61), r.poll());
        assertEquals(3, r.droppedBytes());
    }

    @Test
    void badCrcIsDroppedAndTheNextFrameStillDecodes() {
        Id003FrameReader r = new Id003FrameReader();
        byte[] bytes = hex("FC 06 13 61 B0 FC FC 05 11 27 56");
        r.feed(bytes, 0, bytes.length);
        assertEquals(Id003Frame.of(0x11), r.poll());
        assertNull(r.poll());
        assertEquals(1, r.badCrc());
    }

    @Test
    void frameHiddenInsideACorruptFrameIsFoundByResync() {
        Id003FrameReader r = new Id003FrameReader();
        // A sync byte with a long length swallows the good frame; the CRC check fails and the scan resumes.
        byte[] bytes = hex("FC 0A FC 05 11 27 56 00 00 00");
        r.feed(bytes, 0, bytes.length);
        assertEquals(Id003Frame.of(0x11), r.poll());
    }

    @Test
    void lengthBelowFiveIsRejected() {
        Id003FrameReader r = new Id003FrameReader();
        byte[] bytes = hex("FC 04 FC 05 11 27 56");
        r.feed(bytes, 0, bytes.length);
        assertEquals(1, r.badLength());
        assertEquals(Id003Frame.of(0x11), r.poll());
    }

    @Test
    void resetDropsATruncatedFrameSoItCannotGlueOntoTheNext() {
        Id003FrameReader r = new Id003FrameReader();
        byte[] partial = hex("FC 06 13");
        r.feed(partial, 0, partial.length);
        r.reset();
        byte[] next = hex("FC 05 11 27 56");
        r.feed(next, 0, next.length);
        assertEquals(Id003Frame.of(0x11), r.poll());
    }

    @Test
    void oversizedDataIsRefused() {
        assertThrows(HalException.class, () -> new Id003Frame(0x88, new byte[251]));
    }
}
