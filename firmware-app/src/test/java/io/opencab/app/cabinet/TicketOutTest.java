package io.opencab.app.cabinet;

import io.opencab.app.cabinet.state.Action;
import io.opencab.app.cabinet.state.ActionResult;
import io.opencab.app.cabinet.state.CabinetState;
import io.opencab.app.cabinet.state.StateKind;
import io.opencab.app.cabinet.state.Tilt;
import io.opencab.app.cabinet.state.TiltReason;
import io.opencab.app.cabinet.tickets.TicketCashOut;
import io.opencab.hal.DeviceMode;
import io.opencab.hal.printer.PrinterFault;
import io.opencab.hal.printer.TicketPrinterConfig;
import io.opencab.hal.printer.sim.SimTicketPrinter;
import io.opencab.meters.Meter;
import io.opencab.meters.Scope;
import io.opencab.meters.TicketOuts;
import io.opencab.meters.TicketRecord;
import io.opencab.meters.TicketState;
import io.opencab.sas.tito.SecureEnhancedValidation;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Ticket out on the real cabinet (docs/tito.md): the simulated printer writes PNG tickets; a host's
 * validation ID is given as SAS LP 4C would. 1-cent credits; ticket limit $50.00.
 */
class TicketOutTest {
    @TempDir
    Path dir;
    private Fixture f;
    private final io.opencab.app.cabinet.tickets.FakeHostValidation host = new io.opencab.app.cabinet.tickets.FakeHostValidation();

    @BeforeEach
    void setUp() {
        f = new Fixture(dir);
        f.hal = h -> h.withPrinter(DeviceMode.SIMULATED, TicketPrinterConfig.defaults("simulated", tickets()));
        f.values = Map.of("cabinet.id", "TEST-1", "security.pin.attendant", Fixture.ATTENDANT.encode(),
            "tito.ticket.limit.cents", "5000", "tito.casino.name", "OPENCAB CASINO", "tito.ticket.expiry.days", "30");
        f.host = host;
        f.start();
    }

    @AfterEach
    void tearDown() {
        f.close();
    }

    private Path tickets() {
        return dir.resolve("tickets");
    }

    private SimTicketPrinter printer() {
        return (SimTicketPrinter) f.cabinet.devices().ticketPrinter().orElseThrow();
    }

    private long pngs() throws IOException {
        if (!Files.isDirectory(tickets())) {
            return 0;
        }
        try (Stream<Path> s = Files.list(tickets())) {
            return s.filter(p -> p.toString().endsWith(".png")).count();
        }
    }

    private List<TicketRecord> journal() {
        return f.cabinet.withStore(s -> TicketOuts.of(s).log(10));
    }

    private Tilt tilt() {
        return f.state().tilts().stream().filter(t -> t.reason() == TiltReason.TICKET_IN_DOUBT).findFirst()
            .orElseThrow(() -> new AssertionError("no ticket-in-doubt tilt: " + f.state().tilts()));
    }

    @Test
    void aCashOutUnderTheLimitPrintsOneTicketAndTakesTheCreditsOffOnce() throws IOException {
        // given $20.00 on the meter
        f.bill(2000);
        // when the player cashes out
        assertTrue(f.act(new Action.CashOut()).accepted());
        CabinetState s = f.state();
        // then one ticket with the host's validation number is printed and the credits are off, once
        assertEquals(0, s.credits());
        assertEquals(StateKind.IDLE, s.kind());
        assertTrue(s.handpay().isEmpty());
        assertEquals(1, pngs());
        TicketRecord t = journal().getFirst();
        assertEquals(TicketState.PRINTED, t.state());
        assertEquals(SecureEnhancedValidation.number(0x123456, 1), t.validationNumber());
        assertEquals(2000, f.meters().get(Scope.LIFETIME, TicketOuts.CREDITS_METER));
        assertEquals(1, f.meters().get(Scope.LIFETIME, TicketOuts.COUNT_METER));
        assertEquals(List.of(1), host.used);
        assertFalse(f.act(new Action.CashOut()).accepted());
        assertEquals(1, pngs());
    }

