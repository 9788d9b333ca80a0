package io.opencab.tests.sas;

import io.opencab.app.cabinet.state.Action;
import io.opencab.app.cabinet.state.ActionResult;
import io.opencab.app.cabinet.state.TiltReason;
import io.opencab.hal.gpio.sim.SimKeySwitch;
import io.opencab.hal.printer.PrinterFault;
import io.opencab.hal.printer.tcl.TclFlag;
import io.opencab.meters.Meter;
import io.opencab.meters.MeterSnapshot;
import io.opencab.meters.Scope;
import io.opencab.meters.TicketOuts;
import io.opencab.meters.TicketRecord;
import io.opencab.meters.TicketState;
import java.nio.file.Files;
import java.nio.file.StandardOpenOption;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static io.opencab.tests.sas.SasRig.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Ticket out end to end with the REAL printer driver (issue 28): the cabinet runs SAS on one socat pty (the
 * host simulator on the other end) and the TCL driver ({@code hal.printer=real}) on a second, whose other end is
 * the GEN2 emulator. The host sets validation ID 0x123456, sequence 0x10 with LP 4C; every check of what was
 * printed is of the bytes the emulator received. 1-cent credits, ticket limit $100.00.
 */
class TclTicketOutTest {
    private static final int ID = 0x123456;

    @TempDir
    java.nio.file.Path dir;
    private PrinterPty pty;
    private SasRig rig;
    private HostSimulator host;

    @BeforeEach
    void start() throws Exception {
        pty = new PrinterPty(dir);
        rig = new SasRig(dir, "keep-playing");
        Files.writeString(rig.config, pty.keys() + String.join("\n", "tito.ticket.limit.cents=10000",
            "tito.casino.name=OPENCAB CASINO", "tito.ticket.expiry.days=0", ""), StandardOpenOption.APPEND);
        host = rig.startWithTickets(28).host;
        await(() -> rig.cabinet.devices().ticketPrinter().orElseThrow().status().canPrint(), "the printer ready");
        host.s(0x4C, 10, (byte) 0x56, (byte) 0x34, (byte) 0x12, (byte) 0x10, (byte) 0, (byte) 0);
        assertTrue(rig.act(new Action.InsertBill(2000)).accepted());
    }

    @AfterEach
    void stop() throws Exception {
        if (rig != null) {
            rig.close();
        }
        if (pty != null) {
            pty.close();
        }
    }

    private List<TicketRecord> journal() {
        return rig.cabinet.withStore(s -> TicketOuts.of(s).log(10));
    }

    private MeterSnapshot meters() {
        return rig.cabinet.meterReport().meters();
    }

    private void cashOut() {
        ActionResult r = rig.act(new Action.CashOut());
        assertTrue(r.accepted(), r.message());
    }

    private void awaitInDoubt() {
        await(() -> rig.cabinet.state().tilted(TiltReason.TICKET_IN_DOUBT), "the TICKET IN DOUBT lockup");
    }

    /** An attendant turns the key, logs in and does this, then turns the key back. */
    private void attendant(Action... actions) {
        ((SimKeySwitch) rig.cabinet.devices().key()).turn(true);
        rig.cabinet.sync();
        assertTrue(rig.act(new Action.EnterPin(SasRig.PIN)).accepted());
        for (Action a : actions) {
            ActionResult r = rig.act(a);
            assertTrue(r.accepted(), a + ": " + r.message());
        }
        ((SimKeySwitch) rig.cabinet.devices().key()).turn(false);
        rig.cabinet.sync();
    }

    private List<Integer> exceptions() {
        return host.drainExceptions();
    }

    @Test
    void theTicketPrintedOverTheLineCarriesTheHostsNumberAndLeavesTheCreditsOnce() {
        cashOut();
        await(() -> rig.cabinet.state().credits() == 0, "the printer's confirmation");

        // the printer received one print command, for the number the host computes for sequence 0x11
        String expected = SasTicketOutTest.validationNumber(ID, 0x11);
        assertEquals(1, pty.printCommands().size(), pty.printCommands().toString());
        List<String> fields = pty.printer.printed().getFirst();
        assertEquals(expected, fields.getLast(), "the barcode field");
        assertTrue(fields.stream().anyMatch(f -> f.startsWith("VALIDATION ") && f.replaceAll("\\D", "")
            .equals(expected)), "the printed validation line: " + fields);
        // credits off once: cancelled credits and the ticket meters moved by $20.00, nothing hand-paid
        MeterSnapshot m = meters();
        assertEquals(2000, m.get(Scope.LIFETIME, Meter.CANCELLED_CREDITS));
        assertEquals(2000, m.get(Scope.LIFETIME, TicketOuts.CREDITS_METER));
        assertEquals(1, m.get(Scope.LIFETIME, TicketOuts.COUNT_METER));
        assertEquals(0, m.get(Scope.LIFETIME, Meter.HANDPAID_CANCELLED_CREDITS));
        // the host reads the SAS snapshot, rebuilt a refresh after the store (docs/sas.md): it waits for the ticket
        await(() -> host.meter(0x10) == 2000 && host.meter(0x1A) == 0, "cancelled credits 2000 and no credits over SAS");
        assertEquals(2000, host.meter(0x10), "cancelled credits over SAS");
        assertEquals(0, host.meter(0x1A), "current credits over SAS");
        // exception 3D once, then LP 4D's record: the same number, $20.00, never expires
        List<Integer> got = SasRig.awaitExceptions(host, 0x3D);
        assertEquals(1, got.stream().filter(c -> c == 0x3D).count(), got.toString());
        byte[] info = host.s(0x4D, 35, (byte) 0x00);
        assertEquals(expected, SasTicketOutTest.validationIn4d(info));
        assertEquals(2000, HostSimulator.bcd(info, 19, 5));
        assertEquals(9999, HostSimulator.bcd(info, 27, 4), "never expires");
    }

