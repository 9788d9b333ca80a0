package io.opencab.app.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A store.path that cannot be a file is a configuration error naming the key (docs/configuration.md "The store's
 * place"), found by check-config, not a RAM error (NOT_A_STORE) at the start that invites a RAM clear.
 */
class StorePlaceTest {
    @TempDir
    Path dir;

    private ConfigException refused(String key, String value) {
        Properties p = CabinetConfigTest.props(CabinetConfigTest.validText(dir));
        p.setProperty(key, value);
        return assertThrows(ConfigException.class, () -> CabinetConfig.parse(p, CabinetConfigTest.CATALOG, dir));
    }

    @Test
    void aDirectoryAsTheStoreIsRefused() throws Exception {
        // given
        Files.createDirectory(dir.resolve("sub"));

        // when
        ConfigException e = refused("store.path", "sub");

        // then
        assertEquals("store.path: sub (" + dir.resolve("sub") + ") is a directory, not a file: name the file itself"
            + " (e.g. sub/meters.db)", e.getMessage());
    }

    @Test
    void aStoreUnderARegularFileIsRefused() throws Exception {
        // given
        Files.writeString(dir.resolve("f"), "x");

        // when
        ConfigException e = refused("store.path", "f/meters.db");

        // then
        assertEquals("store.path: f/meters.db cannot be a file: " + dir.resolve("f") + " is a file, not a directory",
            e.getMessage());
    }

    @Test
    void aDirectoryAsTheWitnessIsRefused() throws Exception {
        // given: the witness path names the store's own directory
        Files.createDirectories(dir.resolve("data/w"));

        // when
        ConfigException e = refused("store.witness.path", "w");

        // then
        assertEquals("store.witness.path", e.key());
        assertEquals("store.witness.path: w (" + dir.resolve("data/w") + ") is a directory, not a file: name the file"
            + " itself (e.g. w/meters.db.witness)", e.getMessage());
    }
}
