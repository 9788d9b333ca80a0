package io.opencab.meters;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Optional;

/** Attendant-paid amounts: jackpots and cancelled credits, pending until keyed off. */
final class Handpays {
    private static final String INSERTED = "id, kind, round_id, amount, state, requested_at, paid_at, attendant, mac";
    private static final String COLUMNS = INSERTED + ", validation, val_sequence, receipt";
    /** Its rows: one by id, the newest, all checked. */
    static final Rows.Table<HandpayRecord> ROWS = new Rows.Table<>("handpay", COLUMNS, Handpays::row);

    private Handpays() {
    }

    static Optional<HandpayRecord> pending(Ctx ctx) throws SQLException {
        return ROWS.open(ctx, "'PENDING'", "handpays are pending");
    }

    static HandpayRecord insert(Ctx ctx, long id, HandpayRecord.Kind kind, long roundId, long amount) throws SQLException {
        HandpayRecord h = new HandpayRecord(id, kind, roundId, amount, false, Ctx.instant(ctx.now()), null, null);
        PreparedStatement p = ctx.db().ps("INSERT INTO handpay (" + INSERTED + ") VALUES (?, ?, ?, ?, ?, ?, NULL, NULL, ?)");
        p.setLong(1, id);
        p.setString(2, kind.name());
        p.setLong(3, roundId);
        p.setLong(4, amount);
        p.setString(5, "PENDING");
        p.setLong(6, h.requestedAt().toEpochMilli());
        p.setBytes(7, ctx.mac().of("handpay", fields(h)));
        p.executeUpdate();
        return h;
    }

    static void update(Ctx ctx, HandpayRecord h) throws SQLException {
        PreparedStatement p = ctx.db().ps("UPDATE handpay SET state = ?, paid_at = ?, attendant = ?, mac = ?,"
            + " validation = ?, val_sequence = ?, receipt = ? WHERE id = ?");
        p.setString(1, h.paid() ? "PAID" : "PENDING");
        Journal.setNullable(p, 2, h.paidAt() == null ? null : h.paidAt().toEpochMilli());
        p.setString(3, h.attendant());
        p.setBytes(4, ctx.mac().of("handpay", fields(h)));
        HandpayValidation v = h.validation();
        p.setString(5, v == null ? null : v.number());
        Journal.setNullable(p, 6, v == null ? null : v.sequence());
        Journal.setNullable(p, 7, v == null ? null : v.receipt() ? 1L : 0L);
        p.setLong(8, h.handpayId());
        Rows.updateOne(ctx, p, "handpay", h.handpayId());
    }

    private static HandpayRecord row(Ctx ctx, long id, ResultSet r) throws SQLException {
        HandpayRecord.Kind kind;
        String state = r.getString(5);
        try {
            kind = HandpayRecord.Kind.valueOf(r.getString(2));
        } catch (IllegalArgumentException | NullPointerException e) {
            throw ctx.corrupt("handpay row " + id + " has an unknown kind");
        }
        if (!"PAID".equals(state) && !"PENDING".equals(state)) {
            throw ctx.corrupt("handpay row " + id + " has an unknown state");
        }
        HandpayRecord h = new HandpayRecord(id, kind, r.getLong(3), r.getLong(4), "PAID".equals(state),
            Ctx.instant(r.getLong(6)), Ctx.instantOrNull(r, 7), r.getString(8), validation(ctx, id, r));
        return Rows.signed(ctx, h, r.getBytes(9), "handpay", fields(h), "handpay", id);
    }

    /** The row's validation: all three columns, or none (a handpay not validated, or reset before schema 10). */
    private static HandpayValidation validation(Ctx ctx, long id, ResultSet r) throws SQLException {
        String number = r.getString(10);
        long sequence = r.getLong(11);
        boolean noSequence = r.wasNull();
        long receipt = r.getLong(12);
        boolean noReceipt = r.wasNull();
        if (number == null && noSequence && noReceipt) {
            return null;
        }
        if (number == null || noSequence || noReceipt || receipt < 0 || receipt > 1) {
            throw ctx.corrupt("handpay row " + id + " has a partial validation");
        }
        try {
            return new HandpayValidation(number, sequence, receipt == 1);
        } catch (MeterException e) {
            throw ctx.corrupt("handpay row " + id + " has a damaged validation: " + e.getMessage());
        }
    }

    private static Object[] fields(HandpayRecord h) {
        Object[] fields = {h.handpayId(), h.kind().name(), h.roundId(), h.amount(), h.paid(),
            h.requestedAt().toEpochMilli(), h.paidAt() == null ? null : h.paidAt().toEpochMilli(), h.attendant()};
        if (h.validation() == null) {
            // Not validated (or reset before schema 10): signed without a validation, as such rows always were.
            return fields;
        }
        return RowMac.withAdded(fields, h.validation().number(), h.validation().sequence(), h.validation().receipt());
    }
}