    @Test
    void paperOutMidPrintLocksUpInDoubtAndNoSecondTicketIsEverSentEvenAfterTheHandpay() {
        // given a roll with no ticket left on it: the paper runs out while the ticket prints
        pty.printer.paperRoom(0);
        cashOut();

        // then the cabinet locks up in doubt, the credits stay, the journal says IN_DOUBT
        awaitInDoubt();
        assertEquals(2000, rig.cabinet.state().credits());
        assertEquals(TicketState.IN_DOUBT, journal().getFirst().state());
        assertFalse(rig.act(new Action.CashOut()).accepted(), "no second cash-out while in doubt");
        assertEquals(1, pty.printCommands().size());
        assertTrue(pty.printer.printed().isEmpty());

        // when the attendant finds no ticket: NOT PRINTED, the same credits become a handpay, keyed off
        attendant(new Action.ResolveTicket(false));
        assertEquals(2000, rig.cabinet.state().handpay().orElseThrow().credits());
        assertEquals(TicketState.VOIDED, journal().getFirst().state());
        attendant(new Action.KeyOffHandpay());

        // then the credits left once, as a handpay; the printer never got a second print command
        MeterSnapshot m = meters();
        assertEquals(0, rig.cabinet.state().credits());
        assertEquals(2000, m.get(Scope.LIFETIME, Meter.HANDPAID_CANCELLED_CREDITS));
        assertEquals(0, m.get(Scope.LIFETIME, TicketOuts.CREDITS_METER));
        // The host reads the published snapshot, refreshed after the store (docs/sas.md): on a busy machine it lags.
        await(() -> host.meter(0x10) == 2000, "cancelled credits over SAS: 2000, once");
        assertEquals(1, pty.printCommands().size(), pty.printer.commands().toString());
        List<Integer> got = exceptions();
        assertFalse(got.contains(0x3D), "no ticket-printed exception: " + got);
        assertTrue(got.contains(0x51), "handpay pending: " + got);
    }

    @Test
    void aJamMidPrintIsInDoubtAndATicketTheAttendantFindsWholeLeavesTheCreditsOnce() {
        pty.printer.failNextMidway(TclFlag.PAPER_JAM);
        cashOut();
        awaitInDoubt();
        assertEquals(2000, rig.cabinet.state().credits());
        assertTrue(rig.cabinet.devices().ticketPrinter().orElseThrow().status().faults().contains(PrinterFault.JAM));

        // when the attendant clears the jam and finds the ticket whole: PRINTED
        attendant(new Action.ResolveTicket(true));

        // then the credits leave once, with the ticket; no handpay; 3D and LP 4D report it; one print command
        assertEquals(0, rig.cabinet.state().credits());
        assertTrue(rig.cabinet.state().handpay().isEmpty());
        assertEquals(TicketState.PRINTED, journal().getFirst().state());
        MeterSnapshot m = meters();
        assertEquals(2000, m.get(Scope.LIFETIME, TicketOuts.CREDITS_METER));
        assertEquals(0, m.get(Scope.LIFETIME, Meter.HANDPAID_CANCELLED_CREDITS));
        await(() -> host.meter(0x10) == 2000, "cancelled credits over SAS: 2000, once (the snapshot lags on a busy machine)");
        assertTrue(exceptions().contains(0x3D));
        assertEquals(2000, HostSimulator.bcd(host.s(0x4D, 35, (byte) 0x00), 19, 5));
        assertEquals(1, pty.printCommands().size());
    }

    @Test
    void aPrinterOfflineBeforeTheCashOutHandPaysAndNothingIsPrinted() {
        // given the printer stops answering (a cut cable) and the driver has marked it offline
        pty.printer.silent(true);
        await(() -> rig.cabinet.devices().ticketPrinter().orElseThrow().status().faults()
            .contains(PrinterFault.OFFLINE), "the printer offline");

        cashOut();

        // then a handpay of the whole credits, no ticket journaled, no print command on the line
        await(() -> rig.cabinet.state().handpay().isPresent(), "the handpay");
        assertEquals(2000, rig.cabinet.state().handpay().orElseThrow().credits());
        assertTrue(journal().isEmpty(), journal().toString());
        assertTrue(pty.printCommands().isEmpty());
        assertFalse(rig.cabinet.state().tilted(TiltReason.TICKET_IN_DOUBT));
    }
}
