package io.opencab.meters;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Optional;

/** The ticket_out rows, each with its MAC. */
final class Tickets {
    private static final String COLUMNS = "id, ticket_no, sequence, validation, credits, cents, state, created_at,"
        + " settled_at, detail, mac";
    /** Its rows: one by id, the newest, all checked. */
    static final Rows.Table<TicketRecord> ROWS = new Rows.Table<>("ticket_out", COLUMNS, Tickets::row);

    private Tickets() {
    }

    /** The ticket holding the credits (PENDING or IN_DOUBT); more than one is corrupt memory. */
    static Optional<TicketRecord> open(Ctx ctx) throws SQLException {
        return ROWS.open(ctx, "'PENDING', 'IN_DOUBT'", "cash-out tickets are open");
    }

    static TicketRecord insert(Ctx ctx, int ticketNumber, long sequence, String validation, long credits, long cents)
            throws SQLException {
        long id = ctx.db().queryLong("SELECT COALESCE(MAX(id), 0) + 1 FROM ticket_out");
        TicketRecord t = new TicketRecord(id, ticketNumber, sequence, validation, credits, cents, TicketState.PENDING,
            Ctx.instant(ctx.now()), null, null);
        PreparedStatement p = ctx.db().ps("INSERT INTO ticket_out (" + COLUMNS + ") VALUES (?, ?, ?, ?, ?, ?, ?, ?, NULL,"
            + " NULL, ?)");
        p.setLong(1, id);
        p.setInt(2, ticketNumber);
        p.setLong(3, sequence);
        p.setString(4, validation);
        p.setLong(5, credits);
        p.setLong(6, cents);
        p.setString(7, t.state().name());
        p.setLong(8, t.createdAt().toEpochMilli());
        p.setBytes(9, ctx.mac().of("ticket_out", fields(t)));
        p.executeUpdate();
        return t;
    }

    static TicketRecord settle(Ctx ctx, TicketRecord t, TicketState state, String detail) throws SQLException {
        TicketRecord s = new TicketRecord(t.ticketId(), t.ticketNumber(), t.sequence(), t.validationNumber(), t.credits(),
            t.cents(), state, t.createdAt(), Ctx.instant(ctx.now()), detail);
        PreparedStatement p = ctx.db().ps("UPDATE ticket_out SET state = ?, settled_at = ?, detail = ?, mac = ? WHERE id = ?");
        p.setString(1, state.name());
        p.setLong(2, s.settledAt().toEpochMilli());
        p.setString(3, detail);
        p.setBytes(4, ctx.mac().of("ticket_out", fields(s)));
        p.setLong(5, s.ticketId());
        Rows.updateOne(ctx, p, "ticket", t.ticketId());
        return s;
    }

    private static TicketRecord row(Ctx ctx, long id, ResultSet r) throws SQLException {
        TicketState state = Rows.state(ctx, TicketState.class, r.getString(7), "ticket", id);
        TicketRecord t = new TicketRecord(id, r.getInt(2), r.getLong(3), r.getString(4), r.getLong(5),
            r.getLong(6), state, Ctx.instant(r.getLong(8)), Ctx.instantOrNull(r, 9), r.getString(10));
        return Rows.signed(ctx, t, r.getBytes(11), "ticket_out", fields(t), "ticket", id);
    }

    private static Object[] fields(TicketRecord t) {
        return new Object[] {t.ticketId(), (long) t.ticketNumber(), t.sequence(), t.validationNumber(), t.credits(),
            t.cents(), t.state().name(), t.createdAt().toEpochMilli(),
            t.settledAt() == null ? null : t.settledAt().toEpochMilli(), t.detail()};
    }
}
