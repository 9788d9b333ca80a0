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

    private Rows() {
    }

    /** The rows {@code sql} selects, with {@code arg} bound to its one parameter (none when null). */
    static <T> List<T> query(Ctx ctx, String sql, Long arg, Reader<T> reader) throws SQLException {
        PreparedStatement p = ctx.db.ps(sql);
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
        if (!ctx.mac.matches(mac, table, fields)) {
            throw ctx.corrupt(row + " row " + id + " fails its MAC");
        }
        return record;
    }
}
