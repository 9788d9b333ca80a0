package io.opencab.sas;

import java.util.ArrayDeque;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;

/** What the attendant's SAS page shows: polls and errors counted, the last 20 exceptions sent. Thread-safe. */
public final class SasCounters {
    static final int RECENT = 20;
    final AtomicLong polls = new AtomicLong();
    final AtomicLong crcErrors = new AtomicLong();
    final AtomicLong nacks = new AtomicLong();
    final AtomicLong unsupported = new AtomicLong();
    final AtomicLong busy = new AtomicLong();
    private final ArrayDeque<Integer> recent = new ArrayDeque<>();

    public long polls() {
        return polls.get();
    }

    public long crcErrors() {
        return crcErrors.get();
    }

    public long nacks() {
        return nacks.get();
    }

    public long unsupported() {
        return unsupported.get();
    }

    public long busy() {
        return busy.get();
    }

    synchronized void sent(int code) {
        if (recent.size() == RECENT) {
            recent.removeFirst();
        }
        recent.addLast(code);
    }

    /** The codes of the last (at most 20) exceptions sent, oldest first (the attendant's SAS page). */
    public synchronized List<Integer> recentExceptions() {
        return List.copyOf(recent);
    }
}
