package io.opencab.app.sas;

import java.util.Arrays;

/** The last 100,000 reply times (ns) of the SAS link, for p50/p99 (docs/performance.md). Thread-safe. */
public final class ReplyTimes {
    private static final int SIZE = 100_000;
    private final long[] times = new long[SIZE];
    private long count;

    synchronized void add(long nanos) {
        times[(int) (count++ % SIZE)] = nanos;
    }

    public synchronized long count() {
        return count;
    }

    /** The {@code p}-th percentile (0..100) of the kept times, in nanoseconds; 0 with none. */
    public synchronized long percentile(double p) {
        int n = (int) Math.min(count, SIZE);
        if (n == 0) {
            return 0;
        }
        long[] sorted = Arrays.copyOf(times, n);
        Arrays.sort(sorted);
        return sorted[(int) Math.min(n - 1, Math.max(0, Math.ceil(p / 100 * n) - 1))];
    }
}
