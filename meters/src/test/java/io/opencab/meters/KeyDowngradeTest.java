package io.opencab.meters;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.meters.MeterException.Kind;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Issue 34 item 4, the lab's A14 (docs/security-attack-2026-11-28.md): no store is accepted in the form whose
 * identity rows are signed with a key derived from a public constant, whatever its schema number and key file say.
 */
class KeyDowngradeTest {
    @TempDir
    Path dir;

    /** The lab's attack: meta rows in the old form (the store's real key in hex), key file deleted, schema 7. */
    @Test
    void aStoreRewrittenInTheInDatabaseKeyFormIsRefused() throws Exception {
        Fixture f = new Fixture(dir);
        f.createWithCredits(10).close();
        Path keyFile = Meta.keyFile(f.file);
        String hex = Files.readString(keyFile).strip();
        RawSql.update(f.file, "UPDATE meta SET v = ? WHERE k = 'mac_key'", hex);
        Fixture.markOlder(f.file, Schema.HISTORY - 1);
        Files.delete(keyFile);

        MeterException e = assertThrows(MeterException.class, f::open);

        assertEquals(Kind.INTEGRITY, e.kind(), e.getMessage());
        assertTrue(e.getMessage().contains("signed with a key derived from a public constant"), e.getMessage());
        assertTrue(Files.notExists(keyFile), "no key file was written for it");
    }

    /** Every schema before {@link Schema#HISTORY} is that form, with its key in a file or not: refused, never migrated. */
    @ParameterizedTest
    @ValueSource(ints = {1, 3, 4, 5, 6, 7})
    void aStoreOfASchemaBeforeHistoryIsRefusedWithWhatToDo(int version) throws Exception {
        Fixture f = new Fixture(dir);
        f.create().close();
        Fixture.markOlder(f.file, version);

        MeterException e = assertThrows(MeterException.class, f::open);

        assertTrue(e.kind().ramError(), e.kind().name());
        assertTrue(e.getMessage().contains("schema " + version), e.getMessage());
        assertTrue(e.getMessage().contains("RAM clear"), e.getMessage());
        assertEquals(Integer.toString(version), RawSql.text(f.file, "PRAGMA user_version"), "not migrated");
    }

    /** The key row in the database form beside a current schema: refused as before. */
}
