package io.opencab.meters;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;

/**
 * Security counters kept in critical memory, each row with its MAC (schema 4): today the wrong
 * attendant PINs since the last right one (regulations.md 1.11), so turning the key off and on or
 * cutting the power does not reset them.
 */
final class Guards {
    static final String PIN_FAILURES = "pin_failures";
    /** The SAS host's validation ID and its starting sequence number (LP 4C, docs/tito.md). */
    static final String VALIDATION_ID = "sas_validation_id";
    static final String VALIDATION_SEQUENCE = "sas_validation_seq";

    private Guards() {
    }

    static GuardCounter get(Ctx ctx, String name) throws SQLException {
        PreparedStatement p = ctx.db().ps("SELECT value, changed_at, mac FROM guard WHERE name = ?");
        p.setString(1, name);
        try (ResultSet r = p.executeQuery()) {
            if (!r.next()) {
                return new GuardCounter(0, null);
            }
            long v = r.getLong(1);
            long at = r.getLong(2);
            if (!ctx.mac().matches(r.getBytes(3), "guard", name, v, at)) {
                throw ctx.corrupt("guard row '" + name + "' fails its MAC");
            }
            return new GuardCounter(v, Ctx.instant(at));
        }
    }

    static GuardCounter set(Ctx ctx, String name, long value) throws SQLException {
        long now = ctx.now();
        Rows.upsertSigned(ctx, "guard", "name", "value", name, value, now);
        return new GuardCounter(value, Ctx.instant(now));
    }
}
