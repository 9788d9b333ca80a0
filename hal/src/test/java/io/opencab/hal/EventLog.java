package io.opencab.hal;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Predicate;

/** Collects events from any thread; {@link #await} blocks until a matching event (the timeout is an upper bound). */
public final class EventLog<E> implements Consumer<E> {
    private final List<E> events = new ArrayList<>();

    @Override
    public synchronized void accept(E e) {
        events.add(e);
        notifyAll();
    }

    public synchronized List<E> all() {
        return List.copyOf(events);
    }

    public synchronized <T extends E> List<T> of(Class<T> type) {
        return events.stream().filter(type::isInstance).map(type::cast).toList();
    }

    public synchronized void clear() {
        events.clear();
    }

    /** Waits for the first event of this type matching the predicate, failing after {@code timeout}. */
    public synchronized <T extends E> T await(Class<T> type, Predicate<? super T> match, Duration timeout) {
        long end = System.nanoTime() + timeout.toNanos();
        while (true) {
            for (E e : events) {
                if (type.isInstance(e) && match.test(type.cast(e))) {
                    return type.cast(e);
                }
            }
            long left = end - System.nanoTime();
            if (left <= 0) {
                throw new AssertionError("no " + type.getSimpleName() + " matching within " + timeout.toMillis()
                        + " ms; events: " + events);
            }
            try {
                wait(Math.max(1, left / 1_000_000));
            } catch (InterruptedException ie) {
                Thread.currentThread().interrupt();
                throw new AssertionError("interrupted");
            }
        }
    }

    public <T extends E> T await(Class<T> type, Duration timeout) {
        return await(type, e -> true, timeout);
    }
}
