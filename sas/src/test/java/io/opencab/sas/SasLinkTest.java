package io.opencab.sas;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
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
}
