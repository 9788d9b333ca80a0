package io.opencab.sas;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HexFormat;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

class SasLinkTest {
    @Test
    void aPollSplitAcrossReadsInParmrkEncodingIsAnswered() throws Exception {
        MemorySasPort port = new MemorySasPort();
        Fixture f = new Fixture();
        try (SasLink link = new SasLink(port, f.responder, t -> { }).start()) {
            port.in.add(HexFormat.of().parseHex("FF00"));
            port.in.add(HexFormat.of().parseHex("011F"));
            byte[] reply = port.out.poll(30, TimeUnit.SECONDS);
            // The reply as written; the pty port doubles its FF (SerialSasPort, Parmrk.encode).
            assertArrayEquals(HexFormat.of().parseHex("011F435430303001FF00000043543030303139363430C182"), reply);
        }
    }

    @Test
    void replyTimesAreReported() throws Exception {
        MemorySasPort port = new MemorySasPort();
        Fixture f = new Fixture();
        LinkedBlockingQueue<Long> times = new LinkedBlockingQueue<>();
        try (SasLink link = new SasLink(port, f.responder, times::add).start()) {
            port.in.add(HexFormat.of().parseHex("FF0081"));
            Long t = times.poll(30, TimeUnit.SECONDS);
            assertTrue(t != null && t >= 0);
        }
    }

    /**
     * Issue 35: after a SIGKILL the host's polls to the dead cabinet wait in the pty; the new cabinet answered them,
     * so 18 went into a reply nobody read and the next stale sync byte acknowledged it. Input queued before the link
     * starts is dropped: the host's first poll afterwards gets 18.
     */
    @Test
    void pollsQueuedBeforeTheLinkStartedAreDroppedSoTheFirstLivePollGetsTheHeadOfTheQueue() throws Exception {
        MemorySasPort port = new MemorySasPort();
        Fixture f = new Fixture();
        f.snapshot = Fixture.snapshot(java.util.Map.of(), java.util.List.of(
            new SasSnapshot.QueuedException(7, 0x18, 0, 0), new SasSnapshot.QueuedException(8, 0x17, 0, 0)));
        port.in.add(HexFormat.of().parseHex("FF0081"));
        port.in.add(HexFormat.of().parseHex("FF0080FF0081"));
        try (SasLink link = new SasLink(port, f.responder, t -> { }).start()) {
            port.in.add(HexFormat.of().parseHex("FF0080FF0081"));
            assertArrayEquals(new byte[] {0x18}, port.out.poll(30, TimeUnit.SECONDS));
        }
        assertTrue(f.orders.stream().noneMatch(o -> o.startsWith("ack")), "nothing acknowledged by stale bytes");
    }

    @Test
    void aPollFollowedInTheSameReadByTheHostsNextMessageIsDroppedWholeAndAcknowledgesNothing() throws Exception {
        MemorySasPort port = new MemorySasPort();
        Fixture f = new Fixture();
        try (SasLink link = new SasLink(port, f.responder, t -> { }).start()) {
            // 81 (we were late: the host gave up), 80 (its sync), 81 (its next poll): only the last is answered.
            port.in.add(HexFormat.of().parseHex("FF0081FF0080FF0081"));
            assertArrayEquals(new byte[] {0x11}, port.out.poll(30, TimeUnit.SECONDS));
            port.in.add(HexFormat.of().parseHex("FF0080FF0081"));
            assertArrayEquals(new byte[] {0x7E}, port.out.poll(30, TimeUnit.SECONDS), "11 acknowledged by the 80");
        }
        assertEquals(1, f.counters.stale());
        assertEquals(java.util.List.of("ack 1"), f.orders.stream().filter(o -> o.startsWith("ack")).toList());
    }

    @Test
    void withoutAnAddressByteForFiveSecondsTheMachineChirpsItsAddressEvery200Ms() throws Exception {
        MemorySasPort port = new MemorySasPort();
        Fixture f = new Fixture();
        java.util.concurrent.atomic.AtomicLong now = new java.util.concurrent.atomic.AtomicLong();
        try (SasLink link = new SasLink(port, f.responder, t -> { }, now::get).start()) {
            now.set(SasLink.CHIRP_AFTER_NANOS);
            port.in.add(HexFormat.of().parseHex("FF0085")); // another machine's poll: an address byte, no chirp
            assertEquals(null, port.chirps.poll(300, TimeUnit.MILLISECONDS));
            now.addAndGet(SasLink.CHIRP_AFTER_NANOS + 1);
            assertEquals(1, port.chirps.poll(30, TimeUnit.SECONDS));
            now.addAndGet(SasLink.CHIRP_EVERY_NANOS);
            assertEquals(1, port.chirps.poll(30, TimeUnit.SECONDS));
        }
    }
}
