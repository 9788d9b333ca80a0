package io.opencab.meters;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * How the record tables (bills, handpays, tickets in and out, the round journal) update and read their rows, the
 * same for each: every row is
 * checked as it is read (a state it cannot have, a MAC that does not match, two open where one can be), and any
 * of these is corrupt critical memory ({@link Ctx#corrupt}), never a row skipped.
 */
final class Rows {
    /** Reads one row, whose id (column 1) is given; throws {@link Ctx#corrupt} for a row that cannot be. */
    interface Reader<T> {
        T read(long id, ResultSet r) throws SQLException;
    }

    /** Reads one row of a table, whose id (column 1) is given, in the store {@code ctx}. */
    interface RowReader<T> {
        T read(Ctx ctx, long id, ResultSet r) throws SQLException;
    }

    /**
     * The reads every record table offers, the same for each: one row by id, the newest rows, the one open row,
     * every row checked.
     *
     * @param name    the table
     * @param columns its columns as read, the id first
     * @param reader  checks and reads one row
     */
    record Table<T>(String name, String columns, RowReader<T> reader) {
        /** The rows that {@code clause} (after FROM, e.g. " WHERE id = ?") selects, with {@code arg} bound (none when null). */
        List<T> select(Ctx ctx, String clause, Object arg) throws SQLException {
            PreparedStatement p = ctx.db().ps("SELECT " + columns + " FROM " + name + clause);
            if (arg != null) {
                p.setObject(1, arg);
            }
            return read(p, (id, r) -> reader.read(ctx, id, r));
        }

        Optional<T> get(Ctx ctx, long id) throws SQLException {
            return select(ctx, " WHERE id = ?", id).stream().findFirst();
        }

        List<T> newest(Ctx ctx, int n) throws SQLException {
            return select(ctx, " ORDER BY id DESC LIMIT ?", (long) n);
        }

        /** Reads every row, so that each is checked; throws {@link Ctx#corrupt} at the first that cannot be. */
        void verifyAll(Ctx ctx) throws SQLException {
            select(ctx, " ORDER BY id", null);
        }

        /** The one row in one of {@code states} (SQL literals), if any; more than one: "2 {open}; at most one can be". */
        Optional<T> open(Ctx ctx, String states, String open) throws SQLException {
            return atMostOne(ctx, select(ctx, " WHERE state IN (" + states + ") ORDER BY id", null), open);
        }
    }

    private Rows() {
    }

    /** The rows {@code sql} selects, with {@code arg} bound to its one parameter (none when null). */
    static <T> List<T> query(Ctx ctx, String sql, Long arg, Reader<T> reader) throws SQLException {
        PreparedStatement p = ctx.db().ps(sql);
        if (arg != null) {
            p.setLong(1, arg);
        }
        return read(p, reader);
    }

    static <T> List<T> read(PreparedStatement p, Reader<T> reader) throws SQLException {
        List<T> out = new ArrayList<>();
        try (ResultSet r = p.executeQuery()) {
            while (r.next()) {
                out.add(reader.read(r.getLong(1), r));
            }
        }
        return out;
    }

    /** The one open row, if any; more than one ({@code "2 " + open + "; at most one can be"}) is corrupt. */
    static <T> Optional<T> atMostOne(Ctx ctx, List<T> rows, String open) {
        if (rows.size() > 1) {
            throw ctx.corrupt(rows.size() + " " + open + "; at most one can be");
        }
        return rows.stream().findFirst();
    }

    /**
     * Writes the keyed row {@code key} of {@code table} (a configuration value, a guard counter): its value and
     * when it changed, signed over key, value and time, replacing the row that was there.
     */
    static void upsertSigned(Ctx ctx, String table, String keyColumn, String valueColumn, String key, Object value,
            long now) throws SQLException {
        PreparedStatement p = ctx.db().ps("INSERT INTO " + table + " (" + keyColumn + ", " + valueColumn
            + ", changed_at, mac) VALUES (?, ?, ?, ?) ON CONFLICT (" + keyColumn + ") DO UPDATE SET " + valueColumn
            + " = excluded." + valueColumn + ", changed_at = excluded.changed_at, mac = excluded.mac");
        p.setString(1, key);
        p.setObject(2, value);
        p.setLong(3, now);
        p.setBytes(4, ctx.mac().of(table, key, value, now));
        p.executeUpdate();
    }

    /** Runs an update of one row; a row that is not there any more is corrupt: "{row} row {id} vanished". */
    static void updateOne(Ctx ctx, PreparedStatement p, String row, long id) throws SQLException {
        if (p.executeUpdate() != 1) {
            throw ctx.corrupt(row + " row " + id + " vanished");
        }
    }

    /** A state column's value; one the enum does not have (or none) is corrupt: "{row} row {id} has an unknown state". */
    static <E extends Enum<E>> E state(Ctx ctx, Class<E> type, String value, String row, long id) {
        try {
            return Enum.valueOf(type, value);
        } catch (IllegalArgumentException | NullPointerException e) {
            throw ctx.corrupt(row + " row " + id + " has an unknown state");
        }
    }

    /** Returns {@code record} when its row's MAC matches its signed {@code fields}, else "{row} row {id} fails its MAC". */
    static <T> T signed(Ctx ctx, T record, byte[] mac, String table, Object[] fields, String row, long id) {
        if (!ctx.mac().matches(mac, table, fields)) {
            throw ctx.corrupt(row + " row " + id + " fails its MAC");
        }
        return record;
    }
}
