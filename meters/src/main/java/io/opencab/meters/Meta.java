package io.opencab.meters;

import io.opencab.meters.MeterException.Kind;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
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
 * These rows are signed with a key derived from the store's own ({@link StoreKeys#META}). The MAC key
 * itself lives outside the database, in {@link #keyFile} (mode 0600, readable only by the cabinet's
 * user): the {@code mac_key} row holds only its SHA-256 ({@code file sha256:<hex>}), so whoever edits
 * the database with sqlite cannot re-MAC a row (regulations.md 1.1).
 *
 * <p>Stores before {@link Schema#HISTORY} signed these rows with a key derived from a public string, and
 * the oldest kept the MAC key in the row itself. Whoever can write the file can write that form (the
 * lab's A14: rows rewritten, key file deleted, schema number lowered), so no key of it is kept in this
 * firmware and such a store is refused, never migrated (issue 34 item 4: no downgrade). The refusal
 * depends on nothing the attacker controls: there is no form left for a rewritten file to fall back to.
 */
record Meta(String storeId, long createdAt, long denominationCents, byte[] macKey) {

    private static final String[] KEYS = {"store_id", "created_at", "denomination_cents", "mac_key"};
    private static final String IN_FILE = "file sha256:";

    /** The MAC key's file beside the store: {@code <store>.key}. */
    static Path keyFile(Path store) {
        Path p = store.toAbsolutePath();
        return p.resolveSibling(p.getFileName() + ".key");
    }

    /** Writes {@code key} (hex) to {@code file}, created 0600 whatever the umask, replacing a key left without its store. */
    static void writeKeyFile(Path file, byte[] key) {
        try {
            Files.deleteIfExists(file);
            StoreFiles.createPrivate(file);
            try (FileChannel ch = FileChannel.open(file, StandardOpenOption.WRITE)) {
                ch.write(ByteBuffer.wrap((HexFormat.of().formatHex(key) + "\n").getBytes(StandardCharsets.US_ASCII)));
                ch.force(true);
            }
        } catch (IOException e) {
            throw new MeterException(Kind.IO, "cannot write the store's MAC key " + file + ": " + e.getMessage(), e);
        }
        StoreFiles.syncDirectory(file.getParent());
    }

    private String keyRow() {
        return IN_FILE + sha256Hex(macKey);
    }

    private static String sha256Hex(byte[] b) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(b));
        } catch (NoSuchAlgorithmException e) {
            throw new MeterException(Kind.IO, "SHA-256 is not available in this JVM", e);
        }
    }

    private static RowMac ownMac(byte[] key) {
        return new RowMac(StoreKeys.derive(key, StoreKeys.META));
    }

    void insert(Db db) throws SQLException {
        RowMac fixed = ownMac(macKey);
        String[] values = {storeId, Long.toString(createdAt), Long.toString(denominationCents), keyRow()};
        PreparedStatement p = db.ps("INSERT INTO meta (k, v, mac) VALUES (?, ?, ?)");
        for (int i = 0; i < KEYS.length; i++) {
            p.setString(1, KEYS[i]);
            p.setString(2, values[i]);
            p.setBytes(3, fixed.of("meta", KEYS[i], values[i]));
            p.executeUpdate();
        }
    }

    /**
     * Reads the identity of a store of schema {@code version}: the MAC key first (its file, checked
     * against the row's digest), then every row's MAC with the store's own key. A schema before
     * {@link Schema#HISTORY} and the in-database key form are refused (a downgrade).
     */
    static Meta load(Db db, Path keyFile, int version) {
        Map<String, String> m = new HashMap<>();
        Map<String, byte[]> macs = new HashMap<>();
        try {
            PreparedStatement p = db.ps("SELECT k, v, mac FROM meta");
            try (ResultSet r = p.executeQuery()) {
                while (r.next()) {
                    m.put(r.getString(1), r.getString(2));
                    macs.put(r.getString(1), r.getBytes(3));
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
        if (version < Schema.HISTORY) {
            throw corrupt(db, "the store has schema " + version + ", the form before schema " + Schema.HISTORY
                + " whose identity rows are signed with a key derived from a public constant; this firmware never opens"
                + " that form, since anyone who can write the file can forge it (a downgrade). Read its meters with"
                + " the firmware that wrote it (or provision export), then RAM clear");
        }
        try {
            String row = m.get("mac_key");
            if (!row.startsWith(IN_FILE)) {
                throw corrupt(db, "the meta row 'mac_key' holds a key in the database, a form this firmware never"
                    + " accepts (schema " + version + " keeps the key in " + keyFile + "): a downgraded key row,"
                    + " written to re-sign rows with a key of one's own");
            }
            byte[] key = readKey(db, keyFile, row.substring(IN_FILE.length()));
            if (key.length != 32) {
                throw corrupt(db, "the MAC key has " + key.length + " bytes, not 32");
            }
            RowMac check = ownMac(key);
            for (String k : KEYS) {
                if (!check.matches(macs.get(k), "meta", k, m.get(k))) {
                    throw corrupt(db, "meta row '" + k + "' fails its MAC (signed with the store's own key)");
                }
            }
            return new Meta(m.get("store_id"), Long.parseLong(m.get("created_at")),
                Long.parseLong(m.get("denomination_cents")), key);
        } catch (IllegalArgumentException e) {
            throw new MeterException(Kind.INTEGRITY, "meta rows of " + db.path() + " do not parse: " + e.getMessage(), e);
        }
    }

    private static byte[] readKey(Db db, Path file, String sha256) {
        byte[] key;
        try {
            key = HexFormat.of().parseHex(Files.readString(file, StandardCharsets.US_ASCII).strip());
        } catch (NoSuchFileException e) {
            throw corrupt(db, "the MAC key file " + file + " is missing, so no row can be checked");
        } catch (IOException | IllegalArgumentException e) {
            throw corrupt(db, "the MAC key file " + file + " cannot be read (" + e.getMessage() + ")");
        }
        if (!sha256Hex(key).equals(sha256)) {
            throw corrupt(db, "the MAC key file " + file + " is not this store's key (its SHA-256 differs)");
        }
        return key;
    }

    private static MeterException corrupt(Db db, String what) {
        return new MeterException(Kind.INTEGRITY, what + " in " + db.path()
            + " (critical memory is corrupt: lock up until an authorized RAM clear)");
    }
}
