package io.opencab.meters;

import io.opencab.meters.MeterException.Kind;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.HashMap;
import java.util.Map;
import org.sqlite.SQLiteConfig;
import org.sqlite.SQLiteException;
import org.sqlite.SQLiteOpenMode;

/**
 * One SQLite connection with the store's settings: exclusive locking (a second opener gets
 * LOCKED, and WAL needs no shared-memory file), WAL journal, {@code synchronous=FULL} or
 * {@code EXTRA}, never creating a file unless asked. Transactions are explicit
 * ({@code BEGIN IMMEDIATE ... COMMIT}); SQLite's result codes become {@link MeterException} kinds.
 */
final class Db implements AutoCloseable {
    private final Path path;
    private final Connection conn;
    private final Map<String, PreparedStatement> statements = new HashMap<>();

    /** The store\'s own sync mode (FULL or EXTRA), restored after a transaction committed without sync. */
    private String syncMode = "FULL";

    private Db(Path path, Connection conn) {
        this.path = path;
        this.conn = conn;
    }

    /** Connects; {@code create} allows SQLite to create the file, otherwise it must exist. */
    static Db connect(Path path, MeterStoreConfig cfg, boolean create, boolean readOnly) {
        SQLiteConfig c = new SQLiteConfig();
        if (!create) {
            c.resetOpenMode(SQLiteOpenMode.CREATE);
        }
        if (readOnly) {
            c.setReadOnly(true);
        }
        Connection conn;
        try {
            conn = c.createConnection("jdbc:sqlite:" + path);
        } catch (SQLException e) {
            throw map(path, "cannot open", e);
        }
        Db db = new Db(path, conn);
        try {
            db.exec("PRAGMA busy_timeout=" + cfg.busyTimeout().toMillis());
            if (!readOnly) {
                // Before the first access: the lock is then held for the connection's life.
                db.exec("PRAGMA locking_mode=EXCLUSIVE");
            }
        } catch (MeterException e) {
            db.close();
            throw e;
        }
        return db;
    }

    /** Applies and checks the durability settings; must run before any transaction. */
    void applyDurability(MeterStoreConfig cfg) {
        String mode = queryString("PRAGMA journal_mode=WAL");
        if (!"wal".equalsIgnoreCase(mode)) {
            throw new MeterException(Kind.IO, "SQLite refused WAL journal mode on " + path + " (mode is " + mode + ")");
        }
        syncMode = cfg.extraSync() ? "EXTRA" : "FULL";
        exec("PRAGMA synchronous=" + syncMode);
        long sync = queryLong("PRAGMA synchronous");
        long want = cfg.extraSync() ? 3 : 2;
        if (sync != want) {
            throw new MeterException(Kind.IO, "SQLite synchronous is " + sync + ", wanted " + want + " on " + path);
        }
        // Keep a checkpointed WAL from staying large on disk.
        exec("PRAGMA journal_size_limit=4194304");
        if (cfg.maxPageCount() > 0) {
            exec("PRAGMA max_page_count=" + cfg.maxPageCount());
        }
    }

    Path path() {
        return path;
    }

    /** Registers {@code oc_row(table, old mac, new mac)} on this connection, reporting to {@code digests}. */
    void function(String name, TableDigests digests) {
        try {
            org.sqlite.Function.create(conn, name, new org.sqlite.Function() {
                @Override
                protected void xFunc() throws SQLException {
                    digests.changed(value_text(0), value_blob(1), value_blob(2));
                    result();
                }
            });
        } catch (SQLException e) {
            throw map(path, "register " + name, e);
        }
    }

    /**
     * Runs {@code work} in one transaction committed without its own sync ({@code synchronous=NORMAL} for this
     * transaction only, then the store's mode again): in WAL mode the commit is appended to the WAL but not
     * synced, so a power cut may lose it, never tear it (SQLite drops frames after the last whole commit), and
     * the next synced commit makes it durable with everything before it (one fsync of the WAL file). Only for a
     * change whose loss the power-up recovers by itself (a round's {@code presented}; docs/meters.md).
     */
    <T> T txUnsynced(String what, Work<T> work) {
        exec("PRAGMA synchronous=NORMAL");
        try {
            return tx(what, work);
        } finally {
            exec("PRAGMA synchronous=" + syncMode);
        }
    }

