package io.opencab.tests.cabinet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import io.opencab.app.cabinet.Cabinet;
import io.opencab.app.cabinet.startup.CabinetSetup;
import io.opencab.app.cli.CabinetCli;
import io.opencab.app.config.CabinetConfig;
import io.opencab.app.config.PinHash;
import io.opencab.engine.game.GameCatalog;
import io.opencab.tests.harness.ChildJvm;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * systemd stops the cabinet with SIGTERM (docs/deploy.md: "the store records a clean power-down"): the lab saw the
 * kiosk exit 143 and the next start log POWER_LOSS_DETECTED. A headless cabinet playing is sent SIGTERM; the next
 * start finds an orderly shutdown.
 */
class CabinetTermTest {
    @TempDir
    Path dir;

    @Test
    void aSigtermRecordsACleanPowerDown() throws Exception {
        Path config = dir.resolve("cabinet.properties");
        Files.writeString(config, String.join("\n", "cabinet.id=TERM-1", "cabinet.denomination.cents=1",
            "games.enabled=christmas-tree", "bet.max.credits=1000", "credit.limit.credits=1000000",
            "handpay.limit.credits=120000", "bills.accepted.cents=100,500,1000,2000", "hal.gpio=simulated",
            "hal.bill=simulated", "hal.bill.currency=USD", "store.path=" + dir.resolve("meters.db"), "store.create=true",
            "security.pin.attendant=" + PinHash.create("3141", PinHash.MIN_ITERATIONS, new SecureRandom()).encode(),
            "security.pin.technician=" + PinHash.create("2718", PinHash.MIN_ITERATIONS, new SecureRandom()).encode(), ""));
        Path script = Files.writeString(dir.resolve("forever.script"), "bill 20\nplay-all 100000000 refill 20\n");
        ChildJvm child = ChildJvm.of(CabinetCli.class).tmp(Files.createDirectories(dir.resolve("tmp")))
            .args("run", "--headless", "--config", config.toString(), "--script", script.toString()).start();
        child.await("cabinet TERM-1 started");

        int exit = child.terminate(); // SIGTERM, as systemd's stop

        assertEquals(143, exit, "ended by the signal, as the lab saw");
        CabinetConfig cfg = CabinetConfig.load(config, GameCatalog.standard());
        try (Cabinet c = Cabinet.start(CabinetSetup.of(cfg, config))) {
            assertFalse(c.resumedAfterPowerLoss(), "the store recorded a clean power-down");
        }
    }
}
