package io.opencab.sas;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Every reply from the host's point of view (SAS 6.02 section 3; docs/sas.md "Acknowledgement"): hosts that poll
 * only this address, hosts that interleave addresses, a host that never acknowledges, the first poll after start.
 */
class ImpliedAckTest {
    private static final SasSnapshot.QueuedException DOOR_OPENED = new SasSnapshot.QueuedException(1, 0x11, 0, 0);
    private static final SasSnapshot.QueuedException DOOR_CLOSED = new SasSnapshot.QueuedException(2, 0x12, 0, 0);

    private static Fixture empty() {
        Fixture f = new Fixture();
        f.snapshot = Fixture.snapshot(Map.of(), List.of());
        return f;
    }

    private static void queue(Fixture f, SasSnapshot.QueuedException... e) {
        f.snapshot = Fixture.snapshot(Map.of(), List.of(e));
    }

    /**
     * The finding of issue 35: 81 got 00, doors were opened and closed, and 60 more 81 polls all got 00, because
     * the repeat was taken for a NACK of the 00. 00 carries nothing to re-send: the repeat asks afresh.
     */
    @Test
    void aGeneralPollRepeatedAfterAnEmptyReplyDeliversAnExceptionQueuedMeanwhile() {
        Fixture f = empty();
        assertEquals("00", f.send("81"));

        queue(f, DOOR_OPENED, DOOR_CLOSED);

        assertEquals("11", f.send("81"));
        assertEquals(0, f.counters.nacks(), "81 after 00 is not a NACK");
    }

    @Test
    void aHostPollingOnlyThisAddressGetsEachExceptionAfterItsLongPollAcknowledgedThePrevious() {
        Fixture f = empty();
        assertEquals("00", f.send("81"));
        queue(f, DOOR_OPENED, DOOR_CLOSED);

        assertEquals("11", f.send("81"));
        assertEquals("11", f.send("81"), "the same poll again: a NACK, the same exception");
        assertEquals("01 1A 00 00 00 99 8B F5", f.send("01 1A"), "a long poll to us: the implied ACK of 11");
        assertEquals("12", f.send("81"));
        f.send("01 1A");
        assertEquals("00", f.send("81"));
        assertEquals(List.of("ack 1", "ack 2"), f.orders.stream().filter(o -> o.startsWith("ack")).toList());
    }

    @Test
    void aHostInterleavingAddressesAcknowledgesWithEachPollToAnotherMachine() {
        Fixture f = empty();
        queue(f, DOOR_OPENED, DOOR_CLOSED);

        assertEquals("11", f.send("81"));
        f.send("82");
        assertEquals("12", f.send("81"));
        f.send("83");
        assertEquals("00", f.send("81"));
        assertEquals(List.of("ack 1", "ack 2"), f.orders.stream().filter(o -> o.startsWith("ack")).toList());
    }

    @Test
    void anExceptionNeverAcknowledgedStaysAtTheHeadAndTheNextIsNeverSent() {
        Fixture f = empty();
        queue(f, DOOR_OPENED, DOOR_CLOSED);

        for (int i = 0; i < 50; i++) {
            assertEquals("11", f.send("81"));
        }

        assertTrue(f.orders.stream().noneMatch(o -> o.startsWith("ack")), "nothing acknowledged, nothing removed");
        assertEquals(49, f.counters.nacks());
    }

    @Test
    void aReplyUnacknowledgedForThirtySecondsTakesTheLinkDownUntilTheHostAcknowledges() {
        Fixture f = empty();
        queue(f, DOOR_OPENED, DOOR_CLOSED);
        f.send("81");
        for (int i = 0; i < 31; i++) {
            f.nanos += 1_000_000_000L;
            assertEquals("11", f.send("81"));
            f.responder.tick();
        }
        assertFalse(f.responder.linkUp(), "polled every second, but 31 s without an implied ACK");

        f.send("80");
        f.send("81");

        assertTrue(f.responder.linkUp());
        assertEquals(List.of("link up", "link down", "ack 1", "link up"),
            f.orders.stream().filter(o -> o.startsWith("link") || o.startsWith("ack")).toList());
    }

    @Test
    void theFirstPollAfterStartGetsTheHeadOfTheQueueThePowerEventsFirst() {
        Fixture f = empty();
        queue(f, new SasSnapshot.QueuedException(7, 0x18, 0, 0), new SasSnapshot.QueuedException(8, 0x17, 0, 0),
            DOOR_OPENED);

        assertEquals("18", f.send("81"));
        f.send("80");
        assertEquals("17", f.send("81"));
    }

    @Test
    void aGeneralPollAfterALongPollIsTheLongPollsAcknowledgementNotANack() {
        Fixture f = empty();
        f.send("01 1A");
        queue(f, DOOR_OPENED);
        assertEquals("11", f.send("81"));
        assertEquals(0, f.counters.nacks());
    }

    @Test
    void aLongPollRepeatedIsANackAndGetsTheSameBytesEvenWhenTheMeterMovedMeanwhile() {
        Fixture f = empty();
        String first = f.send("01 1A");
        f.snapshot = Fixture.snapshot(Map.of(0x0C, 1234L), List.of());

        assertEquals(first, f.send("01 1A"));
        f.send("81");
        assertEquals(LongPollTest.hexWithCrc("01 1A 00 00 12 34"), f.send("01 1A"), "asked afresh after another poll");
    }

    @Test
    void aBroadcastIsAnImpliedAck() {
        Fixture f = empty();
        queue(f, DOOR_OPENED, DOOR_CLOSED);
        f.send("81");
        f.send(LongPollTest.hexWithCrc("00 02"));
        assertEquals("12", f.send("81"));
    }
}
