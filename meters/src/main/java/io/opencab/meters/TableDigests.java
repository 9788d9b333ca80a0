package io.opencab.meters;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import javax.crypto.Mac;

/**
 * What every table holds, as the chain records it (docs/meters.md "History and meters as one"): per
 * table its row count and an order-free sum of one keyed value per row, {@code HMAC(k, table || row
 * MAC)} added lane by lane (4 x 64 bits). The chain row keeps these digests and each link's hash covers
 * them, so the meter table (or any other) put back from an older copy, or rows copied from elsewhere,
 * no longer match the history the chain and its witness vouch for. Without the key nobody can compute
 * a row's value, so no set of genuine old rows can be chosen to give the same sum.
 *
 * <p>Kept up to date inside every transaction by temporary triggers of the store's own connection
 * (nothing in the file: a tool that edits the file runs none of them), which report each row's old and
 * new MAC to {@link #changed}; the open recomputes every table from its rows and compares.
 */
final class TableDigests {
    /** Tables outside the digests: the identity rows (checked on their own) and the chain that holds them. */
    private static final List<String> OUTSIDE = List.of("meta", "chain");
    private static final int SUM = 32;

    /** One table: rows and the sum of their keyed values. */
    record Digest(long rows, byte[] sum) {
        Digest plus(Digest d, int sign) {
            ByteBuffer a = ByteBuffer.wrap(sum);
            ByteBuffer b = ByteBuffer.wrap(d.sum);
            ByteBuffer out = ByteBuffer.allocate(SUM);
            for (int i = 0; i < SUM / 8; i++) {
                out.putLong(a.getLong() + sign * b.getLong());
            }
            return new Digest(rows + sign * d.rows, out.array());
        }

        boolean same(Digest d) {
            return rows == d.rows && MessageDigest.isEqual(sum, d.sum);
        }
    }

    static final Digest EMPTY = new Digest(0, new byte[SUM]);

    private final Mac mac;
    /**
     * Row values computed lately ({@link MacMemo}): a row's old value, taken out of its table's sum when the
     * row changes, is the new value put in when this process wrote it (a meter row moves every round).
     */
    private final MacMemo memo = new MacMemo(4096, 128);
    private byte[] input = new byte[128];
    /** Changes made by the transaction in progress, per table; folded into the chain at its end. */
    private final Map<String, Digest> pending = new TreeMap<>();
    private boolean registered;

    TableDigests(byte[] storeKey) {
        mac = StoreKeys.hmac(StoreKeys.derive(storeKey, StoreKeys.TABLES));
    }

    /** The tables the digests cover: every table of the file but the identity and the chain. */
    static List<String> tables(Db db) throws SQLException {
        List<String> names = new ArrayList<>();
        PreparedStatement p = db.ps("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"
            + " ORDER BY name");
        try (ResultSet r = p.executeQuery()) {
            while (r.next()) {
                if (!OUTSIDE.contains(r.getString(1))) {
                    names.add(r.getString(1));
                }
            }
        }
        return names;
    }

    /**
     * Installs the temporary triggers (this connection only) that report every row change of every
     * covered table; again after a migration adds a table.
     */
    void install(Db db) {
        if (!registered) {
            db.function("oc_row", this); // once: SQLite refuses it while a transaction's statements are open
            registered = true;
        }
        try {
            for (String t : tables(db)) {
                for (String[] ev : new String[][] {{"i", "INSERT", "NULL", "NEW.mac"}, {"u", "UPDATE", "OLD.mac", "NEW.mac"},
                    {"d", "DELETE", "OLD.mac", "NULL"}}) {
                    db.exec("CREATE TEMP TRIGGER IF NOT EXISTS oc_" + t + "_" + ev[0] + " AFTER " + ev[1] + " ON main." + t
                        + " BEGIN SELECT oc_row('" + t + "', " + ev[2] + ", " + ev[3] + "); END");
                }
            }
        } catch (SQLException e) {
            throw Db.map(db.path(), "install the table digests' triggers", e);
        }
    }

    /** A row of {@code table} changed: its old MAC (null on insert) leaves the sum, its new one (null on delete) enters. */
    void changed(String table, byte[] oldMac, byte[] newMac) {
        Digest d = pending.getOrDefault(table, EMPTY);
        if (oldMac != null) {
            d = d.plus(new Digest(1, value(table, oldMac)), -1);
        }
        if (newMac != null) {
            d = d.plus(new Digest(1, value(table, newMac)), 1);
        }
        pending.put(table, d);
    }

