package io.opencab.sas;

import static io.opencab.sas.LongPollTest.hexWithCrc;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The handpay queue with secure handpay reporting (SAS 6.02 section 7.8.1; docs/sas.md "Handpays"), and legacy
 * reporting (section 7.8.2). LP 1B's reply: group, level (40 jackpot, 80 cancelled credits), amount 5 BCD, partial
 * pay 2 BCD, reset ID, 10 unused bytes.
 */
class HandpayReportingTest {
    private static final SasSnapshot.HandpayEntry JACKPOT = new SasSnapshot.HandpayEntry(7, 120_000, true, false);
    private static final String JACKPOT_1B = hexWithCrc("01 1B 00 40 00 00 12 00 00 00 00 00" + " 00".repeat(10));
    private static final String NONE_1B = hexWithCrc("01 1B 00 00 00 00 00 00 00 00 00 00" + " 00".repeat(10));

    private static void handpays(Fixture f, List<SasSnapshot.QueuedException> fifo, SasSnapshot.HandpayEntry... q) {
        Optional<SasSnapshot.Handpay> now = q.length > 0 && !q[0].reset()
            ? Optional.of(new SasSnapshot.Handpay(q[0].amountCredits(), q[0].jackpot())) : Optional.empty();
        f.snapshot = Fixture.snapshot(Map.of(), List.of()).withHandpays(now, List.of(q), fifo);
    }

    @Test
    void fiftyOneComesBeforeTheQueueAndLp1bDescribesTheHeadOfTheHandpayQueue() {
        Fixture f = new Fixture();
        handpays(f, List.of(new SasSnapshot.QueuedException(1, 0x11, 0, 0)), JACKPOT);

        assertEquals("51", f.send("81"));
        assertEquals(JACKPOT_1B, f.send("01 1B"));
        f.send("80");
        assertEquals("11", f.send("81"), "read and not reset: nothing more about it");
    }

    @Test
    void fiftyOneIsSentAgainEveryFifteenSecondsUntilLp1bReadsIt() {
        Fixture f = new Fixture();
        handpays(f, List.of(), JACKPOT);
        assertEquals("51", f.send("81"));
        f.send("80");

        f.nanos += HandpayReporting.REISSUE_NANOS - 1;
        assertEquals("00", f.send("81"), "acknowledged 15 s ago less 1 ns");
        f.nanos += 1;
        assertEquals("51", f.send("81"), "15 s after its acknowledgement without LP 1B");
        f.send("01 1B");
        f.send("80");
        f.nanos += 10 * HandpayReporting.REISSUE_NANOS;
        assertEquals("00", f.send("81"), "read: never again");
    }

    @Test
    void fiftyTwoFollowsTheResetOnlyAfterTheHostReadTheHandpayAndItsAckTakesItOffTheQueue() {
        Fixture f = new Fixture();
        SasSnapshot.HandpayEntry reset = new SasSnapshot.HandpayEntry(7, 120_000, true, true);
        handpays(f, List.of(), reset);

        assertEquals("51", f.send("81"), "reset before the host read it: still announced");
        assertEquals(JACKPOT_1B, f.send("01 1B"), "the queue's head, though reset");
        assertEquals("52", f.send("81"), "read (the general poll acknowledged 1B) and reset");
        assertFalse(f.orders.contains("handpay reported 7"), "52 not acknowledged yet");
        f.send("80");

        assertTrue(f.orders.contains("handpay reported 7"));
        assertEquals("00", f.send("81"));
        assertEquals(NONE_1B, f.send("01 1B"), "the queue is empty");
    }

    @Test
    void afterFiftyTwoIsAcknowledgedTheNextHandpayInTheQueueIsAnnounced() {
        Fixture f = new Fixture();
        SasSnapshot.HandpayEntry second = new SasSnapshot.HandpayEntry(8, 2_500, false, false);
        handpays(f, List.of(), new SasSnapshot.HandpayEntry(7, 120_000, true, true), second);
        f.send("81");
        f.send("01 1B");
        assertEquals("52", f.send("81"));
        f.send("80");

        assertEquals("51", f.send("81"));
        assertEquals(hexWithCrc("01 1B 00 80 00 00 00 25 00 00 00 00" + " 00".repeat(10)), f.send("01 1B"),
            "a cancelled-credit handpay of 2,500 credits");
    }

    @Test
    void aLp1bReplyTheHostNeverAcknowledgedDoesNotCountAsRead() {
        Fixture f = new Fixture();
        handpays(f, List.of(), new SasSnapshot.HandpayEntry(7, 120_000, true, true));
        f.send("81");
        f.send("01 1B");
        f.send("01 1B");

        assertEquals("01 1B 00 40 00 00 12 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 E7 60", f.send("01 1B"),
            "NACKs: the same reply");
        assertEquals(2, f.counters.nacks());
    }

    @Test
    void theStoresOwn51And52AreSettledSilentlyWithSecureReporting() {
        Fixture f = new Fixture();
        handpays(f, List.of(new SasSnapshot.QueuedException(3, 0x51, 120_000, 1),
            new SasSnapshot.QueuedException(4, 0x11, 0, 0)));

        assertEquals("11", f.send("81"));
        assertTrue(f.orders.contains("ack 3"), "removed from the store's queue without being sent");
    }

    @Test
    void withRealTimeReportingFiftyOneCarriesTheLp1bFields() {
        Fixture f = new Fixture();
        handpays(f, List.of(), JACKPOT);
        f.send("01 0E 01 45 D1");

        assertEquals(hexWithCrc("01 FF 51 00 40 00 00 12 00 00 00 00 00" + " 00".repeat(10)), f.send("81"));
    }

    @Test
    void legacyReportingSends51And52FromTheQueueAndLp1bTheLockup() {
        Fixture f = new Fixture(new Responder.Options(true, 0, true), null);
        handpays(f, List.of(new SasSnapshot.QueuedException(3, 0x51, 120_000, 1),
            new SasSnapshot.QueuedException(4, 0x52, 120_000, 1)), JACKPOT);

        assertEquals("51", f.send("81"));
        assertEquals(JACKPOT_1B, f.send("01 1B"));
        assertEquals("52", f.send("81"));
        f.nanos += 10 * HandpayReporting.REISSUE_NANOS;
        f.send("80");
        assertEquals("00", f.send("81"), "no re-issue in legacy reporting");
        assertEquals(List.of("ack 3", "ack 4"), f.orders.stream().filter(o -> o.startsWith("ack")).toList());
    }
}
