package io.opencab.app.sas;

import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.LockSupport;
import java.util.function.BiConsumer;

/**
 * The SAS link thread's hand-off to the SAS service's own thread (docs/sas.md "How it is built"), without a lock:
 * the link thread never waits on that thread, which reads and writes the meter store. The frequent messages (an
 * exception acknowledged, a handpay fully reported) go through a ring the link thread alone writes, without
 * allocating; rare work (an order's log line, a store write) goes through a lock-free queue. The service thread
 * parks between refreshes and is woken by each message.
 */
final class LinkMailbox {
    static final int EXCEPTION_ACKNOWLEDGED = 1;
    static final int HANDPAY_REPORTED = 2;
    private static final int SIZE = 256;
    private final int[] kinds = new int[SIZE];
    private final long[] values = new long[SIZE];
    /** Written by the link thread only ({@link #post}); read by the service thread. */
    private final AtomicLong written = new AtomicLong();
    /** Written by the service thread only ({@link #drain}); read by the link thread. */
    private final AtomicLong read = new AtomicLong();
    private final ConcurrentLinkedQueue<Runnable> tasks = new ConcurrentLinkedQueue<>();
    private volatile Thread consumer;

    void consumer(Thread t) {
        consumer = t;
    }

    /**
     * The link thread's message {@code kind} with {@code value}; when the ring is full (the service thread is stuck
     * on the store) it goes to the task queue instead, which allocates, so nothing is ever lost.
     */
    void post(int kind, long value, BiConsumer<Integer, Long> onDrain) {
        long w = written.get();
        if (w - read.get() < SIZE) {
            kinds[(int) (w % SIZE)] = kind;
            values[(int) (w % SIZE)] = value;
            written.set(w + 1);
        } else {
            tasks.add(() -> onDrain.accept(kind, value));
        }
        wake();
    }

    /** Work for the service thread (any thread; allocates: for rare work). */
    void task(Runnable r) {
        tasks.add(r);
        wake();
    }

    void wake() {
        Thread t = consumer;
        if (t != null) {
            LockSupport.unpark(t);
        }
    }

    /** Service thread: waits at most {@code ms} for a message. */
    void await(long ms) {
        if (written.get() == read.get() && tasks.isEmpty()) {
            LockSupport.parkNanos(this, TimeUnit.MILLISECONDS.toNanos(ms));
        }
    }

    /** Service thread: hands every ring message to {@code ring}, then runs the tasks, in order of arrival per kind. */
    void drain(BiConsumer<Integer, Long> ring) {
        long r = read.get();
        long w = written.get();
        while (r < w) {
            int kind = kinds[(int) (r % SIZE)];
            long value = values[(int) (r % SIZE)];
            read.set(++r);
            ring.accept(kind, value);
        }
        Runnable t;
        while ((t = tasks.poll()) != null) {
            t.run();
        }
    }

    boolean isEmpty() {
        return written.get() == read.get() && tasks.isEmpty();
    }
}
