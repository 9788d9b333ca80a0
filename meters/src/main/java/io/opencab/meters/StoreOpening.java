package io.opencab.meters;

import io.opencab.meters.MeterException.Kind;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.time.Clock;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.UUID;

/**
 * Opening and creating a store, and the boot steps: file checks, schema, {@code integrity_check},
 * the full verify, migrations and the power-up record; and the authorized RAM clear.
 */
final class StoreOpening {
    private StoreOpening() {
    }

    /** A technician's decision to accept the store as it is and re-seal its witness. */
    record Reseal(String by, String reason) {
    }

    static MeterStore open(Path path, MeterStoreConfig config, Clock clock) {
        return open(path, config, clock, null);
    }

    /**
     * Opens; with {@code reseal} the store is compared with nothing: the technician accepted it
     * and the witness is re-sealed (WITNESS_RESEALED, both records logged) before the power-up.
     */
    static MeterStore open(Path path, MeterStoreConfig config, Clock clock, Reseal reseal) {
        Objects.requireNonNull(config, "config");
        Objects.requireNonNull(clock, "clock");
        Path p = StoreFiles.checkExisting(path);
        NativeLibrary.ensure(config.nativeLibraryDirFor(p));
        Reserve.ensure(p);
        Db db = Db.connect(p, config, false, false);
        try {
            int version = Schema.check(db);
            db.applyDurability(config);
            String check = db.integrityCheck();
            if (!"ok".equals(check)) {
                throw new MeterException(Kind.INTEGRITY, "PRAGMA integrity_check failed on " + p + ": " + check);
            }
            if (StoreFiles.shorterThanHeader(p)) {
                // A checkpoint cut short by a full disk: integrity_check passed on the file with its
                // -wal; finish the checkpoint now (DISK_FULL if there is still no room) and look again.
                db.exec("PRAGMA wal_checkpoint(TRUNCATE)");
                if (StoreFiles.shorterThanHeader(p)) {
                    throw new MeterException(Kind.DISK_FULL, p + " is still shorter than its header after a checkpoint;"
                        + " free space on its disk (its pages are safe in " + p.getFileName() + "-wal)");
                }
            }
            Meta meta = Meta.load(db, Meta.keyFile(p));
            if (meta.denominationCents() != config.denominationCents()) {
                throw new MeterException(Kind.CONFIG_MISMATCH, p + " counts credits of " + meta.denominationCents()
                    + " cents but the configuration says " + config.denominationCents()
                    + "; a denomination change needs a RAM clear");
            }
            StoreCore core = new StoreCore(p, config, clock, db, meta);
            MeterStore store = new MeterStore(core);
            core.chained(version >= 3);
            String witnessNote = reseal != null ? resealNote(core, reseal) : checkWitness(core, version);
            migrate(core, version);
            store.verify();
            if (meta.keyInDb()) {
                // regulations.md 1.1: rows signed by a key kept beside them catch corruption, not forgery.
                meta.moveKeyOut(db, Meta.keyFile(p));
                core.write("record the MAC key's move", () -> Events.append(core.ctx, config.eventLogSize(),
                    EventType.CABINET, "the store's MAC key moved out of the database to " + Meta.keyFile(p)
                    + " (readable only by the cabinet's user)"));
            }
            if (witnessNote != null) {
                core.write("record the witness", () -> {
                    Events.append(core.ctx, config.eventLogSize(), reseal != null ? EventType.WITNESS_RESEALED
                        : EventType.WITNESS_RECOVERED, witnessNote);
                    // SAS memory errors (docs/sas.md "Memory errors"), with the event that records the fault:
                    // 31 the store was one change ahead of its witness and the copy was recovered; 32 a technician
                    // accepted a store that disagreed with its witness (nothing was recovered).
                    SasQueue.raise(core.ctx, reseal != null ? 0x32 : 0x31, 0, 0);
                    return null;
                });
                core.witnessChecks(true);
            }
            store.recovered(powerUp(core));
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

    static MeterStore create(Path path, MeterStoreConfig config, Clock clock) {
        Objects.requireNonNull(config, "config");
        Objects.requireNonNull(clock, "clock");
        Path p = StoreFiles.checkCreatable(path);
        Path witness = config.witnessPathFor(p);
        // A witness at sequence 0 is of a store whose create was cut short before it was published
        // (the witness is written first): it never recorded anything and may be replaced.
        Witness.Record left = Witness.read(witness).orElse(null);
        if (left != null && left.seq() > 0) {
            throw new MeterException(Kind.ALREADY_EXISTS, "a witness exists at " + witness + " (store " + left.storeId()
                + ", sequence " + Witness.fmt(left.seq()) + ") but no store at " + p + ": the store it witnesses is"
                + " missing; a new store is never created over its witness (restore the store, or RAM-clear deliberately)");
        }
        NativeLibrary.ensure(config.nativeLibraryDirFor(p));
        Path tmp = StoreFiles.freshTemp(p);
        StoreFiles.createPrivate(tmp); // SQLite gives its -wal (and -shm) the store file's permissions
        Chain.Link[] genesis = new Chain.Link[1];
        String[] id = new String[1];
        try (Db db = Db.connect(tmp, config, true, false)) {
            db.exec("PRAGMA application_id=" + Schema.APPLICATION_ID);
            db.exec("PRAGMA user_version=" + Schema.VERSION);
            db.applyDurability(config);
            byte[] key = new byte[32];
            new SecureRandom().nextBytes(key);
            Meta meta = new Meta(UUID.randomUUID().toString(), clock.millis(), config.denominationCents(), key, false);
            Meta.writeKeyFile(Meta.keyFile(p), key);
            Ctx c = new Ctx(db, new RowMac(key), clock);
            db.tx("create the store", () -> {
                for (String ddl : Schema.current()) {
                    db.exec(ddl);
                }
                meta.insert(db);
                genesis[0] = Chain.create(c, meta.storeId());
                id[0] = meta.storeId();
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
        Witness.write(witness, id[0], genesis[0], clock.millis());
        StoreFiles.publish(tmp, p);
        return open(p, config, clock);
    }

    static MeterStore ramClear(Path path, MeterStoreConfig config, Clock clock, String authorizedBy, String reason) {
        Args.requireText(authorizedBy, "authorizedBy");
        Args.requireText(reason, "reason");
        Path p = path.toAbsolutePath();
        if (!Files.exists(p)) {
            throw new MeterException(Kind.NOT_FOUND, "no store to RAM-clear at " + p + " (use create for a new cabinet)");
        }
        NativeLibrary.ensure(config.nativeLibraryDirFor(p));
        String before = RamClear.describe(p, config);
        Path aside = RamClear.moveAside(p, clock.millis());
        RamClear.moveWitnessAside(config.witnessPathFor(p), clock.millis());
        MeterStore s = create(p, config, clock);
        StoreCore core = s.core();
        core.write("record the RAM clear", () -> {
            String after = RamClear.describe(MeterState.load(core.ctx));
            Events.append(core.ctx, config.eventLogSize(), EventType.RAM_CLEAR, "authorized by " + authorizedBy
                + " (" + reason + "); old file kept as " + aside.getFileName() + "; meters before: " + before
                + "; meters after: " + after);
            SasQueue.raise(core.ctx, 0x7A, 0, 0);
            return null;
        });
        return s;
    }

    /**
     * The boot comparison with the witness, before anything is written. Returns the event text
     * when the store was one change ahead (power cut between store and witness) and the witness
     * was brought up to date; null when they agree; throws WITNESS on any other disagreement.
     */
    private static String checkWitness(StoreCore core, int version) {
        if (version < 3) {
            if (Files.exists(core.witness)) {
                throw new MeterException(Kind.WITNESS, "witness " + core.witness + " exists but the store " + core.path
                    + " (store " + core.meta.storeId() + ") has schema " + version + " and no chain: a store from before"
                    + " the witness was put back");
            }
            return null;
        }
        Witness.Verdict v = core.read("compare the store with its witness", core::compareWitness);
        if (v == Witness.Verdict.AGREE) {
            return null;
        }
        Chain.Link at = core.read("bring the witness up to the store", () -> {
            core.catchUpWitness();
            return Chain.load(core.ctx);
        });
        return "the store " + core.path + " was one change ahead of its witness " + core.witness + " (sequence "
            + Witness.fmt(at.seq()) + ", chaining onto the witnessed hash " + at.prevHex().substring(0, 16)
            + "...): a power cut between the store's commit and the witness; the witness was brought up to date";
    }

    private static String resealNote(StoreCore core, Reseal reseal) {
        Args.requireText(reseal.by(), "authorizedBy");
        Args.requireText(reseal.reason(), "reason");
        core.witnessChecks(false);
        String report = core.chainedReport();
        return "witness " + core.witness + " re-sealed to the store as it is, authorized by " + reseal.by() + " ("
            + reseal.reason() + "); before: " + report.replaceAll("\\s+", " ").strip();
    }

    /** Both records side by side without changing the store (nothing is committed; the file is locked meanwhile). */
    static String report(Path path, MeterStoreConfig config) {
        Objects.requireNonNull(config, "config");
        Path p = StoreFiles.checkExisting(path);
        NativeLibrary.ensure(config.nativeLibraryDirFor(p));
        try (Db db = Db.connect(p, config, false, false)) {
            int version = Schema.check(db);
            Meta meta = Meta.load(db, Meta.keyFile(p));
            StoreCore core = new StoreCore(p, config, Clock.systemUTC(), db, meta);
            core.chained(version >= 3);
            return core.chainedReport();
        }
    }

    private static void migrate(StoreCore core, int version) {
        for (int v = version; v < Schema.VERSION; v++) {
            int from = v;
            core.write("migrate the schema from version " + from, () -> {
                for (String sql : Schema.MIGRATIONS.get(from - 1)) {
                    core.db.exec(sql);
                }
                if (from + 1 == 3) {
                    Chain.create(core.ctx, core.meta.storeId());
                    core.chained(true);
                }
                core.db.exec("PRAGMA user_version=" + (from + 1));
                Events.append(core.ctx, core.config.eventLogSize(), EventType.SCHEMA_MIGRATED,
                    "schema " + from + " -> " + (from + 1));
                return null;
            });
        }
    }

    private static Recovery powerUp(StoreCore core) {
        Ctx ctx = core.ctx;
        MeterStoreConfig config = core.config;
        return core.write("record the power-up", () -> {
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
                SasQueue.raise(ctx, 0x18, 0, 0);
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
            SasQueue.raise(ctx, 0x17, 0, 0);
            core.finish(m);
            return new Recovery(st.cleanShutdown(), round, bill, hp, tilts, m.credits());
        });
    }
}
