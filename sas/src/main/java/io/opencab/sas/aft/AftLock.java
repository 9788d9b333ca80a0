package io.opencab.sas.aft;

import java.util.function.LongSupplier;

/**
 * The game lock of LP 74 (docs/aft.md "Lock"). Only the link thread uses it.
 *
 * <pre>
 *   NOT LOCKED (FF) ── request, cabinet idle ──────────► LOCKED (00) ── timeout / cancel / transfer done ─► NOT LOCKED
 *        │        └── request, a round under way ──► PENDING (40) ── round over, before the timeout ─► LOCKED
 *        │                                               └── timeout / cancel ─────────────────────► NOT LOCKED
 *        └── request while a handpay, ticket, bill, tilt or disabled play is unfinished: refused, stays NOT LOCKED
 * </pre>
 *
 * The timeout runs from the request, in hundredths of a second (0000-9999 BCD); the cabinet is told to hold play from
 * the request on ({@link AftPort#lock}), so a pending lock lets the round under way end and starts no other.
 */
final class AftLock {
    /** LP 74 transfer condition bit 0: transfer to the machine OK. */
    static final int TO_MACHINE = 0x01;
    /** LP 74 transfer condition bit 1: transfer from the machine OK. */
    static final int FROM_MACHINE = 0x02;
    /** LP 74 transfer condition bit 3: bonus award to the machine OK ([M]'s lock conditions). */
    static final int BONUS = 0x08;
    /** The conditions a lock may be asked for (to the printer, bit 2, is not built; bonus with bonusing on). */
    static final int BUILT = TO_MACHINE | FROM_MACHINE;
    private final AftPort port;
    private final int built;
    private final LongSupplier nanos;
    private int status = AftStatus.LOCK_NONE;
    private long until;
    /** Counts the locks granted or made pending: tells the lock a transfer was made under from a later one. */
    private long generation;

    AftLock(AftPort port, LongSupplier nanos, boolean bonus) {
        this.port = port;
        this.nanos = nanos;
        this.built = BUILT | (bonus ? BONUS : 0);
    }

    /** The status now, after the timeout and the cabinet's state are applied. */
    int status(AftView v) {
        if (status != AftStatus.LOCK_NONE && nanos.getAsLong() - until >= 0) {
            release();
        }
        if (status == AftStatus.LOCK_PENDING) {
            if (v.availability() == AftView.Availability.READY) {
                status = AftStatus.LOCKED;
            } else if (v.availability() == AftView.Availability.UNAVAILABLE) {
                release();
            }
        }
        return status;
    }

    /** LP 74 lock code 00. */
    void request(AftView v, int conditions, long hundredths) {
        status(v);
        // During a host cash-out the host may lock for its transfer from the machine (ours: docs/aft.md).
        boolean cashOut = v.hostCashOut().pending() && conditions == FROM_MACHINE;
        if (conditions == 0 || (conditions & ~built) != 0 || hundredths == 0
                || v.availability() == AftView.Availability.UNAVAILABLE && !cashOut) {
            release();
            return;
        }
        until = nanos.getAsLong() + hundredths * 10_000_000L;
        generation++;
        status = v.availability() == AftView.Availability.READY || cashOut ? AftStatus.LOCKED : AftStatus.LOCK_PENDING;
        port.lock(until);
    }

    /** The lock now: changes with every lock granted or made pending. */
    long generation() {
        return generation;
    }

    /** The transfer made under lock {@code made} is done: that lock ends, a later one stands. */
    void releaseIf(long made) {
        if (made == generation) {
            release();
        }
    }

    /** LP 74 lock code 80, or the transfer the lock was for is done. */
    void release() {
        if (status != AftStatus.LOCK_NONE) {
            status = AftStatus.LOCK_NONE;
            port.unlock();
        }
    }
}
