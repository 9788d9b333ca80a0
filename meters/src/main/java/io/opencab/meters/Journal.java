package io.opencab.meters;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.List;
import java.util.Optional;

/** The round journal's rows: written at decide, moved through their states, read by recall. */
final class Journal {
    private static final String COLUMNS = "id, game_id, bet_level, bet, credits_before, win, handpay, state,"
        + " decided_at, presented_at, paid_at, credits_after, mac, outcome_json, draws, draw_format, math_sha256,"
        + " software_version";
    /** Its rows: one round by id, the newest, all checked. */
    static final Rows.Table<JournalEntry> ROWS = new Rows.Table<>("journal", COLUMNS, Journal::read);

    private Journal() {
    }

    static JournalEntry insert(Ctx ctx, long id, RoundDecision d, boolean handpay) throws SQLException {
        long now = ctx.now();
        JournalEntry e = new JournalEntry(id, d.gameId(), d.betLevel(), d.bet(), d.creditsBefore(), d.outcomeJson(),
            d.drawRecord(), d.win(), handpay, RoundState.DECIDED, Ctx.instant(now), null, null, -1, d.versions());
        PreparedStatement p = ctx.db().ps("INSERT INTO journal (" + COLUMNS + ") VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, NULL, NULL, NULL, ?,"
            + " ?, ?, ?, ?, ?)");
        p.setLong(1, id);
        p.setString(2, d.gameId());
        p.setInt(3, d.betLevel());
        p.setLong(4, d.bet());
        p.setLong(5, d.creditsBefore());
        p.setLong(6, d.win());
        p.setInt(7, handpay ? 1 : 0);
        p.setString(8, RoundState.DECIDED.name());
        p.setLong(9, now);
        p.setBytes(10, mac(ctx, e));
        p.setString(11, d.outcomeJson());
        p.setString(12, d.drawRecord());
        p.setString(13, d.versions().drawFormat());
        p.setString(14, d.versions().mathSha256());
        p.setString(15, d.versions().software());
        p.executeUpdate();
        return e;
    }

    /** Writes the state, times and credits after of {@code e}, re-signed. */
    static void update(Ctx ctx, JournalEntry e) throws SQLException {
        PreparedStatement p = ctx.db().ps("UPDATE journal SET state = ?, presented_at = ?, paid_at = ?, credits_after = ?, mac = ? WHERE id = ?");
        p.setString(1, e.state().name());
        setNullable(p, 2, e.presentedAt() == null ? null : e.presentedAt().toEpochMilli());
        setNullable(p, 3, e.paidAt() == null ? null : e.paidAt().toEpochMilli());
        setNullable(p, 4, e.creditsAfter() < 0 ? null : e.creditsAfter());
        p.setBytes(5, mac(ctx, e));
        p.setLong(6, e.roundId());
        Rows.updateOne(ctx, p, "journal", e.roundId());
    }

    /** The round not yet paid, if any; only the newest round may be in progress. */
    static Optional<JournalEntry> inProgress(Ctx ctx) throws SQLException {
        List<JournalEntry> open = ROWS.select(ctx, " WHERE state <> 'PAID' ORDER BY id", null);
        if (open.size() > 1) {
            throw ctx.corrupt(open.size() + " rounds are in progress (" + open.get(0).roundId() + ", "
                + open.get(1).roundId() + ", ...); at most one can be");
        }
        return open.stream().findFirst();
    }

    private static JournalEntry read(Ctx ctx, long id, ResultSet r) throws SQLException {
        RoundState state = Rows.state(ctx, RoundState.class, r.getString(8), "journal", id);
        Long creditsAfter = Ctx.longOrNull(r, 12);
        RoundVersions versions = versions(ctx, id, r.getString(16), r.getString(17), r.getString(18));
        JournalEntry e = new JournalEntry(id, r.getString(2), r.getInt(3), r.getLong(4), r.getLong(5), r.getString(14),
            r.getString(15), r.getLong(6), r.getInt(7) == 1, state, Ctx.instant(r.getLong(9)),
            Ctx.instantOrNull(r, 10), Ctx.instantOrNull(r, 11), creditsAfter == null ? -1 : creditsAfter, versions);
        if (!ctx.mac().matches(r.getBytes(13), "journal", macFields(e))) {
            throw ctx.corrupt("journal row " + id + " fails its MAC");
        }
        return e;
    }

    /**
     * A row's versions: all three columns, or none for a row journaled before schema version 8 (its
     * MAC covers no versions, so none can be added to it, and a newer row's cannot be removed).
     */
    private static RoundVersions versions(Ctx ctx, long id, String drawFormat, String mathSha256, String software) {
        if (drawFormat == null && mathSha256 == null && software == null) {
            return null;
        }
        try {
            return new RoundVersions(drawFormat, mathSha256, software);
        } catch (MeterException ex) {
            throw ctx.corrupt("journal row " + id + " has damaged versions: " + ex.getMessage());
        }
    }

    private static byte[] mac(Ctx ctx, JournalEntry e) {
        return ctx.mac().of("journal", macFields(e));
    }

    static Object[] macFields(JournalEntry e) {
        Object[] fields = {e.roundId(), e.gameId(), (long) e.betLevel(), e.bet(), e.creditsBefore(), e.outcomeJson(),
            e.drawRecord(), e.win(), e.handpay(), e.state().name(), e.decidedAt().toEpochMilli(),
            e.presentedAt() == null ? null : e.presentedAt().toEpochMilli(),
            e.paidAt() == null ? null : e.paidAt().toEpochMilli(), e.creditsAfter()};
        if (e.versions() == null) {
            // A row from before schema version 8: signed without versions, as it was written.
            return fields;
        }
        return RowMac.withAdded(fields, e.versions().drawFormat(), e.versions().mathSha256(), e.versions().software());
    }

    static void setNullable(PreparedStatement p, int i, Long v) throws SQLException {
        if (v == null) {
            p.setNull(i, java.sql.Types.INTEGER);
        } else {
            p.setLong(i, v);
        }
    }
}
