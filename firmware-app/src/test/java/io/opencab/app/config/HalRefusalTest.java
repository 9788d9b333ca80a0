package io.opencab.app.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

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
}
