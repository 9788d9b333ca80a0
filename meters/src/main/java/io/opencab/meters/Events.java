package io.opencab.meters;

import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.List;

/** The bounded event log. */
final class Events {
    /** Details longer than this are cut (with a marker) so one event cannot fill the log. */
    static final int MAX_DETAIL = 16_384;

    private Events() {
    }

    static EventRecord append(Ctx ctx, int limit, EventType type, String detail) throws SQLException {
        String d = detail == null ? "" : detail;
        if (d.length() > MAX_DETAIL) {
            d = d.substring(0, MAX_DETAIL) + " ...[" + (d.length() - MAX_DETAIL) + " characters cut]";
        }
        long id = Sequences.next(ctx, "event", limit);
        long at = ctx.now();
        PreparedStatement p = ctx.db().ps("INSERT INTO event (id, at, type, detail, mac) VALUES (?, ?, ?, ?, ?)");
        p.setLong(1, id);
        p.setLong(2, at);
        p.setString(3, type.name());
        p.setString(4, d);
        p.setBytes(5, ctx.mac().of("event", id, at, type.name(), d));
        p.executeUpdate();
        return new EventRecord(id, Ctx.instant(at), type, d);
    }

    static List<EventRecord> newest(Ctx ctx, int n) throws SQLException {
        return query(ctx, "SELECT id, at, type, detail, mac FROM event ORDER BY id DESC LIMIT ?", (long) Math.max(0, n));
    }

    static void verifyAll(Ctx ctx) throws SQLException {
        query(ctx, "SELECT id, at, type, detail, mac FROM event", null);
    }

    private static List<EventRecord> query(Ctx ctx, String sql, Long limit) throws SQLException {
        return Rows.query(ctx, sql, limit, (id, r) -> {
            long at = r.getLong(2);
            String type = r.getString(3);
            String detail = r.getString(4);
            if (!ctx.mac().matches(r.getBytes(5), "event", id, at, type, detail)) {
                throw ctx.corrupt("event row " + id + " fails its MAC");
            }
            EventType t;
            try {
                t = EventType.valueOf(type);
            } catch (IllegalArgumentException e) {
                throw ctx.corrupt("event row " + id + " has an unknown type '" + type + "'");
            }
            return new EventRecord(id, Ctx.instant(at), t, detail);
        });
    }
}
