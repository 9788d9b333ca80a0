package io.opencab.app.cabinet;

import io.opencab.app.cabinet.attendant.AccessDenied;
import io.opencab.app.cabinet.state.Action;
import io.opencab.app.cabinet.tickets.HostValidation;
import io.opencab.app.kiosk.CabinetAttendantPort;
import io.opencab.hal.DeviceMode;
import io.opencab.hal.printer.TicketPrinterConfig;
import io.opencab.meters.TicketOuts;
import io.opencab.meters.TicketRecord;
import io.opencab.sas.tito.SecureEnhancedValidation;
import io.opencab.ui.port.TicketEntry;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Issue 28 item 4: the ticket log over the real cabinet: a ticket the simulated printer printed is read
 * back through the kiosk's attendant port, as the journal holds it. 1-cent credits.
 */
class TicketLogTest {
    @TempDir
    Path dir;
    private Fixture f;
    private CabinetAttendantPort port;

    /** A host that set validation ID 0x123456 with sequence 1 (LP 4C) and never changes it. */
    private static final HostValidation HOST = new HostValidation() {
        @Override
        public Optional<Seed> seed() {
            return Optional.of(new Seed(0x123456, 1));
        }

        @Override
        public void used(int sequence) {
        }
    };

    @BeforeEach
    void setUp() {
        f = new Fixture(dir);
        f.hal = h -> h.withPrinter(DeviceMode.SIMULATED, TicketPrinterConfig.defaults("simulated", dir.resolve("tickets")));
        f.values = Map.of("cabinet.id", "TEST-1", "security.pin.attendant", Fixture.ATTENDANT.encode(),
            "tito.ticket.limit.cents", "5000", "tito.casino.name", "OPENCAB CASINO", "tito.ticket.expiry.days", "30");
        f.host = HOST;
        f.start();
        port = new CabinetAttendantPort(f.cabinet.attendant(), List.of(), io.opencab.money.MoneyFormat.of(1, "USD"), null);
    }

    @AfterEach
    void tearDown() {
        f.close();
    }

    @Test
    void aPrintedTicketIsInTheAttendantsTicketLog() {
        // given a $20.00 cash-out printed as a ticket
        f.bill(2000);
        assertTrue(f.act(new Action.CashOut()).accepted());
        TicketRecord printed = f.cabinet.withStore(s -> TicketOuts.of(s).log(1)).getFirst();
        // when the attendant reads the ticket log
        f.login(Fixture.ATTENDANT_PIN);
        List<TicketEntry> log = port.tickets(35);
        // then it holds that ticket, as journaled
        assertEquals(1, log.size());
        TicketEntry t = log.getFirst();
        assertEquals(SecureEnhancedValidation.number(0x123456, 1), t.validationNumber());
        assertEquals(printed.ticketNumber(), t.ticketNumber());
        assertEquals(2000, t.credits());
        assertEquals(2000, t.cents());
        assertEquals("PRINTED", t.state());
        assertEquals(printed.createdAt(), t.at());
    }

    @Test
    void theTicketLogNeedsTheKeyAndAPin() {
        f.bill(2000);
        f.act(new Action.CashOut());

        assertThrows(AccessDenied.class, () -> port.tickets(35));
    }
}
