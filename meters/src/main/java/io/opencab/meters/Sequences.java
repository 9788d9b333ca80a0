package io.opencab.meters;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;

/**
 * The id range each bounded log holds, MAC-protected: ids are assigned 1, 2, 3 ... and the
 * rows {@code first..last} must all be there, so a lost, added or renumbered row is detected.
 * Appending past the log's size deletes the oldest rows.
 */
final class Sequences {
    record Range(long first, long last) {
        long count() {
            return last - first + 1;
        }
    }

    private Sequences() {
    }

    static void create(Ctx ctx, String name) throws SQLException {
        PreparedStatement p = ctx.db().ps("INSERT INTO seq (name, first_id, last_id, mac) VALUES (?, 1, 0, ?)");
        p.setString(1, name);
        p.setBytes(2, ctx.mac().of("seq", name, 1L, 0L));
        p.executeUpdate();
    }

    static Range get(Ctx ctx, String name) throws SQLException {
        PreparedStatement p = ctx.db().ps("SELECT first_id, last_id, mac FROM seq WHERE name = ?");
        p.setString(1, name);
        try (ResultSet r = p.executeQuery()) {
            if (!r.next()) {
                throw ctx.corrupt("sequence row '" + name + "' is missing");
            }
            long first = r.getLong(1);
            long last = r.getLong(2);
            if (!ctx.mac().matches(r.getBytes(3), "seq", name, first, last) || first < 1 || last < first - 1) {
                throw ctx.corrupt("sequence row '" + name + "' fails its MAC or range (" + first + ".." + last + ")");
            }
            return new Range(first, last);
        }
    }

    /** Takes the next id of {@code name}, deleting the oldest rows beyond {@code limit}; returns the id. */
    static long next(Ctx ctx, String name, int limit) throws SQLException {
        Range r = get(ctx, name);
        long id = r.last() + 1;
        long first = Math.max(r.first(), id - limit + 1);
        put(ctx, name, first, id);
        if (first > r.first()) {
            deleteBefore(ctx, name, first);
        }
        return id;
    }

    /** Shrinks {@code name} to its newest {@code limit} rows (after a smaller size is configured). */
    static void trim(Ctx ctx, String name, int limit) throws SQLException {
        Range r = get(ctx, name);
        if (r.count() > limit) {
            long first = r.last() - limit + 1;
            put(ctx, name, first, r.last());
            deleteBefore(ctx, name, first);
        }
    }

    private static void put(Ctx ctx, String name, long first, long last) throws SQLException {
        PreparedStatement p = ctx.db().ps("UPDATE seq SET first_id = ?, last_id = ?, mac = ? WHERE name = ?");
        p.setLong(1, first);
        p.setLong(2, last);
        p.setBytes(3, ctx.mac().of("seq", name, first, last));
        p.setString(4, name);
        if (p.executeUpdate() != 1) {
            throw ctx.corrupt("sequence row '" + name + "' is missing");
        }
    }

    private static void deleteBefore(Ctx ctx, String table, long first) throws SQLException {
        // Table names come from Schema.SEQUENCES, never from input.
        PreparedStatement p = ctx.db().ps("DELETE FROM " + table + " WHERE id < ?");
        p.setLong(1, first);
        p.executeUpdate();
    }

    /** Checks that {@code table} holds exactly the ids of its range. */
    static void verifyTable(Ctx ctx, String table) throws SQLException {
        Range r = get(ctx, table);
        PreparedStatement p = ctx.db().ps("SELECT count(*), coalesce(min(id), 0), coalesce(max(id), 0) FROM " + table);
        try (ResultSet rs = p.executeQuery()) {
            rs.next();
            long count = rs.getLong(1);
            long min = rs.getLong(2);
            long max = rs.getLong(3);
            boolean ok = r.count() == 0 ? count == 0 : count == r.count() && min == r.first() && max == r.last();
            if (!ok) {
                throw ctx.corrupt(table + " holds " + count + " rows with ids " + min + ".." + max
                    + " but its sequence says " + r.first() + ".." + r.last());
            }
        }
    }
}
