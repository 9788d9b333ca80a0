package io.opencab.tests.sashost;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;

/**
 * How a host polls, one general-poll cycle a {@link #step}: the habits of issue 35 ("How it is tested").
 * <ul>
 * <li>{@link #OWN_ADDRESS_ONLY}: a SMIB wired to this machine alone. It polls only our address: the general poll,
 * and after a reply that carried an exception a long poll (LP 1A, current credits) as the implied ACK; after an empty
 * reply ({@code 00}) the next general poll is the same byte again. (It sends the sync byte {@code 80} once when it
 * starts, see {@link #start}.)</li>
 * <li>{@link #INTERLEAVING}: a host with several machines on the loop: after each general poll to us it polls
 * address 2, which nobody answers; that poll to another address acknowledges our reply.</li>
 * <li>{@link #NEVER_ACKNOWLEDGING}: general polls to us and nothing else: every poll after a reply that carried an
 * exception repeats the poll, an implied NACK.</li>
 * </ul>
 */
enum Habits {
    OWN_ADDRESS_ONLY, INTERLEAVING, NEVER_ACKNOWLEDGING;

    /** The gap between two general polls: SAS hosts poll every 40 to 200 ms. */
    static final long CYCLE_MS = 40;
    static final int ADDRESS = 1;
    static final int OTHER_ADDRESS = 2;
    private static final int LP_CURRENT_CREDITS = 0x1A;

    /** What a host does when its link starts: the single-machine SMIB sends one sync (docs/sas.md "Acknowledgement"). */
    void start(SasHost host) {
        if (this == OWN_ADDRESS_ONLY) {
            host.sync();
        }
    }

    /**
     * One cycle: the general poll and what follows it. Returns the exception code, or -1 when no reply came. A poll
     * left unanswered is sent again, at most twice, as hosts do (the same poll again: a NACK, so a reply lost on the
     * way is sent again rather than taken as acknowledged by the host's next, different poll).
     */
    int step(SasHost host) {
        byte[] r = host.generalPoll(ADDRESS);
        for (int retry = 0; r == null && retry < 2; retry++) {
            r = host.generalPoll(ADDRESS);
        }
        int code = r == null ? -1 : r[0] & 0xFF;
        switch (this) {
            case OWN_ADDRESS_ONLY -> {
                if (code > 0) {
                    host.longPollR(ADDRESS, LP_CURRENT_CREDITS, HostLine.Shape.fixed(8));
                }
            }
            case INTERLEAVING -> host.pollAbsent(OTHER_ADDRESS);
            case NEVER_ACKNOWLEDGING -> {
            }
        }
        pause();
        return code;
    }

    /**
     * Polls until {@code done} holds for the codes seen so far (no-reply and 00 excluded) or {@code seconds} pass;
     * returns every code seen in order (00 included, -1 for no reply).
     */
    List<Integer> pollUntil(SasHost host, Predicate<List<Integer>> done, double seconds) {
        List<Integer> all = new ArrayList<>();
        List<Integer> events = new ArrayList<>();
        long end = System.nanoTime() + (long) (seconds * 1e9);
        while (System.nanoTime() < end) {
            int code = step(host);
            all.add(code);
            if (code > 0) {
                events.add(code);
                if (done.test(events)) {
                    break;
                }
            }
        }
        return all;
    }

    /** Polls until {@code quietPolls} replies in a row say 00 (the queue is empty) or {@code seconds} pass. */
    List<Integer> drain(SasHost host, int quietPolls, double seconds) {
        List<Integer> all = new ArrayList<>();
        int quiet = 0;
        long end = System.nanoTime() + (long) (seconds * 1e9);
        while (quiet < quietPolls && System.nanoTime() < end) {
            int code = step(host);
            all.add(code);
            quiet = code == 0 ? quiet + 1 : 0;
        }
        if (quiet < quietPolls) {
            throw new AssertionError("the exception queue did not empty in " + seconds + " s (" + this + "): "
                + codes(all) + host.transcript());
        }
        return all;
    }

    /**
     * Polls until {@code seen} holds for the exception codes received, then empties the queue ({@link #drain}, two 00s);
     * every code received, in order. Draining alone can end on the 00s of a snapshot built before the action that
     * queued the exception (the snapshot follows the store within a refresh, docs/sas.md "How it is built"): a host
     * waiting for an exception polls until it comes. Fails naming {@code what} when it has not come in {@code seconds}.
     */
    List<Integer> drainAfter(SasHost host, Predicate<List<Integer>> seen, String what, double seconds) {
        List<Integer> all = pollUntil(host, seen, seconds);
        if (!seen.test(all.stream().filter(c -> c > 0).toList())) {
            throw new AssertionError("no " + what + " in " + seconds + " s (" + this + "): " + codes(all)
                + host.transcript());
        }
        all.addAll(drain(host, 2, seconds));
        return all;
    }

    /** The codes as hex, a run of one code written once with its count ({@code 00x120}); {@code --}: no reply. */
    static String codes(List<Integer> codes) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < codes.size(); ) {
            int c = codes.get(i);
            int j = i;
            while (j < codes.size() && codes.get(j) == c) {
                j++;
            }
            b.append(b.isEmpty() ? "" : " ").append(c < 0 ? "--" : String.format("%02X", c));
            if (j - i > 1) {
                b.append('x').append(j - i);
            }
            i = j;
        }
        return b.toString();
    }

    static void pause() {
        java.util.concurrent.locks.LockSupport.parkNanos(TimeUnit.MILLISECONDS.toNanos(CYCLE_MS));
    }
}
