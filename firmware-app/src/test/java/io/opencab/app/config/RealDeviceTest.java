package io.opencab.app.config;

import io.opencab.engine.game.GameCatalog;
import io.opencab.hal.DeviceMode;
import io.opencab.hal.HalConfig;
import java.lang.reflect.RecordComponent;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Properties;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** One definition of "real" (issue 34 item 1): every device or link that can move money or reach the floor. */
class RealDeviceTest {
    /**
     * Every configuration key that is not a device or link selection, each checked by a person: a key added
     * later fails {@link #everyConfigurationKeyIsClassified} until it is put here or into {@link RealDevice}.
     */
    private static final Set<ConfigKey> NOT_A_DEVICE_OR_LINK = Set.of(ConfigKey.CABINET_ID, ConfigKey.DENOMINATION,
        ConfigKey.GAMES, ConfigKey.MAX_BET, ConfigKey.CREDIT_LIMIT, ConfigKey.HANDPAY_LIMIT, ConfigKey.BILLS,
        // The SAS link's wiring and settings: the link itself is sas.enabled.
        ConfigKey.SAS_PORT, ConfigKey.SAS_PORT_KIND, ConfigKey.SAS_ADDRESS, ConfigKey.SAS_LINK_DOWN,
        ConfigKey.SAS_REMOTE_HANDPAY_RESET, ConfigKey.SAS_ASSET_NUMBER, ConfigKey.SAS_HANDPAY_REPORTING,
        ConfigKey.SAS_CLOCK_SET, ConfigKey.SAS_HANDPAY_RECEIPT,
        // AFT rides on the SAS link (sas.enabled); it moves money only through the meter store, as bills do.
        ConfigKey.SAS_AFT_ENABLED, ConfigKey.CREDITS_RESTRICTED_AT_CASHOUT,
        // Bonusing rides on the SAS link too; a bonus moves money only through the meter store.
        ConfigKey.SAS_BONUS_ENABLED,
        // How long a cash-out waits for the host's AFT transfer: a timer, no device.
        ConfigKey.SAS_AFT_HOST_CASHOUT_TIMEOUT,
        // Ticket texts and limits: printing needs hal.printer; redemption needs SAS and the validator.
        ConfigKey.TITO_TICKET_LIMIT, ConfigKey.TITO_EXPIRY_DAYS, ConfigKey.TITO_CASINO_NAME, ConfigKey.TITO_ADDRESS_1,
        ConfigKey.TITO_ADDRESS_2, ConfigKey.TITO_ADDRESS_3, ConfigKey.TITO_TITLE, ConfigKey.TITO_TICKET_IN,
        ConfigKey.TITO_REDEEM_TIMEOUT,
        ConfigKey.STORE_PATH, ConfigKey.STORE_WITNESS_PATH, ConfigKey.STORE_CREATE,
        // Where critical memory lies, and why the witness may share its device: the rollback anchor (hal.anchor)
        // moves no money; StoreSettings refuses a simulated one with any RealDevice, and none without a reason.
        ConfigKey.STORE_COLOCATED_REASON, ConfigKey.STORE_ANCHOR_NONE_REASON, ConfigKey.PIN_ATTENDANT,
        ConfigKey.PIN_TECHNICIAN, ConfigKey.PIN_REGULATOR, ConfigKey.RNG_CYCLE, ConfigKey.PRESENTATION_TIMEOUT,
        // The screen's own settings (issue 38's merge of the service and kiosk branches): how amounts are grouped,
        // when the attract show starts; neither drives a device.
        ConfigKey.MONEY_GROUPING, ConfigKey.ATTRACT_IDLE);

    @TempDir
    Path dir;

    @Test
    void everyDeviceKindOfTheHalIsClassified() {
        List<String> unclassified = new ArrayList<>();
        for (RecordComponent c : HalConfig.class.getRecordComponents()) {
            if (c.getType() == DeviceMode.class
                && Arrays.stream(RealDevice.values()).noneMatch(d -> c.getName().equals(d.halComponent()))) {
                unclassified.add(c.getName());
            }
        }

        assertEquals(List.of(), unclassified, "a device kind of HalConfig that RealDevice does not classify: if it can"
            + " move money or reach the floor, add it to RealDevice");
    }

    @Test
    void everyConfigurationKeyIsClassified() {
        List<String> unclassified = new ArrayList<>();
        for (ConfigKey k : ConfigKey.values()) {
            boolean device = Arrays.stream(RealDevice.values()).anyMatch(d -> d.key().equals(k.key()));
            if (device == NOT_A_DEVICE_OR_LINK.contains(k)) {
                unclassified.add(k.key());
            }
        }

        assertEquals(List.of(), unclassified, "a configuration key that is neither a RealDevice nor listed here as not"
            + " a device or link (or is both): a key that turns on a device or link that moves money or reaches the floor"
            + " (an AFT link, a hopper, ...) goes into RealDevice");
    }

    @Test
    void everyDeviceSelectionKeyExists() {
        for (RealDevice d : RealDevice.values()) {
            assertTrue(ConfigKey.of(d.key()) != null || d.key().startsWith("hal."), d.key());
        }
    }

    @Test
    void allSimulatedAndNoSasIsNothingReal() {
        CabinetConfig c = parse(CabinetConfigTest.validText(dir));

        assertEquals(List.of(), RealDevice.in(c));
    }

    /** The lab's cabinet: bill and GPIO simulated, the printer real and SAS on. */
    @Test
    void aRealPrinterAndASasLinkAreReal() {
        CabinetConfig c = parse(CabinetConfigTest.validText(dir) + printerAndSas(dir));

        assertEquals(List.of(RealDevice.TICKET_PRINTER, RealDevice.SAS_LINK), RealDevice.in(c));
        assertEquals("hal.printer=real, sas.enabled=true", RealDevice.describe(RealDevice.in(c)));
    }

    /** The keys of a real ticket printer and a SAS link on pseudo-terminals, for a test configuration. */
    static String printerAndSas(Path dir) {
        return "hal.printer = real\nhal.printer.port = /dev/ttyUSB1\ntito.ticket.limit.cents = 100000\n"
            + "tito.casino.name = TEST CASINO\nsas.enabled = true\nsas.port = /dev/ttyS1\n";
    }

    private CabinetConfig parse(String text) {
        Properties p = CabinetConfigTest.props(text);
        return CabinetConfig.parse(p, GameCatalog.standard(), dir);
    }
}
