package io.opencab.meters;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.MessageDigest;
import java.util.HexFormat;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The row MACs' key lives outside the database (issue 26 item 6; regulations.md 1.1). */
class MacKeyTest {
    @TempDir
    Path dir;

    /**
     * The bypass: with the key in the meta table, anyone with sqlite could edit a row and re-MAC it.
     * Here the forger uses whatever the database holds as the key; the edit must be caught.
     */
    @Test
    void aRowEditedWithAFreshMacMadeFromTheDatabaseAloneIsDetected() throws Exception {
        Fixture f = new Fixture(dir);
        try (MeterStore s = f.create()) {
            s.logEvent(EventType.CABINET, "door opened by J. Smith");
        }
        String keyRow = RawSql.text(f.file, "SELECT v FROM meta WHERE k = 'mac_key'");
        byte[] key = keyRow.matches("[0-9a-f]{64}") ? HexFormat.of().parseHex(keyRow)
            : MessageDigest.getInstance("SHA-256").digest(keyRow.getBytes(StandardCharsets.UTF_8));
        long id = Long.parseLong(RawSql.text(f.file, "SELECT id FROM event WHERE detail = 'door opened by J. Smith'"));
        long at = Long.parseLong(RawSql.text(f.file, "SELECT at FROM event WHERE id = " + id));
        String forged = "door opened by nobody";
        RawSql.update(f.file, "UPDATE event SET detail = ?, mac = ? WHERE id = ?", forged,
            new RowMac(key).of("event", id, at, EventType.CABINET.name(), forged), id);

        MeterException e = assertThrows(MeterException.class, f::open);

        assertTrue(e.kind().ramError(), e.kind().name());
        assertTrue(e.getMessage().contains("event row " + id), e.getMessage());
    }

    @Test
    void theKeyIsAnOwnerOnlyFileAndTheDatabaseHoldsOnlyItsDigest() throws Exception {
        Fixture f = new Fixture(dir);
        f.create().close();
        Path keyFile = Meta.keyFile(f.file);

        String keyRow = RawSql.text(f.file, "SELECT v FROM meta WHERE k = 'mac_key'");

        assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(keyFile)));
        byte[] key = HexFormat.of().parseHex(Files.readString(keyFile).strip());
        assertEquals("file sha256:" + HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(key)), keyRow);
    }

    @Test
    void aMissingKeyFileIsARamError() throws Exception {
        Fixture f = new Fixture(dir);
        f.create().close();
        Files.delete(Meta.keyFile(f.file));

        MeterException e = assertThrows(MeterException.class, f::open);

        assertTrue(e.kind().ramError(), e.kind().name());
        assertTrue(e.getMessage().contains("is missing, so no row can be checked"), e.getMessage());
    }
}
