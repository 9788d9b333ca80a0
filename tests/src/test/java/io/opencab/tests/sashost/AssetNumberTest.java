package io.opencab.tests.sashost;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 35: the asset number, configured, reported in LP 7B (extended validation status). The configuration key
 * {@code sas.asset.number} was a guess when this host was written; docs/configuration.md and docs/sas.md ("Long
 * polls", 7B) name it now. Layout as public descriptions give it (a public SMIB's LP 7B message, the Monaco SAS
 * client): poll
 * {@code address 7B 08 controlMask(2) statusBits(2) cashableExpiry(2 BCD) restrictedExpiry(2 BCD) CRC}, a mask of 0
 * changing nothing; reply {@code address 7B 0A assetNumber(4 binary, LSB first) statusBits(2) cashableExpiry(2)
 * restrictedExpiry(2) CRC}. The cabinet has a (simulated) ticket printer here, as the docs of the time answered
 * LP 7B only with ticket validation configured; docs/sas.md now says every cabinet answers it.
 */
class AssetNumberTest {
    private static final long ASSET = 123_456;

    @Test
    void lp7bReportsTheConfiguredAssetNumber(@TempDir Path dir) throws Exception {
        Files.createDirectories(dir.resolve("tickets"));
        try (CabinetRig rig = new CabinetRig(dir,
            "sas.asset.number=" + ASSET,
            "hal.printer=simulated",
            "hal.printer.dir=" + dir.resolve("tickets"),
            "tito.ticket.limit.cents=100000",
            "tito.casino.name=SASHOST TEST CASINO").startWithTickets()) {
            Habits.INTERLEAVING.drain(rig.host, 2, 20);
            // when the host asks for the extended validation status without changing anything
            byte[] r = rig.host.answeredS(Habits.ADDRESS, 0x7B, new byte[] {8, 0, 0, 0, 0, 0, 0, 0, 0},
                HostLine.Shape.lengthAt(2));
            // then the reply carries the configured asset number
            String got = Hex.of(r) + rig.host.transcript();
            assertTrue(r != null && r.length == 15 && SasCrc.valid(r) && r[1] == 0x7B && r[2] == 0x0A, "LP 7B reply " + got);
            assertEquals(ASSET, Hex.lsbFirst(r, 3, 4), "asset number in " + got);
        }
    }
}
