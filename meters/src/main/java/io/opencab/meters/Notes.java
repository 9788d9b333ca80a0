package io.opencab.meters;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Optional;

/** Bills by the id given at escrow: pending, then stacked or returned; the newest form the bill log. */
final class Notes {
    private static final String COLUMNS = "id, value_cents, credits, state, escrow_at, settled_at, detail, mac, ext_ref";
    /** Its rows: one by id, the newest, all checked. */
    static final Rows.Table<NoteRecord> ROWS = new Rows.Table<>("note", COLUMNS, Notes::row);

    private Notes() {
    }

    static Optional<NoteRecord> pending(Ctx ctx) throws SQLException {
        return ROWS.open(ctx, "'PENDING'", "bills are pending in escrow");
    }

    static NoteRecord insert(Ctx ctx, long id, long valueCents, long credits, String externalRef) throws SQLException {
        NoteRecord n = new NoteRecord(id, valueCents, credits, NoteState.PENDING, Ctx.instant(ctx.now()), null, "",
            externalRef);
        PreparedStatement p = ctx.db().ps("INSERT INTO note (" + COLUMNS + ") VALUES (?, ?, ?, ?, ?, NULL, ?, ?, ?)");
        p.setLong(1, id);
        p.setLong(2, valueCents);
        p.setLong(3, credits);
        p.setString(4, n.state().name());
        p.setLong(5, n.escrowAt().toEpochMilli());
        p.setString(6, n.detail());
        p.setBytes(7, mac(ctx, n));
        p.setString(8, externalRef);
        p.executeUpdate();
        return n;
    }

    static void update(Ctx ctx, NoteRecord n) throws SQLException {
        PreparedStatement p = ctx.db().ps("UPDATE note SET state = ?, settled_at = ?, detail = ?, mac = ? WHERE id = ?");
        p.setString(1, n.state().name());
        Journal.setNullable(p, 2, n.settledAt() == null ? null : n.settledAt().toEpochMilli());
        p.setString(3, n.detail());
        p.setBytes(4, mac(ctx, n));
        p.setLong(5, n.noteId());
        Rows.updateOne(ctx, p, "note", n.noteId());
    }

    static Optional<NoteRecord> byRef(Ctx ctx, String externalRef) throws SQLException {
        return ROWS.select(ctx, " WHERE ext_ref = ?", externalRef).stream().findFirst();
    }

    private static NoteRecord row(Ctx ctx, long id, ResultSet r) throws SQLException {
        NoteState state = Rows.state(ctx, NoteState.class, r.getString(4), "note", id);
        NoteRecord n = new NoteRecord(id, r.getLong(2), r.getLong(3), state, Ctx.instant(r.getLong(5)),
            Ctx.instantOrNull(r, 6), r.getString(7), r.getString(9));
        return Rows.signed(ctx, n, r.getBytes(8), "note", fields(n), "note", id);
    }

    private static byte[] mac(Ctx ctx, NoteRecord n) {
        return ctx.mac().of("note", fields(n));
    }

    /**
     * The signed columns. The external reference (schema 2) is signed only when present, so rows
     * written by schema 1 keep their MACs, and removing a reference breaks the MAC.
     */
    private static Object[] fields(NoteRecord n) {
        Long settled = n.settledAt() == null ? null : n.settledAt().toEpochMilli();
        if (n.externalRef() == null) {
            return new Object[] {n.noteId(), n.valueCents(), n.credits(), n.state().name(), n.escrowAt().toEpochMilli(),
                settled, n.detail()};
        }
        return new Object[] {n.noteId(), n.valueCents(), n.credits(), n.state().name(), n.escrowAt().toEpochMilli(),
            settled, n.detail(), n.externalRef()};
    }
}
