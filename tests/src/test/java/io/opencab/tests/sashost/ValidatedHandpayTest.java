package io.opencab.tests.sashost;

import io.opencab.app.cabinet.state.Action;
import io.opencab.app.cabinet.state.StateKind;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Validated handpays as a floor system meets them (issue 35 item 4), written from public descriptions of SAS 6.02's
 * secure enhanced validation, not from the cabinet's code. The host sets the validation ID with LP 4C (ID and
 * sequence, 3 bytes binary each, LSB first); a handpay keyed off then takes the next sequence number and the
 * validation number the secure enhanced algorithm derives from the two ({@link ValidationNumber}); the machine reports
 * it with exception 3E ("handpay validated"), and LP 4D (function 00: the oldest record not yet read) returns the
 * record from the same buffer as tickets: type (10 cancelled-credit handpay with a receipt printed, 20 jackpot with
 * one, 40/60 the same without), index, date MMDDYYYY and time HHMMSS (BCD), the 16 digits of the number (8 BCD), the
 * amount in cents (5 BCD), then ticket number, system ID, expiry and pool ID. LP 50 (validation meters) answers a type
 * with its count (4 BCD) and amount in cents (5 BCD); LP 2F reads meters 008C-0093 (validated handpays with and
 * without a receipt: cents in 5 bytes, counts in 4). Layouts as the open-sourced Aristocrat Monaco SAS client parses
 * and builds them and its meter table numbers them.
 */
class ValidatedHandpayTest {
    private static final int ID = 0x123456;

    @Test
    void aHandpayResetWithValidationOnIsReportedBy3eLp4dLp50AndItsMetersAndGetsAReceipt(@TempDir Path dir)
            throws Exception {
        Path tickets = Files.createDirectories(dir.resolve("tickets"));
        try (CabinetRig rig = new CabinetRig(dir,
            "sas.asset.number=4711",
            "sas.handpay.receipt=true",
            "hal.printer=simulated",
            "hal.printer.dir=" + tickets,
            "tito.ticket.limit.cents=1000",
            "tito.casino.name=SASHOST TEST CASINO").startWithTickets()) {
            SasHost host = rig.host;
            Habits.INTERLEAVING.drain(host, 2, 20);
            // given the host's validation ID 123456 and sequence 10
            byte[] set = host.answeredS(Habits.ADDRESS, 0x4C, Hex.parse("56 34 12 10 00 00"), HostLine.Shape.fixed(10));
            assertTrue(set != null && SasCrc.valid(set), "LP 4C reply " + Hex.of(set) + host.transcript());
            // and a $20 cash-out over the $10 ticket limit: a cancelled-credit handpay
            assertTrue(rig.bill(2000), rig.lastRefusal);
            assertTrue(rig.act(new Action.CashOut()).accepted());
            assertEquals(StateKind.HANDPAY_PENDING, rig.cabinet.state().kind());
            // when the attendant resets it
            rig.keyOffHandpay();
            // then exception 3E comes
            List<Integer> got = Habits.INTERLEAVING.pollUntil(host, e -> e.contains(0x3E), 20);
            assertTrue(got.contains(0x3E), "no 3E after the reset: " + Habits.codes(got) + host.transcript());
            // and LP 4D returns the handpay's record: type 10 (a receipt was printed), the next sequence's number
            String number = ValidationNumber.of(ID, 0x11);
            byte[] r = host.answeredS(Habits.ADDRESS, 0x4D, new byte[] {0}, HostLine.Shape.fixed(35));
            String rs = Hex.of(r) + host.transcript();
            assertTrue(r != null && r.length == 35 && SasCrc.valid(r) && r[1] == 0x4D, "LP 4D reply " + rs);
            assertEquals(0x10, r[2] & 0xFF, "validation type in " + rs);
            assertEquals(number.substring(2), Hex.of(java.util.Arrays.copyOfRange(r, 11, 19)).replace(" ", ""),
                "validation number in " + rs);
            assertEquals(2000, Hex.bcd(r, 19, 5), "amount in cents in " + rs);
            // and LP 50 counts it under type 10, none under 40
            byte[] t10 = host.answeredS(Habits.ADDRESS, 0x50, new byte[] {0x10}, HostLine.Shape.fixed(14));
            assertTrue(t10 != null && SasCrc.valid(t10), "LP 50 reply " + Hex.of(t10) + host.transcript());
            assertEquals(1, Hex.bcd(t10, 3, 4), "LP 50 type 10 count in " + Hex.of(t10));
            assertEquals(2000, Hex.bcd(t10, 7, 5), "LP 50 type 10 cents in " + Hex.of(t10));
            byte[] t40 = host.answeredS(Habits.ADDRESS, 0x50, new byte[] {0x40}, HostLine.Shape.fixed(14));
            assertEquals(0, Hex.bcd(t40, 3, 4), "LP 50 type 40 count in " + Hex.of(t40));
            // and LP 2F reads meters 008C (cents, 5 bytes) and 008D (count, 4 bytes)
            byte[] m = host.answeredS(Habits.ADDRESS, 0x2F, Hex.parse("04 00 00 8C 8D"), HostLine.Shape.lengthAt(2));
            String ms = Hex.of(m) + host.transcript();
            assertTrue(m != null && SasCrc.valid(m) && (m[5] & 0xFF) == 0x8C && (m[11] & 0xFF) == 0x8D, "LP 2F " + ms);
            assertEquals(2000, Hex.bcd(m, 6, 5), "008C in " + ms);
            assertEquals(1, Hex.bcd(m, 12, 4), "008D in " + ms);
            // and the receipt came out of the printer with the handpay's validation number
            try (Stream<Path> s = Files.list(tickets)) {
                List<String> printed = s.map(p -> p.getFileName().toString()).toList();
                assertEquals(1, printed.size(), printed.toString());
                assertTrue(printed.getFirst().contains(number), printed + " should carry " + number);
            }
        }
    }
}
