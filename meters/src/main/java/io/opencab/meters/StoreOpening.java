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

    static MeterStore open(Path path, MeterStoreConfig config, Clock clock) {
        Objects.requireNonNull(config, "config");
        Objects.requireNonNull(clock, "clock");
        Path p = StoreFiles.checkExisting(path);
        NativeLibrary.ensure(config.nativeLibraryDirFor(p));
        Db db = Db.connect(p, config, false, false);
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
            StoreCore core = new StoreCore(p, config, clock, db, meta);
            MeterStore store = new MeterStore(core);
            migrate(core, version);
            store.verify();
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
        NativeLibrary.ensure(config.nativeLibraryDirFor(p));
        Path tmp = StoreFiles.freshTemp(p);
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
        MeterStore s = create(p, config, clock);
        StoreCore core = s.core();
        core.write("record the RAM clear", () -> {
            String after = RamClear.describe(MeterState.load(core.ctx));
            Events.append(core.ctx, config.eventLogSize(), EventType.RAM_CLEAR, "authorized by " + authorizedBy
                + " (" + reason + "); old file kept as " + aside.getFileName() + "; meters before: " + before
                + "; meters after: " + after);
            return null;
        });
        return s;
    }

    private static void migrate(StoreCore core, int version) {
        for (int v = version; v < Schema.VERSION; v++) {
            int from = v;
            core.write("migrate the schema from version " + from, () -> {
                for (String sql : Schema.MIGRATIONS.get(from - 1)) {
                    core.db.exec(sql);
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
            core.finish(m);
            return new Recovery(st.cleanShutdown(), round, bill, hp, tilts, m.credits());
        });
    }
}
