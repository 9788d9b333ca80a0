package io.opencab.tests.sashost;

import java.util.concurrent.locks.LockSupport;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.Supplier;

/**
 * How this package's host waits for what the test's own action caused: as a real host does, it polls until it sees
 * it. Every reply comes from the cabinet's SAS snapshot, which the {@code sas-snapshot} thread rebuilds after each
 * published cabinet state and at least every 100 ms (docs/sas.md "How it is built"), so a read right after an action
 * may still show the state before it; on a loaded 2-core CI machine that lasts well over a refresh. Each wait is
 * bounded (10 s) and fails naming what it waited for and the last value read; the test's assertion stays as it was.
 */
final class HostWait {
    private static final long WAIT_NANOS = 10_000_000_000L;
    private static final long PAUSE_NANOS = 20_000_000L;

    private HostWait() {
    }

    /** {@code read} until {@code expected} holds for its value; {@code shown} writes the last one in the failure. */
    static <T> T until(SasHost host, Supplier<T> read, Predicate<T> expected, String what, Function<T, String> shown) {
        long end = System.nanoTime() + WAIT_NANOS;
        T got = read.get();
        while (!expected.test(got)) {
            if (System.nanoTime() - end > 0) {
                throw new AssertionError("never saw " + what + " in " + WAIT_NANOS / 1_000_000_000L + " s; last read: "
                    + shown.apply(got) + host.transcript());
            }
            LockSupport.parkNanos(PAUSE_NANOS);
            got = read.get();
        }
        return got;
    }

    /** LP 1A read until it shows {@code credits}; {@code why} says what brought them there. */
    static long credits(SasHost host, long credits, String why) {
        return until(host, () -> AftHostTest.credits(host), c -> c == credits, "LP 1A at " + credits + " credits ("
            + why + ")", String::valueOf);
    }
}
