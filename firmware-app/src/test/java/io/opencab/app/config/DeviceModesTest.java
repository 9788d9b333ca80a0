package io.opencab.app.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Path;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The device modes' refusals list what the key accepts, in the configuration's words (docs/configuration.md). */
class DeviceModesTest {
    @TempDir
    Path dir;

    private ConfigException refused(String from, String to) {
        String text = CabinetConfigTest.validText(dir);
        Properties p = CabinetConfigTest.props(text.replace(from, to));
        return assertThrows(ConfigException.class, () -> CabinetConfig.parse(p, CabinetConfigTest.CATALOG, dir), to);
    }

    @Test
    void aWrongGpioModeListsOnlyWhatGpioAccepts() {
        // when
        ConfigException e = refused("hal.gpio = simulated", "hal.gpio = bogus");

        // then: none is not offered (the button deck and doors are not optional)
        assertEquals("hal.gpio: must be real or simulated (got 'bogus'): the buttons, doors and key switch are not"
            + " optional", e.getMessage());
    }

    @Test
    void gpioNoneIsRefusedInTheConfigurationsWords() {
        // when: the value the first message used to offer
        ConfigException e = refused("hal.gpio = simulated", "hal.gpio = none");

        // then: not "must be REAL or SIMULATED ..., got NONE"
        assertEquals("hal.gpio: must be real or simulated (got 'none'): the buttons, doors and key switch are not"
            + " optional", e.getMessage());
    }

    @Test
    void aWrongBillModeListsTheThreeModes() {
        ConfigException e = refused("hal.bill = simulated", "hal.bill = bogus");

        assertEquals("hal.bill: must be real, simulated or none (got 'bogus')", e.getMessage());
    }

    @Test
    void aValidatorKeyWithNoValidatorIsNamedAsNotAllowedRatherThanUnknown() {
        // when: the outside tester's CFG with hal.bill = none (the currency and the bills left in)
        ConfigException e = refused("hal.bill = simulated", "hal.bill = none");

        // then
        assertEquals("hal.bill.currency: is not allowed with hal.bill = none (no bill validator fitted): remove it, or fit the"
            + " device (hal.bill)",
            e.getMessage());
    }

    @Test
    void aPrinterKeyWithNoPrinterIsNamedAsNotAllowed() {
        ConfigException e = refused("hal.bill = simulated", "hal.bill = simulated\nhal.printer.port = /dev/ttyUSB1");

        assertEquals("hal.printer.port: is not allowed without hal.printer (no ticket printer fitted): remove it, or fit the"
            + " device (hal.printer)",
            e.getMessage());
    }
}
