package io.opencab.hal.bill.id003;

import static io.opencab.hal.bill.id003.Id003PtyRig.waitFor;
import static io.opencab.hal.bill.id003.TicketFrames.TICKET;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.hal.EventLog;
import io.opencab.hal.bill.BillEvent;
import io.opencab.hal.bill.RecordingLedger;
import io.opencab.hal.bill.RejectReason;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Barcode tickets end to end over a socat pseudo-terminal pair: the jSerialComm driver against the emulator
 * (docs/hal.md "Tickets"). Waits are on events or emulator states, with timeouts as upper bounds only.
 */
class Id003TicketPtyTest {
    private static final Duration WAIT = Id003PtyRig.WAIT;

    private Path dir;
    private Id003PtyRig rig;
    private Id003Emulator device;
    private Id003BillValidator driver;
    private final RecordingLedger ledger = new RecordingLedger();
    private final EventLog<BillEvent> events = new EventLog<>();

    @BeforeAll
    static void socat() {
        SocatPair.requireSocat();
    }

    @org.junit.jupiter.api.BeforeEach
    void dir(@org.junit.jupiter.api.io.TempDir Path tmp) {
        dir = tmp;
    }

    /** Opens driver and emulator, enables acceptance and tickets; the ticket hold time as given. */
    private void start(Duration ticketHold) {
        rig = new Id003PtyRig(dir, c -> c.withTicketHold(ticketHold), ledger, Clock.systemUTC(), events);
        device = rig.device;
        driver = rig.driver;
        rig.accept(true);
    }

    private void start() {
        start(Duration.ofSeconds(30));
    }

    /** Lets the driver poll a few more times, so a late duplicate report would have arrived. */
    private void settle() {
        rig.settle(10);
    }

    private UUID held(String barcode) {
        assertTrue(device.insertTicket(barcode));
        UUID id = events.await(BillEvent.TicketEscrowed.class, WAIT).ticketId();
        waitFor(device::holding, "the driver never sent HOLD");
        return id;
    }

    @AfterEach
    void stop() {
        if (rig != null) {
            rig.close();
        }
    }

    @Test
    void heldTicketStackedOnRequestIsReportedOnceAndLiesInTheStacker() {
        start();
        UUID id = held(TICKET);

        driver.stackTicket(id);
        BillEvent.TicketStacked stacked = events.await(BillEvent.TicketStacked.class, WAIT);
        waitFor(device::idle, "validator never went idle");
        settle();

        assertEquals(id, stacked.ticketId());
        assertEquals(TICKET, stacked.barcode());
        assertEquals(1, events.of(BillEvent.TicketStacked.class).size());
        assertEquals(List.of(TICKET), device.stackedTickets());
        assertTrue(device.stackedCodes().isEmpty());
        assertTrue(ledger.calls().isEmpty(), "a ticket is no note: the ledger is not called");
    }

    @Test
    void ticketReturnedOnRequestIsReportedReturnedAndNothingIsStacked() {
        start();
        UUID id = held(TICKET);

        driver.returnTicket(id);
        BillEvent.TicketReturned returned = events.await(BillEvent.TicketReturned.class, WAIT);
        waitFor(device::idle, "validator never went idle");

        assertEquals(id, returned.ticketId());
        assertTrue(device.stackedTickets().isEmpty());
        assertTrue(events.of(BillEvent.TicketStacked.class).isEmpty());
    }

    @Test
    void ticketWithoutDecisionWithinTheHoldTimeIsReturnedByTheDriver() {
        start(Duration.ofMillis(300));
        held(TICKET);

        BillEvent.TicketReturned returned = events.await(BillEvent.TicketReturned.class, WAIT);
        waitFor(device::idle, "validator never went idle");

        assertEquals("no decision in 300 ms", returned.why());
        assertTrue(device.stackedTickets().isEmpty());
    }

    @Test
    void ticketWhileTicketsAreOffIsRejectedAndGivenBack() {
        start();
        driver.setTicketsAccepted(false);

        assertTrue(device.insertTicket(TICKET));
        BillEvent.NoteRejected rejected = events.await(BillEvent.NoteRejected.class, WAIT);
        waitFor(device::idle, "the ticket was never given back");

        assertEquals(RejectReason.HOST_TICKETS_DISABLED, rejected.reason());
        assertTrue(events.of(BillEvent.TicketEscrowed.class).isEmpty());
        assertTrue(device.stackedTickets().isEmpty());
    }

