package io.opencab.hal.printer.tcl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.hal.EventLog;
import io.opencab.hal.printer.PrinterEvent;
import io.opencab.hal.printer.TicketPrinterConfig;
import io.opencab.hal.printer.Tickets;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Duration;
import java.util.Random;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Fuzzed printer answers: random bytes, and single-byte mutations of a "busy printing" answer. A single
 * mutation cannot turn BUSY-without-VALIDATION_DONE into VALIDATION_DONE-without-BUSY (two status bytes
 * would have to change), so no answer here is a real completion: none may be taken for one, and the driver
 * must survive all of them.
 */
class TclFuzzTest {
    private static final byte[] IDLE = "*S|0|GURUSAG18|@|@|@|@|P|P0|*".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] BUSY = "*S|0|GURUSAG18|`|@|@|@|@|P0|*".getBytes(StandardCharsets.US_ASCII);

    private static TicketPrinterConfig config() {
        return TicketPrinterConfig.defaults("scripted", null)
                .withTimings(Duration.ofMillis(10), Duration.ofMillis(20), 3, Duration.ofMillis(600));
    }

    /** Idle answers until the ticket is sent, then the fuzz. */
    private static void runJob(java.util.function.Supplier<byte[]> fuzz) {
        ScriptedLink link = new ScriptedLink(IDLE::clone, fuzz);
        EventLog<PrinterEvent> events = new EventLog<>();
        try (TclTicketPrinter p = TclTicketPrinter.open(link, config(), Clock.systemUTC())) {
            p.addListener(events);
            UUID job = UUID.randomUUID();
            p.print(job, Tickets.sample(100));
            events.await(PrinterEvent.PrintFailed.class, e -> e.jobId().equals(job), Duration.ofSeconds(5));
            assertEquals(1, events.of(PrinterEvent.PrintStarted.class).size(), "the ticket must have been sent");
            assertTrue(events.of(PrinterEvent.PrintCompleted.class).isEmpty(), events.all().toString());
            assertNotNull(p.status().state());
        }
    }

    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 4, 5})
    void randomBytesNeverCompleteATicket(long seed) {
        Random r = new Random(seed);
        runJob(() -> {
            byte[] b = new byte[r.nextInt(64)];
            r.nextBytes(b);
            return b;
        });
    }

    @ParameterizedTest
    @ValueSource(longs = {11, 12, 13, 14, 15})
    void mutatedBusyAnswersNeverCompleteATicket(long seed) {
        Random r = new Random(seed);
        runJob(() -> {
            byte[] b = BUSY.clone();
            b[r.nextInt(b.length)] = (byte) r.nextInt(256);
            return b;
        });
    }

    @Test
    void parserSurvivesAMillionRandomFrames() {
        Random r = new Random(42);
        int parsed = 0;
        for (int i = 0; i < 1_000_000; i++) {
            byte[] b = BUSY.clone();
            for (int k = r.nextInt(4); k >= 0; k--) {
                b[r.nextInt(b.length)] = (byte) r.nextInt(256);
            }
            if (TclStatus.parse(b).isPresent()) {
                parsed++;
            }
        }
        assertTrue(parsed < 1_000_000, "some mutations must be refused");
        assertEquals(0, TclStatus.parse(new byte[0]).stream().count());
    }
}
