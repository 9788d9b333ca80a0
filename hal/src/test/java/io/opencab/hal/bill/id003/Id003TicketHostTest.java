package io.opencab.hal.bill.id003;

import static io.opencab.hal.bill.id003.Id003Codes.*;
import static io.opencab.hal.bill.id003.TicketFrames.TICKET;
import static io.opencab.hal.bill.id003.TicketFrames.escrowData;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.hal.bill.BillEvent;
import io.opencab.hal.bill.RecordingLedger;
import io.opencab.hal.bill.RejectReason;
import io.opencab.testkit.StepClock;
import java.time.Duration;
import java.time.Instant;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The host's ticket flow driven frame by frame (docs/hal.md "Tickets"): held in escrow for a decision,
 * stacked only on request and after an acknowledged VEND VALID, returned on request or when the hold runs out,
 * in doubt whenever a requested stack cannot be proven.
 */
class Id003TicketHostTest {
    private final StepClock clock = new StepClock(Instant.parse("2026-01-01T00:00:00Z"));
    private final HostScript s = new HostScript(new RecordingLedger(), clock, Duration.ofSeconds(1));

    private UUID escrowed() {
        s.startUp(true);
        s.host.setTicketsAccepted(true);
        s.poll(ESCROW, escrowData(TICKET));
        return s.events.of(BillEvent.TicketEscrowed.class).getFirst().ticketId();
    }

    private long count(Class<? extends BillEvent> type) {
        return s.events.of(type).size();
    }

    @Test
    void ticketInEscrowIsReportedWithItsBarcodeAndHeld() {
        escrowed();
        s.poll(HOLDING);

        assertEquals(TICKET, s.events.of(BillEvent.TicketEscrowed.class).getFirst().barcode());
        assertTrue(s.sentCommand(HOLD));
        assertFalse(s.sentCommand(STACK_1));
        assertFalse(s.sentCommand(RETURN));
    }

    @Test
    void stackedTicketIsReportedOnceAfterAcknowledgedVendValid() {
        UUID id = escrowed();

        s.host.stackTicket(id);
        s.poll(STACKING).poll(VEND_VALID).poll(STACKED).poll(STACKED).poll(ENABLE);

        assertTrue(s.sentCommand(STACK_1));
        assertTrue(s.sentCommand(ACK));
        assertEquals(1, count(BillEvent.TicketStacked.class));
        assertEquals(id, s.events.of(BillEvent.TicketStacked.class).getFirst().ticketId());
        assertTrue(s.ledger.calls().isEmpty(), "a ticket never touches the note ledger");
    }

    @Test
    void returnedTicketIsReportedReturnedAtTheHostsRequest() {
        UUID id = escrowed();

        s.host.returnTicket(id);
        s.poll(RETURNING).poll(ENABLE);

        assertTrue(s.sentCommand(RETURN));
        BillEvent.TicketReturned r = s.events.of(BillEvent.TicketReturned.class).getFirst();
        assertEquals(id, r.ticketId());
        assertEquals("returned at the host's request", r.why());
        assertEquals(0, count(BillEvent.TicketStacked.class));
    }

    @Test
    void ticketWithoutDecisionWithinTheHoldTimeIsReturned() {
        escrowed();
        clock.advance(Duration.ofMillis(999));
        s.poll(HOLDING);
        assertFalse(s.sentCommand(RETURN), "still within the hold time");

        clock.advance(Duration.ofMillis(1));
        s.poll(HOLDING).poll(RETURNING);

        assertTrue(s.sentCommand(RETURN));
        assertEquals("no decision in 1000 ms", s.events.of(BillEvent.TicketReturned.class).getFirst().why());
    }

    @Test
    void aTicketHeldForAnEarlierRunOfTheDriverIsGivenBackAndStartUpFinishes() {
        // The firmware restarted while the validator, still powered, held a ticket for the driver that died.
        s.host.setAccepting(true);
        s.host.setTicketsAccepted(true);

        s.poll(HOLDING).poll(RETURNING).poll(ENABLE).poll(INITIALIZE).poll(ENABLE);

        assertTrue(s.sentCommand(RETURN));
        assertFalse(s.sentCommand(STACK_1));
        assertTrue(s.sentCommand(RESET));
        assertTrue(s.host.ready(), "start-up finished");
        assertEquals(0, count(BillEvent.TicketStacked.class) + count(BillEvent.TicketEscrowed.class));
    }

    @Test
    void ticketWhileTicketsAreOffIsRejectedAndGivenBack() {
        s.startUp(true);

        s.poll(ESCROW, escrowData(TICKET)).poll(RETURNING).poll(ENABLE);

        BillEvent.NoteRejected r = s.events.of(BillEvent.NoteRejected.class).getFirst();
        assertEquals(RejectReason.HOST_TICKETS_DISABLED, r.reason());
        assertEquals(TICKET_ESCROW_CODE, r.rawCode());
        assertTrue(s.sentCommand(RETURN));
        assertEquals(0, count(BillEvent.TicketEscrowed.class));
        assertEquals(0, count(BillEvent.TicketReturned.class), "never escrowed for the cabinet: only the rejection");
    }

