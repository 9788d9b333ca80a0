package io.opencab.hal.bill.id003;

import static io.opencab.hal.bill.id003.Id003Codes.*;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.hal.bill.BillEvent;
import io.opencab.hal.bill.RejectReason;
import org.junit.jupiter.api.Test;

/**
 * A status frame of the wrong length is refused as a protocol error: ESCROW, REJECTING and FAILURE carry
 * exactly one data byte, every other status none (docs/hal.md "Codes used"). Nothing is credited, returned
 * in the ledger or raised on the strength of such a frame.
 */
class Id003StatusLengthTest {
    /** The over-long escrow from the report: sync, length 7, ESCROW, code 0x63, an extra 0x00, CRC. */
    private static final byte[] OVERLONG_ESCROW = {(byte) 0xFC, 0x07, 0x13, 0x63, 0x00, 0x7B, (byte) 0x9A};

    private static Id003Frame read(byte[] bytes) {
        Id003FrameReader r = new Id003FrameReader();
        r.feed(bytes, 0, bytes.length);
        return r.poll();
    }

    @Test
    void overLongEscrowFromTheReportIsRefusedAndNeverCredited() {
        HostScript s = new HostScript().startUp(true);
        Id003Frame escrow = read(OVERLONG_ESCROW);
        assertEquals(Id003Frame.of(ESCROW, 0x63, 0x00), escrow, "a well-formed frame with a good CRC");

        Id003Frame poll = s.host.nextCommand();
        s.host.sent(poll);
        s.host.onFrame(poll, escrow);
        s.poll(VEND_VALID).poll(STACKED).poll(ENABLE); // even if the validator then stacks it

        assertFalse(s.sentCommand(STACK_1), "the note is not stacked on its strength");
        assertTrue(s.sentCommand(RETURN), "the note nobody can read is given back");
        assertTrue(s.ledger.calls().isEmpty());
        assertEquals(0, s.ledger.creditedCents());
        assertEquals(RejectReason.HOST_MALFORMED_ESCROW, s.events.of(BillEvent.NoteRejected.class).getFirst().reason());
        assertTrue(s.events.of(BillEvent.ProtocolError.class).getFirst().detail().contains("length"));
        assertTrue(s.events.of(BillEvent.NoteEscrowed.class).isEmpty());
    }

    @Test
    void escrowWithoutItsCodeIsRefusedAndTheNoteGivenBack() {
        HostScript s = new HostScript().startUp(true);

        s.poll(ESCROW).poll(RETURNING);

        assertTrue(s.sentCommand(RETURN));
        assertFalse(s.sentCommand(STACK_1));
        assertTrue(s.ledger.calls().isEmpty());
    }

    @Test
    void overLongEscrowWhileANoteIsBeingStackedChangesNothing() {
        HostScript s = new HostScript().startUp(true);

        s.poll(ESCROW, 0x63).poll(ESCROW, 0x64, 0x00).poll(VEND_VALID).poll(STACKED);

        assertEquals(500, s.ledger.creditedCents(), "the note accepted before is credited once");
        assertEquals(1, s.ledger.credited().size());
        assertFalse(s.sentCommand(RETURN));
        assertNull(s.ledger.violation());
    }

    @Test
    void rejectingWithTheWrongLengthIsRefused() {
        HostScript s = new HostScript().startUp(true);

        s.poll(ESCROW, 0x63).poll(REJECTING, 0x72, 0x00).poll(REJECTING);

        assertTrue(s.events.of(BillEvent.NoteRejected.class).isEmpty());
        assertTrue(s.ledger.returnedNotes().isEmpty(), "no return recorded on the strength of it");
        assertEquals(2, s.events.of(BillEvent.ProtocolError.class).size());
    }

    @Test
    void failureWithTheWrongLengthIsRefused() {
        HostScript s = new HostScript().startUp(true);

        s.poll(FAILURE).poll(FAILURE, 0xA2, 0x00);

        assertTrue(s.events.of(BillEvent.FaultRaised.class).isEmpty());
        assertEquals(2, s.events.of(BillEvent.ProtocolError.class).size());
        s.poll(FAILURE, 0xA2);
        assertEquals(0xA2, s.events.of(BillEvent.FaultRaised.class).getFirst().detail());
    }

    @Test
    void statusesWithoutDataRefuseExtraBytes() {
        HostScript s = new HostScript().startUp(true);

        s.poll(ESCROW, 0x65).poll(VEND_VALID, 0x00);
        assertFalse(s.sentCommand(ACK), "a malformed vend valid is not acknowledged");
        s.poll(VEND_VALID).poll(STACKED, 0x16);
        assertEquals(0, s.ledger.creditedCents(), "a malformed stacked credits nothing");
        s.poll(STACKED);

        assertEquals(2_000, s.ledger.creditedCents());
        assertEquals(2, s.events.of(BillEvent.ProtocolError.class).size());
    }
}
