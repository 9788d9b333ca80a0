package io.opencab.sas;

import java.util.function.BooleanSupplier;

/**
 * An exception sent again at an interval for as long as its condition stands, outside the persisted queue: AFT's
 * 6A while a host cash-out is offered (docs/aft.md "Host cash-out": [M] raises it every 800 ms until the host
 * answers). The condition's start is announced by the queue (the store queues one 6A with the offer), so the first
 * repeat comes one interval after that, and every 6A sent, queued or repeated, restarts the interval. Link thread
 * only; nothing here allocates.
 */
final class RepeatedException {
    private final int code;
    private final BooleanSupplier standing;
    private final long everyNanos;
    private boolean seen;
    private long last;

    RepeatedException(int code, BooleanSupplier standing, long everyNanos) {
        if (code <= 0 || code > 0xFF || everyNanos <= 0) {
            throw new SasException("exception " + Integer.toHexString(code) + " cannot repeat every " + everyNanos
                + " ns");
        }
        this.code = code;
        this.standing = standing;
        this.everyNanos = everyNanos;
    }

    /** The code due now (and counted as sent), or 0. */
    int due(long now) {
        if (!standing.getAsBoolean()) {
            seen = false;
            return 0;
        }
        if (!seen) {
            seen = true;
            last = now;
            return 0;
        }
        if (now - last < everyNanos) {
            return 0;
        }
        last = now;
        return code;
    }

    /** Exception {@code c} went out from the queue: a queued one of this code restarts the interval. */
    void sent(int c, long now) {
        if (c == code) {
            seen = true;
            last = now;
        }
    }
}