    @ParameterizedTest
    @ValueSource(strings = {"00123456789012345", "0012345678901234567", "00123456789012345A", "001234567890 23456"})
    void barcodeThatIsNotEighteenDigitsIsRejectedAndGivenBack(String barcode) {
        s.startUp(true);
        s.host.setTicketsAccepted(true);

        s.poll(ESCROW, escrowData(barcode)).poll(RETURNING);

        assertEquals(RejectReason.HOST_BAD_BARCODE, s.events.of(BillEvent.NoteRejected.class).getFirst().reason());
        assertTrue(s.sentCommand(RETURN));
        assertEquals(0, count(BillEvent.TicketEscrowed.class));
    }

    @Test
    void vendValidForATicketNotAskedToStackIsInDoubtNeverStacked() {
        escrowed();

        s.poll(VEND_VALID).poll(STACKED).poll(ENABLE);

        assertTrue(s.sentCommand(ACK), "vend valid is always acknowledged");
        assertEquals(1, count(BillEvent.TicketInDoubt.class));
        assertEquals(0, count(BillEvent.TicketStacked.class));
    }

    @Test
    void stackedWithoutVendValidIsInDoubt() {
        UUID id = escrowed();
        s.host.stackTicket(id);

        s.poll(STACKING).poll(STACKED).poll(ENABLE);

        assertEquals(id, s.events.of(BillEvent.TicketInDoubt.class).getFirst().ticketId());
        assertEquals(0, count(BillEvent.TicketStacked.class));
    }

    @Test
    void jamAfterStackAskedIsInDoubtAndALaterStackedReportChangesNothing() {
        UUID id = escrowed();
        s.host.stackTicket(id);

        s.poll(STACKING).poll(JAM_IN_STACKER).poll(VEND_VALID).poll(STACKED).poll(ENABLE);

        assertEquals(1, count(BillEvent.TicketInDoubt.class));
        assertTrue(s.events.of(BillEvent.TicketInDoubt.class).getFirst().why().contains("jam"));
        assertEquals(0, count(BillEvent.TicketStacked.class));
    }

    @Test
    void lineLostAfterStackAskedIsInDoubt() {
        UUID id = escrowed();
        s.host.stackTicket(id);

        s.silence().silence().silence();
        s.poll(VEND_VALID).poll(STACKED).poll(ENABLE);

        BillEvent.TicketInDoubt d = s.events.of(BillEvent.TicketInDoubt.class).getFirst();
        assertEquals(id, d.ticketId());
        assertTrue(d.why().contains("communication lost"));
        assertEquals(1, count(BillEvent.TicketInDoubt.class));
        assertEquals(0, count(BillEvent.TicketStacked.class));
    }

    @Test
    void idleAfterStackAskedButBeforeVendValidProvesTheTicketCameBack() {
        UUID id = escrowed();
        s.host.stackTicket(id);

        s.poll(STACKING).poll(ENABLE);

        assertEquals(id, s.events.of(BillEvent.TicketReturned.class).getFirst().ticketId());
        assertEquals(0, count(BillEvent.TicketInDoubt.class));
    }

    @Test
    void powerUpWithoutTheTicketAfterStackAskedIsInDoubt() {
        UUID id = escrowed();
        s.host.stackTicket(id);

        s.poll(STACKING).poll(POWER_UP);

        assertEquals(id, s.events.of(BillEvent.TicketInDoubt.class).getFirst().ticketId());
        assertEquals(0, count(BillEvent.TicketReturned.class));
    }

    @Test
    void powerUpWithTheHeldTicketInTheAcceptorReturnsIt() {
        UUID id = escrowed();

        s.poll(POWER_UP_BILL_IN_ACCEPTOR);

        assertEquals(id, s.events.of(BillEvent.TicketReturned.class).getFirst().ticketId());
        assertEquals(0, count(BillEvent.TicketInDoubt.class));
    }

    @Test
    void stackForATicketNotInEscrowIsAProtocolErrorAndSendsNothing() {
        escrowed();

        s.host.stackTicket(UUID.randomUUID());
        s.poll(HOLDING);

        assertFalse(s.sentCommand(STACK_1));
        assertTrue(s.events.of(BillEvent.ProtocolError.class).getFirst().detail().contains("stackTicket"));
    }

    @Test
    void noteAfterATicketIsCreditedThroughTheLedgerAsBefore() {
        UUID id = escrowed();
        s.host.stackTicket(id);
        s.poll(STACKING).poll(VEND_VALID).poll(STACKED).poll(ENABLE);

        s.poll(ACCEPTING).poll(ESCROW, 0x63).poll(STACKING).poll(VEND_VALID).poll(STACKED).poll(ENABLE);

        assertEquals(500, s.ledger.creditedCents());
        assertEquals(1, count(BillEvent.NoteStacked.class));
        assertEquals(1, count(BillEvent.TicketStacked.class));
    }

    @Test
    void noteEscrowWhileATicketIsHeldGivesTheItemBack() {
        escrowed();

        s.poll(ESCROW, 0x63).poll(RETURNING);

        assertTrue(s.sentCommand(RETURN));
        assertTrue(s.ledger.calls().isEmpty());
        assertEquals(1, count(BillEvent.TicketReturned.class));
    }

    @Test
    void validatorGivingTheHeldTicketBackItselfIsReportedReturned() {
        UUID id = escrowed();

        s.poll(REJECTING, 0x79).poll(ENABLE);

        BillEvent.TicketReturned r = s.events.of(BillEvent.TicketReturned.class).getFirst();
        assertEquals(id, r.ticketId());
        assertTrue(r.why().contains("0x79"), r.why());
        assertEquals(0, count(BillEvent.NoteRejected.class), "a ticket is reported as a ticket");
    }
}
