package io.opencab.tests.cabinet;

import io.opencab.app.cabinet.Cabinet;
import io.opencab.app.cabinet.startup.CabinetSetup;
import io.opencab.app.cabinet.attendant.MeterReport;
import io.opencab.app.cabinet.attendant.RecallRound;
import io.opencab.app.cabinet.state.Action;
import io.opencab.app.cabinet.state.ActionResult;
import io.opencab.app.cabinet.state.CabinetState;
import io.opencab.app.cabinet.state.StateKind;
import io.opencab.app.cabinet.state.TiltReason;
import io.opencab.app.cli.CabinetCli;
import io.opencab.app.config.CabinetConfig;
import io.opencab.app.config.PinHash;
import io.opencab.engine.game.GameCatalog;
import io.opencab.engine.rng.SeededStreams;
import io.opencab.meters.Meter;
import io.opencab.meters.MeterSnapshot;
import io.opencab.tests.harness.ChildJvm;
import io.opencab.tests.harness.KillRun;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static io.opencab.tests.harness.Attendant.act;
import static io.opencab.tests.harness.Attendant.key;

/**
 * The cabinet killed (SIGKILL) while it plays headless, then started again: what it resumes is finished
 * the way an attendant and the screen would (a recovered round shown and paid once, a bill in doubt
 * resolved, a handpay keyed off), and after every restart the audit identity holds, memory verifies,
 * every round in recall replays to its journaled outcome, and games played = won + lost. Kills:
 * {@code -Dcabinetkill.kills=N} (default 6).
 */
class CabinetKillTest {
    private static final String PIN = "3141";

    @TempDir
    Path dir;

    @Test
    void killedWhilePlayingItResumesAndTheMetersBalance() throws Exception {
        KillRun run = KillRun.fromProperties("cabinet kill test", "cabinetkill", 6);
        int kills = run.kills();
        Random random = run.random();
        Path config = dir.resolve("cabinet.properties");
        Files.writeString(config, String.join("\n",
            "cabinet.id=KILL-1",
            "cabinet.denomination.cents=1",
            "games.enabled=" + String.join(",", GameCatalog.standard().ids()),
            "bet.max.credits=1000000",
            "credit.limit.credits=1000000",
            "handpay.limit.credits=400",
            "bills.accepted.cents=100,500,1000,2000,5000,10000",
            "hal.gpio=simulated",
            "hal.bill=simulated",
            "hal.bill.currency=USD",
            "store.path=" + dir.resolve("meters.db"),
            "store.create=true",
            "security.pin.attendant=" + PinHash.create(PIN, PinHash.MIN_ITERATIONS, new SecureRandom()).encode(),
            "security.pin.technician=" + PinHash.create("2718", PinHash.MIN_ITERATIONS, new SecureRandom()).encode(),
            ""));
        Path script = dir.resolve("forever.script");
        Files.writeString(script, "auto-handpay " + PIN + "\naudit-every 0\nbill 20\nplay-all 100000000 refill 20\n");
        Path tmp = Files.createDirectories(dir.resolve("child-tmp"));
        int resumedRounds = 0;
        int resolvedBills = 0;
        for (int k = 0; k < kills; k++) {
            ChildJvm child = ChildJvm.of(CabinetCli.class).tmp(tmp).args("run", "--headless", "--config",
                config.toString(), "--script", script.toString(), "--seed", Long.toString(random.nextLong())).start();
            child.await("cabinet KILL-1 started");
            Thread.sleep(200 + random.nextInt(1500));
            child.kill();

            CabinetConfig cfg = CabinetConfig.load(config, GameCatalog.standard());
            try (Cabinet c = Cabinet.start(CabinetSetup.of(cfg, config).withRng(SeededStreams.single(random.nextLong())))) {
                CabinetState s = c.state();
                if (s.kind() == StateKind.PRESENTING) {
                    assertTrue(s.round().orElseThrow().recovered());
                    ActionResult paid = c.submit(new Action.PresentationDone(s.round().orElseThrow().roundId())).join();
                    assertTrue(paid.accepted(), paid.message());
                    resumedRounds++;
                }
                s = c.state();
                if (s.tilted(TiltReason.BILL_IN_DOUBT) || s.handpay().isPresent()) {
                    key(c, true);
                    act(c, new Action.EnterPin(PIN));
                    if (c.state().tilted(TiltReason.BILL_IN_DOUBT)) {
                        act(c, new Action.ResolveBill(random.nextBoolean()));
                        resolvedBills++;
                    }
                    if (c.state().handpay().isPresent()) {
                        act(c, new Action.KeyOffHandpay());
                    }
                    key(c, false);
                }
                s = c.state();
                assertTrue(s.tilts().isEmpty(), "after recovery: " + s.tilts());
                check(c);
            }
        }
        System.out.println("cabinet kill test: " + resumedRounds + " rounds resumed and paid, " + resolvedBills
            + " bills in doubt resolved");
    }

    private static void check(Cabinet c) {
        MeterReport r = c.meterReport();
        MeterSnapshot m = r.meters();
        assertTrue(r.auditHolds(), "credits = bills in + coin out - coin in - cancelled credits");
        assertEquals(m.get(Meter.GAMES_PLAYED), m.get(Meter.GAMES_WON) + m.get(Meter.GAMES_LOST));
        assertEquals(c.state().credits(), m.credits());
        key(c, true);
        act(c, new Action.EnterPin(PIN));
        List<RecallRound> recall = c.attendant().recall(50);
        for (RecallRound round : recall) {
            assertTrue(round.verified(), round.problem());
        }
        key(c, false);
    }
}
