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
    final Path path;
    final MeterStoreConfig config;
    final Db db;
    final Ctx ctx;
    final Meta meta;
    final Path witness;
    private MeterException failure;
    private boolean closed;
    /** A committed link whose witness is not yet written (the write failed); written before anything else. */
    private Chain.Link unwitnessed;
    /** False only while a technician re-seals the witness (the store is accepted as it is). */
    private boolean witnessChecks = true;
    /** False for a store of schema 1 or 2 until its migration creates the chain. */
    private boolean chained;

    StoreCore(Path path, MeterStoreConfig config, Clock clock, Db db, Meta meta) {
        this.path = path;
        this.config = config;
        this.db = db;
        this.meta = meta;
        this.ctx = new Ctx(db, new RowMac(meta.macKey()), clock);
        this.witness = config.witnessPathFor(path);
    }

    /** A state change: refused once the store is locked by an integrity or audit failure. */
    <T> T write(String what, Db.Work<T> work) {
        requireUsable();
        writeUnwitnessed();
        Chain.Link[] link = new Chain.Link[1];
        T result = run(what, () -> {
            T r = work.run();
            if (chained) {
                link[0] = Chain.advance(ctx, what);
            }
            return r;
        });
        unwitnessed = link[0];
        writeUnwitnessed();
        return result;
    }

    /** A check that changes nothing (verify): refused once locked, does not advance the chain. */
    <T> T check(String what, Db.Work<T> work) {
        requireUsable();
        writeUnwitnessed();
        return run(what, work);
    }

    /**
     * Writes the witness of a committed change. When it cannot be written the change stays
     * committed, this throws (IO or DISK_FULL: the cabinet locks up), and every later write and
     * check tries again first.
     */
    private void writeUnwitnessed() {
        if (unwitnessed != null) {
            Witness.write(witness, meta.storeId(), unwitnessed, ctx.now());
            unwitnessed = null;
        }
    }

    /** Compares the store's chain with its witness (inside a transaction): any disagreement is WITNESS. */
    Witness.Verdict compareWitness() throws SQLException {
        if (!witnessChecks) {
            return Witness.Verdict.AGREE;
        }
        return Witness.compare(witness, path, meta.storeId(), Chain.load(ctx), Witness.read(witness));
    }

    /** The power cut between the store's commit and its witness: brings the witness up to the store. */
    void catchUpWitness() throws SQLException {
        Witness.write(witness, meta.storeId(), Chain.load(ctx), ctx.now());
    }

    /** The store's chain and its witness side by side (for the technician and the reseal event). */
    String chainedReport() {
        if (!chained) {
            return "the store " + path + " (store " + meta.storeId() + ") has no chain yet (schema before 3); witness "
                + witness + (Files.exists(witness) ? " exists" : " does not exist");
        }
        return read("read the chain", () -> Witness.report(witness, path, meta.storeId(), Chain.load(ctx)));
    }

    void chained(boolean on) {
        this.chained = on;
    }

    void witnessChecks(boolean on) {
        this.witnessChecks = on;
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
        if (compareWitness() != Witness.Verdict.AGREE) {
            throw new MeterException(Kind.WITNESS, "the store " + path + " is one change ahead of its witness " + witness
                + " (the witness could not be written after the last change)");
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

    /**
     * A cash-out ticket holds the credits (printing, or in doubt), or a ticket is being redeemed: no round, bill
     * or other cash-out until it is settled.
     */
    void requireNoTicket() throws SQLException {
        Optional<TicketRecord> t = Tickets.open(ctx);
        if (t.isPresent()) {
            throw new MeterException(Kind.ILLEGAL_STATE, "cash-out ticket " + t.get().ticketId() + " of "
                + t.get().credits() + " credits is " + t.get().state() + "; it must be settled first");
        }
        Optional<TicketInRecord> in = TicketInRows.open(ctx);
        if (in.isPresent()) {
            throw new MeterException(Kind.ILLEGAL_STATE, "ticket-in " + in.get().ticketId() + " ("
                + in.get().validation() + ") is " + in.get().state() + "; it must be stacked or returned first");
        }
    }

    /**
     * The meters, checked, when a cash-out (handpay or ticket) may start: no round, handpay or ticket
     * unfinished, and credits on the meter.
     */
    MeterState cashOutReady() throws SQLException {
        MeterState m = checkedMeters();
        requireNoRound();
        requireNoHandpay();
        requireNoTicket();
        if (m.credits() == 0) {
            throw new MeterException(Kind.ILLEGAL_STATE, "no credits to cash out");
        }
        return m;
    }

    /** Clean-shutdown marker and POWER_DOWN event (unless locked by a failure), checkpoint, close. Idempotent. */
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
