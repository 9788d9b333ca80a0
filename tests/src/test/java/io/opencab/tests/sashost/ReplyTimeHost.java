package io.opencab.tests.sashost;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.concurrent.TimeUnit;

/**
 * The reply-time benchmark's host (issue 35, "the 20 ms budget, measured"; not a test): a process of its own that
 * polls the cabinet over the pty with this package's {@link SasHost} and records each reply's time at the host, from
 * the write that sent the poll's last byte to the read that delivered the reply's last byte. It alternates the general
 * poll and LP 1A (current credits), so each poll acknowledges the reply before it. Mode {@code paced}: one poll every
 * 40 ms (a busy floor's rate); {@code b2b}: the next poll as soon as the reply is in. It reads LP 15 (games played)
 * before and after, so the report says how many rounds the cabinet played meanwhile.
 *
 * <p>Usage: {@code ReplyTimeHost HOST_PTY paced|b2b SECONDS}. Prints one line: polls, replies, missing replies, p50,
 * p99, max (ms) and the count over 20 ms. The script is tests/sas/reply-time.sh.
 */
public final class ReplyTimeHost {
    private static final long SAS_BUDGET_NANOS = TimeUnit.MILLISECONDS.toNanos(20);
    private static final long WAIT_MS = 1000;

    private ReplyTimeHost() {
    }

    public static void main(String[] args) {
        Path pty = Path.of(args[0]);
        boolean paced = switch (args[1]) {
            case "paced" -> true;
            case "b2b" -> false;
            default -> throw new IllegalArgumentException("mode: paced or b2b, not " + args[1]);
        };
        long seconds = Long.parseLong(args[2]);
        try (SasHost host = new SasHost(pty)) {
            host.sync();
            long gamesBefore = gamesPlayed(host);
            byte[] general = {(byte) 0x81};
            byte[] credits = {1, 0x1A};
            long[] times = new long[(int) Math.min(Integer.MAX_VALUE - 8, seconds * 20_000)];
            int n = 0;
            int missing = 0;
            long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
            long next = System.nanoTime();
            for (int i = 0; System.nanoTime() < end && n < times.length; i++) {
                boolean gp = i % 2 == 0;
                HostLine.Received r = host.timed(gp ? general : credits, HostLine.Shape.fixed(gp ? 1 : 8), WAIT_MS);
                if (r.bytes() == null) {
                    missing++;
                } else {
                    times[n++] = r.lastByteNanos() - r.sentNanos();
                }
                if (paced) {
                    next += TimeUnit.MILLISECONDS.toNanos(Habits.CYCLE_MS);
                    long wait = next - System.nanoTime();
                    if (wait > 0) {
                        java.util.concurrent.locks.LockSupport.parkNanos(wait);
                    } else {
                        next = System.nanoTime();
                    }
                }
            }
            long gamesAfter = gamesPlayed(host);
            long[] sorted = Arrays.copyOf(times, n);
            Arrays.sort(sorted);
            long over = Arrays.stream(sorted).filter(t -> t > SAS_BUDGET_NANOS).count();
            System.out.printf("SAS reply time at the host, %s, %d s: %d replies, %d missing; p50 %.2f ms, p99 %.2f ms,"
                    + " max %.2f ms; %d over 20 ms (%.2f%%); rounds played meanwhile %d%n", args[1], seconds, n, missing,
                ms(pct(sorted, 0.50)), ms(pct(sorted, 0.99)), ms(n == 0 ? 0 : sorted[n - 1]), over,
                n == 0 ? 0.0 : 100.0 * over / n, gamesAfter - gamesBefore);
        }
    }

    /** LP 15, games played (4 BCD); -1 when it cannot be read. */
    private static long gamesPlayed(SasHost host) {
        byte[] r = host.longPollR(1, 0x15, HostLine.Shape.fixed(8));
        host.pollAbsent(2);
        return r != null && r.length == 8 && SasCrc.valid(r) ? Hex.bcd(r, 2, 4) : -1;
    }

    private static long pct(long[] sorted, double p) {
        return sorted.length == 0 ? 0 : sorted[Math.min(sorted.length - 1, (int) Math.ceil(p * sorted.length) - 1)];
    }

    private static double ms(long nanos) {
        return nanos / 1e6;
    }
}
