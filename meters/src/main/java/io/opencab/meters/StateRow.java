package io.opencab.meters;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;

/** The single state row: the clean-shutdown marker and how many meter rows exist. */
record StateRow(boolean cleanShutdown, long meterRows) {

    static void create(Ctx ctx, int meterRows) throws SQLException {
        PreparedStatement p = ctx.db().ps("INSERT INTO state (id, clean_shutdown, meter_rows, mac) VALUES (1, 1, ?, ?)");
        p.setLong(1, meterRows);
        p.setBytes(2, ctx.mac().of("state", 1L, (long) meterRows));
        p.executeUpdate();
    }

    static StateRow load(Ctx ctx) throws SQLException {
        PreparedStatement p = ctx.db().ps("SELECT clean_shutdown, meter_rows, mac FROM state WHERE id = 1");
        try (ResultSet r = p.executeQuery()) {
            if (!r.next()) {
                throw ctx.corrupt("the state row is missing");
            }
            long clean = r.getLong(1);
            long rows = r.getLong(2);
            if (!ctx.mac().matches(r.getBytes(3), "state", clean, rows) || (clean != 0 && clean != 1)) {
                throw ctx.corrupt("the state row fails its MAC");
            }
            return new StateRow(clean == 1, rows);
        }
    }

    void save(Ctx ctx) throws SQLException {
        long clean = cleanShutdown ? 1 : 0;
        PreparedStatement p = ctx.db().ps("UPDATE state SET clean_shutdown = ?, meter_rows = ?, mac = ? WHERE id = 1");
        p.setLong(1, clean);
        p.setLong(2, meterRows);
        p.setBytes(3, ctx.mac().of("state", clean, meterRows));
        if (p.executeUpdate() != 1) {
            throw ctx.corrupt("the state row is missing");
        }
    }

    StateRow withClean(boolean clean) {
        return new StateRow(clean, meterRows);
    }

    StateRow withMeterRows(long rows) {
        return new StateRow(cleanShutdown, rows);
    }
}
