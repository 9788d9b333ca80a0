package io.opencab.tests.cabinet;

import io.opencab.app.cabinet.Cabinet;
import io.opencab.app.cabinet.startup.CabinetSetup;
import io.opencab.app.cabinet.attendant.MeterReport;
import io.opencab.app.cabinet.attendant.RecallRound;
import io.opencab.app.cabinet.state.Action;
import io.opencab.app.cli.CabinetCli;
import io.opencab.app.config.CabinetConfig;
import io.opencab.app.config.PinHash;
import io.opencab.engine.game.GameCatalog;
import io.opencab.engine.rng.SeededStreams;
import io.opencab.meters.Meter;
import io.opencab.meters.MeterSnapshot;
import io.opencab.tests.harness.Attendant;
import io.opencab.tests.harness.ChildJvm;
import io.opencab.tests.harness.KillRun;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
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
 * every round in recall replays to its journaled outcome, and games played = won + lost. Its script plays
 * two rounds of every game in turn, then inserts a $1 bill, over and over: every other kill lands as that bill
 * goes in (just after the line the last game's play prints), the others at a random moment. Kills:
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
        List<String> games = GameCatalog.standard().ids();
        StringBuilder block = new StringBuilder();
        games.forEach(g -> block.append("play ").append(g).append(" 2 refill 5\n"));
        block.append("bill 1\n");
        Files.writeString(script, "auto-handpay " + PIN + "\naudit-every 0\nbill 20\n" + block.toString().repeat(10_000));
        String beforeBill = "played 2 rounds of " + games.getLast() + " ";
        Path tmp = Files.createDirectories(dir.resolve("child-tmp"));
        int resumedRounds = 0;
        int resolvedBills = 0;
        int atBill = 0;
        for (int k = 0; k < kills; k++) {
            ChildJvm child = ChildJvm.of(CabinetCli.class).tmp(tmp).args("run", "--headless", "--config",
                config.toString(), "--script", script.toString(), "--seed", Long.toString(random.nextLong())).start();
            child.await("cabinet KILL-1 started");
            if (k % 2 == 0) { // every other kill as the block's bill goes in, the others at a random moment of play
                child.await(beforeBill);
                atBill++;
                LockSupport.parkNanos(TimeUnit.MICROSECONDS.toNanos(random.nextInt(5_000))); // the bill is pending a few ms
            } else {
                Thread.sleep(200 + random.nextInt(1500));
            }
            child.kill();

            CabinetConfig cfg = CabinetConfig.load(config, GameCatalog.standard());
            try (Cabinet c = Cabinet.start(CabinetSetup.of(cfg, config).withRng(SeededStreams.single(random.nextLong())))) {
                resumedRounds += Attendant.finishRecoveredRound(c) ? 1 : 0;
                resolvedBills += Attendant.afterTheCut(c, PIN, random);
                check(c);
            }
        }
        System.out.println("cabinet kill test: " + kills + " kills (" + atBill + " as a bill went in), " + resumedRounds
            + " rounds resumed and paid, " + resolvedBills + " bills in doubt resolved");
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
