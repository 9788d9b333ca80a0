package io.opencab.meters;

import io.opencab.meters.MeterException.Kind;
import java.nio.file.Path;
import java.sql.SQLException;
import java.time.Clock;
import java.util.Optional;

/**
 * The store's single write path: every state change and every read runs through {@link #write}
 * or {@link #read} as one SQLite transaction. An integrity or audit failure locks the instance
 * (every later write throws it again). Also the checks shared by the writers: the meters with
 * their row count and self-audit before a change, and {@link #finish} after one.
 */
final class StoreCore {
    final Path path;
    final MeterStoreConfig config;
    final Db db;
    final Ctx ctx;
    final Meta meta;
    private MeterException failure;
    private boolean closed;

    StoreCore(Path path, MeterStoreConfig config, Clock clock, Db db, Meta meta) {
        this.path = path;
        this.config = config;
        this.db = db;
        this.meta = meta;
        this.ctx = new Ctx(db, new RowMac(meta.macKey()), clock);
    }

    /** A state change: refused once the store is locked by an integrity or audit failure. */
    <T> T write(String what, Db.Work<T> work) {
        requireUsable();
        return run(what, work);
    }

    /** A read: still allowed after a failure (the attendant may look; the values may be wrong). */
    <T> T read(String what, Db.Work<T> work) {
        if (closed) {
            throw new MeterException(Kind.ILLEGAL_STATE, "the store " + path + " is closed");
        }
        return run(what, work);
    }

    private <T> T run(String what, Db.Work<T> work) {
        try {
            return db.tx(what, work);
        } catch (MeterException e) {
            if (e.kind().ramError()) {
                failure = e;
            }
            throw e;
        }
    }

    private void requireUsable() {
        if (closed) {
            throw new MeterException(Kind.ILLEGAL_STATE, "the store " + path + " is closed");
        }
        if (failure != null) {
            throw new MeterException(failure.kind(), "the store is locked after an earlier failure; RAM clear needed: "
                + failure.getMessage(), failure);
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

    void requireNoRound() throws SQLException {
        Optional<JournalEntry> open = Journal.inProgress(ctx);
        if (open.isPresent()) {
            throw new MeterException(Kind.ILLEGAL_STATE, "round " + open.get().roundId() + " is still "
                + open.get().state() + "; finish it first");
        }
    }

    void requireNoHandpay() throws SQLException {
        Optional<HandpayRecord> hp = Handpays.pending(ctx);
        if (hp.isPresent()) {
            throw new MeterException(Kind.ILLEGAL_STATE, hp.get().kind() + " handpay " + hp.get().handpayId()
                + " of " + hp.get().amount() + " credits is pending; an attendant must key it off first");
        }
    }

    /** Clean-shutdown marker and POWER_DOWN event (unless locked by a failure), checkpoint, close. Idempotent. */
    void close() {
        if (closed) {
            return;
        }
        try {
            if (failure == null) {
                db.tx("record the clean shutdown", () -> {
                    StateRow.load(ctx).withClean(true).save(ctx);
                    Events.append(ctx, config.eventLogSize(), EventType.POWER_DOWN, "clean shutdown");
                    return null;
                });
                db.exec("PRAGMA wal_checkpoint(TRUNCATE)");
            }
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
