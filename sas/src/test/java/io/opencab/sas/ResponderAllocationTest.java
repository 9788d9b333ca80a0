package io.opencab.sas;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.lang.management.ManagementFactory;
import java.time.LocalDateTime;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The 20 ms budget (issue 35, docs/sas.md "Timing"): answering the polls a host sends all the time allocates
 * nothing, so the link thread never makes garbage for a collector to pause it for. Measured with the JVM's count of
 * bytes this thread allocated (com.sun.management.ThreadMXBean), not with a clock.
 */
class ResponderAllocationTest {
    private static final String[] POLLS = {
        "81", "81", "80", "81", "01 1A", "01 1A", "81", "82", "01 0F", "01 10", "01 11", "01 12", "01 13", "01 14",
        "01 15", "01 16", "01 17", "01 18", "01 19", "01 1B", "01 1C", "01 1E", "01 1F", "01 20", "01 31", "01 48",
        "01 51", "01 54", "01 55", "01 56", "01 52 00 01 69 3B", "01 53 00 02 2E 53", "01 A0 00 01 E5 02",
        "01 2F 06 00 00 00 05 0C 99 27 8B", "01 6F 08 00 01 00 00 05 00 0C 00 6B 22", "01 B5 00 01 CD BE",
        "01 0E 01 45 D1", "81", "80", "81", "01 0E 00 CC C0", "01 01 51 08", "01 02 CA 3A", "01 72 01 02 03",
    };

    /** Host commands that record nothing (the fixture's list of orders would allocate). */
    private static final class Quiet implements HostCommands {
        public void playEnabled(boolean enabled) { }

        public void billsEnabled(boolean enabled) { }

        public void billDenominations(Set<Long> valueCents, boolean disableAfterEachBill) { }

        public boolean romSignature(int seed) {
            return false;
        }

        public void hostTime(LocalDateTime time) { }

        public void gameEnabled(int number, boolean enabled) { }

        public void exceptionAcknowledged(long id) { }

        public void handpayReported(long handpayId) { }

        public int remoteHandpayReset(boolean handpayPending) {
            return 2;
        }

        public void linkChanged(boolean up) { }

        public void redeemTicket(String validation, int transferCode, long amountCents) { }

        public void ticketRefused(String validation, int transferCode) { }
    }

    @Test
    void answeringGeneralAndMeterPollsAllocatesNothing() {
        SasSnapshot a = Fixture.snapshot(Map.of(), List.of(new SasSnapshot.QueuedException(1, 0x11, 0, 0),
            new SasSnapshot.QueuedException(2, 0x7E, 100, 12_345_678), new SasSnapshot.QueuedException(3, 0x4A, 2_000, 1)));
        SasSnapshot b = Fixture.snapshot(Map.of(), List.of(new SasSnapshot.QueuedException(4, 0x12, 0, 0),
            new SasSnapshot.QueuedException(5, 0x7F, 250, 0)));
        SasSnapshot[] current = {a};
        long[] nanos = {0};
        Responder r = new Responder(1, () -> current[0], new Quiet(), new SasCounters(), Fixture.CLOCK, () -> nanos[0],
            new Responder.Options(false, 0, false), null);
        int[][] symbols = new int[POLLS.length][];
        for (int i = 0; i < POLLS.length; i++) {
            byte[] b2 = HexFormat.of().parseHex(POLLS[i].replace(" ", ""));
            symbols[i] = new int[b2.length];
            for (int k = 0; k < b2.length; k++) {
                symbols[i][k] = (b2[k] & 0xFF) | (k == 0 ? Parmrk.WAKEUP : 0);
            }
        }
        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        long replied = run(r, symbols, current, a, b, nanos, 20_000);
        long baseline = threads.getCurrentThreadAllocatedBytes();
        long nothing = threads.getCurrentThreadAllocatedBytes() - baseline;

        // The best of three runs after the warm-up: a one-off allocation by the JVM itself (a method's first
        // recompilation, say) is not the responder's; one object per poll would be 440,000 of them in every run.
        long best = Long.MAX_VALUE;
        for (int i = 0; i < 3; i++) {
            long before = threads.getCurrentThreadAllocatedBytes();
            replied += run(r, symbols, current, a, b, nanos, 10_000);
            best = Math.min(best, threads.getCurrentThreadAllocatedBytes() - before - nothing);
        }

        assertEquals(0, best, "bytes allocated answering " + 10_000 * POLLS.length + " polls (" + replied
            + " reply bytes in all)");
    }

    private static long run(Responder r, int[][] symbols, SasSnapshot[] current, SasSnapshot a, SasSnapshot b,
            long[] nanos, int rounds) {
        long replied = 0;
        for (int round = 0; round < rounds; round++) {
            current[0] = round % 2 == 0 ? a : b;
            nanos[0] += 40_000_000L;
            for (int[] poll : symbols) {
                for (int sym : poll) {
                    replied += r.answer(sym);
                }
            }
        }
        return replied;
    }
}
