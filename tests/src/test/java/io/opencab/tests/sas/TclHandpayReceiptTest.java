package io.opencab.tests.sas;

import io.opencab.app.cabinet.state.Action;
import io.opencab.app.cabinet.state.ActionResult;
import io.opencab.app.cabinet.state.StateKind;
import io.opencab.hal.gpio.sim.SimKeySwitch;
import java.nio.file.Files;
import java.nio.file.StandardOpenOption;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static io.opencab.tests.sas.SasRig.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A handpay receipt over the REAL printer driver (docs/sas.md "Validated handpays"): SAS on one socat pty with the
 * host simulator, the TCL driver ({@code hal.printer=real}) on a second with the GEN2 emulator on its other end, and
 * {@code sas.handpay.receipt=true}. A $20.00 cash-out over the $10.00 ticket limit is a handpay; keyed off, it is
 * validated with the host's next sequence number and its receipt goes over the line: every check is of the bytes the
 * emulator received and of the host's LP 4D.
 */
class TclHandpayReceiptTest {
    private static final int ID = 0x123456;

    @TempDir
    java.nio.file.Path dir;
    private PrinterPty pty;
    private SasRig rig;

    @AfterEach
    void stop() throws Exception {
        if (rig != null) {
            rig.close();
        }
        if (pty != null) {
            pty.close();
        }
    }

    @Test
    void aValidatedHandpaysReceiptCarriesItsNumberAmountAssetAndNotNegotiableTitle() throws Exception {
        pty = new PrinterPty(dir);
        rig = new SasRig(dir, "keep-playing");
        Files.writeString(rig.config, pty.keys() + String.join("\n", "tito.ticket.limit.cents=1000",
            "tito.casino.name=OPENCAB CASINO", "sas.handpay.receipt=true", "sas.asset.number=4711", ""),
            StandardOpenOption.APPEND);
        HostSimulator host = rig.startWithTickets(35).host;
        await(() -> rig.cabinet.devices().ticketPrinter().orElseThrow().status().canPrint(), "the printer ready");
        host.s(0x4C, 10, (byte) 0x56, (byte) 0x34, (byte) 0x12, (byte) 0x10, (byte) 0, (byte) 0);
        // given a $20.00 cash-out over the ticket limit: a handpay
        assertTrue(rig.act(new Action.InsertBill(2000)).accepted());
        assertTrue(rig.act(new Action.CashOut()).accepted());
        assertEquals(StateKind.HANDPAY_PENDING, rig.cabinet.state().kind());
        // when the attendant keys it off
        ((SimKeySwitch) rig.cabinet.devices().key()).turn(true);
        rig.cabinet.sync();
        assertTrue(rig.act(new Action.EnterPin(SasRig.PIN)).accepted());
        ActionResult off = rig.act(new Action.KeyOffHandpay());
        assertTrue(off.accepted(), off.message());
        ((SimKeySwitch) rig.cabinet.devices().key()).turn(false);
        // then one receipt goes over the line with the handpay's number, its title, the asset and the amount
        await(() -> !pty.printer.printed().isEmpty(), "the receipt printed");
        String expected = SasTicketOutTest.validationNumber(ID, 0x11);
        assertEquals(1, pty.printCommands().size(), pty.printCommands().toString());
        List<String> fields = pty.printer.printed().getFirst();
        assertEquals(expected, fields.getLast(), "the barcode field");
        assertTrue(fields.contains("HANDPAY RECEIPT - NOT NEGOTIABLE"), "the title in " + fields);
        assertTrue(fields.contains("ASSET 4711"), "the asset number in " + fields);
        assertTrue(fields.contains("CANCELLED CREDIT HANDPAY"), "the kind in " + fields);
        assertTrue(fields.stream().anyMatch(f -> f.contains("$20.00")), "the amount in " + fields);
        // a receipt, not a ticket: no ticket number or expiry of a redeemable ticket on it
        assertTrue(fields.stream().anyMatch(f -> f.startsWith("RECEIPT # ")), "the receipt number in " + fields);
        assertTrue(fields.contains("PAID BY HAND - NOT A TICKET"), "what the paper is, in " + fields);
        assertTrue(fields.stream().noneMatch(f -> f.startsWith("TICKET # ") || f.equals("NO EXPIRY")), fields.toString());
        // and the host reads the record as type 10 (cancelled-credit handpay, receipt printed) with that number
        assertTrue(SasRig.awaitExceptions(host, 0x3E).contains(0x3E), "exception 3E");
        byte[] info = host.s(0x4D, 35, (byte) 0x00);
        assertEquals(0x10, info[2] & 0xFF, "validation type");
        assertEquals(expected, SasTicketOutTest.validationIn4d(info));
        assertEquals(2000, HostSimulator.bcd(info, 19, 5));
    }
}
