package io.opencab.app.cabinet;

import io.opencab.app.AppException;
import io.opencab.meters.MeterStore;
import java.util.function.Function;

/**
 * The one place money moves: the meter store, behind one lock. The cabinet thread and the bill
 * validator's thread (through {@link StoreLedger}) both take it, so a bill stacked while a round is
 * decided, or a cash-out while a bill is in escrow, never see each other half-done.
 *
 * <p>Lock order: a device's own lock, then this one. So nobody calls a device while holding this
 * lock (the validator calls the ledger while holding its own).
 */
final class Money {
    private MeterStore store;
    private volatile boolean billsOpen;
    private volatile long roomCredits;
    private final long denominationCents;

    Money(MeterStore store, long denominationCents) {
        this.store = store;
        this.denominationCents = denominationCents;
    }

    /** Runs {@code f} on the store under the lock; no store (RAM error at start-up) is an error. */
    synchronized <T> T with(Function<MeterStore, T> f) {
        if (store == null) {
            throw new AppException("critical memory is not available (RAM error): a technician must RAM-clear");
        }
        return f.apply(store);
    }

    synchronized MeterStore store() {
        return store;
    }

    synchronized boolean hasStore() {
        return store != null;
    }

    /** Swaps the store (RAM clear). */
    synchronized void replace(MeterStore next) {
        store = next;
    }

    /** Whether the ledger may take a bill now, and how many credits it may add (credit limit). */
    void gate(boolean open, long room) {
        roomCredits = room;
        billsOpen = open;
    }

    boolean billsOpen() {
        return billsOpen;
    }

    long roomCredits() {
        return roomCredits;
    }

    long denominationCents() {
        return denominationCents;
    }
}
