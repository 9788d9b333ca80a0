package io.opencab.hal.bill.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.hal.EventLog;
import io.opencab.hal.bill.BillEvent;
import io.opencab.hal.bill.DenominationTable;
import io.opencab.hal.bill.RecordingLedger;
import io.opencab.hal.bill.RejectReason;
import io.opencab.testkit.StepClock;
import java.time.Duration;
import java.time.Instant;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/** Tickets in the simulated validator: the real driver's events, decisions acted on at once. */
class SimBillValidatorTicketTest {
    private static final String TICKET = "001234567890123456";

    private final StepClock clock = new StepClock(Instant.parse("2026-03-01T12:00:00Z"));
    private final RecordingLedger ledger = new RecordingLedger();
    private final SimBillValidator sim = new SimBillValidator(DenominationTable.usd(), ledger, clock,
            Duration.ofSeconds(30));
    private final EventLog<BillEvent> events = new EventLog<>();

    SimBillValidatorTicketTest() {
        sim.addListener(events);
        sim.setAccepting(true);
        sim.setTicketsAccepted(true);
    }

    @Test
    void ticketIsHeldInEscrowThenStackedOnRequest() {
        UUID id = sim.insertTicket(TICKET);
        sim.stackTicket(id);

        assertEquals(new BillEvent.TicketEscrowed(id, TICKET, clock.instant()), events.all().get(0));
        assertEquals(new BillEvent.TicketStacked(id, TICKET, clock.instant()), events.all().get(1));
        assertEquals(2, events.all().size());
        assertTrue(ledger.calls().isEmpty());
    }

    @Test
    void ticketIsReturnedOnRequest() {
        UUID id = sim.insertTicket(TICKET);

        sim.returnTicket(id);

        BillEvent.TicketReturned r = events.of(BillEvent.TicketReturned.class).getFirst();
        assertEquals(id, r.ticketId());
        assertEquals("returned at the host's request", r.why());
        assertTrue(events.of(BillEvent.TicketStacked.class).isEmpty());
    }

    @Test
    void ticketHeldPastTheHoldTimeIsReturnedBeforeALateStack() {
        UUID id = sim.insertTicket(TICKET);
        clock.advance(Duration.ofSeconds(30));

        sim.stackTicket(id);

        assertEquals("no decision in 30000 ms", events.of(BillEvent.TicketReturned.class).getFirst().why());
        assertTrue(events.of(BillEvent.TicketStacked.class).isEmpty());
        assertTrue(events.of(BillEvent.ProtocolError.class).getFirst().detail().contains("stackTicket"));
    }

    @Test
    void ticketWhileTicketsAreOffIsRejected() {
        sim.setTicketsAccepted(false);

        assertNull(sim.insertTicket(TICKET));

        BillEvent.NoteRejected r = events.of(BillEvent.NoteRejected.class).getFirst();
        assertEquals(RejectReason.HOST_TICKETS_DISABLED, r.reason());
        assertEquals(0x6F, r.rawCode());
    }

    @Test
    void barcodeThatIsNotEighteenDigitsIsRejected() {
        assertNull(sim.insertTicket("00123456789012345"));
        assertNull(sim.insertTicket("00123456789012345X"));

        assertEquals(2, events.of(BillEvent.NoteRejected.class).stream()
                .filter(r -> r.reason() == RejectReason.HOST_BAD_BARCODE).count());
        assertTrue(events.of(BillEvent.TicketEscrowed.class).isEmpty());
    }

    @Test
    void secondTicketWhileOneIsHeldIsNotTaken() {
        sim.insertTicket(TICKET);

        assertNull(sim.insertTicket("009999999999999999"));

        assertEquals(1, events.of(BillEvent.TicketEscrowed.class).size());
        assertEquals(1, events.of(BillEvent.ProtocolError.class).size());
    }

    @Test
    void ticketWhileInhibitedIsRejectedByTheValidator() {
        sim.setAccepting(false);

        assertNull(sim.insertTicket(TICKET));

        assertEquals(RejectReason.INHIBITED, events.of(BillEvent.NoteRejected.class).getFirst().reason());
    }
}