    @Test
    void aTicketCashOutRaises66() {
        // given $20.00 on the meter
        f.bill(2000);
        // when the player cashes out to a ticket
        assertTrue(f.act(new Action.CashOut()).accepted());
        // then SAS exception 66 (cash-out button pressed) is queued, as with a handpay or a host cash-out
        List<Integer> codes = f.cabinet.withStore(st -> st.sasQueue().pending()).stream()
            .map(io.opencab.meters.SasEvent::code).toList();
        assertEquals(1, codes.stream().filter(c -> c == 0x66).count(), "66 once: " + codes);
    }

    @Test
    void whileTheTicketPrintsNoPlayNoBillsAndTheCreditsStay() {
        f.bill(2000);
        printer().holdJobs(true);
        f.act(new Action.CashOut());
        CabinetState s = f.state();
        assertEquals(StateKind.CASH_OUT, s.kind());
        assertEquals(2000, s.credits());
        assertFalse(f.spin(0).accepted());
        assertFalse(f.act(new Action.InsertBill(500)).accepted());
        // when the printer completes
        printer().release();
        assertEquals(0, f.state().credits());
        assertEquals(StateKind.IDLE, f.state().kind());
    }

    @Test
    void aFaultMidPrintLocksUpInDoubtAndTheAttendantFindsNoTicketSoItIsHandPaid() throws IOException {
        f.bill(2000);
        printer().failNextMidway(PrinterFault.JAM);
        f.act(new Action.CashOut());
        // then: locked up, the credits stay, no ticket again for them
        Tilt t = tilt();
        assertTrue(t.detail().contains("may have printed"), t.detail());
        assertEquals(StateKind.TILT, f.state().kind());
        assertEquals(2000, f.state().credits());
        assertEquals(TicketState.IN_DOUBT, journal().getFirst().state());
        assertFalse(f.act(new Action.CashOut()).accepted());
        // an attendant cannot just clear it
        assertTrue(f.login(Fixture.ATTENDANT_PIN).accepted());
        assertFalse(f.act(new Action.ClearTilt(TicketCashOut.IN_DOUBT)).accepted());
        // when the attendant finds no ticket
        ActionResult r = f.act(new Action.ResolveTicket(false));
        assertTrue(r.accepted(), r.message());
        assertTrue(f.state().tilts().isEmpty());
        assertEquals(2000, f.state().handpay().orElseThrow().credits());
        assertEquals(TicketState.VOIDED, journal().getFirst().state());
        assertTrue(f.act(new Action.KeyOffHandpay()).accepted());
        // then the credits left once, as a handpay; no ticket meter moved
        assertEquals(0, f.state().credits());
        assertEquals(2000, f.meters().get(Scope.LIFETIME, Meter.HANDPAID_CANCELLED_CREDITS));
        assertEquals(0, f.meters().get(Scope.LIFETIME, TicketOuts.CREDITS_METER));
        assertEquals(1, journal().size());
    }

    @Test
    void aTicketInDoubtFoundPrintedTakesTheCreditsOffWithoutAHandpay() {
        f.bill(2000);
        printer().failNextMidway(PrinterFault.HEAD_OPEN);
        f.act(new Action.CashOut());
        tilt();
        f.login(Fixture.ATTENDANT_PIN);
        ActionResult r = f.act(new Action.ResolveTicket(true));
        assertTrue(r.accepted(), r.message());
        assertTrue(f.state().tilts().isEmpty());
        assertTrue(f.state().handpay().isEmpty());
        assertEquals(0, f.state().credits());
        assertEquals(2000, f.meters().get(Scope.LIFETIME, TicketOuts.CREDITS_METER));
        assertEquals(0, f.meters().get(Scope.LIFETIME, Meter.HANDPAID_CANCELLED_CREDITS));
        assertEquals(TicketState.PRINTED, journal().getFirst().state());
    }

