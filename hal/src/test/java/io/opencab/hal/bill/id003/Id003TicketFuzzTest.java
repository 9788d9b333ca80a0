package io.opencab.hal.bill.id003;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.hal.bill.BillEvent;
import io.opencab.hal.bill.DenominationTable;
import io.opencab.hal.bill.RecordingLedger;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/**
 * Random and mutated answers with barcode escrow frames (well-formed tickets, wrong lengths, letters, empty,
 * over-long), VEND VALID and STACKED included, through the reader and the host. No note escrow with a value is
 * ever delivered, so no note credit is possible; a ticket may be reported stacked only if the host asked to
 * stack exactly that ticket, and only once.
 */
class Id003TicketFuzzTest {
    private static final int FRAMES = 120_000;
    private static final int[] STATUSES = {0x11, 0x12, 0x13, 0x13, 0x13, 0x14, 0x15, 0x15, 0x16, 0x16, 0x17, 0x18,
        0x19, 0x19, 0x1A, 0x1B, 0x40, 0x41, 0x42, 0x43, 0x45, 0x46, 0x49, 0x4A, 0x4B, 0x50, 0xC3};
    private static final String VALID = "001234567890123456";

    private static Id003Host host(RecordingLedger ledger, List<BillEvent> events) {
        Id003Host h = new Id003Host(DenominationTable.usd(), DenominationTable.usd().valueCentsByCode().keySet(),
                ledger, Clock.fixed(Instant.EPOCH, ZoneOffset.UTC), 5, UUID::randomUUID, events::add);
        h.setAccepting(true);
        h.setTicketsAccepted(true);
        return h;
    }

    private static String barcode(SplittableRandom rnd) {
        return switch (rnd.nextInt(6)) {
            case 0, 1 -> VALID; // the same ticket again and again: repeats of one escrow
            case 2 -> String.format("%018d", rnd.nextLong(1_000_000_000_000_000_000L));
            case 3 -> VALID.substring(0, rnd.nextInt(18)); // short, possibly empty
            case 4 -> VALID + "0".repeat(rnd.nextInt(1, 30)); // long, possibly beyond the frame limit
            default -> {
                char[] c = new char[rnd.nextInt(1, 25)];
                for (int i = 0; i < c.length; i++) {
                    c[i] = (char) rnd.nextInt(256);
                }
                yield new String(c);
            }
        };
    }

    private static byte[] validFrame(SplittableRandom rnd) {
        int status = STATUSES[rnd.nextInt(STATUSES.length)];
        if (status == 0x13) {
            return (rnd.nextInt(8) == 0 ? Id003Frame.of(0x13, 0x6F) : TicketFrames.escrow(barcode(rnd))).encode();
        }
        int dataLen = status == 0x17 || status == 0x49 || status == 0xC3 ? 1 : rnd.nextInt(5) == 0 ? 1 : 0;
        byte[] data = new byte[dataLen];
        rnd.nextBytes(data);
        return new Id003Frame(status, data).encode();
    }

    /** A note escrow with a value in the table could earn a note credit legitimately: never delivered here. */
    private static boolean containsNoteEscrow(byte[] bytes) {
        Id003FrameReader r = new Id003FrameReader();
        r.feed(bytes, 0, bytes.length);
        for (Id003Frame f; (f = r.poll()) != null; ) {
            if (f.command() == Id003Codes.ESCROW && f.dataLength() > 0
                    && DenominationTable.usd().valueCents(f.data(0)).isPresent()) {
                return true;
            }
        }
        return false;
    }

    private static byte[] answer(SplittableRandom rnd) {
        byte[] a;
        do {
            a = Id003FuzzTest.mutate(validFrame(rnd), rnd);
        } while (containsNoteEscrow(a));
        return a;
    }

    /**
     * One request/answer round: a status request gets a fuzzed answer; a queued command (HOLD, STACK, RETURN,
     * ACK, settings) gets its proper answer nine times in ten and a fuzzed one otherwise, so the settings are
     * mostly confirmed and tickets reach the ticket flow instead of being refused for unconfirmed settings.
     */
    private static void round(Id003Host host, Id003FrameReader reader, SplittableRandom rnd) {
        Id003Frame cmd = host.nextCommand();
        boolean fuzz = cmd.command() == Id003Codes.STATUS_REQUEST || rnd.nextInt(10) == 0;
        byte[] proper = Id003Codes.isSetting(cmd.command()) ? cmd.encode() : Id003Frame.of(Id003Codes.ACK).encode();
        Id003FuzzTest.round(host, reader, fuzz ? answer(rnd) : proper);
    }

    @Test
    void barcodeFramesWithoutStackTicketNeverStackATicketNorCreditANote() {
        SplittableRandom rnd = new SplittableRandom(20261127L);
        RecordingLedger ledger = new RecordingLedger();
        List<BillEvent> events = new ArrayList<>();
        Id003Host host = host(ledger, events);
        Id003FrameReader reader = new Id003FrameReader();
        for (int i = 0; i < FRAMES; i++) {
            round(host, reader, rnd);
        }

        assertTrue(events.stream().noneMatch(e -> e instanceof BillEvent.TicketStacked));
        assertTrue(events.stream().noneMatch(e -> e instanceof BillEvent.NoteStacked));
        assertTrue(ledger.calls().isEmpty(), "no note reached the ledger: " + ledger.calls());
        assertNull(ledger.violation());
        // The fuzz reached the ticket flow: tickets were escrowed, refused and left in doubt.
        assertTrue(events.stream().filter(e -> e instanceof BillEvent.TicketEscrowed).count() > 100);
        assertTrue(events.stream().anyMatch(e -> e instanceof BillEvent.TicketInDoubt));
        assertTrue(events.stream().anyMatch(e -> e instanceof BillEvent.NoteRejected r
                && r.reason() == io.opencab.hal.bill.RejectReason.HOST_BAD_BARCODE));
    }

    @Test
    void ticketIsReportedStackedOnlyIfTheHostAskedToStackItAndOnlyOnce() {
        SplittableRandom rnd = new SplittableRandom(42L);
        RecordingLedger ledger = new RecordingLedger();
        List<BillEvent> events = new ArrayList<>();
        Id003Host host = host(ledger, events);
        Id003FrameReader reader = new Id003FrameReader();
        Set<UUID> asked = new HashSet<>();
        Set<UUID> stacked = new HashSet<>();
        int seen = 0;
        for (int i = 0; i < FRAMES; i++) {
            round(host, reader, rnd);
            for (; seen < events.size(); seen++) {
                BillEvent e = events.get(seen);
                if (e instanceof BillEvent.TicketEscrowed t) {
                    switch (rnd.nextInt(4)) {
                        case 0, 1 -> {
                            asked.add(t.ticketId());
                            host.stackTicket(t.ticketId());
                        }
                        case 2 -> host.returnTicket(t.ticketId());
                        default -> { } // no decision
                    }
                } else if (e instanceof BillEvent.TicketStacked t) {
                    assertTrue(asked.contains(t.ticketId()), "stacked without stackTicket: " + t);
                    assertTrue(stacked.add(t.ticketId()), "stacked twice: " + t);
                }
            }
        }

        assertTrue(asked.size() > 100, "asked " + asked.size());
        assertTrue(stacked.size() > 0, "the legitimate sequence was reached too");
        assertEquals(0, ledger.creditedCents());
        assertTrue(events.stream().noneMatch(e -> e instanceof BillEvent.NoteStacked));
    }
}
