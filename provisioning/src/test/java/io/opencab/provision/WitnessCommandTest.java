package io.opencab.provision;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.app.config.CabinetConfig;
import io.opencab.app.config.StoreSettings;
import io.opencab.engine.game.GameCatalog;
import io.opencab.meters.EventType;
import io.opencab.meters.MeterStore;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Clock;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** provision witness: both records side by side; the technician's logged decision after a witness lockup. */
class WitnessCommandTest {
    @TempDir
    Path dir;

    @Test
    void initWritesTheWitnessLocationAndTheReportShowsBothRecordsAgreeing() {
        Path cfg = Cli.init(dir);
        CabinetConfig c = CabinetConfig.load(cfg, GameCatalog.standard());

        Cli.Run r = Cli.run("witness", "--config", cfg.toString());

        assertEquals(0, r.rc(), r.toString());
        assertTrue(c.values().containsKey("store.witness.path"), c.values().toString());
        assertTrue(Files.exists(StoreSettings.witnessPath(c)));
        assertTrue(r.out().contains("verdict: they agree"), r.out());
    }

    @Test
    void afterARollbackTheTechnicianResealsWithThePinAndTheDecisionIsLogged() throws Exception {
        Path cfg = Cli.init(dir);
        CabinetConfig c = CabinetConfig.load(cfg, GameCatalog.standard());
        Path old = dir.resolve("old.db");
        Files.copy(c.storePath(), old);
        Stores.open(c, Clock.systemUTC()).close();
        Files.copy(old, c.storePath(), StandardCopyOption.REPLACE_EXISTING);

        Cli.Run report = Cli.run("witness", "--config", cfg.toString());
        Cli.Run wrongPin = Cli.run("witness", "--config", cfg.toString(), "--reseal", "--reason", "old store accepted",
            "--pin", "1111");
        Cli.Run resealed = Cli.run("witness", "--config", cfg.toString(), "--reseal", "--reason", "old store accepted",
            "--pin", "2222");

        assertTrue(report.out().contains("the store was rolled back"), report.out());
        assertNotEquals(0, wrongPin.rc(), wrongPin.toString());
        assertEquals(0, resealed.rc(), resealed.toString());
        try (MeterStore s = Stores.open(c, Clock.systemUTC())) {
            assertTrue(s.events(10).stream().anyMatch(e -> e.type() == EventType.WITNESS_RESEALED
                && e.detail().contains("old store accepted")));
        }
    }

    @Test
    void resealWithoutAReasonIsRefusedBeforeTheReportIsPrinted() {
        Path cfg = Cli.init(dir);

        Cli.Run r = Cli.run("witness", "--config", cfg.toString(), "--reseal", "--pin", "2222");

        assertEquals(2, r.rc(), r.toString());
        assertTrue(r.err().contains("--reseal and --ram-clear need --reason"), r.err());
        assertEquals("", r.out(), "no report before the refusal");
    }

    @Test
    void aReasonWithoutResealOrRamClearIsRefusedNotIgnored() {
        Path cfg = Cli.init(dir);

        Cli.Run r = Cli.run("witness", "--config", cfg.toString(), "--reason", "x");

        assertEquals(2, r.rc(), r.toString());
        assertTrue(r.err().contains("--reason is logged with --reseal or --ram-clear"), r.err());
        assertEquals("", r.out());
    }

    @Test
    void aPinWithoutResealOrRamClearIsRefusedNotIgnored() {
        Path cfg = Cli.init(dir);

        Cli.Run r = Cli.run("witness", "--config", cfg.toString(), "--pin", "2222");

        assertEquals(2, r.rc(), r.toString());
        assertTrue(r.err().contains("--pin authorizes --reseal or --ram-clear"), r.err());
    }
}
