package io.opencab.app.kiosk;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.app.cabinet.Cabinet;
import io.opencab.app.cabinet.startup.CabinetSetup;
import io.opencab.app.config.CabinetConfig;
import io.opencab.app.config.CabinetConfigTest;
import io.opencab.engine.game.GameCatalog;
import io.opencab.engine.rng.SeededStreams;
import io.opencab.ui.port.AttendantRequest;
import io.opencab.ui.port.ConfigItem;
import io.opencab.ui.port.KioskAction;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The technician's configuration page as the cabinet serves it (issue 39 item 8 and finding 9): on the built-in
 * configuration every key is read-only and says why (its SET refused everything and threw the input away); with a
 * file a SET is saved for the next start and the page shows both the running and the saved value; human labels
 * and controls instead of raw keys and free text.
 */
class ConfigPageTest {
    @TempDir
    Path dir;
    Cabinet cabinet;
    CabinetKiosk kiosk;
    CabinetAttendantPort port;

    private void start(CabinetConfig config, Path file, String technicianPin) {
        CabinetSetup setup = CabinetSetup.of(config, file).withRng(SeededStreams.single(5L));
        cabinet = Cabinet.start(setup);
        kiosk = new CabinetKiosk(cabinet, setup.games());
        port = new CabinetAttendantPort(cabinet.attendant(), GameCatalog.standard().ids(), io.opencab.money.MoneyFormat.of(1, "USD"), List.of(100L, 500L,
            2000L), null);
        kiosk.submit(new KioskAction.KeyTurn(true));
        kiosk.submit(new KioskAction.EnterPin(technicianPin));
    }

    @AfterEach
    void stop() {
        if (cabinet != null) {
            cabinet.close();
        }
    }

    private Map<String, ConfigItem> items() {
        return port.configuration().stream().collect(Collectors.toMap(ConfigItem::key, Function.identity()));
    }

    @Test
    void onTheBuiltInConfigurationEveryKeyIsReadOnlyAndSaysWhy() {
        start(CabinetConfig.defaults(dir, GameCatalog.standard()), null, CabinetConfig.DEFAULT_TECHNICIAN_PIN);

        List<ConfigItem> all = port.configuration();

        assertFalse(all.isEmpty());
        for (ConfigItem i : all) {
            assertFalse(i.editable(), i.key());
            assertEquals(ConfigForms.BUILT_IN, i.readOnly(), i.key());
        }
        assertTrue(ConfigForms.BUILT_IN.contains("--config FILE"));
        ConfigItem levels = items().get("game.lost-relics.bet.levels");
        assertFalse(levels.value().isEmpty(), "not set: the levels the game offers, not an empty value");
        assertFalse(levels.pending());
    }

    @Test
    void aSetIsSavedForTheNextStartAndThePageShowsBothValues() throws Exception {
        Path file = dir.resolve("cabinet.properties");
        Files.writeString(file, CabinetConfigTest.validText(dir));
        start(CabinetConfig.load(file, GameCatalog.standard()), file, "2468");

        kiosk.submit(new KioskAction.Attendant(new AttendantRequest.SetConfig("handpay.limit.credits", "60000")));

        ConfigItem limit = items().get("handpay.limit.credits");
        assertEquals("120000", limit.value(), "the cabinet runs with the old value until its next start");
        assertEquals("60000", limit.saved(), "the file holds the new one");
        assertTrue(limit.pending());
        assertTrue(Files.readString(file).contains("handpay.limit.credits=60000"));
    }

    @Test
    void eachKeyHasAHumanLabelAControlAndItsDefaultWhenTheFileDoesNotSetIt() throws Exception {
        Path file = dir.resolve("cabinet.properties");
        Files.writeString(file, CabinetConfigTest.validText(dir));
        start(CabinetConfig.load(file, GameCatalog.standard()), file, "2468");

        Map<String, ConfigItem> i = items();

        ConfigItem limit = i.get("handpay.limit.credits");
        assertEquals("Handpay limit (jackpot paid by hand)", limit.label());
        assertEquals(ConfigItem.Field.Kind.NUMBER, limit.field().kind());
        assertEquals("credits", limit.field().unit());
        assertTrue(limit.editable());
        ConfigItem address = i.get("sas.address");
        assertEquals("1", address.value(), "not in the file: the default applies");
        assertFalse(address.pending(), "and the next start applies it too");
        assertEquals(ConfigItem.Field.Kind.CHOICE, i.get("sas.link.down").field().kind());
        assertEquals(List.of("keep-playing", "disable-play"), i.get("sas.link.down").field().choices().stream()
            .map(ConfigItem.Choice::value).toList());
        assertEquals(ConfigItem.Field.Kind.SUBSET, i.get("bills.accepted.cents").field().kind());
        assertEquals(ConfigItem.Field.Kind.SUBSET, i.get("game.christmas-tree.bet.levels").field().kind());
        ConfigItem denomination = i.get("cabinet.denomination.cents");
        assertFalse(denomination.editable());
        assertTrue(denomination.readOnly().contains("meter store"), denomination.readOnly());
        assertEquals("(set)", i.get("security.pin.technician").value(), "a PIN hash is never shown");
        assertFalse(i.get("security.pin.technician").editable());
    }
}
