package io.opencab.hal.printer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.hal.DeviceMode;
import io.opencab.hal.Devices;
import io.opencab.hal.EventLog;
import io.opencab.hal.Hal;
import io.opencab.hal.HalConfig;
import io.opencab.hal.HalException;
import io.opencab.hal.HalProperties;
import io.opencab.hal.bill.RecordingLedger;
import io.opencab.hal.printer.sim.SimTicketPrinter;
import java.io.IOException;
import java.io.StringReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.Properties;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The printer is chosen by hal.printer (real, simulated or none) and opened by Hal like the other devices. */
class PrinterConfigurationTest {
    private static final String BASE = "hal.gpio=simulated\nhal.bill=none\n";

    @TempDir
    Path dir;

    private static HalConfig parse(String text) {
        Properties p = new Properties();
        try {
            p.load(new StringReader(BASE + text));
        } catch (IOException e) {
            throw new AssertionError(e);
        }
        return HalProperties.parse(p);
    }

    @Test
    void absentPrinterKeyMeansNoPrinterFitted() {
        assertEquals(DeviceMode.NONE, parse("").ticketPrinter());
    }

    @Test
    void realPrinterReadsItsPortAndTimings() {
        HalConfig c = parse("hal.printer=real\nhal.printer.port=/dev/ttyUSB1\nhal.printer.print.ms=15000\n"
                + "hal.printer.template=2\n");
        assertEquals("/dev/ttyUSB1", c.printer().port());
        assertEquals(Duration.ofSeconds(15), c.printer().printTimeout());
        assertEquals("2", c.printer().templateId());
    }

    @Test
    void realPrinterWithoutPortIsAnError() {
        HalException e = assertThrows(HalException.class, () -> parse("hal.printer=real\n"));
        assertTrue(e.getMessage().contains("hal.printer.port"), e.getMessage());
    }

    @Test
    void simulatedPrinterNeedsADirectory() {
        HalException e = assertThrows(HalException.class, () -> parse("hal.printer=simulated\n"));
        assertTrue(e.getMessage().contains("hal.printer.dir"), e.getMessage());
    }

    @Test
    void misspelledPrinterKeyIsAnError() {
        assertThrows(HalException.class, () -> parse("hal.printer=none\nhal.printer.prot=/dev/x\n"));
    }

    @Test
    void simulatedPrinterOpenedByHalWritesAPng() throws Exception {
        HalConfig c = parse("hal.printer=simulated\nhal.printer.dir=" + dir + "\n");
        try (Devices d = Hal.open(c, new RecordingLedger(), Clock.systemUTC())) {
            TicketPrinter p = d.ticketPrinter().orElseThrow();
            assertTrue(p instanceof SimTicketPrinter);
            EventLog<PrinterEvent> events = new EventLog<>();
            p.addListener(events);

            p.print(UUID.randomUUID(), Tickets.sample(2_500));

            events.await(PrinterEvent.PrintCompleted.class, Duration.ofSeconds(5));
            assertTrue(Files.exists(dir.resolve("ticket-0017-001234567890123456.png")));
        }
    }

    @Test
    void realPrinterOnAMissingPortFailsToOpen() {
        HalConfig c = parse("hal.printer=real\nhal.printer.port=" + dir.resolve("nothing") + "\n");
        assertThrows(HalException.class, () -> Hal.open(c, new RecordingLedger(), Clock.systemUTC()));
    }
}
