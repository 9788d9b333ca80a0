package io.opencab.hal.bill.id003;

import static io.opencab.hal.bill.id003.Id003Codes.*;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Ticket escrow frames: variable length after the 0x6F code, within bounds; notes keep their exact length. */
class Id003TicketFrameTest {
    private static Id003Frame read(byte[] bytes) {
        Id003FrameReader r = new Id003FrameReader();
        r.feed(bytes, 0, bytes.length);
        return r.poll();
    }

    @Test
    void ticketEscrowWithEighteenDigitsIsReadWhole() {
        byte[] wire = TicketFrames.escrow(TicketFrames.TICKET).encode();

        Id003Frame f = read(wire);

        assertEquals(24, wire.length, "sync, length, 0x13, 0x6F, 18 digits, CRC");
        assertEquals(24, wire[1]);
        assertEquals(TicketFrames.escrow(TicketFrames.TICKET), f);
        assertTrue(wellFormed(ESCROW, f));
        assertEquals(TicketFrames.TICKET, Id003TicketFlow.barcodeOf(f));
    }

    @Test
    void ticketEscrowWithoutBarcodeIsMalformed() {
        assertFalse(wellFormed(ESCROW, Id003Frame.of(ESCROW, TICKET_ESCROW_CODE)));
    }

    @Test
    void ticketEscrowLongerThanTheBarcodeLimitIsMalformed() {
        assertTrue(wellFormed(ESCROW, TicketFrames.escrow("1".repeat(MAX_BARCODE_LENGTH))));
        assertFalse(wellFormed(ESCROW, TicketFrames.escrow("1".repeat(MAX_BARCODE_LENGTH + 1))));
    }

    @Test
    void noteEscrowStillCarriesExactlyOneByte() {
        assertTrue(wellFormed(ESCROW, Id003Frame.of(ESCROW, 0x63)));
        assertFalse(wellFormed(ESCROW, Id003Frame.of(ESCROW, 0x63, 0x00)));
        assertFalse(wellFormed(ESCROW, Id003Frame.of(ESCROW, 0x63, 0x31, 0x32)));
        assertFalse(wellFormed(ESCROW, Id003Frame.of(ESCROW)));
    }
}
