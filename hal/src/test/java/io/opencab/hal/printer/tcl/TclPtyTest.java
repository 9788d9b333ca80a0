package io.opencab.hal.printer.tcl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.hal.EventLog;
import io.opencab.hal.HalException;
import io.opencab.hal.bill.id003.SocatPair;
import io.opencab.hal.printer.PrinterEvent;
import io.opencab.hal.printer.PrinterFault;
import io.opencab.hal.printer.TicketPrinterConfig;
import io.opencab.hal.printer.Tickets;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.UUID;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Round trips over a real pseudo-terminal pair: the jSerialComm TCL driver on one end, the GEN2 emulator on
 * the other. Waits are on events; the durations are upper bounds.
 */
class TclPtyTest {
    private static final Duration WAIT = Duration.ofSeconds(5);

    @TempDir
    Path dir;
    private SocatPair pty;
    private TclEmulator device;
    private TclTicketPrinter driver;
    private final EventLog<PrinterEvent> events = new EventLog<>();

    @BeforeAll
    static void socat() {
        SocatPair.requireSocat();
    }

    private TicketPrinterConfig config(Duration printTimeout) {
        return TicketPrinterConfig.defaults(pty.host().toString(), null)
                .withTimings(Duration.ofMillis(10), Duration.ofMillis(100), 3, printTimeout);
    }

    private void start(Duration printTimeout) {
        pty = new SocatPair(dir);
        device = TclEmulator.open(pty.device().toString());
        driver = TclTicketPrinter.open(config(printTimeout), Clock.systemUTC());
        driver.addListener(events);
    }

    @AfterEach
    void stop() {
        if (driver != null) {
            driver.close();
        }
        if (device != null) {
            device.close();
        }
        if (pty != null) {
            pty.close();
        }
    }

    @Test
    void ticketIsPrintedWithItsFieldsAndCompletes() {
        start(Duration.ofSeconds(5));
        UUID job = UUID.randomUUID();

        driver.print(job, Tickets.sample(2_500));

        events.await(PrinterEvent.PrintCompleted.class, e -> e.jobId().equals(job), WAIT);
        assertEquals(1, device.printed().size());
        assertEquals(TclCommands.printFields(Tickets.sample(2_500)), device.printed().getFirst());
        assertEquals("GURUSAG18", driver.status().firmware());
    }

    @Test
    void paperOutBeforePrintingRefusesWithoutDoubt() {
        start(Duration.ofSeconds(5));
        device.set(TclFlag.PAPER_OUT, true);
        events.await(PrinterEvent.FaultRaised.class, e -> e.fault() == PrinterFault.PAPER_OUT, WAIT);
        UUID job = UUID.randomUUID();

        driver.print(job, Tickets.sample(100));

        PrinterEvent.PrintFailed f = events.await(PrinterEvent.PrintFailed.class, e -> e.jobId().equals(job), WAIT);
        assertFalse(f.inDoubt());
        assertTrue(device.printed().isEmpty());
    }

    @Test
    void jamMidTicketIsInDoubtAndNeverCompleted() {
        start(Duration.ofSeconds(5));
        device.failNextMidway(TclFlag.PAPER_JAM);
        UUID job = UUID.randomUUID();

        driver.print(job, Tickets.sample(100));

        PrinterEvent.PrintFailed f = events.await(PrinterEvent.PrintFailed.class, e -> e.jobId().equals(job), WAIT);
        assertTrue(f.inDoubt(), f.why());
        assertTrue(events.of(PrinterEvent.PrintCompleted.class).isEmpty());
    }

    @Test
    void paperRunningOutMidTicketIsInDoubt() {
        start(Duration.ofSeconds(5));
        device.paperRoom(0);
        UUID job = UUID.randomUUID();

        driver.print(job, Tickets.sample(100));

        assertTrue(events.await(PrinterEvent.PrintFailed.class, e -> e.jobId().equals(job), WAIT).inDoubt());
        events.await(PrinterEvent.FaultRaised.class, e -> e.fault() == PrinterFault.PAPER_OUT, WAIT);
    }

    @Test
    void lineCutWhilePrintingIsInDoubtAndOffline() {
        start(Duration.ofSeconds(5));
        device.printMillis(2_000);
        UUID job = UUID.randomUUID();
        driver.print(job, Tickets.sample(100));
        events.await(PrinterEvent.PrintStarted.class, WAIT);

        device.silent(true);

        assertTrue(events.await(PrinterEvent.PrintFailed.class, e -> e.jobId().equals(job), WAIT).inDoubt());
        events.await(PrinterEvent.FaultRaised.class, e -> e.fault() == PrinterFault.OFFLINE, WAIT);
    }

    @Test
    void ticketNotConfirmedInTimeIsInDoubt() {
        start(Duration.ofMillis(500));
        device.printMillis(60_000);
        UUID job = UUID.randomUUID();

        driver.print(job, Tickets.sample(100));

        PrinterEvent.PrintFailed f = events.await(PrinterEvent.PrintFailed.class, e -> e.jobId().equals(job), WAIT);
        assertTrue(f.inDoubt());
        assertTrue(f.why().contains("500 ms"), f.why());
    }

    @Test
    void secondTicketClearsTheFirstOnesValidationFlagAndPrints() {
        start(Duration.ofSeconds(5));
        UUID first = UUID.randomUUID();
        driver.print(first, Tickets.sample(100));
        events.await(PrinterEvent.PrintCompleted.class, e -> e.jobId().equals(first), WAIT);
        UUID second = UUID.randomUUID();

        driver.print(second, Tickets.sample(200));

        events.await(PrinterEvent.PrintCompleted.class, e -> e.jobId().equals(second), WAIT);
        assertEquals(2, device.printed().size());
    }

    @Test
    void silentPrinterFailsToOpen() {
        pty = new SocatPair(dir);
        device = TclEmulator.open(pty.device().toString());
        device.silent(true);

        HalException e = assertThrows(HalException.class,
                () -> TclTicketPrinter.open(config(Duration.ofSeconds(5)), Clock.systemUTC()));
        assertTrue(e.getMessage().contains("does not answer"), e.getMessage());
    }
}
