package io.opencab.meters;

import io.opencab.meters.MeterException.Kind;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.SQLException;
import java.time.Clock;
import java.util.Optional;

/**
 * The store's single write path: every state change and every read runs through {@link #write}
 * or {@link #read} as one SQLite transaction. An integrity or audit failure locks the instance
 * (every later write throws it again). Every committed change advances the {@link Chain} in its
 * own transaction, and then its {@link Witness} is written (store first, witness second: a power
 * cut in between leaves the store exactly one change ahead, which the next open recovers). Also
 * the checks shared by the writers: the meters with their row count, the self-audit and the
 * witness before a change, and {@link #finish} after one.
 */
final class StoreCore {
    /** The guard row that records a seal (witness or anchor) that failed after its commit. */
    static final String SEAL_FAULT = "seal_fault";

    final Path path;
    final MeterStoreConfig config;
    final Db db;
    final Ctx ctx;
    final Meta meta;
    final Path witness;
    final Seal seal;
    final TableDigests digests;
    private MeterException failure;
    private boolean closed;
    /** The newest committed link when it is not sealed yet (deferred, or its seal failed). */
    private Chain.Link unsealed;
    /** Committed links after the last sealed one. */
    private int behind;
    /** The seal of the newest link failed; every later write tries it first. */
    private MeterException sealFault;
    /** False only while a technician re-seals the witness (the store is accepted as it is). */
    private boolean witnessChecks = true;
    /** False for a store of schema 1 or 2 until its migration creates the chain. */
    private boolean chained;
    /** True from {@link Schema#HISTORY} on: the chain holds the table digests and the anchor. */
    private boolean full;
    /** The chain row has the columns of {@link Schema#HISTORY} (a store of it, or one made by it and marked older). */
    private boolean columns;
    private boolean rebuild;

    StoreCore(Path path, MeterStoreConfig config, Clock clock, Db db, Meta meta) {
        this.path = path;
        this.config = config;
        this.db = db;
        this.meta = meta;
        this.ctx = new Ctx(db, new RowMac(meta.macKey()), clock);
        this.witness = config.witnessPathFor(path);
        this.seal = new Seal(new Witness(witness, meta.storeId(), meta.macKey()), config.anchor());
        this.digests = new TableDigests(meta.macKey());
        digests.install(db);
    }

    /** A state change, sealed at once (witness and anchor): refused once the store is locked by an integrity or audit failure. */
    <T> T write(String what, Db.Work<T> work) {
        return commit(what, work, true, true);
    }

    /**
     * A change whose seal may wait for the next one (a round's {@code presented} and {@code paid}: a power
     * cut that lost them leaves the round in progress, which the power-up finishes; docs/meters.md "When
     * the witness is written"). At most {@link Chain#RECENT} - 2 wait in a row.
     */
    <T> T writeDeferred(String what, Db.Work<T> work) {
        return commit(what, work, behind + 1 > Chain.RECENT - 2, true);
    }

    /**
     * A deferred change committed without its own sync (a round's {@code presented}): it moves no money and raises
     * no SAS event, so a power cut that loses it only makes the power-up present the round from its start instead
     * of resuming it, paid once either way; the next synced commit makes it durable (docs/meters.md "When the
     * witness is written"). One sync fewer a round (issue 36 item 5).
     */
    <T> T writeUnsynced(String what, Db.Work<T> work) {
        return commit(what, work, behind + 1 > Chain.RECENT - 2, false);
    }

    private <T> T commit(String what, Db.Work<T> work, boolean sealNow, boolean synced) {
        requireUsable();
        retrySeal();
        Db.Work<T> change = () -> {
            T r = work.run();
            advance(what, sealNow);
            return r;
        };
        T result = run(what, change, synced || sealNow);
        if (sealNow) {
            sealPending();
        }
        return result;
    }

    /** Advances the chain inside the change's transaction (after its rows are written). */
    private void advance(String what, boolean sealNow) throws SQLException {
        if (!chained) {
            return;
        }
        Chain.Link last = Chain.load(ctx, columns);
        Chain.Link n;
        if (!full) {
            n = Chain.next(last, ctx.now(), what, java.util.Map.of(), -1);
        } else {
            // A link before the digests (the migration's): every table from its rows; else this change's rows.
            java.util.Map<String, TableDigests.Digest> tables = last.full() && !rebuild ? digests.fold(last.tables())
                : digests.compute(db);
            rebuild = false;
            n = Chain.next(last, ctx.now(), what, tables, sealNow && seal.anchored() ? seal.nextAnchor() : last.anchor());
        }
        Chain.save(ctx, n, columns);
        unsealed = n;
        behind++;
    }

