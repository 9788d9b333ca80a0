package io.opencab.sas;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class ResponderTest {
    @Test
    void generalPollAnswersTheFirstQueuedException() {
        Fixture f = new Fixture();
        assertEquals("11", f.send("81"));
    }

    @Test
    void generalPollWithAnEmptyQueueAnswersZero() {
        Fixture f = new Fixture();
        f.snapshot = Fixture.snapshot(java.util.Map.of(), List.of());
        assertEquals("00", f.send("81"));
    }

    @Test
    void aRepeatedGeneralPollIsANackAndGetsTheSameException() {
        Fixture f = new Fixture();
        f.send("81");
        assertEquals("11", f.send("81"));
        assertEquals(1, f.counters.nacks());
        assertFalse(f.orders.contains("ack 1"));
    }

    @Test
    void aPollToAnotherAddressIsTheImpliedAck() {
        Fixture f = new Fixture();
        f.send("81");
        f.send("80");
        assertTrue(f.orders.contains("ack 1"));
        assertEquals("7E", f.send("81"));
    }

    @Test
    void aDifferentPollToUsIsTheImpliedAck() {
        Fixture f = new Fixture();
        f.send("81");
        f.send("01 1A");
        assertTrue(f.orders.contains("ack 1"));
    }

    @Test
    void realTimeReportingSendsEventsWithTheirData() {
        Fixture f = new Fixture();
        assertEquals("01", f.send("01 0E 01 45 D1"));
        assertEquals("01 FF 11 14 A4", f.send("81"));
        f.send("80");
        assertEquals("01 FF 7E 01 00 12 34 56 78 00 00 32 AA", f.send("81"));
        f.send("80");
        assertEquals("01 FF 7F 00 00 02 50 C5 7C", f.send("81"));
        f.send("80");
        assertEquals("01 FF 4F 37 04 00 00 00 01 BE 86", f.send("81"));
    }

    @Test
    void realTimeReportingOffSendsPlainCodesAgain() {
        Fixture f = new Fixture();
        f.send("01 0E 01 45 D1");
        f.send("01 0E 00 CC C0");
        assertEquals("11", f.send("81"));
    }

    @Test
    void aBadCrcChangesNothingAndGetsNoReply() {
        Fixture f = new Fixture();
        assertEquals("", f.send("01 01 51 09"));
        assertEquals(List.of(), f.orders);
        assertEquals(1, f.counters.crcErrors());
    }

    @Test
    void aBadCrcIsNotAnImpliedAck() {
        Fixture f = new Fixture();
        f.send("81");
        f.send("01 01 51 09");
        assertFalse(f.orders.contains("ack 1"));
        assertEquals("11", f.send("81"));
    }

    @Test
    void anUnsupportedPollIsIgnored() {
        Fixture f = new Fixture();
        assertEquals("", f.send("01 72 01 02 03"));
        assertEquals(1, f.counters.unsupported());
        assertEquals("01 1A 00 00 00 99 8B F5", f.send("01 1A"));
    }

    @Test
    void aHalfMessageIsDroppedAtTheNextWakeupByte() {
        Fixture f = new Fixture();
        assertEquals("", f.send("01 2F 06 00"));
        assertEquals("11", f.send("81"));
    }

    @Test
    void theBusyReplyComesBeforeTheCabinetPublishesASnapshot() {
        Fixture f = new Fixture();
        f.snapshot = null;
        assertEquals("01 00", f.send("01 1A"));
    }

    @Test
    void disablePlayIsAckedWithTheAddress() {
        Fixture f = new Fixture();
        assertEquals("01", f.send("01 01 51 08"));
        assertEquals(List.of("link up", "play false"), f.orders);
    }

    @Test
    void enablePlayIsAckedWithTheAddress() {
        Fixture f = new Fixture();
        assertEquals("01", f.send("01 02 CA 3A"));
        assertTrue(f.orders.contains("play true"));
    }

    @Test
    void billValidatorEnableAndDisable() {
        Fixture f = new Fixture();
        assertEquals("01", f.send("01 06 EE 7C"));
        assertEquals("01", f.send("01 07 67 6D"));
        assertEquals(List.of("link up", "bills true", "bills false"), f.orders);
    }

    @Test
    void enableGameNIsAcked() {
        Fixture f = new Fixture();
        assertEquals("01", f.send("01 09 00 02 01 1E D0"));
        assertTrue(f.orders.contains("game 2 true"));
    }

    @Test
    void aBroadcastDisablePlayActsWithoutAReply() {
        Fixture f = new Fixture();
        assertEquals("", f.send(LongPollTest.hexWithCrc("00 01")));
        assertEquals(List.of("play false"), f.orders);
    }

    @Test
    void aRepeatedDisablePlayIsNotActedOnTwice() {
        Fixture f = new Fixture();
        f.send("01 01 51 08");
        assertEquals("01", f.send("01 01 51 08"));
        assertEquals(1, f.orders.stream().filter("play false"::equals).count());
    }

    @Test
    void remoteHandpayResetWhereAllowed() {
        Fixture f = new Fixture(true);
        assertEquals("01 94 00 E1 24", f.send("01 94"));
        assertTrue(f.orders.contains("handpay reset true"));
    }

    @Test
    void remoteHandpayResetIsBusyUntilTheResetIsWritten() {
        Fixture f = new Fixture(true);
        f.handpayResetResult = -1;

        assertEquals("01 00", f.send("01 94"), "busy: the reset is not durable yet");
        f.handpayResetResult = 0;

        assertEquals("01 94 00 E1 24", f.send("01 94"), "asked again: reset");
    }

    @Test
    void remoteHandpayResetTheStoreRefusedIsUnable() {
        Fixture f = new Fixture(true);
        f.handpayResetResult = 1;

        assertEquals("01 94 01 68 35", f.send("01 94"));
    }

    @Test
    void remoteHandpayResetWhereNotAllowedIsRefused() {
        Fixture f = new Fixture(false);
        assertEquals("01 94 01 68 35", f.send("01 94"));
        assertTrue(f.orders.stream().noneMatch(o -> o.startsWith("handpay reset")));
    }

    @Test
    void theLinkGoesDownAfterFiveSecondsWithoutAPoll() {
        Fixture f = new Fixture();
        f.send("81");
        f.nanos += Responder.LINK_TIMEOUT_NANOS;
        f.responder.tick();
        assertTrue(f.responder.linkUp());
        f.nanos += 1;
        f.responder.tick();
        assertFalse(f.responder.linkUp());
        assertEquals(List.of("link up", "link down"), f.orders);
    }

    @Test
    void pollsForOtherAddressesDoNotKeepTheLinkUp() {
        Fixture f = new Fixture();
        f.send("81");
        f.nanos += Responder.LINK_TIMEOUT_NANOS + 1;
        f.send("82");
        f.responder.tick();
        assertFalse(f.responder.linkUp());
    }

    @Test
    void addressesOutsideOneTo127AreRefused() {
        assertThrows(SasException.class, () -> new Responder(0, () -> null, new Fixture(), new SasCounters(),
            Fixture.CLOCK, () -> 0, false));
        assertThrows(SasException.class, () -> new Responder(128, () -> null, new Fixture(), new SasCounters(),
            Fixture.CLOCK, () -> 0, false));
    }

    @Test
    void aGeneralPollForAnotherMachineIsNotAnswered() {
        Fixture f = new Fixture();
        assertEquals("", f.send("85"));
    }

    @Test
    void theLastExceptionsSentAreCounted() {
        Fixture f = new Fixture();
        f.send("81");
        f.send("80");
        f.send("81");
        assertEquals(List.of(0x11, 0x7E), f.counters.recentExceptions());
    }
}
