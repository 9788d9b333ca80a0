package io.opencab.app.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.engine.game.GameCatalog;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A technician's change to the configuration file: validated whole, comments kept, all or nothing. */
class ConfigFileTest {
    @TempDir
    Path dir;

    @Test
    void aKeyIsReplacedInPlaceAndCommentsStay() throws Exception {
        Path f = dir.resolve("cabinet.properties");
        Files.writeString(f, CabinetConfigTest.validText(dir));

        ConfigFile.set(f, "rng.cycle.ms", "25", GameCatalog.standard());

        String text = Files.readString(f);
        assertTrue(text.startsWith("# A test cabinet."), text);
        assertTrue(text.contains("rng.cycle.ms=25"), text);
        assertEquals(1, text.lines().filter(l -> l.startsWith("rng.cycle.ms")).count());
        assertEquals(25, CabinetConfig.load(f, GameCatalog.standard()).rngCycle().toMillis());
    }

    @Test
    void aMissingKeyIsAppended() throws Exception {
        Path f = dir.resolve("cabinet.properties");
        Files.writeString(f, CabinetConfigTest.validText(dir));

        ConfigFile.set(f, "round.presentation.timeout.ms", "30000", GameCatalog.standard());

        assertEquals(30_000, CabinetConfig.load(f, GameCatalog.standard()).presentationTimeout().toMillis());
    }

    @Test
    void anInvalidChangeLeavesTheFileUntouched() throws Exception {
        Path f = dir.resolve("cabinet.properties");
        Files.writeString(f, CabinetConfigTest.validText(dir));
        String before = Files.readString(f);

        assertThrows(ConfigException.class, () -> ConfigFile.set(f, "rng.cycle.ms", "0", GameCatalog.standard()));
        assertThrows(ConfigException.class, () -> ConfigFile.set(f, "credit.limit.credits", "100", GameCatalog.standard()),
            "valid alone, but below the max bet");

        assertEquals(before, Files.readString(f));
    }

    @Test
    void aDuplicateOfTheKeySetIsDroppedAndTheResultLoads() throws Exception {
        Path f = dir.resolve("cabinet.properties");
        Files.writeString(f, CabinetConfigTest.validText(dir) + "rng.cycle.ms = 50\n");

        ConfigFile.set(f, "rng.cycle.ms", "25", GameCatalog.standard());

        assertEquals(1, Files.readString(f).lines().filter(l -> l.startsWith("rng.cycle.ms")).count());
        assertEquals(25, CabinetConfig.load(f, GameCatalog.standard()).rngCycle().toMillis());
    }

    @Test
    void aChangedFileIsReadableAndWritableByItsOwnerOnly() throws Exception {
        Assumptions.assumeTrue(dir.getFileSystem().supportedFileAttributeViews().contains("posix"));
        Path f = dir.resolve("cabinet.properties");
        Files.writeString(f, CabinetConfigTest.validText(dir));
        Files.setPosixFilePermissions(f, PosixFilePermissions.fromString("rw-r--r--"));

        ConfigFile.set(f, "rng.cycle.ms", "25", GameCatalog.standard());

        assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(f)),
            "PIN hashes: never world-readable, whatever the umask");
        assertTrue(Files.notExists(dir.resolve("cabinet.properties.new")));
    }
}