    /**
     * Seals the newest link when it is not: the witness, then the anchor. When that fails the change stays
     * committed, the store records the fault itself (STORE_FAULT; the reserve released on a full disk so it
     * can), and this throws DISK_FULL or WITNESS_UNAVAILABLE naming the remedy; every later write tries again first.
     */
    private void sealPending() {
        if (unsealed == null) {
            return;
        }
        try {
            seal.seal(meta.storeId(), unsealed, ctx.now());
            unsealed = null;
            behind = 0;
            sealFault = null;
        } catch (MeterException e) {
            throw sealFailed(e);
        }
    }

    private MeterException sealFailed(MeterException e) {
        if (e.kind().ramError()) {
            failure = e;
            return e;
        }
        boolean first = sealFault == null;
        String released = e.kind() == Kind.DISK_FULL && Reserve.release(path) ? "; the reserve "
            + Reserve.of(path).getFileName() + " was released to record it" : "";
        String cause = e.getMessage().substring(e.kind().name().length() + 2);
        String remedy = cause.contains("Remedy:") ? "" : " " + (e.kind() == Kind.DISK_FULL ? Remedy.freeSpace(witness)
            : Remedy.mountWitness(witness));
        String detail = cause + "; the change is committed and the store is " + behind + " change(s) ahead of its"
            + " witness" + released + "; recorded as STORE_FAULT." + remedy;
        if (first) {
            try {
                run("record the seal fault", () -> {
                    Guards.set(ctx, SEAL_FAULT, Guards.get(ctx, SEAL_FAULT).value() + 1);
                    if (ConfigRows.raiseTilt(ctx, "STORE_FAULT", detail)) {
                        SasQueue.raise(ctx, SasQueue.tilt("STORE_FAULT"), 0, 0);
                    }
                    Events.append(ctx, config.eventLogSize(), EventType.TILT_RAISED, "STORE_FAULT: " + detail);
                    advance("record the seal fault", false);
                    return null;
                }, true);
            } catch (MeterException again) {
                e.addSuppressed(again);
            }
        }
        sealFault = new MeterException(e.kind(), detail, e);
        return sealFault;
    }

    /** After a failed seal: tries it again (and throws again if it still fails). */
    private void retrySeal() {
        if (sealFault != null) {
            sealPending();
        }
    }

    /** A check that changes nothing (verify): refused once locked, does not advance the chain. */
    <T> T check(String what, Db.Work<T> work) {
        requireUsable();
        retrySeal();
        return run(what, work, true);
    }

    /**
     * Compares the store's chain with its witness (inside a transaction): any disagreement is WITNESS.
     * The store may be ahead by exactly the changes not sealed yet.
     */
    Witness.Verdict compareWitness() throws SQLException {
        if (!witnessChecks) {
            return Witness.Verdict.AGREE;
        }
        Chain.Link link = Chain.load(ctx, columns);
        Optional<Witness.Record> w = seal.witness().read();
        Witness.Verdict v = seal.witness().compare(path, meta.storeId(), link, w);
        return v == Witness.Verdict.AHEAD && w.isPresent() && link.seq() - w.get().seq() == behind
            ? Witness.Verdict.AGREE : v;
    }

    /** Seals the store's last link now (the open's catch-up after a power cut, a migration, a re-seal). */
    void sealNow() {
        unsealed = link();
        behind = 0;
        sealPending();
    }

    /** The store's chain and its witness side by side (for the technician and the reseal event). */
    String chainedReport() {
        if (!chained) {
            return "the store " + path + " (store " + meta.storeId() + ") has no chain yet (schema before 3); witness "
                + witness + (Files.exists(witness) ? " exists" : " does not exist");
        }
        return read("read the chain", () -> seal.witness().report(path, meta.storeId(), Chain.load(ctx, columns)));
    }

    Chain.Link link() {
        return read("read the chain", () -> Chain.load(ctx, columns));
    }

    /** The next link takes every table's digest from its rows (a migration changed the tables). */
    void rebuildDigests() {
        rebuild = true;
    }

    void chained(boolean on) {
        this.chained = on;
    }

    boolean full() {
        return full;
    }

    void full(boolean on) {
        this.full = on;
        this.columns = on || chainColumns();
    }

    private boolean chainColumns() {
        return read("read the chain's columns", () -> {
            try (java.sql.ResultSet r = db.ps("SELECT 1 FROM pragma_table_info('chain') WHERE name = 'tables'").executeQuery()) {
                return r.next();
            }
        });
    }

