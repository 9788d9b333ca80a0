package io.opencab.meters;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.meters.MeterException.Kind;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 36: the meter table is tied to the history the chain and its witness vouch for. Each test is an
 * attack made with plain file access and no key, as the harness made it.
 */
class HistoryTest {
    @TempDir
    Path dir;

    /** Every row of {@code table} as it is, MACs included: what an attacker copies with sqlite. */
    static List<Object[]> rows(Path file, String table) throws Exception {
        NativeLibrary.ensure(file.toAbsolutePath().getParent().resolve(".sqlite-native"));
        List<Object[]> out = new ArrayList<>();
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + file); Statement s = c.createStatement();
             ResultSet r = s.executeQuery("SELECT * FROM " + table)) {
            int n = r.getMetaData().getColumnCount();
            while (r.next()) {
                Object[] row = new Object[n];
                for (int i = 0; i < n; i++) {
                    row[i] = r.getObject(i + 1);
                }
                out.add(row);
            }
        }
        return out;
    }

    /** Puts {@code rows} back into {@code table} in place of what it holds. */
    static void putBack(Path file, String table, List<Object[]> rows) throws Exception {
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + file); Statement s = c.createStatement()) {
            s.execute("DELETE FROM " + table);
            insert(c, "INSERT", table, rows);
        }
    }

    /** Writes each of {@code rows} over the row with its key, keeping the rows the copy did not have. */
    static void writeOver(Path file, String table, List<Object[]> rows) throws Exception {
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + file)) {
            insert(c, "INSERT OR REPLACE", table, rows);
        }
    }

    private static void insert(Connection c, String verb, String table, List<Object[]> rows) throws Exception {
        for (Object[] row : rows) {
            try (PreparedStatement p = c.prepareStatement(verb + " INTO " + table + " VALUES ("
                + "?,".repeat(row.length - 1) + "?)")) {
                for (int i = 0; i < row.length; i++) {
                    p.setObject(i + 1, row[i]);
                }
                p.executeUpdate();
            }
        }
    }

    /** The cabinet started again: the whole credit meter cashed out and keyed off by an attendant. */
    private static void cashOutPaidByAnAttendant(Fixture f) {
        try (MeterStore s = f.open()) {
            HandpayRecord h = s.cashoutHandpay();
            s.handpayPaid(h.handpayId(), "att-1");
            assertEquals(0, s.credits());
        }
    }

    @Test
    void theDoubleCashOutWithTheMeterRowsPutBackIsARamErrorNamingTheMeterTable() throws Exception {
        // Given a $100 bill credited, the cabinet stopped, and the meter rows copied (each with its valid MAC)
        Fixture f = new Fixture(dir);
        f.createWithCredits(100).close();
        List<Object[]> meters = rows(f.file, "meter");
        List<Object[]> games = rows(f.file, "game_meter");
        // and then a cash-out the attendant paid
        cashOutPaidByAnAttendant(f);
        // when the copied rows are put back and the cabinet starts again
        putBack(f.file, "meter", meters);
        putBack(f.file, "game_meter", games);

        MeterException e = assertThrows(MeterException.class, f::open);

        // then it is a RAM error naming the table that disagrees, not 10,000 credits again
        assertEquals(Kind.INTEGRITY, e.kind(), e.getMessage());
        assertTrue(e.kind().ramError());
        assertTrue(e.getMessage().contains("table meter holds"), e.getMessage());
        assertTrue(e.getMessage().contains("not the history the chain recorded"), e.getMessage());
    }

    @Test
    void theNewestChainRowCopiedIntoAnOlderStoreIsFound() throws Exception {
        Fixture f = new Fixture(dir);
        f.createWithCredits(100).close();
        Path older = dir.resolve("older.db");
        Files.copy(f.file, older);
        cashOutPaidByAnAttendant(f);
        List<Object[]> newestChain = rows(f.file, "chain");
        Files.copy(older, f.file, StandardCopyOption.REPLACE_EXISTING); // the older store, with the witness of the newest
        putBack(f.file, "chain", newestChain);

        MeterException e = assertThrows(MeterException.class, f::open);

        assertEquals(Kind.INTEGRITY, e.kind(), e.getMessage());
        assertTrue(e.getMessage().contains("not the history the chain recorded"), e.getMessage());
    }

    @Test
    void aWitnessRewrittenFromTheOlderStoresOwnChainRowIsFound() throws Exception {
        Fixture f = new Fixture(dir);
        f.createWithCredits(100).close();
        Path older = dir.resolve("older.db");
        Files.copy(f.file, older);
        Path witness = f.config.witnessPathFor(f.file);
        cashOutPaidByAnAttendant(f);
        Files.copy(older, f.file, StandardCopyOption.REPLACE_EXISTING);
        // The witness rewritten to say what the older store's chain row says, in each format the attacker can write.
        Object[] chain = rows(f.file, "chain").getFirst();
        String hash = java.util.HexFormat.of().formatHex((byte[]) chain[2]);
        String prev = java.util.HexFormat.of().formatHex((byte[]) chain[3]);
        String storeId = RawSql.text(f.file, "SELECT v FROM meta WHERE k = 'store_id'");
        String body = Witness.HEADER + "\nstore=" + storeId + "\nsequence=" + chain[1] + "\nhash=" + hash
            + "\nprevious=" + prev + "\nwritten=2026-01-01T00:00:00Z\n";
        String slot = body + "mac=" + "0".repeat(64) + "\n";
        Files.writeString(witness, pad(slot) + pad(slot));

        MeterException forged = assertThrows(MeterException.class, f::open);
        assertEquals(Kind.WITNESS, forged.kind(), forged.getMessage());
        assertTrue(forged.getMessage().contains("damaged or forged"), forged.getMessage());

        String v1 = Witness.HEADER_1 + body.substring(Witness.HEADER.length());
        Files.writeString(witness, v1 + "check=" + sha256(v1) + "\n");
        MeterException plain = assertThrows(MeterException.class, f::open);
        assertEquals(Kind.WITNESS, plain.kind(), plain.getMessage());
        assertTrue(plain.getMessage().contains("format 1"), plain.getMessage());
    }

    @Test
    void aDowngradedKeyRowIsRefused() throws Exception {
        Fixture f = new Fixture(dir);
        f.createWithCredits(10).close();
        String attackersKey = "ab".repeat(32);
        // The key-in-database form, signed with the old public constant, the key file gone.
        RawSql.update(f.file, "UPDATE meta SET v = ?, mac = ? WHERE k = 'mac_key'", attackersKey,
            Fixture.publicConstantMac().of("meta", "mac_key", attackersKey));
        Files.delete(Meta.keyFile(f.file));

        MeterException e = assertThrows(MeterException.class, f::open);

        assertEquals(Kind.INTEGRITY, e.kind(), e.getMessage());
        assertTrue(e.getMessage().contains("downgraded key row"), e.getMessage());
    }

    @Test
    void aStoreMarkedOlderThanItIsIsRefused() throws Exception {
        Fixture f = new Fixture(dir);
        f.createWithCredits(10).close();
        RawSql.exec(f.file, "PRAGMA user_version=" + (Schema.HISTORY - 1)); // to be read with the old fixed key

        MeterException e = assertThrows(MeterException.class, f::open);

        assertEquals(Kind.INTEGRITY, e.kind(), e.getMessage());
        assertTrue(e.getMessage().contains("a downgrade"), e.getMessage());
    }

    @Test
    void theIdentityRowsAreSignedWithTheStoresOwnKeyNotAPublicConstant() throws Exception {
        Fixture f = new Fixture(dir);
        f.create().close();
        String id = RawSql.text(f.file, "SELECT v FROM meta WHERE k = 'store_id'");
        byte[] mac = (byte[]) rows(f.file, "meta").stream().filter(r -> r[0].equals("store_id")).findFirst()
            .orElseThrow()[2];

        assertTrue(!Fixture.publicConstantMac().matches(mac, "meta", "store_id", id), "not the public constant's MAC");
    }

    private static String pad(String slot) {
        return slot + "\n".repeat(Witness.SLOT - slot.length());
    }

    private static String sha256(String s) throws Exception {
        return java.util.HexFormat.of().formatHex(java.security.MessageDigest.getInstance("SHA-256")
            .digest(s.getBytes(java.nio.charset.StandardCharsets.UTF_8)));
    }
}
