package io.opencab.app.cabinet.ledger;

import io.opencab.app.AppException;
import io.opencab.meters.MeterStore;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.ToLongFunction;

/**
 * The one place money moves: the meter store, behind one lock. The cabinet thread and the bill
 * validator's thread (through {@link StoreLedger}) both take it, so a bill stacked while a round is
 * decided, or a cash-out while a bill is in escrow, never see each other half-done.
 *
 * <p>Lock order: a device's own lock, then this one. So nobody calls a device while holding this
 * lock (the validator calls the ledger while holding its own).
 */
public final class Money {
    private MeterStore store;
    private volatile boolean billsOpen;
    private volatile long roomCredits;
    private final long denominationCents;
    /**
     * The credit meter as last read or reported by the store under this lock, or -1 once anything else
     * has run on the store since (it may have moved money). Reading the credit meter loads and checks
     * every meter row, so the round path reuses a value no other access can have changed.
     */
    private long knownCredits = -1;

    public Money(MeterStore store, long denominationCents) {
        this.store = store;
        this.denominationCents = denominationCents;
    }

    /** Runs {@code f} on the store under the lock; no store (RAM error at start-up) is an error. */
    public synchronized <T> T with(Function<MeterStore, T> f) {
        requireStore();
        knownCredits = -1;
        return f.apply(store);
    }

    /**
     * Runs {@code f} under the lock like {@link #with}; when it returns normally, {@code creditsAfter} of its
     * result is the credit meter the store reported (-1: unknown).
     */
    public synchronized <T> T with(Function<MeterStore, T> f, ToLongFunction<T> creditsAfter) {
        T t = with(f);
        knownCredits = creditsAfter.applyAsLong(t);
        return t;
    }

    /** Runs {@code f} under the lock with the credit meter as it is now. */
    public synchronized <T> T withCredits(BiFunction<MeterStore, Long, T> f) {
        long c = credits();
        knownCredits = -1;
        return f.apply(store, c);
    }

    /** The credit meter, read from the store unless nothing has touched it since it was last known. */
    public synchronized long credits() {
        requireStore();
        if (knownCredits < 0) {
            knownCredits = store.credits();
        }
        return knownCredits;
    }

    private void requireStore() {
        if (store == null) {
            throw new AppException("critical memory is not available: the meter store did not open (the lockup names the remedy)");
        }
    }

    public synchronized MeterStore store() {
        return store;
    }

    public synchronized boolean hasStore() {
        return store != null;
    }

    /** Swaps the store (RAM clear). */
    public synchronized void replace(MeterStore next) {
        knownCredits = -1;
        store = next;
    }

    /** Whether the ledger may take a bill now, and how many credits it may add (credit limit). */
    public void gate(boolean open, long room) {
        roomCredits = room;
        billsOpen = open;
    }

    public boolean billsOpen() {
        return billsOpen;
    }

    public long roomCredits() {
        return roomCredits;
    }

    public long denominationCents() {
        return denominationCents;
    }

    /** Closes the store, if there is one; a failure to close is handed to {@code failed} (shutdown goes on). */
    public synchronized void closeStore(java.util.function.Consumer<RuntimeException> failed) {
        if (store != null) {
            try {
                store.close();
            } catch (RuntimeException e) {
                failed.accept(e);
            }
        }
    }
}
