package io.opencab.meters;

import io.opencab.meters.MeterException.Kind;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.time.Clock;
import java.util.List;
import java.util.Map;
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
            Meta meta = Meta.load(db, Meta.keyFile(p), version);
            if (meta.denominationCents() != config.denominationCents()) {
                throw new MeterException(Kind.CONFIG_MISMATCH, p + " counts credits of " + meta.denominationCents()
                    + " cents but the configuration says " + config.denominationCents()
                    + "; a denomination change needs a RAM clear");
            }
            StoreCore core = new StoreCore(p, config, clock, db, meta);
            MeterStore store = new MeterStore(core);
            core.chained(version >= 3);
            core.full(version >= Schema.HISTORY);
            String witnessNote = reseal != null ? resealNote(core, reseal) : checkWitness(core, version);
            migrate(core, version);
            store.verify();
            if (witnessNote != null) {
                boolean fault = reseal == null && witnessNote.contains(SEAL_FAULT_NOTE);
                core.write("record the witness", () -> {
                    Events.append(core.ctx, config.eventLogSize(), reseal != null ? EventType.WITNESS_RESEALED
                        : EventType.WITNESS_RECOVERED, witnessNote);
                    // SAS memory errors (docs/sas.md "Memory errors"), with the event that records the fault:
                    // 31 the store was ahead of its witness and the copy was recovered; 32 a technician
                    // accepted a store that disagreed with its witness (nothing was recovered). A seal that
                    // failed was recorded as STORE_FAULT when it happened and stays that until cleared.
                    if (fault) {
                        Guards.set(core.ctx, StoreCore.SEAL_FAULT, 0);
                    } else if (!witnessNote.startsWith(FIRST_SEAL)) {
                        SasQueue.raise(core.ctx, reseal != null ? 0x32 : 0x31, 0, 0);
                    }
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
        String left = Witness.leftOver(witness);
        if (left != null) {
            throw new MeterException(Kind.ALREADY_EXISTS, "a witness exists at " + witness + " (" + left + ") but no"
                + " store at " + p + ": the store it witnesses is missing; a new store is never created over its witness"
                + " (restore the store, or RAM-clear deliberately)");
        }
        long anchorAt = anchorNow(config);
        NativeLibrary.ensure(config.nativeLibraryDirFor(p));
        Path tmp = StoreFiles.freshTemp(p);
        StoreFiles.createPrivate(tmp); // SQLite gives its -wal (and -shm) the store file's permissions
        Chain.Link[] genesis = new Chain.Link[1];
        String[] id = new String[1];
        byte[][] key = new byte[1][];
        try (Db db = Db.connect(tmp, config, true, false)) {
            db.exec("PRAGMA application_id=" + Schema.APPLICATION_ID);
            db.exec("PRAGMA user_version=" + Schema.VERSION);
            db.applyDurability(config);
            key[0] = new byte[32];
            new SecureRandom().nextBytes(key[0]);
            Meta meta = new Meta(UUID.randomUUID().toString(), clock.millis(), config.denominationCents(), key[0]);
            Meta.writeKeyFile(Meta.keyFile(p), key[0]);
            Ctx c = new Ctx(db, new RowMac(key[0]), clock);
            db.tx("create the store", () -> {
                for (String ddl : Schema.current()) {
                    db.exec(ddl);
                }
                meta.insert(db);
                Chain.Link g = Chain.create(c, meta.storeId());
                id[0] = meta.storeId();
                for (String s : Schema.SEQUENCES) {
                    Sequences.create(c, s);
                }
                MeterState m = MeterState.initial();
                StateRow.create(c, m.flush(c));
                Events.append(c, config.eventLogSize(), EventType.STORE_CREATED, "store " + meta.storeId()
                    + " created; schema " + Schema.VERSION + "; denomination " + config.denominationCents() + " cents"
                    + (config.anchor() == null ? "; no rollback anchor" : "; sealed to the rollback anchor "
                    + config.anchor().describe() + " at " + anchorAt));
                // Link 0 holds what every table holds, and the anchor's value now: the first seal advances it.
                genesis[0] = new Chain.Link(0, g.hash(), List.of(), new TableDigests(key[0]).compute(db), anchorAt);
                Chain.save(c, genesis[0], true);
                return null;
            });
            db.exec("PRAGMA wal_checkpoint(TRUNCATE)");
        }
        new Witness(witness, id[0], key[0]).write(id[0], genesis[0], clock.millis());
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
                    + " the witness was put back. " + Remedy.RESEAL);
            }
            core.seal.compare(core.path, Chain.genesis(core.meta.storeId()), false); // the anchor's value, for the first seal
            return null;
        }
        if (Files.exists(core.witness) && !Files.isWritable(core.witness)) {
            // Before anything is written: a store that cannot seal would commit its power-up and then stop.
            throw new MeterException(Kind.WITNESS_UNAVAILABLE, "the witness " + core.witness + " cannot be written"
                + " (read-only file or file system); the store " + core.path + " was not changed. "
                + Remedy.mountWitness(core.witness));
        }
        Witness.Verdict v = core.read("compare the store with its witness", core::compareWitness);
        Chain.Link at = core.link();
        String anchorNote = core.seal.compare(core.path, at, false);
        if (v == Witness.Verdict.AGREE && (anchorNote == null || anchorNote.startsWith(FIRST_SEAL))) {
            return anchorNote;
        }
        long faults = core.read("read the seal faults", () -> Guards.get(core.ctx, StoreCore.SEAL_FAULT).value());
        core.sealNow();
        String why = faults > 0 ? SEAL_FAULT_NOTE + " (STORE_FAULT stays until a technician clears it)"
            : "a power cut before the seal, or changes whose seal waits for the next (docs/meters.md)";
        return (v == Witness.Verdict.AHEAD ? "the store " + core.path + " was ahead of its witness " + core.witness
            + " (now sealed at sequence " + Witness.fmt(at.seq()) + ", its chain running through the witnessed link)"
            : "the witness " + core.witness + " agreed") + (anchorNote == null ? "" : "; " + anchorNote) + ": " + why
            + "; witness and anchor were brought up to date";
    }

    /** How a recovery note says the seal had failed and was recorded then. */
    private static final String SEAL_FAULT_NOTE = "its seal had failed and was recorded";
    /** How a note says the store met its rollback anchor for the first time. */
    private static final String FIRST_SEAL = "the store was sealed to the rollback anchor";

    private static String resealNote(StoreCore core, Reseal reseal) {
        Args.requireText(reseal.by(), "authorizedBy");
        Args.requireText(reseal.reason(), "reason");
        core.witnessChecks(false);
        core.seal.compare(core.path, core.link(), true);
        String report = core.chainedReport();
        return "witness " + core.witness + " re-sealed to the store as it is, authorized by " + reseal.by() + " ("
            + reseal.reason() + "); before: " + report.replaceAll("\\s+", " ").strip();
    }

    /** Both records side by side without changing the store (nothing is committed; the file is locked meanwhile). */
    static String report(Path path, MeterStoreConfig config) {
        return unopened(path, config, (core, version) -> {
            core.chained(version >= 3);
            core.full(version >= Schema.HISTORY);
            return core.chainedReport();
        });
    }

    static Map<String, String> sealedConfig(Path path, MeterStoreConfig config) {
        return unopened(path, config, (core, version) -> core.read("read the sealed configuration",
            () -> ConfigRows.all(core.ctx)));
    }

    /**
     * A read of the store at {@code path} without opening it (no power-up recorded, no recovery, the witness not
     * compared), with its key and schema as the open has them.
     */
    private static <T> T unopened(Path path, MeterStoreConfig config,
                                  java.util.function.BiFunction<StoreCore, Integer, T> read) {
        Objects.requireNonNull(config, "config");
        Path p = StoreFiles.checkExisting(path);
        NativeLibrary.ensure(config.nativeLibraryDirFor(p));
        try (Db db = Db.connect(p, config, false, false)) {
            int version = Schema.check(db);
            Meta meta = Meta.load(db, Meta.keyFile(p), version);
            return read.apply(new StoreCore(p, config, Clock.systemUTC(), db, meta), version);
        }
    }

    /** The anchor's value for a new store's link 0 (-1 without an anchor). */
    private static long anchorNow(MeterStoreConfig config) {
        if (config.anchor() == null) {
            return -1;
        }
        try {
            return config.anchor().read();
        } catch (RuntimeException e) {
            throw new MeterException(Kind.WITNESS_UNAVAILABLE, "cannot read the rollback anchor "
                + config.anchor().describe() + ": " + e.getMessage() + ". " + Remedy.anchor(config.anchor().describe()), e);
        }
    }

    private static void migrate(StoreCore core, int version) {
        for (int v = version; v < Schema.VERSION; v++) {
            int from = v;
            core.write("migrate the schema from version " + from, () -> {
                for (String sql : Schema.MIGRATIONS.get(from - 1)) {
                    if (!Schema.columnExists(core.db, sql)) {
                        core.db.exec(sql);
                    }
                }
                core.digests.install(core.db); // a table this step added is covered too
                core.rebuildDigests();
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
