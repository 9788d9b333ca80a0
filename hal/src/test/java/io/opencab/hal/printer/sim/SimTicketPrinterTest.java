package io.opencab.hal.printer.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.hal.EventLog;
import io.opencab.hal.HalException;
import io.opencab.hal.printer.PrinterEvent;
import io.opencab.hal.printer.PrinterFault;
import io.opencab.hal.printer.PrinterState;
import io.opencab.hal.printer.Ticket;
import io.opencab.hal.printer.Tickets;
import io.opencab.testkit.StepClock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;

class SimTicketPrinterTest {
    private final StepClock clock = new StepClock(Instant.parse("2026-11-27T04:00:00Z"));
    private final List<Ticket> paper = new ArrayList<>();
    private final SimTicketPrinter sim = new SimTicketPrinter((id, t) -> paper.add(t), clock);
    private final EventLog<PrinterEvent> events = new EventLog<>();

    SimTicketPrinterTest() {
        sim.addListener(events);
    }

    @Test
    void ticketPrintsThenCompletes() {
        UUID job = UUID.randomUUID();

        sim.print(job, Tickets.sample(2_500));

        assertEquals(List.of(new PrinterEvent.PrintStarted(job, clock.instant()),
                new PrinterEvent.PrintCompleted(job, clock.instant())), events.all());
        assertEquals(2_500, paper.getFirst().amountCents());
    }

    @Test
    void faultedPrinterRefusesBeforePrintingSoTheJobIsNotInDoubt() {
        sim.raise(PrinterFault.HEAD_OPEN);
        UUID job = UUID.randomUUID();

        sim.print(job, Tickets.sample(100));

        PrinterEvent.PrintFailed f = events.of(PrinterEvent.PrintFailed.class).getFirst();
        assertFalse(f.inDoubt());
        assertTrue(paper.isEmpty());
    }

    @Test
    void faultMidPrintLeavesTheTicketInDoubtAndRaisesTheFault() {
        sim.failNextMidway(PrinterFault.JAM);

        sim.print(UUID.randomUUID(), Tickets.sample(100));

        assertTrue(events.of(PrinterEvent.PrintFailed.class).getFirst().inDoubt());
        assertEquals(PrinterState.JAM, sim.status().state());
        assertTrue(events.of(PrinterEvent.PrintCompleted.class).isEmpty());
    }

    @Test
    void secondJobWhilePrintingIsRefused() {
        sim.holdJobs(true);
        sim.print(UUID.randomUUID(), Tickets.sample(100));
        UUID second = UUID.randomUUID();

        sim.print(second, Tickets.sample(100));

        PrinterEvent.PrintFailed f = events.of(PrinterEvent.PrintFailed.class).getFirst();
        assertEquals(second, f.jobId());
        assertFalse(f.inDoubt());
    }

    @Test
    void heldJobCompletesOnRelease() {
        sim.holdJobs(true);
        sim.print(UUID.randomUUID(), Tickets.sample(100));
        assertEquals(PrinterState.PRINTING, sim.status().state());

        sim.release();

        assertEquals(1, events.of(PrinterEvent.PrintCompleted.class).size());
        assertEquals(PrinterState.IDLE, sim.status().state());
    }

    @Test
    void paperRunsOutAfterTheLastTicket() {
        sim.paperRoom(1);

        sim.print(UUID.randomUUID(), Tickets.sample(100));

        assertEquals(1, events.of(PrinterEvent.PrintCompleted.class).size());
        assertEquals(PrinterState.PAPER_OUT, sim.status().state());
    }

    @Test
    void sinkFailureIsInDoubtNotPrinted() {
        SimTicketPrinter broken = new SimTicketPrinter((id, t) -> {
            throw new HalException("disk full");
        }, clock);
        broken.addListener(events);

        broken.print(UUID.randomUUID(), Tickets.sample(100));

        assertTrue(events.of(PrinterEvent.PrintFailed.class).getFirst().inDoubt());
        assertTrue(events.of(PrinterEvent.PrintCompleted.class).isEmpty());
    }

    @Test
    void closingMidPrintReportsTheJobInDoubt() {
        sim.holdJobs(true);
        sim.print(UUID.randomUUID(), Tickets.sample(100));

        sim.close();

        assertTrue(events.of(PrinterEvent.PrintFailed.class).getFirst().inDoubt());
    }
}
