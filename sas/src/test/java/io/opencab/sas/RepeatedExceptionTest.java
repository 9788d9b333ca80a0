package io.opencab.sas;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * AFT 6A repeated every 800 ms while a host cash-out is offered (docs/aft.md "Host cash-out", [M]'s interval); the
 * queued 6A announces the offer, the repeats follow it, and they stop with the offer.
 */
class RepeatedExceptionTest {
    private static final long MS = 1_000_000L;
    private boolean offered;

    private Fixture fixture() {
        Fixture f = new Fixture();
        f.snapshot = Fixture.snapshot(Map.of(), List.of(new SasSnapshot.QueuedException(1, 0x6A, 500, 0)));
        f.responder.repeatWhile(0x6A, () -> offered, 800 * MS);
        return f;
    }

    /** A general poll, then a poll to another address: the host's implied ACK of what the first got. */
    private static String poll(Fixture f) {
        String r = f.send("81");
        f.send("80");
        return r;
    }

    @Test
    void sixAIsSentAgainEvery800MsAfterTheQueuedOneWhileTheOfferStands() {
        Fixture f = fixture();
        offered = true;

        assertEquals("6A", poll(f), "the queued 6A");
        f.snapshot = Fixture.snapshot(Map.of(), List.of()); // the store took it off the queue
        f.nanos += 799 * MS;
        assertEquals("00", poll(f), "799 ms after it: not yet");
        f.nanos += MS;
        assertEquals("6A", poll(f), "800 ms after it");
        f.nanos += 400 * MS;
        assertEquals("00", poll(f));
        f.nanos += 400 * MS;
        assertEquals("6A", poll(f), "800 ms after the repeat");
    }

    @Test
    void theRepeatsStopWhenTheOfferEnds() {
        Fixture f = fixture();
        offered = true;
        assertEquals("6A", poll(f));
        f.snapshot = Fixture.snapshot(Map.of(), List.of());

        offered = false;
        f.nanos += 5_000 * MS;

        assertEquals("00", poll(f));
    }

    @Test
    void noOfferNoSixA() {
        Fixture f = fixture();
        f.snapshot = Fixture.snapshot(Map.of(), List.of());

        f.nanos += 5_000 * MS;

        assertEquals("00", poll(f));
    }
}
