package io.opencab.sas;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.util.HexFormat;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

class SasLinkTest {
    /** A port fed from a queue; what the link writes is collected, FF-escaped as the pty carries it. */
    private static final class QueuePort implements SasPort {
        final LinkedBlockingQueue<byte[]> in = new LinkedBlockingQueue<>();
        final LinkedBlockingQueue<byte[]> out = new LinkedBlockingQueue<>();
        final LinkedBlockingQueue<Integer> chirps = new LinkedBlockingQueue<>();

        @Override
        public void discardInput() {
            in.clear();
        }

        @Override
        public void chirp(int address) {
            chirps.add(address);
        }

        @Override
        public int read(byte[] buf, int timeoutMs) throws java.io.IOException {
            try {
                byte[] b = in.poll(timeoutMs, TimeUnit.MILLISECONDS);
                if (b == null) {
                    return 0;
                }
                System.arraycopy(b, 0, buf, 0, b.length);
                return b.length;
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return 0;
            }
        }

        @Override
        public void write(byte[] reply, int length) {
            out.add(Parmrk.encode(java.util.Arrays.copyOf(reply, length), false));
        }

        @Override
        public void close() {
        }
    }

    @Test
    void aPollSplitAcrossReadsInParmrkEncodingIsAnsweredWithFfEscaped() throws Exception {
        QueuePort port = new QueuePort();
        Fixture f = new Fixture();
        try (SasLink link = new SasLink(port, f.responder, t -> { }).start()) {
            port.in.add(HexFormat.of().parseHex("FF00"));
            port.in.add(HexFormat.of().parseHex("011F"));
            byte[] reply = port.out.poll(30, TimeUnit.SECONDS);
            ByteArrayOutputStream expected = new ByteArrayOutputStream();
            expected.writeBytes(HexFormat.of().parseHex("011F435430303001FFFF0000004354303030313936343" + "0C182"));
            assertArrayEquals(expected.toByteArray(), reply);
        }
    }

    @Test
    void replyTimesAreReported() throws Exception {
        QueuePort port = new QueuePort();
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
        QueuePort port = new QueuePort();
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
        QueuePort port = new QueuePort();
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
        QueuePort port = new QueuePort();
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
