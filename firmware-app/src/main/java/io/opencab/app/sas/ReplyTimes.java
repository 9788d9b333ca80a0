package io.opencab.app.sas;

import java.util.Arrays;

/**
 * The last 100,000 reply times (ns) of the SAS link, for p50/p99 (the in-process probe, docs/performance.md). The
 * link thread alone adds, without a lock or an allocation; a reader gets a copy that may miss the newest few.
 */
public final class ReplyTimes {
    private static final int SIZE = 100_000;
    private final long[] times = new long[SIZE];
    private volatile long count;

    void add(long nanos) {
        long n = count;
        times[(int) (n % SIZE)] = nanos;
        count = n + 1;
    }

    public long count() {
        return count;
    }

    /** The {@code p}-th percentile (0..100) of the kept times, in nanoseconds; 0 with none. */
    public long percentile(double p) {
        int n = (int) Math.min(count, SIZE);
        if (n == 0) {
            return 0;
        }
        long[] sorted = Arrays.copyOf(times, n);
        Arrays.sort(sorted);
        return sorted[(int) Math.min(n - 1, Math.max(0, Math.ceil(p / 100 * n) - 1))];
    }
}
