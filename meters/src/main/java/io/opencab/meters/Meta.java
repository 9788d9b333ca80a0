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
 * These rows are signed with a fixed key, so a damaged row is reported as such rather than as every
 * row failing. The MAC key itself lives outside the database, in {@link #keyFile} (mode 0600,
 * readable only by the cabinet's user): the {@code mac_key} row holds only its SHA-256
 * ({@code file sha256:<hex>}), so whoever edits the database with sqlite cannot re-MAC a row
 * (regulations.md 1.1). A store made before that kept the key in the row (64 hex digits,
 * {@code keyInDb}); its open moves the key out ({@link #moveKeyOut}).
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

    /** Moves a legacy key out of the database: the key file first, then the row becomes its digest. */
    Meta moveKeyOut(Db db, Path file) {
        writeKeyFile(file, macKey);
        Meta out = new Meta(storeId, createdAt, denominationCents, macKey, false);
        db.tx("move the MAC key out of the database", () -> {
            PreparedStatement p = db.ps("UPDATE meta SET v = ?, mac = ? WHERE k = 'mac_key'");
            p.setString(1, out.keyRow());
            p.setBytes(2, fixedMac().of("meta", "mac_key", out.keyRow()));
            p.executeUpdate();
            return null;
        });
        return out;
    }

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
        String[] values = {storeId, Long.toString(createdAt), Long.toString(denominationCents), keyRow()};
        PreparedStatement p = db.ps("INSERT INTO meta (k, v, mac) VALUES (?, ?, ?)");
        for (int i = 0; i < KEYS.length; i++) {
            p.setString(1, KEYS[i]);
            p.setString(2, values[i]);
            p.setBytes(3, fixed.of("meta", KEYS[i], values[i]));
            p.executeUpdate();
        }
    }

    static Meta load(Db db, Path keyFile) {
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
            String row = m.get("mac_key");
            boolean inDb = !row.startsWith(IN_FILE);
            byte[] key = inDb ? HexFormat.of().parseHex(row) : readKey(db, keyFile, row.substring(IN_FILE.length()));
            if (key.length != 32) {
                throw corrupt(db, "the MAC key has " + key.length + " bytes, not 32");
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