    @Test
    void seventeenDigitBarcodeIsRejectedAsBad() {
        start();

        assertTrue(device.insertTicket("00123456789012345"));

        assertEquals(RejectReason.HOST_BAD_BARCODE, events.await(BillEvent.NoteRejected.class, WAIT).reason());
        waitFor(device::idle, "the ticket was never given back");
        assertTrue(device.stackedTickets().isEmpty());
    }

    @Test
    void barcodeWithALetterIsRejectedAsBad() {
        start();

        assertTrue(device.insertTicket("00123456789012345X"));

        assertEquals(RejectReason.HOST_BAD_BARCODE, events.await(BillEvent.NoteRejected.class, WAIT).reason());
        waitFor(device::idle, "the ticket was never given back");
        assertTrue(events.of(BillEvent.TicketEscrowed.class).isEmpty());
    }

    @Test
    void ticketJammedWhileStackingIsInDoubtAndNeverReportedStacked() {
        start();
        UUID id = held(TICKET);
        device.jamOnStack(true);

        driver.stackTicket(id);
        BillEvent.TicketInDoubt doubt = events.await(BillEvent.TicketInDoubt.class, WAIT);
        device.clearError(); // the jam clears and the validator finishes: vend valid, stacked
        waitFor(device::idle, "validator never went idle");
        settle();

        assertEquals(id, doubt.ticketId());
        assertTrue(events.of(BillEvent.TicketStacked.class).isEmpty());
        assertEquals(1, events.of(BillEvent.TicketInDoubt.class).size());
    }

    @Test
    void lineLostAfterStackAskedIsInDoubtAndTheTicketNeverReportedStacked() {
        start();
        UUID id = held(TICKET);
        device.holdInEscrow(true); // STACK is acknowledged but not acted on

        driver.stackTicket(id);
        device.cutLine(true);
        BillEvent.TicketInDoubt doubt = events.await(BillEvent.TicketInDoubt.class, WAIT);
        device.holdInEscrow(false);
        device.cutLine(false);
        waitFor(device::idle, "the ticket in doubt was never given back");
        settle();

        assertEquals(id, doubt.ticketId());
        assertTrue(events.of(BillEvent.TicketStacked.class).isEmpty());
        assertTrue(device.stackedTickets().isEmpty(), "a ticket in doubt is given back, never stacked by us");
    }

    @Test
    void validatorPowerCycledMidStackWithoutTheTicketLeavesItInDoubt() {
        start();
        UUID id = held(TICKET);
        device.holdInEscrow(true);

        driver.stackTicket(id);
        waitFor(() -> !device.holding(), "STACK never arrived"); // STACK acknowledged: in escrow, no longer held
        device.powerCycle(Id003Emulator.BillAtPowerUp.NONE);

        assertEquals(id, events.await(BillEvent.TicketInDoubt.class, WAIT).ticketId());
        waitFor(device::idle, "validator never came back");
        assertTrue(events.of(BillEvent.TicketStacked.class).isEmpty());
    }

    @Test
    void noteAfterATicketIsCreditedThroughTheLedgerAsBefore() {
        start();
        driver.stackTicket(held(TICKET));
        events.await(BillEvent.TicketStacked.class, WAIT);
        waitFor(() -> device.idle() && !device.inhibited(), "validator never went idle");

        assertTrue(device.insert(0x64));
        BillEvent.NoteStacked note = events.await(BillEvent.NoteStacked.class, WAIT);

        assertEquals(1_000, note.valueCents());
        assertEquals(1_000, ledger.creditedCents());
        assertEquals(List.of("escrow 1000", "stacked"), ledger.calls());
        assertEquals(List.of(0x64), device.stackedCodes());
    }

    @Test
    void holdKeepsTheTicketPastTheValidatorsOwnEscrowTimeout() {
        start();
        device.escrowTimeoutPolls(3);
        held(TICKET);

        settle();

        assertTrue(device.holding(), "still held after more polls than the validator's escrow timeout");
        assertTrue(events.of(BillEvent.TicketReturned.class).isEmpty());
    }
}