    void witnessChecks(boolean on) {
        this.witnessChecks = on;
    }

    /** A read: still allowed after a failure (the attendant may look; the values may be wrong). */
    <T> T read(String what, Db.Work<T> work) {
        if (closed) {
            throw new MeterException(Kind.ILLEGAL_STATE, "the store " + path + " is closed");
        }
        return run(what, work, true);
    }

    private <T> T run(String what, Db.Work<T> work, boolean synced) {
        digests.discard();
        try {
            return synced ? db.tx(what, work) : db.txUnsynced(what, work);
        } catch (MeterException e) {
            digests.discard();
            if (e.kind().ramError()) {
                failure = e;
            }
            if (e.kind() == Kind.DISK_FULL && Reserve.release(path)) {
                // Room for the cabinet to record this lockup; the reserve is made again at the next open.
                throw new MeterException(Kind.DISK_FULL, e.getMessage().substring((Kind.DISK_FULL + ": ").length())
                    + "; the reserve " + Reserve.of(path).getFileName() + " was released to record the lockup", e);
            }
            throw e;
        }
    }

    private void requireUsable() {
        if (closed) {
            throw new MeterException(Kind.ILLEGAL_STATE, "the store " + path + " is closed");
        }
        if (failure != null) {
            throw new MeterException(failure.kind(), "the store is locked after an earlier failure: "
                + failure.getMessage().substring(failure.kind().name().length() + 2), failure);
        }
    }

    Optional<MeterException> failure() {
        return Optional.ofNullable(failure);
    }

    /** Loads the meters and checks row count and the self-audit (before a round, a cash-out, a handpay). */
    MeterState checkedMeters() throws SQLException {
        MeterState m = MeterState.load(ctx);
        StateRow st = StateRow.load(ctx);
        if (st.meterRows() != m.rowCount()) {
            throw ctx.corrupt("the store holds " + m.rowCount() + " meter rows but recorded " + st.meterRows());
        }
        Audit.check(path, m, Journal.inProgress(ctx).isPresent());
        if (compareWitness() != Witness.Verdict.AGREE) {
            throw new MeterException(Kind.WITNESS, "the store " + path + " is ahead of its witness " + witness
                + " by more than the changes not sealed yet. " + Remedy.RESEAL);
        }
        return m;
    }

    /** Writes the moved meters, keeps the row count, and re-checks the self-audit. */
    void finish(MeterState m) throws SQLException {
        int added = m.flush(ctx);
        StateRow st = StateRow.load(ctx);
        if (added > 0) {
            st = st.withMeterRows(st.meterRows() + added);
            st.save(ctx);
        }
        if (st.meterRows() != m.rowCount()) {
            throw ctx.corrupt("the store holds " + m.rowCount() + " meter rows but recorded " + st.meterRows());
        }
        Audit.check(path, m, Journal.inProgress(ctx).isPresent());
    }

    /**
     * The meters, checked, when a cash-out (handpay or ticket) may start: no round, handpay or ticket
     * unfinished, and credits on the meter.
     */
    MeterState cashOutReady() throws SQLException {
        MeterState m = checkedMeters();
        Unfinished.none(ctx);
        if (Kinds.payable(m) == 0) {
            throw new MeterException(Kind.ILLEGAL_STATE, m.credits() == 0 ? "no credits to cash out"
                : "no credits to cash out: the " + m.credits() + " credits on the meter are restricted promotional credits,"
                + " which are played, never paid out");
        }
        return m;
    }

    /**
     * Clean-shutdown marker and POWER_DOWN event (unless locked by a failure, or a seal that keeps failing:
     * that was recorded when it happened), checkpoint, close. Idempotent.
     */
    void close() {
        if (closed) {
            return;
        }
        try {
            if (failure == null) {
                write("record the clean shutdown", () -> {
                    StateRow.load(ctx).withClean(true).save(ctx);
                    Events.append(ctx, config.eventLogSize(), EventType.POWER_DOWN, "clean shutdown");
                    SasQueue.raise(ctx, 0x18, 0, 0);
                    return null;
                });
                db.exec("PRAGMA wal_checkpoint(TRUNCATE)");
            }
        } catch (MeterException e) {
            if (sealFault == null) {
                throw e;
            }
            // The witness or anchor still cannot be written: recorded (STORE_FAULT); the next start finds it.
        } finally {
            closed = true;
            db.close();
        }
    }

    /** Closes without the clean-shutdown marker, as a crash would. */
    void abandon() {
        closed = true;
        db.close();
    }
}
