package io.opencab.app.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The sas.* keys, checked with the rest of the configuration. */
class SasSettingsTest {
    @TempDir
    Path dir;

    private CabinetConfig parse(String extra) {
        return CabinetConfig.parse(CabinetConfigTest.props(CabinetConfigTest.validText(dir) + extra),
            CabinetConfigTest.CATALOG, dir);
    }

    @Test
    void sasIsOffByDefault() {
        SasSettings s = SasSettings.of(parse(""));
        assertFalse(s.enabled());
        assertEquals(1, s.address());
        assertFalse(s.disablePlayWhenLinkDown());
        assertFalse(s.remoteHandpayReset());
        assertEquals(0, s.assetNumber(), "no asset number");
        assertFalse(s.legacyHandpayReporting(), "SAS 6.02's handpay queue");
        assertTrue(s.hostSetsClock(), "LP 7F sets the clock");
    }

    @Test
    void theAssetNumberHandpayReportingAndClockKeysAreRead() {
        SasSettings s = SasSettings.of(parse("sas.asset.number=4294967295\nsas.handpay.reporting=legacy\n"
            + "sas.clock.set=false\n"));
        assertEquals(4_294_967_295L, s.assetNumber());
        assertTrue(s.legacyHandpayReporting());
        assertFalse(s.hostSetsClock());
    }

    @Test
    void anAssetNumberPastFourBytesOrAnUnknownReportingIsRefusedNamingTheKey() {
        ConfigException big = assertThrows(ConfigException.class, () -> parse("sas.asset.number=4294967296\n"));
        assertTrue(big.getMessage().contains("sas.asset.number"), big.getMessage());
        ConfigException rep = assertThrows(ConfigException.class, () -> parse("sas.handpay.reporting=sometimes\n"));
        assertTrue(rep.getMessage().contains("sas.handpay.reporting"), rep.getMessage());
        assertThrows(ConfigException.class, () -> parse("sas.clock.set=maybe\n"));
    }

    @Test
    void everySasKeyIsRead() {
        SasSettings s = SasSettings.of(parse("sas.enabled=true\nsas.port=" + dir.resolve("ttyCab") + "\nsas.port.kind=pty\n"
            + "sas.address=42\nsas.link.down=disable-play\nsas.handpay.remote.reset=true\n"));
        assertTrue(s.enabled());
        assertEquals(dir.resolve("ttyCab").toString(), s.port().orElseThrow());
        assertTrue(s.pty());
        assertEquals(42, s.address());
        assertTrue(s.disablePlayWhenLinkDown());
        assertTrue(s.remoteHandpayReset());
    }

    @Test
    void sasEnabledWithoutAPortIsRefused() {
        ConfigException e = assertThrows(ConfigException.class, () -> parse("sas.enabled=true\n"));
        assertTrue(e.getMessage().contains("sas.port"), e.getMessage());
    }

    @Test
    void anAddressOutsideOneTo127IsRefusedNamingTheKey() {
        ConfigException e = assertThrows(ConfigException.class, () -> parse("sas.address=128\n"));
        assertTrue(e.getMessage().contains("sas.address"), e.getMessage());
        assertThrows(ConfigException.class, () -> parse("sas.address=0\n"));
    }

    @Test
    void anUnknownLinkDownPolicyIsRefused() {
        ConfigException e = assertThrows(ConfigException.class, () -> parse("sas.link.down=halt\n"));
        assertTrue(e.getMessage().contains("sas.link.down"), e.getMessage());
    }

    @Test
    void aRelativePortIsRefused() {
        assertThrows(ConfigException.class, () -> parse("sas.enabled=true\nsas.port=ttyS1\n"));
    }
}
