package io.opencab.meters;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.Optional;

/** The ticket_in rows, each with its MAC. */
final class TicketInRows {
    private static final String TABLE = "ticket_in";
    private static final String COLUMNS = "id, validation, device_ref, state, amount_cents, credits, host_status,"
        + " escrowed_at, authorised_at, settled_at, detail, mac";
    /** Its rows: one by id, the newest, all checked. */
    static final Rows.Table<TicketInRecord> ROWS = new Rows.Table<>(TABLE, COLUMNS, TicketInRows::row);

    private TicketInRows() {
    }

    /** The ticket being redeemed (ESCROWED, AUTHORISED or IN_DOUBT); more than one is corrupt memory. */
    static Optional<TicketInRecord> open(Ctx ctx) throws SQLException {
        return ROWS.open(ctx, "'ESCROWED', 'AUTHORISED', 'IN_DOUBT'", "tickets are open for redemption");
    }

    static TicketInRecord insert(Ctx ctx, String validation, String deviceRef) throws SQLException {
        long id = ctx.db().queryLong("SELECT COALESCE(MAX(id), 0) + 1 FROM ticket_in");
        TicketInRecord t = new TicketInRecord(id, validation, deviceRef, TicketInState.ESCROWED, 0, 0, -1,
            Ctx.instant(ctx.now()), null, null, null);
        PreparedStatement p = ctx.db().ps("INSERT INTO ticket_in (" + COLUMNS + ") VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
        bind(ctx, p, t);
        p.executeUpdate();
        return t;
    }

    /** Writes {@code t} over its row (same id), with a fresh MAC. */
    static TicketInRecord update(Ctx ctx, TicketInRecord t) throws SQLException {
        PreparedStatement p = ctx.db().ps("UPDATE ticket_in SET state = ?, amount_cents = ?, credits = ?, host_status = ?,"
            + " authorised_at = ?, settled_at = ?, detail = ?, mac = ? WHERE id = ?");
        p.setString(1, t.state().name());
        p.setLong(2, t.amountCents());
        p.setLong(3, t.credits());
        p.setInt(4, t.hostStatus());
        setInstant(p, 5, t.authorisedAt());
        setInstant(p, 6, t.settledAt());
        p.setString(7, t.detail());
        p.setBytes(8, ctx.mac().of(TABLE, fields(t)));
        p.setLong(9, t.ticketId());
        Rows.updateOne(ctx, p, "ticket-in", t.ticketId());
        return t;
    }

    private static void bind(Ctx ctx, PreparedStatement p, TicketInRecord t) throws SQLException {
        p.setLong(1, t.ticketId());
        p.setString(2, t.validation());
        p.setString(3, t.deviceRef());
        p.setString(4, t.state().name());
        p.setLong(5, t.amountCents());
        p.setLong(6, t.credits());
        p.setInt(7, t.hostStatus());
        p.setLong(8, t.escrowedAt().toEpochMilli());
        setInstant(p, 9, t.authorisedAt());
        setInstant(p, 10, t.settledAt());
        p.setString(11, t.detail());
        p.setBytes(12, ctx.mac().of(TABLE, fields(t)));
    }

    private static void setInstant(PreparedStatement p, int i, Instant at) throws SQLException {
        if (at == null) {
            p.setNull(i, java.sql.Types.INTEGER);
        } else {
            p.setLong(i, at.toEpochMilli());
        }
    }

    private static TicketInRecord row(Ctx ctx, long id, ResultSet r) throws SQLException {
        TicketInState state = Rows.state(ctx, TicketInState.class, r.getString(4), "ticket-in", id);
        TicketInRecord t = new TicketInRecord(id, r.getString(2), r.getString(3), state, r.getLong(5),
            r.getLong(6), r.getInt(7), Ctx.instant(r.getLong(8)), Ctx.instantOrNull(r, 9),
            Ctx.instantOrNull(r, 10), r.getString(11));
        return Rows.signed(ctx, t, r.getBytes(12), TABLE, fields(t), "ticket-in", id);
    }

    private static Object[] fields(TicketInRecord t) {
        return new Object[] {t.ticketId(), t.validation(), t.deviceRef(), t.state().name(), t.amountCents(), t.credits(),
            (long) t.hostStatus(), t.escrowedAt().toEpochMilli(), millis(t.authorisedAt()), millis(t.settledAt()),
            t.detail()};
    }

    private static Long millis(Instant at) {
        return at == null ? null : at.toEpochMilli();
    }
}
