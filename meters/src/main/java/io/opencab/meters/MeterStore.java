package io.opencab.meters;

import io.opencab.meters.MeterException.Kind;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * The cabinet's critical memory (docs/meters.md): accounting meters, the round journal, bills,
 * handpays, events, configuration and tilts in one SQLite file. It is the only place money
 * moves. Every state change is one transaction, durable ({@code synchronous=FULL}, WAL) before
 * the method returns, and either happens whole or not at all.
 *
 * <p>Integrity: every row carries a MAC; the whole store is checked at open, the meters and the
 * self-audit identity before every round and cash-out and after every change. An
 * {@link Kind#ramError() integrity or audit failure} rolls the change back and locks this
 * instance: every later write fails with the same error until an authorized
 * {@link #ramClear RAM clear}.
 *
 * <p>One instance per file (the file is locked while open); methods are synchronized.
 */
public final class MeterStore implements AutoCloseable {
    /** Meters roll over to 0 at 10^10 (ten digits; MS 13-8-3.5(a), NZ modulus 10^10). */
    public static final long ROLLOVER = 10_000_000_000L;

    private final StoreCore core;
    private final RoundOps rounds;
    private final BillOps bills;
    private final AttendantOps desk;
    private final StoreReads reads;
    private Recovery recovery;

    MeterStore(StoreCore core) {
        this.core = core;
        this.rounds = new RoundOps(core);
        this.bills = new BillOps(core);
        this.desk = new AttendantOps(core);
        this.reads = new StoreReads(core);
    }

    StoreCore core() {
        return core;
    }

    void recovered(Recovery r) {
        this.recovery = r;
    }

    /**
     * Opens the existing store at {@code path}: checks the file, its schema, {@code PRAGMA
     * integrity_check}, every row's MAC and the self-audit, then records the power-up (power
     * resets +1, since-power-up meters cleared, event) and reports what needs finishing in
     * {@link #recovery()}. Never creates a file.
     *
     * @throws MeterException NOT_FOUND, NOT_A_STORE, NEWER_SCHEMA, LOCKED, READ_ONLY,
     *                        CONFIG_MISMATCH, INTEGRITY, AUDIT, DISK_FULL or IO
     */
    public static MeterStore open(Path path, MeterStoreConfig config, Clock clock) {
        return StoreOpening.open(path, config, clock);
    }

    /**
     * Creates a brand-new, empty store at {@code path} and opens it. Only ever on explicit
     * request: refuses if any file is there (ALREADY_EXISTS), even a damaged one. The file
     * appears complete or not at all (built beside it, then linked into place).
     */
    public static MeterStore create(Path path, MeterStoreConfig config, Clock clock) {
        return StoreOpening.create(path, config, clock);
    }

    /**
     * RAM clear (regulations.md 1.1; docs/meters.md "RAM clear"): an authorized reset of all
     * critical memory to defaults. Reads whatever meters the old file still holds (marking rows
     * that fail their MAC), moves the old file aside as {@code <name>.cleared-<millis>} (never
     * deleted), creates a fresh store and logs RAM_CLEAR with the meters before and after.
     * Works on a damaged or unreadable file; refuses while another process holds the store.
     */
    public static MeterStore ramClear(Path path, MeterStoreConfig config, Clock clock, String authorizedBy, String reason) {
        return StoreOpening.ramClear(path, config, clock, authorizedBy, reason);
    }

    /**
     * A technician accepts the store as it is (docs/meters.md "Witness"): opens it with every
     * check but the witness comparison, logs WITNESS_RESEALED with who, why and both records as
     * they were, and re-seals the witness to the store. Never on its own: only on an authorized
     * request after the technician compared both ({@link UnopenedStore#witnessReport}).
     */
    public static MeterStore resealWitness(Path path, MeterStoreConfig config, Clock clock, String authorizedBy,
                                           String reason) {
        return StoreOpening.open(path, config, clock, new StoreOpening.Reseal(authorizedBy, reason));
    }

    /**
     * Compares the store with its witness (cheap: one row and one small file). Disagreement is a
     * WITNESS RAM error and locks this instance. {@link #decide}, {@link #cashoutHandpay} and
     * {@link #handpayPaid} run it too.
     */
    public synchronized void checkWitness() {
        core.check("compare the store with its witness", () -> {
            if (core.compareWitness() != Witness.Verdict.AGREE) {
                throw new MeterException(Kind.WITNESS, "the store " + core.path + " is ahead of its witness "
                    + core.witness + " by more than the changes not sealed yet. " + Remedy.RESEAL);
            }
            return null;
        });
    }

    /** The witness file this store is compared with. */
    public Path witnessPath() {
        return core.witness;
    }

    /** What the open found: round, bill or handpay to finish, tilts, clean shutdown. */
    public synchronized Recovery recovery() {
        return recovery;
    }

    /**
     * Marks a clean shutdown (POWER_DOWN event) and closes. After an integrity or audit failure
     * nothing more is written. Idempotent.
     */
    @Override
    public synchronized void close() {
        core.close();
    }

    public Path path() {
        return core.path;
    }

    public String storeId() {
        return core.meta.storeId();
    }

    public MeterStoreConfig config() {
        return core.config;
    }

    /**
     * Journals a decided round before anything is shown (one transaction): deducts the bet from
     * the credit meter, adds coin in (0000) and games played (0005) in every scope and per game,
     * and writes the journal row in state DECIDED. Checks meters and the self-audit first.
     *
     * @throws MeterException INSUFFICIENT_CREDITS when the bet exceeds the credit meter;
     *                        ILLEGAL_STATE while a round, handpay or bill is unfinished or when
     *                        {@code creditsBefore} is not the credit meter
     */
    public synchronized JournalEntry decide(RoundDecision d) {
        return rounds.decide(d);
    }

    /** Marks the round shown to the player (DECIDED → PRESENTED; again on PRESENTED is a no-op). */
    public synchronized JournalEntry presented(long roundId) {
        return rounds.presented(roundId);
    }

    /**
     * Pays a presented round exactly once. A win below the handpay limit goes to the credit
     * meter: coin out (0001), total won (0022), games won (0006) or lost (0007), per game; the
     * round becomes PAID. A win at or above the limit becomes a pending jackpot handpay (round
     * HANDPAY_PENDING) and is paid by {@link #handpayPaid}.
     *
     * @throws MeterException ILLEGAL_STATE unless the round is PRESENTED (a second call included)
     */
    public synchronized JournalEntry paid(long roundId) {
        return rounds.paid(roundId);
    }

    /**
     * Starts a cancelled-credit handpay of the payable credits (cashable and non-restricted; restricted ones are
     * never paid out, docs/aft.md "Credit kinds") (the cabinet locks up until an
     * attendant keys it off with {@link #handpayPaid}). Checks meters and the self-audit first.
     *
     * @throws MeterException ILLEGAL_STATE with a round or handpay unfinished, or no credits
     */
    public synchronized HandpayRecord cashoutHandpay() {
        return rounds.cashoutHandpay();
    }

    /**
     * An attendant keyed off handpay {@code handpayId}, exactly once. A jackpot: meters 0002,
     * 0022, 0023, games won, per game; its round becomes PAID (the credit meter does not move).
     * A cancelled credit: the credit meter goes down by the amount (to 0), meters 0003, 0004, 0023.
     *
     * @throws MeterException ILLEGAL_STATE when the handpay is unknown or already paid
     */
    public synchronized HandpayRecord handpayPaid(long handpayId, String attendant) {
        return rounds.handpayPaid(handpayId, attendant);
    }

    /**
     * A bill is in escrow and the validator is about to be told to stack it: the pending credit
     * is made durable first, under a new note id, so a power cut in between never loses it
     * (regulations.md 1.4, 1.9). Nothing is credited until {@link #billStacked}.
     *
     * @throws MeterException INVALID_ARGUMENT for a value without a SAS bill meter or not a whole
     *                        number of credits; ILLEGAL_STATE while a bill or handpay is pending
     */
    public synchronized NoteRecord billEscrowAccepted(long valueCents) {
        return bills.escrow(valueCents, null);
    }

    /**
     * As {@link #billEscrowAccepted(long)}, and records the id the validator driver gave the note
     * ({@code externalRef}, e.g. hal's note UUID) in the same transaction, so the driver's later
     * "stacked" or "returned" for that id finds the note after a power cut too ({@link #billByRef}).
     *
     * @throws MeterException INVALID_ARGUMENT for a blank or over-long reference (1-64 printable
     *                        ASCII characters); ILLEGAL_STATE when a kept note already has it
     */
    public synchronized NoteRecord billEscrowAccepted(long valueCents, String externalRef) {
        return bills.billEscrowAccepted(valueCents, externalRef);
    }

    /** The kept note escrowed with {@code externalRef}, if any (it may have left the bill log). */
    public synchronized Optional<NoteRecord> billByRef(String externalRef) {
        return bills.billByRef(externalRef);
    }

    /**
     * The validator reported bill {@code noteId} irrevocably stacked: credits it once (000B,
     * drop 0024, the denomination's count, the credit meter) and logs it. A repeated report for
     * a bill already stacked is logged and credits nothing.
     *
     * @return true when this call credited the bill, false for a repeated report
     * @throws MeterException ILLEGAL_STATE for an unknown note or one already returned
     */
    public synchronized boolean billStacked(long noteId) {
        return bills.billStacked(noteId);
    }

    /**
     * Bill {@code noteId} was returned to the player or rejected after escrow: clears the pending
     * record, credits nothing.
     *
     * @return false when it was already recorded returned
     * @throws MeterException ILLEGAL_STATE for an unknown note or one already stacked
     */
    public synchronized boolean billReturned(long noteId, String reason) {
        return bills.billReturned(noteId, reason);
    }

    /** A monitored door opened: its openings meter +1 (every scope), event. */
    public synchronized void doorOpened(String door) {
        desk.doorOpened(door);
    }

    /** A monitored door closed: the since-door-close meters start again from 0, event. */
    public synchronized void doorClosed(String door) {
        desk.doorClosed(door);
    }

    /** Persists an active tilt (shown again after power returns); false if already active. */
    public synchronized boolean raiseTilt(String code, String detail) {
        return desk.raiseTilt(code, detail);
    }

    /** Clears an active tilt; false if it was not active. */
    public synchronized boolean clearTilt(String code, String clearedBy) {
        return desk.clearTilt(code, clearedBy);
    }

    /** Sets every period meter to 0; the event records who and the period meters before. */
    public synchronized void clearPeriodMeters(String attendant) {
        desk.clearPeriodMeters(attendant);
    }

    /** Sets a configuration value, logged with the old value; false when unchanged. */
    public synchronized boolean setConfig(String key, String value, String changedBy) {
        return desk.setConfig(key, value, changedBy);
    }

    /** The SAS exception queue in this store (docs/sas.md "Exceptions"). */
    public SasExceptionQueue sasQueue() {
        return new SasExceptionQueue(this);
    }

    /** Logs an event the cabinet reports (bill rejected or jammed, software verification, logins ...). */
    public synchronized EventRecord logEvent(EventType type, String detail) {
        return desk.logEvent(type, detail);
    }

    /** Every meter, every scope, and the per-game meters (MACs checked). */
    public synchronized MeterSnapshot meters() {
        return reads.meters();
    }

    public synchronized long credits() {
        return reads.credits();
    }

    /** The newest {@code n} rounds, newest first (game recall; at least the last 10 are kept). */
    public synchronized List<JournalEntry> recall(int n) {
        return reads.recall(n);
    }

    public synchronized Optional<JournalEntry> round(long roundId) {
        return reads.round(roundId);
    }

    /** The round not yet paid, if any. */
    public synchronized Optional<JournalEntry> roundInProgress() {
        return reads.roundInProgress();
    }

    /** The newest {@code n} events, newest first. */
    public synchronized List<EventRecord> events(int n) {
        return reads.events(n);
    }

    /** The newest {@code n} bills (pending, stacked and returned), newest first. */
    public synchronized List<NoteRecord> billLog(int n) {
        return reads.billLog(n);
    }

    public synchronized Optional<NoteRecord> pendingBill() {
        return reads.pendingBill();
    }

    /** The newest {@code n} handpays, newest first. */
    public synchronized List<HandpayRecord> handpays(int n) {
        return reads.handpays(n);
    }

    public synchronized Optional<HandpayRecord> pendingHandpay() {
        return reads.pendingHandpay();
    }

    public synchronized List<TiltRecord> activeTilts() {
        return reads.activeTilts();
    }

    /** Wrong attendant PINs since the last right one, kept across key sessions and power cycles (regulations.md 1.11). */
    public synchronized GuardCounter pinFailures() {
        return reads.pinFailures();
    }

    /**
     * Records an attendant PIN attempt with its ATTENDANT_LOGIN event {@code detail}, in one
     * transaction: a wrong PIN adds one to {@link #pinFailures()}, a right one sets it to 0
     * (regulations.md 1.11). Returns the count after.
     */
    public synchronized GuardCounter pinAttempt(boolean right, String detail) {
        return desk.pinAttempt(right, detail);
    }

    public synchronized Map<String, String> configValues() {
        return reads.configValues();
    }

    /** The newest {@code n} configuration changes, newest first. */
    public synchronized List<ConfigChange> configHistory(int n) {
        return reads.configHistory(n);
    }

    /**
     * The full check the open runs: {@code PRAGMA integrity_check}, every row's MAC, every log's id
     * range, the meter row count, the pending-state cross-checks and the self-audit.
     *
     * @throws MeterException INTEGRITY or AUDIT (and this instance locks)
     */
    public synchronized void verify() {
        reads.verify();
    }

    /** The failure that locked this instance, if any. */
    public synchronized Optional<MeterException> failure() {
        return core.failure();
    }

    /** Closes without the clean-shutdown marker, as a crash would (tests of recovery). */
    void abandon() {
        core.abandon();
    }

    /** Test hook for rollover tests only: edits meters with valid MACs (package-private on purpose). */
    void editMetersForTest(Consumer<MeterState> edit) {
        core.write("test edit", () -> {
            MeterState m = MeterState.load(core.ctx);
            edit.accept(m);
            int added = m.flush(core.ctx);
            StateRow st = StateRow.load(core.ctx);
            st.withMeterRows(st.meterRows() + added).save(core.ctx);
            return null;
        });
    }
}
