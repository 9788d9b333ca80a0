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
 * From {@link Schema#HISTORY} on these rows are signed with a key derived from the store's own
 * ({@link StoreKeys#META}); before, with a fixed key derived from a public string (read only to
 * migrate). The MAC key itself lives outside the database, in {@link #keyFile} (mode 0600,
 * readable only by the cabinet's user): the {@code mac_key} row holds only its SHA-256
 * ({@code file sha256:<hex>}), so whoever edits the database with sqlite cannot re-MAC a row
 * (regulations.md 1.1). A store made before that kept the key in the row (64 hex digits,
 * {@code keyInDb}); its open moves the key out ({@link #moveKeyOut}). That form is never accepted from a
 * store of {@link Schema#HISTORY} or later, nor beside a key file (issue 34: no downgrade).
 */
record Meta(String storeId, long createdAt, long denominationCents, byte[] macKey, boolean keyInDb) {

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
        return keyInDb ? HexFormat.of().formatHex(macKey) : IN_FILE + sha256Hex(macKey);
    }

    private static String sha256Hex(byte[] b) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(b));
        } catch (NoSuchAlgorithmException e) {
            throw new MeterException(Kind.IO, "SHA-256 is not available in this JVM", e);
        }
    }

    /** Moves a legacy key out of the database (a store before {@link Schema#HISTORY}): the key file first, then the row becomes its digest. */
    Meta moveKeyOut(Db db, Path file) {
        writeKeyFile(file, macKey);
        Meta out = new Meta(storeId, createdAt, denominationCents, macKey, false);
        db.tx("move the MAC key out of the database", () -> {
            PreparedStatement p = db.ps("UPDATE meta SET v = ?, mac = ? WHERE k = 'mac_key'");
            p.setString(1, out.keyRow());
            p.setBytes(2, legacyMac().of("meta", "mac_key", out.keyRow()));
            p.executeUpdate();
            return null;
        });
        return out;
    }

    /** Signs every identity row with the store's own key (the migration to {@link Schema#HISTORY}; inside its transaction). */
    void resign(Db db) throws SQLException {
        if (keyInDb) {
            throw new IllegalStateException("the key must be out of the database before the rows are re-signed");
        }
        RowMac own = ownMac(macKey);
        String[] values = {storeId, Long.toString(createdAt), Long.toString(denominationCents), keyRow()};
        PreparedStatement p = db.ps("UPDATE meta SET v = ?, mac = ? WHERE k = ?");
        for (int i = 0; i < KEYS.length; i++) {
            p.setString(1, values[i]);
            p.setBytes(2, own.of("meta", KEYS[i], values[i]));
            p.setString(3, KEYS[i]);
            p.executeUpdate();
        }
    }

    private static RowMac ownMac(byte[] key) {
        return new RowMac(StoreKeys.derive(key, StoreKeys.META));
    }

    /** The key stores before {@link Schema#HISTORY} signed these rows with: derived from a public string, read only to migrate. */
    static RowMac legacyMac() {
        try {
            byte[] k = MessageDigest.getInstance("SHA-256").digest("opencab.meters.meta/1".getBytes(StandardCharsets.UTF_8));
            return new RowMac(k);
        } catch (NoSuchAlgorithmException e) {
            throw new MeterException(Kind.IO, "SHA-256 is not available in this JVM", e);
        }
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
     * against the row's digest), then every row's MAC with the key it must carry. The in-database key
     * form is refused from {@link Schema#HISTORY} on and beside a key file (a downgrade).
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
        boolean own = version >= Schema.HISTORY;
        try {
            String row = m.get("mac_key");
            boolean inDb = !row.startsWith(IN_FILE);
            if (inDb && (own || Files.exists(keyFile))) {
                throw corrupt(db, "the meta row 'mac_key' holds a key in the database, a form this store left behind"
                    + (own ? " (its schema " + version + " keeps the key in " + keyFile + ")" : " (its key file "
                    + keyFile + " exists)") + ": a downgraded key row, written to re-sign rows with a key of one's own");
            }
            byte[] key = inDb ? HexFormat.of().parseHex(row) : readKey(db, keyFile, row.substring(IN_FILE.length()));
            if (key.length != 32) {
                throw corrupt(db, "the MAC key has " + key.length + " bytes, not 32");
            }
            RowMac check = own ? ownMac(key) : legacyMac();
            for (String k : KEYS) {
                if (!own && ownMac(key).matches(macs.get(k), "meta", k, m.get(k))) {
                    // Only firmware of HISTORY or later signs with the store's own key: the schema number was lowered.
                    throw corrupt(db, "meta row '" + k + "' is signed the way schema " + Schema.HISTORY + " and later sign"
                        + " it, but the file says schema " + version + ": a downgraded store");
                }
                if (!check.matches(macs.get(k), "meta", k, m.get(k))) {
                    throw corrupt(db, "meta row '" + k + "' fails its MAC" + (own ? " (signed with the store's own key"
                        + " since schema " + Schema.HISTORY + ")" : ""));
                }
            }
            return new Meta(m.get("store_id"), Long.parseLong(m.get("created_at")),
                Long.parseLong(m.get("denomination_cents")), key, inDb);
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
