package io.opencab.app.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.engine.game.GameCatalog;
import java.nio.file.Path;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A refused hal.* value reads as the configuration's other refusals: the key it names first and once (outside check,
 * stop 50: "hal: bill validator on simulated: failuresBeforeLoss 0 outside 1..100", "hal.bill.parity: hal.bill.parity
 * must be even or none").
 */
class HalRefusalTest {
    private static final GameCatalog CATALOG = GameCatalog.standard();
    @TempDir
    Path dir;

    private ConfigException refused(String key, String value) {
        Properties p = CabinetConfig.defaultProperties(dir, CATALOG);
        p.setProperty(key, value);
        return assertThrows(ConfigException.class, () -> CabinetConfig.parse(p, CATALOG, dir));
    }

    @Test
    void aRangeRefusalNamesTheKeyNotTheRecordsField() {
        ConfigException e = refused("hal.bill.failures", "0");

        assertEquals("hal.bill.failures", e.key());
        assertEquals("hal.bill.failures: 0 is outside 1..100", e.getMessage());
    }

    @Test
    void aRefusalThatOpensWithItsKeyDoesNotSayItTwice() {
        ConfigException e = refused("hal.bill.parity", "odd");

        assertEquals("hal.bill.parity: must be even or none, got odd", e.getMessage());
    }

    @Test
    void oneValueCheckedOnItsOwnNamesItsKeyOnce() {
        ConfigException e = assertThrows(ConfigException.class,
            () -> CabinetConfig.validate("hal.button.debounce.ms", "0", CATALOG));

        assertEquals("hal.button.debounce.ms: 0 ms is outside 1..1000 ms", e.getMessage());
    }

    @Test
    void aMissingRequiredHalKeyIsNamedOnce() {
        Properties p = CabinetConfig.defaultProperties(dir, CATALOG);
        p.remove("hal.gpio");

        ConfigException e = assertThrows(ConfigException.class, () -> CabinetConfig.parse(p, CATALOG, dir));

        assertTrue(e.getMessage().startsWith("hal.gpio: is required"), e.getMessage());
        assertEquals(e.getMessage().indexOf("hal.gpio"), e.getMessage().lastIndexOf("hal.gpio"), e.getMessage());
    }

    @Test
    void anUnknownHalKeyIsNamedOnce() {
        ConfigException e = refused("hal.button.SPIN.pin", "5");

        assertEquals("hal.button.SPIN.pin: unknown configuration key (see docs/hal.md for the hal.* keys)",
            e.getMessage());
    }

    /** provision set checks one key on its own: a printer's key was "unknown" there, as no printer was fitted. */
    @Test
    void aPrintersKeyCheckedOnItsOwnIsCheckedAsThePrintersKey() {
        ConfigException e = assertThrows(ConfigException.class,
            () -> CabinetConfig.validate("hal.printer.poll.ms", "1", CATALOG));

        assertEquals("hal.printer.poll.ms: 1 ms is outside 10..5000 ms", e.getMessage());
        CabinetConfig.validate("hal.printer.poll.ms", "100", CATALOG);
        CabinetConfig.validate("hal.anchor.path", "anchor/counter", CATALOG);
    }

    @Test
    void aPrinterDirectoryThatIsAFileIsRefusedBeforeTheFirstTicket() throws Exception {
        java.nio.file.Path file = java.nio.file.Files.writeString(dir.resolve("tickets"), "not a directory");
        Properties p = CabinetConfig.defaultProperties(dir, CATALOG);
        p.setProperty("hal.printer", "simulated");
        p.setProperty("hal.printer.dir", file.toString());

        ConfigException e = assertThrows(ConfigException.class, () -> CabinetConfig.parse(p, CATALOG, dir));

        assertEquals("hal.printer.dir: " + file + " is a file, not a directory: the simulated printer writes each ticket"
            + " into it", e.getMessage());
    }

    @Test
    void anAnchorWithoutItsPathSaysWhyThePathIsRequired() {
        ConfigException e = refused("hal.anchor", "simulated");

        assertEquals("hal.anchor.path: is required with hal.anchor=simulated: the anchor's counter file", e.getMessage());
    }
}
