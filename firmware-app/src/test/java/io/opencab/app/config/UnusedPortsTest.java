package io.opencab.app.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A port is checked whenever its key is set (docs/configuration.md "Device paths"), also while its device is
 * simulated or off: an unused key that is wrong is still a wrong configuration.
 */
class UnusedPortsTest {
    @TempDir
    Path dir;

    private ConfigException refused(String more) {
        Properties p = CabinetConfigTest.props(CabinetConfigTest.validText(dir) + more);
        return assertThrows(ConfigException.class, () -> CabinetConfig.parse(p, CabinetConfigTest.CATALOG, dir), more);
    }

    @Test
    void aSimulatedValidatorsPortOutsideDevIsRefused() {
        // when: the outside tester's port word on a simulated validator
        ConfigException e = refused("hal.bill.port = hello\n");

        // then
        assertEquals("hal.bill.port", e.key());
        assertTrue(e.getMessage().contains("hello is not an absolute device path"), e.getMessage());
    }

    @Test
    void aSimulatedValidatorsPortOnDevNullIsRefused() {
        Assumptions.assumeTrue(Files.exists(Path.of("/dev/null")));

        ConfigException e = refused("hal.bill.port = /dev/null\n");

        assertEquals("hal.bill.port", e.key());
        assertTrue(e.getMessage().contains("/dev/null is not a serial line"), e.getMessage());
    }

    @Test
    void aSimulatedPrintersPortOutsideDevIsRefused() {
        ConfigException e = refused("hal.printer = simulated\nhal.printer.dir = " + dir.resolve("tickets")
            + "\nhal.printer.port = tickets\ntito.ticket.limit.cents = 50000\ntito.casino.name = TEST CASINO\n");

        assertEquals("hal.printer.port", e.key());
    }

    @Test
    void theSasPortIsCheckedWithSasOff() {
        Assumptions.assumeTrue(Files.exists(Path.of("/dev/null")));

        ConfigException e = refused("sas.enabled = false\nsas.port = /dev/null\n");

        assertEquals("sas.port", e.key());
    }
}
