package io.opencab.meters;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;

/** The aft_transfer and aft_registration rows, each with its MAC (docs/aft.md, schema 10). */
final class AftRows {
    private static final String TABLE = "aft_transfer";
    private static final String COLUMNS = "id, txn_id, type, status, cashable_cents, restricted_cents,"
        + " nonrestricted_cents, pool_id, expiry, flags, at, mac";

    private AftRows() {
    }

    /** Writes {@code t} as the next row, dropping the oldest rows beyond {@code keep}; returns it with its id. */
    static AftTransferRecord insert(Ctx ctx, AftTransferRecord t, int keep) throws SQLException {
        long id = ctx.db().queryLong("SELECT COALESCE(MAX(id), 0) + 1 FROM " + TABLE);
        AftTransferRecord r = new AftTransferRecord(id, t.transactionId(), t.type(), t.status(), t.cashableCents(),
            t.restrictedCents(), t.nonRestrictedCents(), t.poolId(), t.expiry(), t.flags(), Ctx.instant(ctx.now()), false);
        PreparedStatement p = ctx.db().ps("INSERT INTO " + TABLE + " (" + COLUMNS + ") VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
        Object[] f = fields(r);
        for (int i = 0; i < f.length; i++) {
            p.setObject(i + 1, f[i]);
        }
        p.setBytes(f.length + 1, ctx.mac().of(TABLE, f));
        p.executeUpdate();
        PreparedStatement d = ctx.db().ps("DELETE FROM " + TABLE + " WHERE id <= ?");
        d.setLong(1, id - keep);
        d.executeUpdate();
        return r;
    }

    static Optional<AftTransferRecord> byTransactionId(Ctx ctx, String txn) throws SQLException {
        return query(ctx, "SELECT " + COLUMNS + " FROM " + TABLE + " WHERE txn_id = ?", txn).stream().findFirst();
    }

    /** The newest {@code n} transfers, newest first (every row's MAC checked). */
    static List<AftTransferRecord> newest(Ctx ctx, int n) throws SQLException {
        return query(ctx, "SELECT " + COLUMNS + " FROM " + TABLE + " ORDER BY id DESC LIMIT " + n, null);
    }

    private static List<AftTransferRecord> query(Ctx ctx, String sql, String arg) throws SQLException {
        PreparedStatement p = ctx.db().ps(sql);
        if (arg != null) {
            p.setString(1, arg);
        }
        List<AftTransferRecord> out = new ArrayList<>();
        try (ResultSet r = p.executeQuery()) {
            while (r.next()) {
                AftTransferRecord t = new AftTransferRecord(r.getLong(1), r.getString(2), r.getInt(3), r.getInt(4),
                    r.getLong(5), r.getLong(6), r.getLong(7), r.getInt(8), r.getLong(9), r.getInt(10),
                    Ctx.instant(r.getLong(11)), false);
                if (!ctx.mac().matches(r.getBytes(12), TABLE, fields(t))) {
                    throw ctx.corrupt("AFT transfer row " + t.id() + " fails its MAC");
                }
                out.add(t);
            }
        }
        return out;
    }

    private static Object[] fields(AftTransferRecord t) {
        return new Object[] {t.id(), t.transactionId(), (long) t.type(), (long) t.status(), t.cashableCents(),
            t.restrictedCents(), t.nonRestrictedCents(), (long) t.poolId(), t.expiry(), (long) t.flags(),
            t.at().toEpochMilli()};
    }

    static Optional<AftRegistration> registration(Ctx ctx) throws SQLException {
        PreparedStatement p = ctx.db().ps("SELECT status, asset, reg_key, pos_id, changed_at, mac FROM aft_registration"
            + " WHERE id = 1");
        try (ResultSet r = p.executeQuery()) {
            if (!r.next()) {
                return Optional.empty();
            }
            AftRegistration g = new AftRegistration(r.getInt(1), r.getLong(2), HexFormat.of().parseHex(r.getString(3)),
                r.getLong(4), Ctx.instant(r.getLong(5)));
            if (!ctx.mac().matches(r.getBytes(6), "aft_registration", registrationFields(g))) {
                throw ctx.corrupt("the AFT registration row fails its MAC");
            }
            return Optional.of(g);
        }
    }

    static AftRegistration saveRegistration(Ctx ctx, AftRegistration g) throws SQLException {
        AftRegistration s = new AftRegistration(g.status(), g.assetNumber(), g.key(), g.posId(), Ctx.instant(ctx.now()));
        Object[] f = registrationFields(s);
        PreparedStatement p = ctx.db().ps("INSERT INTO aft_registration (id, status, asset, reg_key, pos_id, changed_at, mac)"
            + " VALUES (1, ?, ?, ?, ?, ?, ?) ON CONFLICT (id) DO UPDATE SET status = excluded.status, asset = excluded.asset,"
            + " reg_key = excluded.reg_key, pos_id = excluded.pos_id, changed_at = excluded.changed_at, mac = excluded.mac");
        for (int i = 0; i < f.length; i++) {
            p.setObject(i + 1, f[i]);
        }
        p.setBytes(f.length + 1, ctx.mac().of("aft_registration", f));
        p.executeUpdate();
        return s;
    }

    private static Object[] registrationFields(AftRegistration g) {
        return new Object[] {(long) g.status(), g.assetNumber(), HexFormat.of().formatHex(g.key()), g.posId(),
            g.changedAt().toEpochMilli()};
    }
}