    /** Forgets the changes of a transaction that did not commit. */
    void discard() {
        pending.clear();
    }

    /** {@code recorded} with this transaction's changes applied; the pending changes are cleared. */
    Map<String, Digest> fold(Map<String, Digest> recorded) {
        Map<String, Digest> out = new TreeMap<>(recorded);
        pending.forEach((t, d) -> out.put(t, out.getOrDefault(t, EMPTY).plus(d, 1)));
        pending.clear();
        return out;
    }

    /** Every covered table's digest computed from its rows (the open's check, a migration, a new store). */
    Map<String, Digest> compute(Db db) throws SQLException {
        Map<String, Digest> out = new TreeMap<>();
        for (String t : tables(db)) {
            Digest d = EMPTY;
            try (ResultSet r = db.ps("SELECT mac FROM " + t).executeQuery()) {
                while (r.next()) {
                    byte[] m = r.getBytes(1);
                    d = d.plus(new Digest(1, value(t, m == null ? new byte[0] : m)), 1);
                }
            }
            out.put(t, d);
        }
        return out;
    }

    /**
     * Compares the tables as they are with the digests the chain recorded; names every table that
     * disagrees (INTEGRITY: RAM error).
     */
    void check(Ctx ctx, Chain.Link link) throws SQLException {
        Map<String, Digest> now = compute(ctx.db());
        Map<String, Digest> recorded = link.tables();
        List<String> wrong = new ArrayList<>();
        for (String t : union(now, recorded)) {
            Digest a = now.get(t);
            Digest b = recorded.get(t);
            if (a == null || b == null || !a.same(b)) {
                wrong.add("table " + t + " holds " + (a == null ? "no table" : a.rows() + " rows") + " but the chain"
                    + " recorded " + (b == null ? "no such table" : b.rows() + " rows") + (a != null && b != null
                    && a.rows() == b.rows() ? " with other contents" : ""));
            }
        }
        if (!wrong.isEmpty()) {
            throw ctx.corrupt("the tables are not the history the chain recorded at sequence " + Witness.fmt(link.seq())
                + ": " + String.join("; ", wrong) + " (rows put back from an older copy, copied from another store or"
                + " edited outside the cabinet)");
        }
    }

    private static List<String> union(Map<String, Digest> a, Map<String, Digest> b) {
        TreeMap<String, Boolean> all = new TreeMap<>();
        a.keySet().forEach(k -> all.put(k, true));
        b.keySet().forEach(k -> all.put(k, true));
        return List.copyOf(all.keySet());
    }

    private byte[] value(String table, byte[] rowMac) {
        byte[] name = table.getBytes(StandardCharsets.UTF_8);
        int length = name.length + 1 + rowMac.length;
        if (input.length < length) {
            input = new byte[length];
        }
        System.arraycopy(name, 0, input, 0, name.length);
        input[name.length] = 0;
        System.arraycopy(rowMac, 0, input, name.length + 1, rowMac.length);
        return memo.mac(input, length, () -> {
            mac.update(input, 0, length);
            return mac.doFinal();
        });
    }

    /** The digests as stored in the chain row: per table (name order) its name, row count and sum. */
    static byte[] encode(Map<String, Digest> digests) {
        ByteBuffer b = ByteBuffer.allocate(digests.size() * (2 + 64 + 8 + SUM));
        new TreeMap<>(digests).forEach((t, d) -> {
            byte[] name = t.getBytes(StandardCharsets.UTF_8);
            b.putShort((short) name.length).put(name).putLong(d.rows()).put(d.sum());
        });
        byte[] out = new byte[b.position()];
        b.flip().get(out);
        return out;
    }

    static Map<String, Digest> decode(byte[] blob) {
        Map<String, Digest> out = new TreeMap<>();
        ByteBuffer b = ByteBuffer.wrap(blob);
        while (b.hasRemaining()) {
            byte[] name = new byte[b.getShort()];
            b.get(name);
            long rows = b.getLong();
            byte[] sum = new byte[SUM];
            b.get(sum);
            out.put(new String(name, StandardCharsets.UTF_8), new Digest(rows, sum));
        }
        return out;
    }
}
