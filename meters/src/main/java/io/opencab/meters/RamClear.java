package io.opencab.meters;

import io.opencab.meters.MeterException.Kind;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Map;

/**
 * RAM clear's helpers: a tolerant reading of the old file's meters (whatever can still be read,
 * rows failing their MAC marked with {@code !}), the text form of meters for the log, and moving
 * the old files aside.
 */
final class RamClear {
    private RamClear() {
    }

    /** The meters of the store at {@code p} as far as they can be read; never throws except LOCKED. */
    static String describe(Path p, MeterStoreConfig cfg) {
        Db db;
        try {
            // Read-write (so SQLite can replay the WAL), exclusive: fails LOCKED if the store is in use.
            db = Db.connect(p, cfg, false, false);
        } catch (MeterException e) {
            if (e.kind() == Kind.LOCKED) {
                throw e;
            }
            return "unreadable (" + e.getMessage() + ")";
        }
        try (db) {
            RowMac mac = null;
            String macNote = "";
            try {
                mac = new RowMac(Meta.load(db, Meta.keyFile(p), (int) db.queryLong("PRAGMA user_version")).macKey());
            } catch (MeterException e) {
                macNote = " [MACs not checked: " + e.getMessage() + "]";
            }
            StringBuilder b = new StringBuilder();
            try (ResultSet r = db.ps("SELECT scope, code, value, mac FROM meter ORDER BY CASE scope WHEN 'LIFETIME' THEN 0"
                + " WHEN 'POWER_UP' THEN 1 WHEN 'DOOR_CLOSE' THEN 2 ELSE 3 END, scope, code").executeQuery()) {
                String scope = null;
                while (r.next()) {
                    String s = r.getString(1);
                    if (!s.equals(scope)) {
                        b.append(scope == null ? "" : "} ").append(s).append('{');
                        scope = s;
                    } else {
                        b.append(", ");
                    }
                    String code = r.getString(2);
                    long v = r.getLong(3);
                    b.append(code).append('=').append(v);
                    if (mac != null && !mac.matches(r.getBytes(4), "meter", s, code, v)) {
                        b.append('!');
                    }
                }
                if (scope != null) {
                    b.append('}');
                }
            }
            try (ResultSet r = db.ps("SELECT game_id, code, value FROM game_meter WHERE scope = 'LIFETIME' ORDER BY game_id, code").executeQuery()) {
                while (r.next()) {
                    b.append(" game ").append(r.getString(1)).append(' ').append(r.getString(2)).append('=').append(r.getLong(3));
                }
            }
            return b + macNote;
        } catch (SQLException e) {
            MeterException m = Db.map(p, "reading meters for the RAM clear", e);
            if (m.kind() == Kind.LOCKED) {
                throw m;
            }
            return "unreadable (" + m.getMessage() + ")";
        } catch (MeterException e) {
            if (e.kind() == Kind.LOCKED) {
                throw e;
            }
            return "unreadable (" + e.getMessage() + ")";
        }
    }

    /** Every scope's meters as text, for the log. */
    static String describe(MeterState m) {
        StringBuilder b = new StringBuilder();
        for (Scope s : Scope.values()) {
            b.append(b.isEmpty() ? "" : " ").append(describeScope(m, s));
        }
        return b.toString();
    }

    static String describeScope(MeterState m, Scope scope) {
        MeterSnapshot snap = m.snapshot();
        StringBuilder b = new StringBuilder(scope.name()).append('{');
        boolean first = true;
        for (Map.Entry<String, Long> e : snap.meters().get(scope).entrySet()) {
            b.append(first ? "" : ", ").append(e.getKey()).append('=').append(e.getValue());
            first = false;
        }
        snap.gameMeters().get(scope).forEach((game, row) -> row.forEach((code, v) ->
            b.append(", ").append(game).append('/').append(code).append('=').append(v)));
        return b.append('}').toString();
    }

    /** Moves the store and its side files to {@code <name>.cleared-<millis>}; returns the new main path. */
    static Path moveAside(Path p, long millis) {
        Path aside = Path.of(p + ".cleared-" + millis);
        try {
            // Main file first: if interrupted, a stray -wal stays at the old name and both open
            // and create refuse with a clear error instead of pairing it with a new file.
            Files.move(p, aside, StandardCopyOption.ATOMIC_MOVE);
            for (String side : new String[] {"-wal", "-shm", "-journal", ".key"}) {
                Path s = Path.of(p + side);
                if (Files.exists(s)) {
                    Files.move(s, Path.of(aside + side), StandardCopyOption.ATOMIC_MOVE);
                }
            }
        } catch (IOException e) {
            throw new MeterException(Kind.IO, "cannot move the old store " + p + " aside for the RAM clear", e);
        }
        StoreFiles.syncDirectory(p.getParent());
        return aside;
    }

    /** Moves the old store's witness aside as {@code <name>.cleared-<millis>} (kept as evidence). */
    static void moveWitnessAside(Path witness, long millis) {
        if (!Files.exists(witness)) {
            return;
        }
        try {
            Files.move(witness, Path.of(witness + ".cleared-" + millis), StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            throw new MeterException(Kind.IO, "cannot move the old witness " + witness + " aside for the RAM clear", e);
        }
        StoreFiles.syncDirectory(witness.getParent());
    }
}
