package io.opencab.sas;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;

/** What the attendant's SAS page shows: polls and errors counted, the last 20 exceptions sent. Thread-safe, without locks. */
public final class SasCounters {
    static final int RECENT = 20;
    final AtomicLong polls = new AtomicLong();
    final AtomicLong crcErrors = new AtomicLong();
    final AtomicLong nacks = new AtomicLong();
    final AtomicLong unsupported = new AtomicLong();
    final AtomicLong busy = new AtomicLong();
    final AtomicLong stale = new AtomicLong();
    final AtomicLong chirps = new AtomicLong();
    /**
     * The last codes sent, a ring the link thread writes without a lock or an allocation; the attendant's page
     * reads it (a code written while it reads may show the next time).
     */
    private final java.util.concurrent.atomic.AtomicIntegerArray recent =
        new java.util.concurrent.atomic.AtomicIntegerArray(RECENT);
    private final AtomicLong sent = new AtomicLong();

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

    /** Polls dropped unanswered because the host had already sent the next message (docs/sas.md "Link"). */
    public long stale() {
        return stale.get();
    }

    /** Loop-break chirps sent while no address byte came (SAS 6.02 section 4.2). */
    public long chirps() {
        return chirps.get();
    }

    void sent(int code) {
        long n = sent.get();
        recent.set((int) (n % RECENT), code);
        sent.set(n + 1);
    }

    /** The codes of the last (at most 20) exceptions sent, oldest first (the attendant's SAS page). */
    public List<Integer> recentExceptions() {
        long n = sent.get();
        List<Integer> out = new ArrayList<>(RECENT);
        for (long i = Math.max(0, n - RECENT); i < n; i++) {
            out.add(recent.get((int) (i % RECENT)));
        }
        return List.copyOf(out);
    }
}
