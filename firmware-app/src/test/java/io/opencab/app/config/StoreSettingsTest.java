package io.opencab.app.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.app.AppException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Where the witness and the rollback anchor may lie (issue 36 item 3; docs/meters.md "Rollback anchor"). */
class StoreSettingsTest {
    @TempDir
    Path dir;

    private CabinetConfig parse(String... extra) {
        Properties p = CabinetConfigTest.props(CabinetConfigTest.validText(dir));
        for (int i = 0; i < extra.length; i += 2) {
            p.setProperty(extra[i], extra[i + 1]);
        }
        return CabinetConfig.parse(p, CabinetConfigTest.CATALOG, dir);
    }

    /** A cabinet with a real device: the SAS link (on a pty, so nothing needs hardware to parse). */
    private CabinetConfig real(String... extra) {
        String[] all = new String[extra.length + 6];
        System.arraycopy(new String[] {"sas.enabled", "true", "sas.port", "/dev/ttyAMA0", "sas.address", "1"}, 0, all, 0, 6);
        System.arraycopy(extra, 0, all, 6, extra.length);
        return parse(all);
    }

    @Test
    void aSimulatedAnchorInsideTheDataDirectoryIsRefused() {
        ConfigException e = assertThrows(ConfigException.class, () -> parse("hal.anchor", "simulated",
            "hal.anchor.path", dir.resolve("data/anchor").toString()));

        assertEquals("hal.anchor.path", e.key());
    }

    @Test
    void aSimulatedAnchorIsRefusedWithARealDevice() {
        ConfigException e = assertThrows(ConfigException.class, () -> real("hal.anchor", "simulated",
            "hal.anchor.path", dir.resolve("anchor/counter").toString()));

        assertEquals("hal.anchor", e.key());
    }

    @Test
    void withRealDevicesTheWitnessOnTheStoresDeviceIsRefusedUnlessTheConfigurationSaysWhy() {
        AppException e = assertThrows(AppException.class, () -> StoreSettings.placement(real()));
        assertTrue(e.getMessage().contains("the witness") && e.getMessage().contains("store.colocated.reason"),
            e.getMessage());

        List<String> notes = StoreSettings.placement(real("store.colocated.reason", "one eMMC, witness on RPMB soon",
            "store.anchor.none.reason", "test: no second device"));

        assertTrue(notes.stream().anyMatch(n -> n.contains("because: one eMMC, witness on RPMB soon")), notes.toString());
    }

    @Test
    void withRealDevicesAWitnessOnAnotherDeviceIsAccepted() throws Exception {
        Path shm = Path.of("/dev/shm");
        org.junit.jupiter.api.Assumptions.assumeTrue(Files.isDirectory(shm), "needs a second file system");
        Path other = Files.createTempDirectory(shm, "witness");
        try {
            List<String> notes = StoreSettings.placement(real("store.witness.path", other.resolve("w").toString(),
                "store.anchor.none.reason", "test: no second device"));

            assertTrue(notes.stream().anyMatch(n -> n.contains("no rollback anchor")), "says what it lacks: " + notes);
        } finally {
            Files.deleteIfExists(other);
        }
    }

    /** The lab's A15: hal.anchor=none (the default) was accepted with a real printer and SAS. */
    @Test
    void withRealDevicesNoAnchorIsRefusedUnlessTheConfigurationSaysWhy() {
        AppException e = assertThrows(AppException.class, () -> StoreSettings.placement(real("store.colocated.reason",
            "test: one disk")));
        assertTrue(e.getMessage().contains("hal.anchor") && e.getMessage().contains("store.anchor.none.reason"),
            e.getMessage());

        List<String> notes = StoreSettings.placement(real("store.colocated.reason", "test: one disk",
            "store.anchor.none.reason", "board without RPMB, host reconciles meters daily"));

        assertTrue(notes.stream().anyMatch(n -> n.contains("no rollback anchor") && n.contains("because: board without"
            + " RPMB, host reconciles meters daily")), notes.toString());
    }

    @Test
    void aPcWithEveryDeviceSimulatedMayKeepEverythingOnOneDisk() {
        assertTrue(StoreSettings.placement(parse()).isEmpty());
    }

    /** An outside tester: check-config passed from one directory and failed from another for the same file. */
    @Test
    void aRelativeAnchorPathIsResolvedAgainstTheConfigurationsDirectoryNotTheWorkingDirectory() {
        // given: a simulated anchor beside the data directory, written relative
        CabinetConfig c = parse("hal.anchor", "simulated", "hal.anchor.path", "anchor/counter");

        // when: the anchor the meter store is given
        String anchor = StoreSettings.of(c).anchor().describe();

        // then: as store.path is, wherever the command was started (/ under systemd)
        assertEquals("SIMULATED anchor " + dir.resolve("anchor/counter"), anchor);
    }

    @Test
    void aRelativeAnchorPathIntoTheDataDirectoryIsRefused() {
        // when: relative to the configuration's directory it lies in the data directory (data/, the store's)
        ConfigException e = assertThrows(ConfigException.class, () -> parse("hal.anchor", "simulated",
            "hal.anchor.path", "data/anchor"));

        // then
        assertEquals("hal.anchor.path", e.key());
    }
}