    @Test
    void theDiagnosticsPageShowsThePrinterAndABlockingFaultAsAFault() {
        f.login(Fixture.ATTENDANT_PIN);
        printer().raise(PrinterFault.PAPER_OUT);
        f.cabinet.sync();

        io.opencab.ui.port.Diagnostics.Device line = new io.opencab.app.kiosk.CabinetAttendantPort(
            f.cabinet.attendant(), List.of(), io.opencab.money.MoneyFormat.of(1, "USD"), null).diagnostics().devices().stream()
            .filter(d -> d.name().equals("Ticket printer")).findFirst().orElseThrow();

        assertFalse(line.ok(), line.toString());
        assertTrue(line.status().startsWith("paper out, faults [PAPER_OUT]"), line.status());
        assertTrue(f.cabinet.attendant().events(20).stream().anyMatch(e -> e.type() == io.opencab.meters.EventType
            .PRINTER_PAPER_OUT), "logged as its own event (SAS 61)");
    }

    @Test
    void aCashOutOverTheTicketLimitIsAHandpay() throws IOException {
        f.bill(5000);
        f.bill(100);
        f.act(new Action.CashOut());
        assertEquals(5100, f.state().handpay().orElseThrow().credits());
        assertEquals(0, pngs());
        assertTrue(journal().isEmpty());
    }

    @Test
    void aCashOutAtTheLimitIsATicket() throws IOException {
        f.bill(5000);
        f.act(new Action.CashOut());
        assertEquals(0, f.state().credits());
        assertTrue(f.state().handpay().isEmpty());
        assertEquals(1, pngs());
    }

    @Test
    void withoutAValidationIdFromTheHostTheCashOutIsAHandpay() throws IOException {
        host.seed = Optional.empty();
        f.bill(2000);
        f.act(new Action.CashOut());
        assertEquals(2000, f.state().handpay().orElseThrow().credits());
        assertEquals(0, pngs());
        assertTrue(journal().isEmpty());
    }

    /** An outside tester's cash-out was hand-paid with a printer fitted and nothing said why (no SAS host). */
    @Test
    void aHandPaidCashOutWithAPrinterFittedSaysWhyNoTicket() {
        host.seed = Optional.empty();
        f.bill(2000);

        ActionResult r = f.act(new Action.CashOut());

        assertTrue(r.message().startsWith("cash out 2,000 credits (20.00 USD): handpay, please call an attendant"), r.message());
        assertTrue(r.message().endsWith("(no ticket: no validation from a host (SAS long poll 4C): tickets need a host)"),
            r.message());
    }

    @Test
    void aPrinterOutOfPaperHandPaysBeforePrintingAnything() throws IOException {
        printer().raise(PrinterFault.PAPER_OUT);
        f.bill(2000);
        f.act(new Action.CashOut());
        assertEquals(2000, f.state().handpay().orElseThrow().credits());
        assertEquals(0, pngs());
        assertTrue(f.state().tilts().isEmpty());
    }

    @Test
    void aTicketStillPrintingAtPowerLossIsInDoubtAfterTheRestart() {
        f.bill(2000);
        printer().holdJobs(true);
        f.act(new Action.CashOut());
        assertEquals(StateKind.CASH_OUT, f.state().kind());
        // when the power goes (the cabinet stops; the journal still says PENDING) and comes back
        f.restart();
        // then the ticket is in doubt, its credits on the meter, and the lockup survives another restart
        assertTrue(tilt().detail().contains("may have printed"));
        assertEquals(2000, f.state().credits());
        assertEquals(TicketState.IN_DOUBT, journal().getFirst().state());
        f.restart();
        tilt();
        assertEquals(1, journal().size());
    }
}
