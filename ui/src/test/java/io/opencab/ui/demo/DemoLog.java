package io.opencab.ui.demo;

import io.opencab.ui.port.LogEntry;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;

/** TEST / DEMO ONLY: the demo cabinet's event log. Not thread-safe: {@link DemoCabinet} calls it under its lock. */
final class DemoLog {
    private final Clock clock;
    private final List<LogEntry> events = new ArrayList<>();
    private long next = 1;

    DemoLog(Clock clock) {
        this.clock = clock;
    }

    void log(String type, String detail) {
        events.add(new LogEntry(next++, clock.instant(), type, detail));
    }

    /** The id the next entry gets. */
    long nextId() {
        return next;
    }

    void clear() {
        events.clear();
    }

    List<LogEntry> newest(int n) {
        return newest(events, n);
    }

    /** The last {@code n} of {@code all}, newest first. */
    static <T> List<T> newest(List<T> all, int n) {
        List<T> r = new ArrayList<>();
        for (int i = all.size() - 1; i >= 0 && r.size() < n; i--) {
            r.add(all.get(i));
        }
        return r;
    }
}
