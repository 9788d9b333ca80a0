package io.opencab.sas;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * LP 21 (ROM signature) and LP 7F (set date and time) on hand-written frames; CRCs worked out with an
 * independent CRC-16/Kermit.
 */
class HostOrderPollsTest {
    private static List<String> orders(Fixture f) {
        return f.orders.stream().filter(o -> !o.startsWith("link")).toList();
    }

    @Test
    void lp21IsAcknowledgedAndStartsTheSignatureWithTheSeedReadLsbFirst() {
        Fixture f = new Fixture();

        assertEquals("01", f.send("01 21 34 12 0D A7"));

        assertEquals(List.of("rom 4660"), orders(f), "seed 34 12 LSB first = 0x1234");
    }

    @Test
    void theSignatureGoesOutAsTheAnswerToTheNextGeneralPoll() {
        Fixture f = new Fixture();
        f.snapshot = Fixture.snapshot(java.util.Map.of(), List.of());
        f.send("01 21 34 12 0D A7");
        assertEquals("00", f.send("81"), "not computed yet: the general poll's own answer");
        f.send("80");

        f.responder.romSignatureReady(0xABCD);

        assertEquals("01 21 CD AB 57 24", f.send("81"));
        f.send("80");
        assertEquals("00", f.send("81"), "sent once");
    }

    @Test
    void aCabinetThatCannotSignDoesNotAcknowledgeLp21() {
        Fixture f = new Fixture();
        f.romSignatureSupported = false;

        assertEquals("", f.send("01 21 34 12 0D A7"));
    }

    @Test
    void lp7fHandsTheHostsDateAndTimeToTheCabinet() {
        Fixture f = new Fixture();

        // 11 27 20 26 = 27 November 2026; 04 05 06 = 04:05:06.
        assertEquals("01", f.send("01 7F 11 27 20 26 04 05 06 2C 1B"));

        assertEquals(List.of("time 2026-11-27T04:05:06"), orders(f));
    }

    @Test
    void lp7fWithADateThatDoesNotExistIsNotAcknowledged() {
        Fixture f = new Fixture();

        // Month 13.
        assertEquals("", f.send("01 7F 13 27 20 26 04 05 06 97 2C"));

        assertEquals(List.of(), orders(f));
    }

    /** SAS 6.02 section 7.17 gives 7F as a global broadcast (address 0): carried out, never answered. */
    @Test
    void aBroadcast7fSetsTheDateAndTimeWithoutAReply() {
        Fixture f = new Fixture();

        assertEquals("", f.send(LongPollTest.hexWithCrc("00 7F 11 27 20 26 04 05 06")));

        assertEquals(List.of("time 2026-11-27T04:05:06"), orders(f));
    }
}
