package io.opencab.meters;

import io.opencab.meters.MeterException.Kind;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.sql.SQLException;
import java.time.Clock;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.UUID;
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

    private final Path path;
    private final MeterStoreConfig config;
    private final Db db;
    private final Ctx ctx;
    private final Meta meta;
    private Recovery recovery;
    private MeterException failure;
    private boolean closed;

    private MeterStore(Path path, MeterStoreConfig config, Clock clock, Db db, Meta meta) {
        this.path = path;
        this.config = config;
        this.db = db;
        this.meta = meta;
        this.ctx = new Ctx(db, new RowMac(meta.macKey()), clock);
    }

    // ------------------------------------------------------------------ lifecycle

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
        Objects.requireNonNull(config, "config");
        Objects.requireNonNull(clock, "clock");
        Path p = StoreFiles.checkExisting(path);
        NativeLibrary.ensure(config.nativeLibraryDirFor(p));
        Db db = Db.connect(p, config, false, false);
        MeterStore store = null;
        try {
            int version = Schema.check(db);
            db.applyDurability(config);
            String check = db.integrityCheck();
            if (!"ok".equals(check)) {
                throw new MeterException(Kind.INTEGRITY, "PRAGMA integrity_check failed on " + p + ": " + check);
            }
            Meta meta = Meta.load(db);
            if (meta.denominationCents() != config.denominationCents()) {
                throw new MeterException(Kind.CONFIG_MISMATCH, p + " counts credits of " + meta.denominationCents()
                    + " cents but the configuration says " + config.denominationCents()
                    + "; a denomination change needs a RAM clear");
            }
            store = new MeterStore(p, config, clock, db, meta);
            store.migrate(version);
            store.verify();
            store.powerUp();
            return store;
        } catch (MeterException e) {
            db.close();
            if (e.kind() == Kind.IO) {
                // The file passed its header checks, so an SQL error now means damaged tables or schema.
                throw new MeterException(Kind.INTEGRITY, "cannot read the store's tables in " + p + ": " + e.getMessage(), e);
            }
            throw e;
        } catch (RuntimeException e) {
            db.close();
            throw e;
        }
    }

    /**
     * Creates a brand-new, empty store at {@code path} and opens it. Only ever on explicit
     * request: refuses if any file is there (ALREADY_EXISTS), even a damaged one. The file
     * appears complete or not at all (built beside it, then linked into place).
     */
    public static MeterStore create(Path path, MeterStoreConfig config, Clock clock) {
        Objects.requireNonNull(config, "config");
        Objects.requireNonNull(clock, "clock");
        Path p = StoreFiles.checkCreatable(path);
        NativeLibrary.ensure(config.nativeLibraryDirFor(p));
        Path tmp = StoreFiles.freshTemp(p);
        StoreFiles.createPrivate(tmp); // SQLite gives its -wal (and -shm) the store file's permissions
        try (Db db = Db.connect(tmp, config, true, false)) {
            db.exec("PRAGMA application_id=" + Schema.APPLICATION_ID);
            db.exec("PRAGMA user_version=" + Schema.VERSION);
            db.applyDurability(config);
            byte[] key = new byte[32];
            new SecureRandom().nextBytes(key);
            Meta meta = new Meta(UUID.randomUUID().toString(), clock.millis(), config.denominationCents(), key);
            Ctx c = new Ctx(db, new RowMac(key), clock);
            db.tx("create the store", () -> {
                for (String ddl : Schema.current()) {
                    db.exec(ddl);
                }
                meta.insert(db);
                for (String s : Schema.SEQUENCES) {
                    Sequences.create(c, s);
                }
                MeterState m = MeterState.initial();
                StateRow.create(c, m.flush(c));
                Events.append(c, config.eventLogSize(), EventType.STORE_CREATED, "store " + meta.storeId()
                    + " created; schema " + Schema.VERSION + "; denomination " + config.denominationCents() + " cents");
                return null;
            });
            db.exec("PRAGMA wal_checkpoint(TRUNCATE)");
        }
        StoreFiles.publish(tmp, p);
        return open(p, config, clock);
    }

    /**
     * RAM clear (regulations.md 1.1; docs/meters.md "RAM clear"): an authorized reset of all
     * critical memory to defaults. Reads whatever meters the old file still holds (marking rows
     * that fail their MAC), moves the old file aside as {@code <name>.cleared-<millis>} (never
     * deleted), creates a fresh store and logs RAM_CLEAR with the meters before and after.
     * Works on a damaged or unreadable file; refuses while another process holds the store.
     */
    public static MeterStore ramClear(Path path, MeterStoreConfig config, Clock clock, String authorizedBy, String reason) {
        requireText(authorizedBy, "authorizedBy");
        requireText(reason, "reason");
        Path p = path.toAbsolutePath();
        if (!java.nio.file.Files.exists(p)) {
            throw new MeterException(Kind.NOT_FOUND, "no store to RAM-clear at " + p + " (use create for a new cabinet)");
        }
        NativeLibrary.ensure(config.nativeLibraryDirFor(p));
        String before = RamClear.describe(p, config);
        Path aside = RamClear.moveAside(p, clock.millis());
        MeterStore s = create(p, config, clock);
        s.write("record the RAM clear", () -> {
            String after = RamClear.describe(MeterState.load(s.ctx));
            Events.append(s.ctx, config.eventLogSize(), EventType.RAM_CLEAR, "authorized by " + authorizedBy
                + " (" + reason + "); old file kept as " + aside.getFileName() + "; meters before: " + before
                + "; meters after: " + after);
            return null;
        });
        return s;
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

    /** Closes without the clean-shutdown marker, as a crash would (tests of recovery). */
    void abandon() {
        closed = true;
        db.close();
    }

    public Path path() {
        return path;
    }

    public String storeId() {
        return meta.storeId();
    }

    public MeterStoreConfig config() {
        return config;
    }

    // ------------------------------------------------------------------ rounds

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
        Objects.requireNonNull(d, "decision");
        return write("decide a round of " + d.gameId(), () -> {
            MeterState m = checkedMeters();
            requireNoRound();
            requireNoHandpay();
            if (d.creditsBefore() != m.credits()) {
                throw new MeterException(Kind.ILLEGAL_STATE, "the cabinet saw " + d.creditsBefore()
                    + " credits but the credit meter holds " + m.credits());
            }
            if (m.credits() < d.bet()) {
                throw new MeterException(Kind.INSUFFICIENT_CREDITS, "bet " + d.bet() + " exceeds the "
                    + m.credits() + " credits on the meter");
            }
            long id = Sequences.next(ctx, "journal", config.journalHistory());
            m.credits(m.credits() - d.bet());
            m.add(Meter.COIN_IN, d.bet());
            m.add(Meter.GAMES_PLAYED, 1);
            m.addGame(d.gameId(), GameMeter.COIN_IN, d.bet());
            m.addGame(d.gameId(), GameMeter.GAMES_PLAYED, 1);
            JournalEntry e = Journal.insert(ctx, id, d, d.win() >= config.handpayLimit());
            finish(m);
            return e;
        });
    }

    /** Marks the round shown to the player (DECIDED → PRESENTED; again on PRESENTED is a no-op). */
    public synchronized JournalEntry presented(long roundId) {
        return write("mark round " + roundId + " presented", () -> {
            JournalEntry e = round(roundId, "present");
            return switch (e.state()) {
                case PRESENTED -> e;
                case DECIDED -> {
                    JournalEntry p = new JournalEntry(e.roundId(), e.gameId(), e.betLevel(), e.bet(), e.creditsBefore(),
                        e.outcomeJson(), e.drawRecord(), e.win(), e.handpay(), RoundState.PRESENTED, e.decidedAt(),
                        Ctx.instant(ctx.now()), null, -1);
                    Journal.update(ctx, p);
                    yield p;
                }
                default -> throw new MeterException(Kind.ILLEGAL_STATE, "round " + roundId + " is " + e.state()
                    + "; only a DECIDED round can be presented");
            };
        });
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
        return write("pay round " + roundId, () -> {
            MeterState m = MeterState.load(ctx);
            JournalEntry e = round(roundId, "pay");
            if (e.state() != RoundState.PRESENTED) {
                throw new MeterException(Kind.ILLEGAL_STATE, "round " + roundId + " is " + e.state()
                    + "; only a PRESENTED round is paid (exactly once)");
            }
            JournalEntry out;
            if (e.handpay()) {
                HandpayRecord h = Handpays.insert(ctx, Sequences.next(ctx, "handpay", config.journalHistory()),
                    HandpayRecord.Kind.JACKPOT, roundId, e.win());
                out = withState(e, RoundState.HANDPAY_PENDING, null, -1);
                Events.append(ctx, config.eventLogSize(), EventType.HANDPAY_PENDING, "jackpot handpay " + h.handpayId()
                    + " of " + e.win() + " credits for round " + roundId + " (" + e.gameId() + ")");
            } else {
                m.credits(m.credits() + e.win());
                m.add(Meter.COIN_OUT, e.win());
                m.add(Meter.TOTAL_WON, e.win());
                m.addGame(e.gameId(), GameMeter.COIN_OUT, e.win());
                countResult(m, e);
                out = withState(e, RoundState.PAID, ctx.now(), m.credits());
            }
            Journal.update(ctx, out);
            finish(m);
            return out;
        });
    }

    // ------------------------------------------------------------------ handpay and cash-out

    /**
     * Starts a cancelled-credit handpay of the whole credit meter (the cabinet locks up until an
     * attendant keys it off with {@link #handpayPaid}). Checks meters and the self-audit first.
     *
     * @throws MeterException ILLEGAL_STATE with a round or handpay unfinished, or no credits
     */
    public synchronized HandpayRecord cashoutHandpay() {
        return write("start a cash-out handpay", () -> {
            MeterState m = checkedMeters();
            requireNoRound();
            requireNoHandpay();
            if (m.credits() == 0) {
                throw new MeterException(Kind.ILLEGAL_STATE, "no credits to cash out");
            }
            HandpayRecord h = Handpays.insert(ctx, Sequences.next(ctx, "handpay", config.journalHistory()),
                HandpayRecord.Kind.CANCELLED_CREDIT, 0, m.credits());
            Events.append(ctx, config.eventLogSize(), EventType.HANDPAY_PENDING, "cancelled-credit handpay "
                + h.handpayId() + " of " + h.amount() + " credits");
            finish(m);
            return h;
        });
    }

    /**
     * An attendant keyed off handpay {@code handpayId}, exactly once. A jackpot: meters 0002,
     * 0022, 0023, games won, per game; its round becomes PAID (the credit meter does not move).
     * A cancelled credit: the credit meter goes down by the amount (to 0), meters 0003, 0004, 0023.
     *
     * @throws MeterException ILLEGAL_STATE when the handpay is unknown or already paid
     */
    public synchronized HandpayRecord handpayPaid(long handpayId, String attendant) {
        requireText(attendant, "attendant");
        return write("pay handpay " + handpayId, () -> {
            MeterState m = checkedMeters();
            HandpayRecord h = Handpays.get(ctx, handpayId).orElseThrow(() -> new MeterException(Kind.ILLEGAL_STATE,
                "no handpay " + handpayId));
            if (h.paid()) {
                throw new MeterException(Kind.ILLEGAL_STATE, "handpay " + handpayId + " was already paid at "
                    + h.paidAt() + " by " + h.attendant());
            }
            if (h.kind() == HandpayRecord.Kind.JACKPOT) {
                JournalEntry e = round(h.roundId(), "pay the jackpot of");
                if (e.state() != RoundState.HANDPAY_PENDING || e.win() != h.amount()) {
                    throw ctx.corrupt("jackpot handpay " + handpayId + " does not match round " + e.roundId()
                        + " (" + e.state() + ", win " + e.win() + ")");
                }
                m.add(Meter.JACKPOT, h.amount());
                m.add(Meter.TOTAL_WON, h.amount());
                m.add(Meter.TOTAL_HANDPAID, h.amount());
                m.addGame(e.gameId(), GameMeter.JACKPOT, h.amount());
                countResult(m, e);
                Journal.update(ctx, withState(e, RoundState.PAID, ctx.now(), m.credits()));
            } else {
                if (m.credits() != h.amount()) {
                    throw ctx.corrupt("cash-out handpay " + handpayId + " is for " + h.amount()
                        + " credits but the credit meter holds " + m.credits());
                }
                m.credits(0);
                m.add(Meter.HANDPAID_CANCELLED_CREDITS, h.amount());
                m.add(Meter.CANCELLED_CREDITS, h.amount());
                m.add(Meter.TOTAL_HANDPAID, h.amount());
            }
            HandpayRecord paid = new HandpayRecord(h.handpayId(), h.kind(), h.roundId(), h.amount(), true,
                h.requestedAt(), Ctx.instant(ctx.now()), attendant);
            Handpays.update(ctx, paid);
            Events.append(ctx, config.eventLogSize(), EventType.HANDPAY_PAID, h.kind() + " handpay " + handpayId
                + " of " + h.amount() + " credits paid by " + attendant);
            finish(m);
            return paid;
        });
    }

    // ------------------------------------------------------------------ bills

    /**
     * A bill is in escrow and the validator is about to be told to stack it: the pending credit
     * is made durable first, under a new note id, so a power cut in between never loses it
     * (regulations.md 1.4, 1.9). Nothing is credited until {@link #billStacked}.
     *
     * @throws MeterException INVALID_ARGUMENT for a value without a SAS bill meter or not a whole
     *                        number of credits; ILLEGAL_STATE while a bill or handpay is pending
     */
    public synchronized NoteRecord billEscrowAccepted(long valueCents) {
        return escrow(valueCents, null);
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
        if (externalRef == null || !externalRef.matches("[\\x21-\\x7E]{1,64}")) {
            throw new MeterException(Kind.INVALID_ARGUMENT, "a bill's external reference must be 1-64 printable ASCII"
                + " characters without spaces, got '" + externalRef + "'");
        }
        return escrow(valueCents, externalRef);
    }

    /** The kept note escrowed with {@code externalRef}, if any (it may have left the bill log). */
    public synchronized Optional<NoteRecord> billByRef(String externalRef) {
        Objects.requireNonNull(externalRef, "externalRef");
        return read("find the bill " + externalRef, () -> Notes.byRef(ctx, externalRef));
    }

    private NoteRecord escrow(long valueCents, String externalRef) {
        BillDenominations.key(valueCents);
        if (valueCents % config.denominationCents() != 0) {
            throw new MeterException(Kind.INVALID_ARGUMENT, "a bill of " + valueCents + " cents is not a whole number of "
                + config.denominationCents() + "-cent credits");
        }
        long credits = valueCents / config.denominationCents();
        return write("escrow a bill of " + valueCents + " cents", () -> {
            MeterState m = MeterState.load(ctx);
            requireNoHandpay();
            Optional<NoteRecord> pending = Notes.pending(ctx);
            if (pending.isPresent()) {
                throw new MeterException(Kind.ILLEGAL_STATE, "bill " + pending.get().noteId()
                    + " is still pending; report it stacked or returned first");
            }
            if (m.credits() + credits >= ROLLOVER) {
                throw new MeterException(Kind.ILLEGAL_STATE, "the credit meter (" + m.credits()
                    + ") cannot take " + credits + " more credits");
            }
            if (externalRef != null && Notes.byRef(ctx, externalRef).isPresent()) {
                throw new MeterException(Kind.ILLEGAL_STATE, "a bill with reference " + externalRef + " was already escrowed");
            }
            return Notes.insert(ctx, Sequences.next(ctx, "note", config.billLogSize()), valueCents, credits, externalRef);
        });
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
        return write("credit stacked bill " + noteId, () -> {
            Optional<NoteRecord> found = Notes.get(ctx, noteId);
            Sequences.Range range = Sequences.get(ctx, "note");
            if (found.isEmpty()) {
                if (noteId >= 1 && noteId < range.first()) {
                    Events.append(ctx, config.eventLogSize(), EventType.BILL_DUPLICATE_REPORT, "stacked reported again for bill "
                        + noteId + ", settled long ago; not credited again");
                    return false;
                }
                throw new MeterException(Kind.ILLEGAL_STATE, "no bill " + noteId + " was escrowed");
            }
            NoteRecord n = found.get();
            switch (n.state()) {
                case STACKED -> {
                    Events.append(ctx, config.eventLogSize(), EventType.BILL_DUPLICATE_REPORT, "stacked reported again for bill "
                        + noteId + " (" + n.valueCents() + " cents); not credited again");
                    return false;
                }
                case RETURNED -> throw new MeterException(Kind.ILLEGAL_STATE, "bill " + noteId
                    + " was recorded returned (" + n.detail() + ") but is now reported stacked; check the stacker");
                default -> {
                }
            }
            MeterState m = MeterState.load(ctx);
            m.credits(m.credits() + n.credits());
            m.add(Meter.BILLS_IN_CREDITS, n.credits());
            m.add(Meter.DROP, n.credits());
            m.add(BillDenominations.key(n.valueCents()), 1);
            Notes.update(ctx, n.settled(NoteState.STACKED, Ctx.instant(ctx.now()), ""));
            Events.append(ctx, config.eventLogSize(), EventType.BILL_STACKED, "bill " + noteId + " of "
                + n.valueCents() + " cents stacked, " + n.credits() + " credits");
            finish(m);
            return true;
        });
    }

    /**
     * Bill {@code noteId} was returned to the player or rejected after escrow: clears the pending
     * record, credits nothing.
     *
     * @return false when it was already recorded returned
     * @throws MeterException ILLEGAL_STATE for an unknown note or one already stacked
     */
    public synchronized boolean billReturned(long noteId, String reason) {
        requireText(reason, "reason");
        return write("return bill " + noteId, () -> {
            NoteRecord n = Notes.get(ctx, noteId).orElseThrow(() -> new MeterException(Kind.ILLEGAL_STATE,
                "no bill " + noteId + " is known"));
            switch (n.state()) {
                case RETURNED -> {
                    return false;
                }
                case STACKED -> throw new MeterException(Kind.ILLEGAL_STATE, "bill " + noteId
                    + " was already stacked and credited; it cannot be returned");
                default -> {
                }
            }
            Notes.update(ctx, n.settled(NoteState.RETURNED, Ctx.instant(ctx.now()), reason));
            Events.append(ctx, config.eventLogSize(), EventType.BILL_RETURNED, "bill " + noteId + " of "
                + n.valueCents() + " cents returned: " + reason);
            return true;
        });
    }

    // ------------------------------------------------------------------ doors, tilts, attendant

    /** A monitored door opened: its openings meter +1 (every scope), event. */
    public synchronized void doorOpened(String door) {
        requireName(door, "door");
        write("record door " + door + " opened", () -> {
            MeterState m = MeterState.load(ctx);
            m.add(Meter.doorKey(door), 1);
            Events.append(ctx, config.eventLogSize(), EventType.DOOR_OPENED, door);
            finish(m);
            return null;
        });
    }

    /** A monitored door closed: the since-door-close meters start again from 0, event. */
    public synchronized void doorClosed(String door) {
        requireName(door, "door");
        write("record door " + door + " closed", () -> {
            MeterState m = MeterState.load(ctx);
            m.clear(Scope.DOOR_CLOSE);
            Events.append(ctx, config.eventLogSize(), EventType.DOOR_CLOSED, door);
            finish(m);
            return null;
        });
    }

    /** Persists an active tilt (shown again after power returns); false if already active. */
    public synchronized boolean raiseTilt(String code, String detail) {
        requireName(code, "tilt code");
        return write("raise tilt " + code, () -> {
            boolean added = ConfigRows.raiseTilt(ctx, code, detail == null ? "" : detail);
            if (added) {
                Events.append(ctx, config.eventLogSize(), EventType.TILT_RAISED, code + ": " + detail);
            }
            return added;
        });
    }

    /** Clears an active tilt; false if it was not active. */
    public synchronized boolean clearTilt(String code, String clearedBy) {
        requireName(code, "tilt code");
        requireText(clearedBy, "clearedBy");
        return write("clear tilt " + code, () -> {
            boolean removed = ConfigRows.clearTilt(ctx, code);
            if (removed) {
                Events.append(ctx, config.eventLogSize(), EventType.TILT_CLEARED, code + " cleared by " + clearedBy);
            }
            return removed;
        });
    }

    /** Sets every period meter to 0; the event records who and the period meters before. */
    public synchronized void clearPeriodMeters(String attendant) {
        requireText(attendant, "attendant");
        write("clear the period meters", () -> {
            MeterState m = MeterState.load(ctx);
            String before = RamClear.describeScope(m, Scope.PERIOD);
            m.clear(Scope.PERIOD);
            Events.append(ctx, config.eventLogSize(), EventType.PERIOD_CLEAR, "by " + attendant + "; period meters before: " + before);
            finish(m);
            return null;
        });
    }

    /** Sets a configuration value, logged with the old value; false when unchanged. */
    public synchronized boolean setConfig(String key, String value, String changedBy) {
        requireName(key, "config key");
        Objects.requireNonNull(value, "value");
        requireText(changedBy, "changedBy");
        return write("set config " + key, () -> {
            String old = ConfigRows.all(ctx).get(key);
            if (value.equals(old)) {
                return false;
            }
            ConfigRows.set(ctx, config.configHistorySize(), key, value, changedBy);
            Events.append(ctx, config.eventLogSize(), EventType.CONFIG_CHANGED, key + ": " + (old == null ? "(unset)" : old)
                + " -> " + value + " by " + changedBy);
            return true;
        });
    }

    /** Logs an event the cabinet reports (bill rejected or jammed, software verification, logins ...). */
    public synchronized EventRecord logEvent(EventType type, String detail) {
        Objects.requireNonNull(type, "type");
        if (!type.external()) {
            throw new MeterException(Kind.INVALID_ARGUMENT, type + " events are written by the store itself");
        }
        return write("log " + type, () -> Events.append(ctx, config.eventLogSize(), type, detail));
    }

    // ------------------------------------------------------------------ reads

    /** Every meter, every scope, and the per-game meters (MACs checked). */
    public synchronized MeterSnapshot meters() {
        return read("read the meters", () -> MeterState.load(ctx).snapshot());
    }

    public synchronized long credits() {
        return read("read the credit meter", () -> MeterState.load(ctx).credits());
    }

    /** The newest {@code n} rounds, newest first (game recall; at least the last 10 are kept). */
    public synchronized List<JournalEntry> recall(int n) {
        return read("recall rounds", () -> Journal.newest(ctx, Math.max(0, n)));
    }

    public synchronized Optional<JournalEntry> round(long roundId) {
        return read("read round " + roundId, () -> Journal.get(ctx, roundId));
    }

    /** The round not yet paid, if any. */
    public synchronized Optional<JournalEntry> roundInProgress() {
        return read("read the round in progress", () -> Journal.inProgress(ctx));
    }

    /** The newest {@code n} events, newest first. */
    public synchronized List<EventRecord> events(int n) {
        return read("read events", () -> Events.newest(ctx, n));
    }

    /** The newest {@code n} bills (pending, stacked and returned), newest first. */
    public synchronized List<NoteRecord> billLog(int n) {
        return read("read the bill log", () -> Notes.newest(ctx, Math.max(0, n)));
    }

    public synchronized Optional<NoteRecord> pendingBill() {
        return read("read the pending bill", () -> Notes.pending(ctx));
    }

    /** The newest {@code n} handpays, newest first. */
    public synchronized List<HandpayRecord> handpays(int n) {
        return read("read handpays", () -> Handpays.newest(ctx, Math.max(0, n)));
    }

    public synchronized Optional<HandpayRecord> pendingHandpay() {
        return read("read the pending handpay", () -> Handpays.pending(ctx));
    }

    public synchronized List<TiltRecord> activeTilts() {
        return read("read tilts", () -> ConfigRows.tilts(ctx));
    }

    public synchronized Map<String, String> configValues() {
        return read("read config", () -> ConfigRows.all(ctx));
    }

    /** The newest {@code n} configuration changes, newest first. */
    public synchronized List<ConfigChange> configHistory(int n) {
        return read("read config history", () -> ConfigRows.history(ctx, n));
    }

    /**
     * The full check the open runs: {@code PRAGMA integrity_check}, every row's MAC, every log's id
     * range, the meter row count, the pending-state cross-checks and the self-audit.
     *
     * @throws MeterException INTEGRITY or AUDIT (and this instance locks)
     */
    public synchronized void verify() {
        write("verify critical memory", () -> {
            String check = db.integrityCheck();
            if (!"ok".equals(check)) {
                throw new MeterException(Kind.INTEGRITY, "PRAGMA integrity_check failed on " + path + ": " + check);
            }
            Journal.verifyAll(ctx);
            Notes.verifyAll(ctx);
            Handpays.verifyAll(ctx);
            Events.verifyAll(ctx);
            ConfigRows.all(ctx);
            ConfigRows.history(ctx, null);
            ConfigRows.tilts(ctx);
            for (String s : Schema.SEQUENCES) {
                Sequences.verifyTable(ctx, s);
            }
            Optional<JournalEntry> open = Journal.inProgress(ctx);
            Optional<HandpayRecord> hp = Handpays.pending(ctx);
            Notes.pending(ctx);
            boolean roundWaits = open.isPresent() && open.get().state() == RoundState.HANDPAY_PENDING;
            boolean jackpotWaits = hp.isPresent() && hp.get().kind() == HandpayRecord.Kind.JACKPOT;
            if (roundWaits != jackpotWaits) {
                throw ctx.corrupt("a jackpot handpay and its round disagree (round "
                    + open.map(e -> e.roundId() + " " + e.state()).orElse("none") + ", handpay "
                    + hp.map(h -> h.handpayId() + " " + h.kind()).orElse("none") + ")");
            }
            checkedMeters();
            return null;
        });
    }

    /** The failure that locked this instance, if any. */
    public synchronized Optional<MeterException> failure() {
        return Optional.ofNullable(failure);
    }

    // ------------------------------------------------------------------ internals

    private void migrate(int version) {
        for (int v = version; v < Schema.VERSION; v++) {
            int from = v;
            write("migrate the schema from version " + from, () -> {
                for (String sql : Schema.MIGRATIONS.get(from - 1)) {
                    db.exec(sql);
                }
                db.exec("PRAGMA user_version=" + (from + 1));
                Events.append(ctx, config.eventLogSize(), EventType.SCHEMA_MIGRATED, "schema " + from + " -> " + (from + 1));
                return null;
            });
        }
    }

    private void powerUp() {
        recovery = write("record the power-up", () -> {
            StateRow st = StateRow.load(ctx);
            MeterState m = MeterState.load(ctx);
            m.clear(Scope.POWER_UP);
            m.add(Meter.POWER_RESETS, 1);
            Sequences.trim(ctx, "journal", config.journalHistory());
            Sequences.trim(ctx, "note", config.billLogSize());
            Sequences.trim(ctx, "handpay", config.journalHistory());
            Sequences.trim(ctx, "event", config.eventLogSize());
            Sequences.trim(ctx, "config_history", config.configHistorySize());
            if (!st.cleanShutdown()) {
                Events.append(ctx, config.eventLogSize(), EventType.POWER_LOSS_DETECTED,
                    "the previous run ended without a clean shutdown (power loss, crash or kill)");
            }
            Optional<JournalEntry> round = Journal.inProgress(ctx);
            Optional<NoteRecord> bill = Notes.pending(ctx);
            Optional<HandpayRecord> hp = Handpays.pending(ctx);
            List<TiltRecord> tilts = ConfigRows.tilts(ctx);
            Events.append(ctx, config.eventLogSize(), EventType.POWER_UP, "clean shutdown before: " + st.cleanShutdown()
                + "; round in progress: " + round.map(e -> e.roundId() + " " + e.state()).orElse("none")
                + "; bill pending: " + bill.map(n -> n.noteId() + " (" + n.valueCents() + " cents)").orElse("none")
                + "; handpay pending: " + hp.map(h -> h.handpayId() + " " + h.kind() + " " + h.amount()).orElse("none")
                + "; tilts: " + tilts.size());
            StateRow.load(ctx).withClean(false).save(ctx);
            finish(m);
            return new Recovery(st.cleanShutdown(), round, bill, hp, tilts, m.credits());
        });
    }

    /** Loads the meters and checks row count and the self-audit (before a round, a cash-out, a handpay). */
    private MeterState checkedMeters() throws SQLException {
        MeterState m = MeterState.load(ctx);
        StateRow st = StateRow.load(ctx);
        if (st.meterRows() != m.rowCount()) {
            throw ctx.corrupt("the store holds " + m.rowCount() + " meter rows but recorded " + st.meterRows());
        }
        Audit.check(path, m, Journal.inProgress(ctx).isPresent());
        return m;
    }

    /** Writes the moved meters, keeps the row count, and re-checks the self-audit. */
    private void finish(MeterState m) throws SQLException {
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

    private static void countResult(MeterState m, JournalEntry e) {
        if (e.win() > 0) {
            m.add(Meter.GAMES_WON, 1);
            m.addGame(e.gameId(), GameMeter.GAMES_WON, 1);
        } else {
            m.add(Meter.GAMES_LOST, 1);
            m.addGame(e.gameId(), GameMeter.GAMES_LOST, 1);
        }
    }

    private JournalEntry withState(JournalEntry e, RoundState state, Long paidAt, long creditsAfter) {
        return new JournalEntry(e.roundId(), e.gameId(), e.betLevel(), e.bet(), e.creditsBefore(), e.outcomeJson(),
            e.drawRecord(), e.win(), e.handpay(), state, e.decidedAt(), e.presentedAt(),
            paidAt == null ? null : Ctx.instant(paidAt), creditsAfter);
    }

    private JournalEntry round(long roundId, String action) throws SQLException {
        return Journal.get(ctx, roundId).orElseThrow(() -> new MeterException(Kind.ILLEGAL_STATE,
            "cannot " + action + " round " + roundId + ": the journal has no such round"));
    }

    private void requireNoRound() throws SQLException {
        Optional<JournalEntry> open = Journal.inProgress(ctx);
        if (open.isPresent()) {
            throw new MeterException(Kind.ILLEGAL_STATE, "round " + open.get().roundId() + " is still "
                + open.get().state() + "; finish it first");
        }
    }

    private void requireNoHandpay() throws SQLException {
        Optional<HandpayRecord> hp = Handpays.pending(ctx);
        if (hp.isPresent()) {
            throw new MeterException(Kind.ILLEGAL_STATE, hp.get().kind() + " handpay " + hp.get().handpayId()
                + " of " + hp.get().amount() + " credits is pending; an attendant must key it off first");
        }
    }

    /** A state change: refused once the store is locked by an integrity or audit failure. */
    private <T> T write(String what, Db.Work<T> work) {
        requireUsable();
        return run(what, work);
    }

    /** A read: still allowed after a failure (the attendant may look; the values may be wrong). */
    private <T> T read(String what, Db.Work<T> work) {
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

    /** Test hook for rollover tests only: edits meters with valid MACs (package-private on purpose). */
    void editMetersForTest(Consumer<MeterState> edit) {
        write("test edit", () -> {
            MeterState m = MeterState.load(ctx);
            edit.accept(m);
            int added = m.flush(ctx);
            StateRow st = StateRow.load(ctx);
            st.withMeterRows(st.meterRows() + added).save(ctx);
            return null;
        });
    }

    private static void requireText(String s, String what) {
        if (s == null || s.isBlank()) {
            throw new MeterException(Kind.INVALID_ARGUMENT, what + " must not be blank");
        }
    }

    private static void requireName(String s, String what) {
        if (s == null || !s.matches("[A-Za-z0-9._-]{1,64}")) {
            throw new MeterException(Kind.INVALID_ARGUMENT, what + " must be 1-64 of A-Z a-z 0-9 . _ -, got '" + s + "'");
        }
    }
}
