package io.opencab.meters;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;

/**
 * The SAS exception queue in critical memory (docs/sas.md "Exceptions"). An exception is written
 * in the same transaction as the change that raised it, so a power cut loses none and invents
 * none; it leaves only when the host acknowledges it. At most {@link #DEPTH} (SAS 6.02 asks for
 * 20); when full, the oldest of the lowest priority is dropped and one 70 ("exception queue
 * overflow") stands for every exception lost. Delivery order: priority, then age.
 */
final class SasQueue {
    static final int DEPTH = 32;
    static final int OVERFLOW = 0x70;

    private SasQueue() {
    }

    /** Priority 0 (sent first): power, memory, handpay, overflow, meters reset; 1: everything else. */
    static int priority(int code) {
        return code == 0x17 || code == 0x18 || (code >= 0x31 && code <= 0x3B) || code == 0x51 || code == 0x52
            || code == OVERFLOW || code == 0x7A ? 0 : 1;
    }

    /** Queues {@code code} (0 queues nothing: an event without a SAS exception). */
    static void raise(Ctx ctx, int code, long v1, long v2) throws SQLException {
        if (code <= 0 || code > 0xFF) {
            return;
        }
        boolean overflowQueued = count(ctx, "WHERE code = " + OVERFLOW) > 0;
        int room = DEPTH - (code == OVERFLOW || overflowQueued ? 0 : 1);
        boolean dropped = false;
        while (count(ctx, "") >= room) {
            ctx.db().ps("DELETE FROM sas_exception WHERE id = (SELECT id FROM sas_exception WHERE code <> " + OVERFLOW
                + " ORDER BY priority DESC, id LIMIT 1)").executeUpdate();
            dropped = true;
        }
        if (dropped && !overflowQueued && code != OVERFLOW) {
            insert(ctx, OVERFLOW, 0, 0);
        }
        insert(ctx, code, v1, v2);
    }

    private static void insert(Ctx ctx, int code, long v1, long v2) throws SQLException {
        long at = ctx.now();
        PreparedStatement p = ctx.db().ps("INSERT INTO sas_exception (code, priority, v1, v2, raised_at, mac)"
            + " VALUES (?, ?, ?, ?, ?, x'')");
        p.setInt(1, code);
        p.setInt(2, priority(code));
        p.setLong(3, v1);
        p.setLong(4, v2);
        p.setLong(5, at);
        p.executeUpdate();
        long id = ctx.db().queryLong("SELECT last_insert_rowid()");
        PreparedStatement u = ctx.db().ps("UPDATE sas_exception SET mac = ? WHERE id = ?");
        u.setBytes(1, ctx.mac().of("sas_exception", id, code, v1, v2, at));
        u.setLong(2, id);
        u.executeUpdate();
    }

    /** Removes exception {@code id} (the host acknowledged it); false when it is no longer queued. */
    static boolean acknowledge(Ctx ctx, long id) throws SQLException {
        PreparedStatement p = ctx.db().ps("DELETE FROM sas_exception WHERE id = ?");
        p.setLong(1, id);
        return p.executeUpdate() == 1;
    }

    /** The queue in delivery order, every row's MAC checked. */
    static List<SasEvent> all(Ctx ctx) throws SQLException {
        List<SasEvent> out = new ArrayList<>();
        try (ResultSet r = ctx.db().ps("SELECT id, code, v1, v2, raised_at, mac FROM sas_exception ORDER BY priority, id")
            .executeQuery()) {
            while (r.next()) {
                long id = r.getLong(1);
                int code = r.getInt(2);
                long v1 = r.getLong(3);
                long v2 = r.getLong(4);
                if (!ctx.mac().matches(r.getBytes(6), "sas_exception", id, code, v1, v2, r.getLong(5))) {
                    throw ctx.corrupt("SAS exception row " + id + " fails its MAC");
                }
                out.add(new SasEvent(id, code, v1, v2));
            }
        }
        return out;
    }

    private static long count(Ctx ctx, String where) throws SQLException {
        return ctx.db().queryLong("SELECT COUNT(*) FROM sas_exception " + where);
    }

    /** Door exceptions (SAS 6.02): main 11/12 (slot door), bill validator 13/14 (drop door), logic 15/16 (card cage), cash box 19/1A. */
    /**
     * The exception a tilt raises: 37 "EPROM error (bad checksum compare)" for a failed software
     * verification, the SAS name for code that does not match its signed image; 36 "EPROM error
     * (different checksum, version changed)" for software signed by another key than the one sealed at
     * provisioning (the program's identity changed; SAS has no code for a signing key); 20 "general
     * tilt" for every other.
     */
    static int tilt(String tiltCode) {
        return switch (tiltCode) {
            case "SOFTWARE_VERIFICATION" -> 0x37;
            case "SIGNING_KEY_CHANGED" -> 0x36;
            default -> 0x20;
        };
    }

    static int door(String door, boolean opened) {
        int open = switch (door) {
            case "MAIN" -> 0x11;
            case "BILL_VALIDATOR" -> 0x13;
            case "LOGIC" -> 0x15;
            case "CASH_BOX" -> 0x19;
            default -> 0;
        };
        return open == 0 ? 0 : opened ? open : open + 1;
    }

    /** Bill accepted (SAS 6.02): $1 47, $5 48, $10 49, $20 4A, $50 4B, $100 4C, $2 4D, $500 4E, $200 50, others 4F. */
    static int bill(long valueCents) {
        return switch ((int) Math.min(Integer.MAX_VALUE, valueCents / 100)) {
            case 1 -> 0x47;
            case 5 -> 0x48;
            case 10 -> 0x49;
            case 20 -> 0x4A;
            case 50 -> 0x4B;
            case 100 -> 0x4C;
            case 2 -> 0x4D;
            case 500 -> 0x4E;
            case 200 -> 0x50;
            default -> 0x4F;
        };
    }

    /** Cabinet-reported events with an exception: stacker full 27, jam 28, rejected 2B, cash box removed 1B, menu entered/exited 82/83. */
    static int reported(EventType type) {
        return switch (type) {
            case STACKER_FULL -> 0x27;
            case BILL_JAM -> 0x28;
            case BILL_REJECTED -> 0x2B;
            case STACKER_REMOVED -> 0x1B;
            case ATTENDANT_LOGIN -> 0x82;
            case ATTENDANT_LOGOUT -> 0x83;
            case PRINTER_OFFLINE -> 0x60;
            case PRINTER_PAPER_OUT -> 0x61;
            case PRINTER_PAPER_LOW -> 0x74;
            case PRINTER_JAM -> 0x78;
            default -> 0;
        };
    }
}
