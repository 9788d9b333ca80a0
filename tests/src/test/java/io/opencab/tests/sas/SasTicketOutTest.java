package io.opencab.tests.sas;

import io.opencab.app.cabinet.state.Action;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Ticket out end to end over a socat pty (issue 28): the host sets the validation ID with LP 4C, the player
 * cashes out, the simulated printer writes the ticket as a PNG with the validation number the host computes on
 * its own (the secure enhanced algorithm written again here, with the host simulator's bitwise CRC), exception
 * 3D arrives and LP 4D returns the ticket's record.
 */
class SasTicketOutTest {
    @TempDir
    Path dir;
    private SasRig rig;

    @AfterEach
    void tearDown() throws Exception {
        if (rig != null) {
            rig.close();
        }
    }

    /** The host's own secure enhanced validation number (docs/tito.md steps 1-6). */
    static String validationNumber(int id, int seq) {
        int[] a = {seq & 0xFF, seq >> 8 & 0xFF, seq >> 16 & 0xFF, id & 0xFF, id >> 8 & 0xFF, id >> 16 & 0xFF};
        int[] b = {a[0], a[1], a[2] ^ a[0], a[3] ^ a[1], a[4] ^ a[0], a[5] ^ a[1]};
        int[] c = new int[6];
        for (int i = 0; i < 3; i++) {
            int crc = HostSimulator.crc(new byte[] {(byte) b[2 * i], (byte) b[2 * i + 1]}, 0, 2);
            c[2 * i] = crc & 0xFF;
            c[2 * i + 1] = crc >> 8;
        }
        long n0 = c[3] | (long) c[4] << 8 | (long) c[5] << 16;
        long n1 = c[0] | (long) c[1] << 8 | (long) c[2] << 16;
        return "00" + half(n0) + half(n1);
    }

    private static String half(long n) {
        String s = String.format("%08d", n);
        int sum = s.chars().map(ch -> ch - '0').sum();
        return ((s.charAt(0) - '0') | 2 * (sum % 5)) + s.substring(1);
    }

    /** The 18-digit validation number of an LP 4D reply: "00" and the 8 BCD bytes after type, index, date and time. */
    static String validationIn4d(byte[] info) {
        StringBuilder digits = new StringBuilder("00");
        for (int i = 11; i < 19; i++) {
            digits.append(String.format("%02X", info[i] & 0xFF));
        }
        return digits.toString();
    }

    @Test
    void theHostsOwnComputationMatchesTheWorkedExample() {
        assertEquals("008169372174162392", validationNumber(0, 1));
        assertEquals("007648465487018968", validationNumber(0x123456, 1));
    }

    private HostSimulator startWithTickets() throws Exception {
        rig = new SasRig(dir, "keep-playing");
        Files.writeString(rig.config, String.join("\n", "hal.printer=simulated",
            "hal.printer.dir=" + dir.resolve("tickets"), "tito.ticket.limit.cents=10000",
            "tito.casino.name=OPENCAB CASINO", "tito.ticket.expiry.days=0", ""), java.nio.file.StandardOpenOption.APPEND);
        return rig.startWithTickets(7).host;
    }

    private List<String> ticketFiles() throws Exception {
        try (Stream<Path> s = Files.list(dir.resolve("tickets"))) {
            return s.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    private void cashOut20() throws Exception {
        assertTrue(rig.act(new Action.InsertBill(2000)).accepted());
        assertTrue(rig.act(new Action.CashOut()).accepted());
        rig.cabinet.sync();
        SasRig.await(() -> rig.cabinet.state().credits() == 0, "the ticket printed");
    }

    @Test
    void theHostsValidationIdSurvivesARestartAndNumbersCarryOn() throws Exception {
        HostSimulator h = startWithTickets();
        h.s(0x4C, 10, (byte) 0x56, (byte) 0x34, (byte) 0x12, (byte) 0x10, (byte) 0, (byte) 0);
        cashOut20();
        SasRig.await(() -> rig.cabinet.withStore(s -> io.opencab.meters.TicketOuts.of(s).validationSeed().id())
            == 0x123456, "the validation ID kept in the store");

        // when the cabinet restarts and the player cashes out again before the host sends LP 4C anew
        rig.restartWithTickets(8);
        cashOut20();

        // then the second ticket carries the next number of the same validation ID, not a handpay
        List<String> tickets = ticketFiles();
        assertEquals(2, tickets.size(), tickets.toString());
        assertTrue(tickets.stream().anyMatch(t -> t.contains(validationNumber(0x123456, 0x12))), tickets.toString());
    }

    @Test
    void aTicketPrintedAfterLp4cCarriesTheHostsNumberAndLp4dReportsIt() throws Exception {
        HostSimulator h = startWithTickets();
        // when the host sets validation ID 0x123456, sequence 0x10 (binary, LSB first) and the player cashes out $20.00
        byte[] set = h.s(0x4C, 10, (byte) 0x56, (byte) 0x34, (byte) 0x12, (byte) 0x10, (byte) 0, (byte) 0);
        assertArrayEquals(new byte[] {0x56, 0x34, 0x12, 0x10, 0, 0}, java.util.Arrays.copyOfRange(set, 2, 8));
        assertTrue(rig.act(new Action.InsertBill(2000)).accepted());
        assertTrue(rig.act(new Action.CashOut()).accepted());
        rig.cabinet.sync();
        SasRig.await(() -> rig.cabinet.state().credits() == 0, "the ticket printed");
        // then the PNG carries the number the host computes for the next sequence number, 0x11
        String expected = validationNumber(0x123456, 0x11);
        List<String> tickets;
        try (Stream<Path> s = Files.list(dir.resolve("tickets"))) {
            tickets = s.map(p -> p.getFileName().toString()).toList();
        }
        assertEquals(1, tickets.size(), tickets.toString());
        assertTrue(tickets.getFirst().contains(expected), tickets + " should carry " + expected);
        // exception 3D, then LP 4D function 00 returns the ticket's record
        SasRig.awaitExceptions(h, 0x3D);
        byte[] info = h.s(0x4D, 35, (byte) 0x00);
        assertEquals(0x00, info[2] & 0xFF, "validation type 00: cashable ticket");
        assertEquals(expected, validationIn4d(info));
        assertEquals(2000, HostSimulator.bcd(info, 19, 5));
        assertEquals(9999, HostSimulator.bcd(info, 27, 4), "never expires");
    }
}
