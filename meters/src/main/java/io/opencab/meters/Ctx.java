package io.opencab.meters;

import io.opencab.meters.MeterException.Kind;
import java.time.Clock;
import java.time.Instant;

/** What every table helper needs: the connection, the row MAC and the clock. */
record Ctx(Db db, RowMac mac, Clock clock) {
    long now() {
        return clock.millis();
    }

    MeterException corrupt(String what) {
        return new MeterException(Kind.INTEGRITY, what + " in " + db.path()
            + " (critical memory is corrupt: lock up until an authorized RAM clear)");
    }

    static Instant instant(long millis) {
        return Instant.ofEpochMilli(millis);
    }

    /** Nullable column as Instant. */
    static Instant instantOrNull(java.sql.ResultSet r, int column) throws java.sql.SQLException {
        long v = r.getLong(column);
        return r.wasNull() ? null : Instant.ofEpochMilli(v);
    }

    static Long longOrNull(java.sql.ResultSet r, int column) throws java.sql.SQLException {
        long v = r.getLong(column);
        return r.wasNull() ? null : v;
    }
}
