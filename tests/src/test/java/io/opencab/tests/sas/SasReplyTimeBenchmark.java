package io.opencab.tests.sas;

import io.opencab.app.cabinet.state.Action;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The SAS reply time while rounds are played at full speed and the host polls every 40 ms
 * (docs/performance.md "SAS reply time"). A measurement, not a CI check: it runs only with
 * {@code -Dsasbench.seconds=N}.
 */
class SasReplyTimeBenchmark {
    @TempDir
    Path dir;

    @Test
    void replyTimeUnderFullSpeedPlay() throws Exception {
        int seconds = Integer.getInteger("sasbench.seconds", 0);
        Assumptions.assumeTrue(seconds > 0, "a measurement: -Dsasbench.seconds=N runs it");
        try (SasRig rig = new SasRig(dir, "keep-playing").start(7)) {
            AtomicBoolean playing = new AtomicBoolean(true);
            AtomicLong rounds = new AtomicLong();
            Thread player = new Thread(() -> {
                while (playing.get()) {
                    if (rig.cabinet.state().credits() < 1000) {
                        rig.act(new Action.InsertBill(10_000));
                    }
                    if (rig.play().accepted()) {
                        rounds.incrementAndGet();
                    }
                }
            });
            player.start();
            HostSimulator h = rig.host;
            long[] roundTrip = new long[seconds * 30];
            int n = 0;
            long end = System.nanoTime() + seconds * 1_000_000_000L;
            while (System.nanoTime() < end && n < roundTrip.length) {
                long t0 = System.nanoTime();
                if (n % 2 == 0) {
                    h.generalPoll();
                } else {
                    h.r(0x1A, 8);
                }
                roundTrip[n++] = System.nanoTime() - t0;
                long wait = 40_000_000L - (System.nanoTime() - t0);
                if (wait > 0) {
                    java.util.concurrent.locks.LockSupport.parkNanos(wait);
                }
            }
            playing.set(false);
            player.join();
            long[] rt = Arrays.copyOf(roundTrip, n);
            Arrays.sort(rt);
            System.out.printf("SAS reply time: %d polls every 40 ms during %d rounds (%.0f rounds/s);"
                    + " cabinet side (last poll byte read to reply written) p50 %.3f ms, p99 %.3f ms, max of kept %.3f ms;"
                    + " host round trip over the pty (sync byte + poll sent to reply read) p50 %.3f ms, p99 %.3f ms%n",
                n, rounds.get(), rounds.get() / (double) seconds, rig.sas.replyTimes().percentile(50) / 1e6,
                rig.sas.replyTimes().percentile(99) / 1e6, rig.sas.replyTimes().percentile(100) / 1e6,
                rt[n / 2] / 1e6, rt[(int) Math.min(n - 1, Math.ceil(n * 0.99) - 1)] / 1e6);
            assertTrue(n > 0);
        }
    }
}
