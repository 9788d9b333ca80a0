package io.opencab.app.cabinet.tickets;

import io.opencab.app.config.TitoSettings;
import io.opencab.hal.printer.PrinterEvent;
import io.opencab.hal.printer.PrinterFault;
import io.opencab.hal.printer.Ticket;
import io.opencab.hal.printer.sim.SimTicketPrinter;
import io.opencab.meters.MeterStore;
import io.opencab.meters.MeterStoreConfig;
import io.opencab.meters.NoteRecord;
import io.opencab.meters.TicketOuts;
import io.opencab.meters.TicketState;
import io.opencab.sas.tito.SecureEnhancedValidation;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Ticket out against a real meter store and the simulated printer. Printer events are collected and handed
 * to the flow afterwards, as the cabinet's queue does.
 */
class TicketOutFlowTest {
    private static final TitoSettings SETTINGS = new TitoSettings(50_000, 30, "OPENCAB CASINO",
        List.of("1 Main Street"), "CASHOUT TICKET", "CAB-7", "USD", 1,
        io.opencab.money.MoneyFormat.Grouping.COMMA);

    @TempDir
    Path dir;
    private final Clock clock = Clock.fixed(Instant.parse("2026-11-27T04:05:06Z"), ZoneOffset.UTC);
    private MeterStore store;
    private final List<Ticket> paper = new ArrayList<>();
    private final List<PrinterEvent> events = new ArrayList<>();
    private SimTicketPrinter printer;
    private final FakeHostValidation host = new FakeHostValidation();

    @BeforeEach
    void setUp() {
        store = MeterStore.create(dir.resolve("meters.db"), MeterStoreConfig.defaults(1), clock);
        NoteRecord n = store.billEscrowAccepted(2_000);
        store.billStacked(n.noteId());
        printer = new SimTicketPrinter((id, t) -> paper.add(t), clock);
        printer.addListener(events::add);
    }

    @AfterEach
    void tearDown() {
        store.close();
    }

    private TicketOutFlow flow(Optional<SimTicketPrinter> p) {
        return new TicketOutFlow(store, p.map(x -> x), host, SETTINGS, clock);
    }

    /** Hands the collected printer events to the flow; returns the last outcome. */
    private TicketOutFlow.Outcome deliver(TicketOutFlow f) {
        TicketOutFlow.Outcome last = new TicketOutFlow.Outcome.None();
        for (PrinterEvent e : List.copyOf(events)) {
            TicketOutFlow.Outcome o = f.on(e);
            if (!(o instanceof TicketOutFlow.Outcome.None)) {
                last = o;
            }
        }
        return last;
    }

    @Test
    void cashOutUnderTheLimitPrintsAndTakesTheCreditsOnlyOnCompletion() {
        TicketOutFlow f = flow(Optional.of(printer));

        TicketOutFlow.Outcome o = f.cashOut();

        assertInstanceOf(TicketOutFlow.Outcome.Printing.class, o);
        assertEquals(2_000, store.credits(), "credits stay until the printer confirms");
        assertInstanceOf(TicketOutFlow.Outcome.Printed.class, deliver(f));
        assertEquals(0, store.credits());
        assertEquals(1, paper.size());
    }

    /** Issue 38 item 2: the paper groups the amount as the cabinet's screen does ({@code money.grouping}). */
    @Test
    void printedTicketGroupsItsFiguresAsConfigured() {
        store.billStacked(store.billEscrowAccepted(100_000).noteId());
        TitoSettings period = new TitoSettings(500_000, 30, "OPENCAB CASINO", List.of(), "CASHOUT TICKET", "CAB-7",
            "EUR", 1, io.opencab.money.MoneyFormat.Grouping.PERIOD);

        new TicketOutFlow(store, Optional.of(printer), host, period, clock).cashOut();

        assertEquals("EUR 1.020,00", paper.getFirst().amountFigures());
    }

    @Test
    void printedTicketCarriesTheValidationNumberTheHostCanDerive() {
        TicketOutFlow f = flow(Optional.of(printer));

        f.cashOut();

        Ticket t = paper.getFirst();
        assertEquals(SecureEnhancedValidation.number(0x123456, 1), t.validationNumber());
        assertEquals(2_000, t.amountCents());
        assertEquals("CAB-7", t.machineNumber());
        assertEquals(java.time.LocalDate.of(2026, 12, 27), t.expires());
        assertEquals(List.of(1), host.used);
    }

