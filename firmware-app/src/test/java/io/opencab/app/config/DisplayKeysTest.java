package io.opencab.app.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.engine.game.GameCatalog;
import io.opencab.money.MoneyFormat;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** money.grouping and kiosk.attract.idle.seconds (issues 38 and 39): defaults, every choice, bad values refused. */
class DisplayKeysTest {
    private static final GameCatalog CATALOG = GameCatalog.standard();

    @TempDir
    Path dir;

    private CabinetConfig with(String key, String value) {
        Properties p = CabinetConfig.defaultProperties(dir, CATALOG);
        if (key != null) {
            p.setProperty(key, value);
        }
        return CabinetConfig.parse(p, CATALOG, dir);
    }

    @Test
    void withoutTheKeysAmountsUseCommasAndTheKioskReturnsToAttractAfterTwoMinutes() {
        CabinetConfig c = with(null, null);
        assertEquals(new MoneyFormat(1, "USD", MoneyFormat.Grouping.COMMA), DisplayKeys.money(c));
        assertEquals(Duration.ofSeconds(120), DisplayKeys.attractIdle(c));
    }

    @Test
    void theGroupingIsTheConfigurations() {
        assertEquals("1.234,56 USD", DisplayKeys.money(with("money.grouping", "period")).cents(123_456));
        assertEquals("1\u00A0234.56 USD", DisplayKeys.money(with("money.grouping", "space")).cents(123_456));
    }

    @Test
    void zeroTurnsTheAttractReturnOff() {
        assertEquals(Duration.ZERO, DisplayKeys.attractIdle(with("kiosk.attract.idle.seconds", "0")));
        assertEquals(Duration.ofSeconds(10), DisplayKeys.attractIdle(with("kiosk.attract.idle.seconds", "10")));
    }

    @Test
    void badValuesAreRefusedNamingTheKey() {
        ConfigException g = assertThrows(ConfigException.class, () -> with("money.grouping", "dots"));
        assertTrue(g.getMessage().contains("money.grouping") && g.getMessage().contains("comma"), g.getMessage());
        ConfigException i = assertThrows(ConfigException.class, () -> with("kiosk.attract.idle.seconds", "5"));
        assertTrue(i.getMessage().contains("kiosk.attract.idle.seconds"), i.getMessage());
        assertThrows(ConfigException.class, () -> with("kiosk.attract.idle.seconds", "3601"));
    }
}
