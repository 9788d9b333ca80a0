package io.opencab.meters;

import io.opencab.meters.MeterException.Kind;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.HexFormat;
import java.util.HashMap;
import java.util.Map;

/**
 * The store's identity: its id, creation time, denomination and the random key of its row MACs.
 * These rows are signed with a fixed key (they hold the store key itself), so a damaged key is
 * reported as a damaged meta row rather than as every row failing.
 */
record Meta(String storeId, long createdAt, long denominationCents, byte[] macKey) {

    private static final String[] KEYS = {"store_id", "created_at", "denomination_cents", "mac_key"};

    static RowMac fixedMac() {
        try {
            byte[] k = MessageDigest.getInstance("SHA-256").digest("opencab.meters.meta/1".getBytes(StandardCharsets.UTF_8));
            return new RowMac(k);
        } catch (NoSuchAlgorithmException e) {
            throw new MeterException(Kind.IO, "SHA-256 is not available in this JVM", e);
        }
    }

    void insert(Db db) throws SQLException {
        RowMac fixed = fixedMac();
        String[] values = {storeId, Long.toString(createdAt), Long.toString(denominationCents), HexFormat.of().formatHex(macKey)};
        PreparedStatement p = db.ps("INSERT INTO meta (k, v, mac) VALUES (?, ?, ?)");
        for (int i = 0; i < KEYS.length; i++) {
            p.setString(1, KEYS[i]);
            p.setString(2, values[i]);
            p.setBytes(3, fixed.of("meta", KEYS[i], values[i]));
            p.executeUpdate();
        }
    }

    static Meta load(Db db) {
        RowMac fixed = fixedMac();
        Map<String, String> m = new HashMap<>();
        try {
            PreparedStatement p = db.ps("SELECT k, v, mac FROM meta");
            try (ResultSet r = p.executeQuery()) {
                while (r.next()) {
                    String k = r.getString(1);
                    String v = r.getString(2);
                    if (!fixed.matches(r.getBytes(3), "meta", k, v)) {
                        throw corrupt(db, "meta row '" + k + "' fails its MAC");
                    }
                    m.put(k, v);
                }
            }
        } catch (SQLException e) {
            throw Db.map(db.path(), "reading the store identity", e);
        }
        for (String k : KEYS) {
            if (!m.containsKey(k)) {
                throw corrupt(db, "meta row '" + k + "' is missing");
            }
        }
        try {
            byte[] key = HexFormat.of().parseHex(m.get("mac_key"));
            if (key.length != 32) {
                throw corrupt(db, "the MAC key has " + key.length + " bytes, not 32");
            }
            return new Meta(m.get("store_id"), Long.parseLong(m.get("created_at")),
                Long.parseLong(m.get("denomination_cents")), key);
        } catch (IllegalArgumentException e) {
            throw new MeterException(Kind.INTEGRITY, "meta rows of " + db.path() + " do not parse: " + e.getMessage(), e);
        }
    }

    private static MeterException corrupt(Db db, String what) {
        return new MeterException(Kind.INTEGRITY, what + " in " + db.path()
            + " (critical memory is corrupt: lock up until an authorized RAM clear)");
    }
}