    @Test
    void overTheLimitIsAHandpayAndJournalsNothing() {
        TicketOutFlow f = new TicketOutFlow(store, Optional.of(printer), host, new TitoSettings(1_999, 30,
            "X", List.of(), "CASHOUT TICKET", "7", "USD", 1,
            io.opencab.money.MoneyFormat.Grouping.COMMA), clock);

        assertInstanceOf(TicketOutFlow.Outcome.Handpay.class, f.cashOut());
        assertTrue(TicketOuts.of(store).log(1).isEmpty());
        assertTrue(paper.isEmpty());
    }

    @Test
    void noHostValidationIsAHandpay() {
        host.seed = Optional.empty();

        TicketOutFlow.Outcome o = flow(Optional.of(printer)).cashOut();

        assertTrue(((TicketOutFlow.Outcome.Handpay) o).why().contains("host"));
        assertTrue(paper.isEmpty());
    }

    @Test
    void noPrinterIsAHandpay() {
        assertInstanceOf(TicketOutFlow.Outcome.Handpay.class, flow(Optional.empty()).cashOut());
    }

    @Test
    void faultedPrinterIsAHandpayBeforeAnythingIsJournaled() {
        printer.raise(PrinterFault.PAPER_OUT);

        assertInstanceOf(TicketOutFlow.Outcome.Handpay.class, flow(Optional.of(printer)).cashOut());
        assertTrue(TicketOuts.of(store).log(1).isEmpty());
    }

    @Test
    void faultMidTicketIsInDoubtAndKeepsTheCredits() {
        printer.failNextMidway(PrinterFault.JAM);
        TicketOutFlow f = flow(Optional.of(printer));

        f.cashOut();
        TicketOutFlow.Outcome o = deliver(f);

        assertInstanceOf(TicketOutFlow.Outcome.InDoubt.class, o);
        assertEquals(2_000, store.credits());
        assertEquals(TicketState.IN_DOUBT, TicketOuts.of(store).open().orElseThrow().state());
    }

    @Test
    void ticketInDoubtIsNeverPrintedAgain() {
        printer.failNextMidway(PrinterFault.JAM);
        TicketOutFlow f = flow(Optional.of(printer));
        f.cashOut();
        deliver(f);
        printer.clear(PrinterFault.JAM);

        assertThrowsMeter(f::cashOut);
        assertTrue(paper.isEmpty());
    }

    @Test
    void restartWhilePrintingIsInDoubtAtStart() {
        printer.holdJobs(true);
        flow(Optional.of(printer)).cashOut();
        store.close(); // the printer's answer never reaches the store
        store = MeterStore.open(dir.resolve("meters.db"), MeterStoreConfig.defaults(1), clock);

        TicketOutFlow afterRestart = flow(Optional.of(new SimTicketPrinter((id, t) -> paper.add(t), clock)));

        assertEquals(TicketState.IN_DOUBT, afterRestart.recoverAtStart().orElseThrow().state());
        assertEquals(2_000, store.credits());
    }

    @Test
    void attendantFindingTheTicketTakesTheCredits() {
        printer.failNextMidway(PrinterFault.JAM);
        TicketOutFlow f = flow(Optional.of(printer));
        f.cashOut();
        deliver(f);

        assertInstanceOf(TicketOutFlow.Outcome.Printed.class, f.resolve(true, "attendant 7"));
        assertEquals(0, store.credits());
    }

    @Test
    void attendantVoidingTheTicketLeavesAHandpay() {
        printer.failNextMidway(PrinterFault.JAM);
        TicketOutFlow f = flow(Optional.of(printer));
        f.cashOut();
        deliver(f);

        assertInstanceOf(TicketOutFlow.Outcome.Handpay.class, f.resolve(false, "attendant 7"));
        assertEquals(2_000, store.credits());
    }

    @Test
    void eventOfAnotherJobSettlesNothing() {
        printer.holdJobs(true);
        TicketOutFlow f = flow(Optional.of(printer));
        f.cashOut();

        TicketOutFlow.Outcome o = f.on(new PrinterEvent.PrintCompleted(java.util.UUID.randomUUID(), clock.instant()));

        assertInstanceOf(TicketOutFlow.Outcome.None.class, o);
        assertEquals(2_000, store.credits());
    }

    private static void assertThrowsMeter(org.junit.jupiter.api.function.Executable e) {
        org.junit.jupiter.api.Assertions.assertThrows(io.opencab.meters.MeterException.class, e);
    }
}
