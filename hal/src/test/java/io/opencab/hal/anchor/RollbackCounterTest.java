package io.opencab.hal.anchor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.hal.DeviceMode;
import io.opencab.hal.HalException;
import io.opencab.hal.HalProperties;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The rollback anchor device kind (docs/hal.md "Rollback anchor"). */
class RollbackCounterTest {
    @TempDir
    Path dir;

    private AnchorConfig config(DeviceMode mode) {
        return new AnchorConfig(mode, dir.resolve("anchor/counter"));
    }

    @Test
    void theSimulatedAnchorStartsAtZeroCountsUpAndKeepsItsValueAcrossOpens() {
        SimulatedAnchor a = new SimulatedAnchor(config(DeviceMode.SIMULATED));
        assertEquals(0, a.read());
        assertEquals(1, a.increment());
        assertEquals(2, a.increment());

        assertEquals(2, new SimulatedAnchor(config(DeviceMode.SIMULATED)).read());
        assertTrue(a.describe().contains("SIMULATED"), a.describe());
    }

    @Test
    void aTornWriteLeavesTheValueBefore() throws Exception {
        SimulatedAnchor a = new SimulatedAnchor(config(DeviceMode.SIMULATED));
        a.increment();
        a.increment(); // 2 in one slot, 1 in the other
        Path f = config(DeviceMode.SIMULATED).path();
        byte[] b = Files.readAllBytes(f);
        int newest = new String(b, 0, CounterFile.SLOT).contains("counter=2") ? 0 : 1;
        b[newest * CounterFile.SLOT + 40] ^= 0x20; // the power failed in the middle of that slot's write
        Files.write(f, b);

        assertEquals(1, a.read());
        assertEquals(2, a.increment(), "the next value goes on from the intact slot");
    }

    @Test
    void bothSlotsDamagedIsAnError() throws Exception {
        new SimulatedAnchor(config(DeviceMode.SIMULATED));
        Files.write(config(DeviceMode.SIMULATED).path(), new byte[2 * CounterFile.SLOT]);

        HalException e = assertThrows(HalException.class, () -> new SimulatedAnchor(config(DeviceMode.SIMULATED)).read());

        assertTrue(e.getMessage().contains("damaged"), e.getMessage());
    }

    @Test
    void aRealAnchorIsNeverCreatedByOpeningIt() {
        HalException e = assertThrows(HalException.class, () -> Anchors.open(config(DeviceMode.REAL)));

        assertTrue(e.getMessage().contains("not mounted, or it was never provisioned"), e.getMessage());
        assertTrue(Files.notExists(config(DeviceMode.REAL).path()));
    }

    @Test
    void aProvisionedRealAnchorOpensAndCounts() {
        SecondDeviceAnchor.provision(config(DeviceMode.REAL));

        RollbackCounter a = Anchors.open(config(DeviceMode.REAL));

        assertEquals(1, a.increment());
        assertThrows(HalException.class, () -> SecondDeviceAnchor.provision(config(DeviceMode.REAL)));
    }

    @Test
    void noneIsNoDevice() {
        assertEquals(null, Anchors.open(AnchorConfig.none()));
    }

    @Test
    void theKeysAreReadExplicitly() {
        Properties p = new Properties();
        assertEquals(DeviceMode.NONE, HalProperties.anchor(p).mode(), "absent: none (cabinets configured before it)");
        p.setProperty("hal.anchor", "simulated");
        assertThrows(HalException.class, () -> HalProperties.anchor(p), "simulated needs its path");
        p.setProperty("hal.anchor.path", "/var/lib/opencab-anchor/counter");
        assertEquals(Path.of("/var/lib/opencab-anchor/counter"), HalProperties.anchor(p).path());
        p.setProperty("hal.anchor", "none");
        assertThrows(HalException.class, () -> HalProperties.anchor(p), "a path without an anchor");
        p.setProperty("hal.anchor", "tpm");
        assertThrows(HalException.class, () -> HalProperties.anchor(p));
    }
}
