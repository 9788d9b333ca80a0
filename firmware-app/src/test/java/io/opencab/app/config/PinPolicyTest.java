package io.opencab.app.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.engine.game.GameCatalog;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Public default PINs only with simulated devices (issue 26 item 4; regulations.md 1.11). */
class PinPolicyTest {
    @TempDir
    Path dir;

    private Properties withPins(String gpio, String attendant, String technician) {
        Properties p = CabinetConfigTest.props(CabinetConfigTest.validText(dir).replace("hal.gpio = simulated", gpio));
        p.setProperty("security.pin.attendant", PinHash.create(attendant, PinHash.MIN_ITERATIONS, new SecureRandom())
            .encode());
        p.setProperty("security.pin.technician", PinHash.create(technician, PinHash.MIN_ITERATIONS, new SecureRandom())
            .encode());
        return p;
    }

    @Test
    void aRealDeviceWithTheDefaultTechnicianPinIsRefused() {
        Properties p = withPins("hal.gpio = real\nhal.gpio.chip = gpiochip0", "4821", "2222");

        ConfigException e = assertThrows(ConfigException.class, () -> CabinetConfig.parse(p, GameCatalog.standard(), dir));

        assertEquals("security.pin.technician", e.key());
        assertTrue(e.getMessage().contains("is the public default PIN 2222"), e.getMessage());
    }

    @Test
    void aRealBillValidatorWithAnotherRolesDefaultPinIsRefused() {
        Properties p = withPins("hal.gpio = simulated", "2222", "7305");
        p.setProperty("hal.bill", "real");
        p.setProperty("hal.bill.port", "/dev/ttyUSB0");

        ConfigException e = assertThrows(ConfigException.class, () -> CabinetConfig.parse(p, GameCatalog.standard(), dir));

        assertEquals("security.pin.attendant", e.key());
    }

    /** The lab's finding: check-config accepted 1111/2222 with a real printer (bill and GPIO simulated). */
    @Test
    void aRealTicketPrinterWithTheDefaultPinsIsRefused() {
        Properties p = withPins("hal.gpio = simulated", "1111", "2222");
        p.setProperty("hal.printer", "real");
        p.setProperty("hal.printer.port", "/dev/ttyUSB1");
        p.setProperty("tito.ticket.limit.cents", "100000");
        p.setProperty("tito.casino.name", "TEST CASINO");

        ConfigException e = assertThrows(ConfigException.class, () -> CabinetConfig.parse(p, GameCatalog.standard(), dir));

        assertEquals("security.pin.attendant", e.key());
        assertTrue(e.getMessage().contains("(hal.printer=real)"), e.getMessage());
    }

    /** ... and with a SAS link, every device simulated: the link reaches the casino system. */
    @Test
    void aSasLinkWithTheDefaultPinsIsRefused() {
        Properties p = withPins("hal.gpio = simulated", "4821", "2222");
        p.setProperty("sas.enabled", "true");
        p.setProperty("sas.port", "/dev/ttyS1");

        ConfigException e = assertThrows(ConfigException.class, () -> CabinetConfig.parse(p, GameCatalog.standard(), dir));

        assertEquals("security.pin.technician", e.key());
        assertTrue(e.getMessage().contains("(sas.enabled=true)"), e.getMessage());
    }

    @Test
    void simulatedDevicesMayKeepTheDefaultPins() {
        Properties p = withPins("hal.gpio = simulated", "1111", "2222");

        CabinetConfig c = CabinetConfig.parse(p, GameCatalog.standard(), dir);

        assertTrue(c.attendantPin().matches("1111"));
    }

    /** The lab's attack A4 (2026-11-28): a regulator PIN of 1111 (the attendant's public default) was accepted. */
    @Test
    void aSasLinkWithARegulatorPinThatIsAnyPublicDefaultIsRefused() {
        Properties p = withPins("hal.gpio = simulated", "4821", "7305");
        p.setProperty("sas.enabled", "true");
        p.setProperty("sas.port", "/dev/ttyS1");
        p.setProperty("security.pin.regulator", PinHash.create("1111", PinHash.MIN_ITERATIONS, new SecureRandom()).encode());

        ConfigException e = assertThrows(ConfigException.class, () -> CabinetConfig.parse(p, GameCatalog.standard(), dir));

        assertEquals("security.pin.regulator", e.key());
        assertTrue(e.getMessage().contains("is the public default PIN 1111"), e.getMessage());
    }

    /** The lab found check-config failing with an internal error on {@code security.pin.regulator =} (empty). */
    @Test
    void anEmptyRegulatorPinIsNoRegulatorLogin() {
        Properties p = withPins("hal.gpio = simulated", "1111", "2222");
        p.setProperty("security.pin.regulator", "");

        CabinetConfig c = CabinetConfig.parse(p, GameCatalog.standard(), dir);

        assertTrue(c.regulatorPin().isEmpty());
    }
}
