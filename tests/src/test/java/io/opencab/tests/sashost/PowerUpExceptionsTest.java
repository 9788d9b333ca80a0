package io.opencab.tests.sashost;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.tests.cabinet.SocatPty;
import io.opencab.tests.harness.ChildJvm;
import io.opencab.tests.harness.KillRun;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 35: exceptions 17 (AC power was applied to the gaming machine) and 18 (AC power was lost from the gaming
 * machine) at every power-up after an unclean end. The cabinet runs in a child JVM ({@link PowerCycleChild}) and is
 * killed with SIGKILL at a random moment: while it plays (once it says it does) or while it idles (after the host
 * emptied the queue, the host polling on meanwhile), at once after it started (before the host read anything), or as
 * a bill's credit is pending (the second kill, and others at random; its attendant resolves the bill in doubt at the
 * next start, so that it can play). The host, on the same pty
 * throughout, then empties the queue of the next power-up and must have received one 17 and one 18 (at least one
 * each after a kill "at once", whose own 17 was never read). Kills:
 * {@code -Dsashost.kills} (CI: 5; tests/sas/power-up-kills.sh runs 20 or more).
 */
class PowerUpExceptionsTest {
    private static final int POWER_APPLIED = 0x17;
    private static final int POWER_LOST = 0x18;

    @Test
    void everyPowerUpAfterAKillReportsPowerLostAndPowerApplied(@TempDir Path dir) throws Exception {
        KillRun run = KillRun.fromProperties("SAS power-up", "sashost", 5);
        int kills = run.kills();
        long seed = run.seed();
        Random random = run.random();
        List<String> missing = new ArrayList<>();
        try (SocatPty line = new SocatPty(dir, "ttySasCab", "ttySasHost", "socat.log");
             SasHost host = new SasHost(line.device())) {
            Path config = dir.resolve("cabinet.properties");
            Files.writeString(config, String.join("\n", CabinetRig.configuration(dir, line.host())) + "\n");
            boolean drained = true;
            int[] moments = new int[4];
            for (int start = 0; start <= kills; start++) {
                try (ChildJvm child = ChildJvm.of(PowerCycleChild.class).tmp(dir)
                        .args(config.toString(), Long.toString(seed + start)).start()) {
                    child.await("READY");
                    // the moment of the next kill: while playing, while idle, at once (its 17 not yet sent), at a bill
                    // the second kill (and any later one at random) lands as a bill's credit is pending
                    int moment = start == kills ? 1 : start == 1 ? 3 : random.nextInt(start == 0 ? 2 : 4);
                    if (moment == 2) {
                        moments[2]++;
                        drained = false;
                        continue;
                    }
                    // given the cabinet up again: when the host empties its queue
                    List<Integer> codes = Habits.INTERLEAVING.drain(host, 3, 60);
                    // then this power-up reported 17, and after a kill 18 too: once each if the host had emptied the
                    // queue before the kill, else at least once
                    int applied = Collections.frequency(codes, POWER_APPLIED);
                    int lost = Collections.frequency(codes, POWER_LOST);
                    boolean ok = drained ? applied == 1 && (start == 0 || lost == 1) : applied >= 1 && lost >= 1;
                    if (!ok) {
                        missing.add("power-up " + start + ": 17 x" + applied + ", 18 x" + lost + ": "
                            + Habits.codes(codes));
                    }
                    drained = true;
                    if (start == kills) {
                        break;
                    }
                    moments[moment]++;
                    double wait = (200 + random.nextInt(1300)) / 1000.0;
                    if (moment == 0) {
                        child.tell("PLAY");
                        child.await("PLAYING"); // a kill "while playing" must find it playing
                    }
                    // the host goes on polling (and acknowledging) meanwhile, as a floor system does
                    Habits.INTERLEAVING.pollUntil(host, e -> false, moment == 3 ? 0.2 : wait);
                    if (moment == 3) { // the host has emptied the queue: the kill comes with the credit pending
                        child.tell("BILL");
                        child.await("ESCROW");
                    }
                }
            }
            System.out.println("SAS power-up: kills while playing " + moments[0] + ", idle " + moments[1]
                + ", at once " + moments[2] + ", with a bill's credit pending " + moments[3]);
        }
        System.out.println("SAS power-up: " + kills + " kills, seed " + seed + ", power-ups without 17 and 18: "
            + missing.size());
        assertTrue(missing.isEmpty(), missing.size() + " of " + kills + " power-ups after SIGKILL (seed " + seed
            + ") did not report exactly one 17 and one 18:\n  " + String.join("\n  ", missing));
    }
}