    /** Runs {@code work} in one IMMEDIATE transaction; any failure rolls it back. */
    <T> T tx(String what, Work<T> work) {
        exec("BEGIN IMMEDIATE");
        boolean done = false;
        try {
            T result = work.run();
            exec("COMMIT");
            done = true;
            return result;
        } catch (SQLException e) {
            throw map(path, what, e);
        } finally {
            if (!done) {
                rollbackQuietly();
            }
        }
    }

    @FunctionalInterface
    interface Work<T> {
        T run() throws SQLException;
    }

    PreparedStatement ps(String sql) throws SQLException {
        PreparedStatement p = statements.get(sql);
        if (p == null) {
            p = conn.prepareStatement(sql);
            statements.put(sql, p);
        }
        p.clearParameters();
        return p;
    }

    void exec(String sql) {
        try (Statement s = conn.createStatement()) {
            s.execute(sql);
        } catch (SQLException e) {
            throw map(path, sql, e);
        }
    }

    String queryString(String sql) {
        try (Statement s = conn.createStatement(); ResultSet r = s.executeQuery(sql)) {
            return r.next() ? r.getString(1) : null;
        } catch (SQLException e) {
            throw map(path, sql, e);
        }
    }

    /** One number; the statement is kept (prepared once: a round counts the SAS queue and reads row ids). */
    long queryLong(String sql) {
        try (ResultSet r = ps(sql).executeQuery()) {
            if (!r.next()) {
                throw new MeterException(Kind.INTEGRITY, sql + " returned no row on " + path);
            }
            return r.getLong(1);
        } catch (SQLException e) {
            throw map(path, sql, e);
        }
    }

    /** Every row of {@code PRAGMA integrity_check}: just "ok" when the file is sound. */
    String integrityCheck() {
        StringBuilder b = new StringBuilder();
        try (Statement s = conn.createStatement(); ResultSet r = s.executeQuery("PRAGMA integrity_check(20)")) {
            while (r.next()) {
                if (!b.isEmpty()) {
                    b.append("; ");
                }
                b.append(r.getString(1));
            }
        } catch (SQLException e) {
            throw map(path, "PRAGMA integrity_check", e);
        }
        return b.toString();
    }

    private void rollbackQuietly() {
        try (Statement s = conn.createStatement()) {
            s.execute("ROLLBACK");
        } catch (SQLException ignored) {
            // SQLite may already have rolled back after the failure that brought us here (which
            // is the one reported); ROLLBACK then fails harmlessly with "no transaction is active".
        }
    }

    @Override
    public void close() {
        for (PreparedStatement p : statements.values()) {
            try {
                p.close();
            } catch (SQLException ignored) {
                // closing anyway
            }
        }
        statements.clear();
        try {
            conn.close();
        } catch (SQLException e) {
            throw map(path, "cannot close", e);
        }
    }

    /** SQLite's primary result code of {@code e}. */
    static int code(SQLException e) {
        if (e instanceof SQLiteException se) {
            return se.getResultCode().code & 0xff;
        }
        return e.getErrorCode() & 0xff;
    }

    static MeterException map(Path path, String what, SQLException e) {
        int code = code(e);
        Kind kind = switch (code) {
            case 5, 6 -> Kind.LOCKED;          // SQLITE_BUSY, SQLITE_LOCKED
            case 8 -> Kind.READ_ONLY;          // SQLITE_READONLY
            case 11 -> Kind.INTEGRITY;         // SQLITE_CORRUPT
            case 13 -> Kind.DISK_FULL;         // SQLITE_FULL
            case 26 -> Kind.NOT_A_STORE;       // SQLITE_NOTADB
            default -> Kind.IO;                // SQLITE_IOERR, SQLITE_CANTOPEN, ...
        };
        String hint = switch (kind) {
            case LOCKED -> " (another process or connection holds the store)";
            case DISK_FULL -> " (disk or page limit full; nothing of this change was written)";
            case READ_ONLY -> " (the file or its directory is not writable)";
            default -> "";
        };
        if (kind == Kind.NOT_A_STORE) {
            // SQLite's own words ("[SQLITE_NOTADB] File opened that is not a database file") read as a driver's fault;
            // the technician needs what the file is and that it was not touched (outside check, stop 50).
            return new MeterException(kind, path + " is not a database the meter store can read (a damaged file, or"
                + " another program's); it is left untouched", e);
        }
        return new MeterException(kind, what + " on " + path + ": " + e.getMessage() + hint, e);
    }
}
