package io.opencab.tests.sas;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.meters.Meter;
import io.opencab.meters.MeterSnapshot;
import io.opencab.meters.SasEvent;
import io.opencab.tests.harness.Attendant;
import io.opencab.tests.harness.ChildJvm;
import io.opencab.tests.harness.KillRun;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The cabinet killed (SIGKILL) while it plays headless with SAS on and no host polling, so its
 * exception queue is full; started again, the host receives every queued exception exactly once,
 * in the queue's order, and the meters it reads equal the store's. Every other kill lands as a bill's credit is
 * pending (the child says {@code ESCROW}, {@link io.opencab.tests.harness.SayingLedger}), the others at a random
 * moment of play; after the checks the round a kill left presenting is shown and a bill left in doubt or a handpay is
 * resolved as an attendant would, so that the next child's script finds the cabinet free. Kills:
 * {@code -Dsaskill.kills=N} (default 4; docs/sas.md records a run of 100).
 */
class SasPowerLossTest {
    @TempDir
    Path dir;

    @Test
    void everyQueuedExceptionReachesTheHostExactlyOnceAfterAKill() throws Exception {
        KillRun run = KillRun.fromProperties("SAS kill test", "saskill", 4);
        int kills = run.kills();
        Random random = run.random();
        Path script = dir.resolve("forever.script");
        Files.writeString(script, "auto-handpay " + SasRig.PIN + "\nbill 20\nplay-all 100000000 refill 20\n");
        Path tmp = Files.createDirectories(dir.resolve("child-tmp"));
        int delivered = 0;
        int resumed = 0;
        int atBill = 0;
        int resolved = 0;
        for (int k = 0; k < kills; k++) {
            try (SasRig rig = new SasRig(dir, "keep-playing")) {
                ChildJvm child = ChildJvm.of(SasPowerLossChild.class).tmp(tmp).args(rig.config.toString(),
                    script.toString(), Long.toString(random.nextLong())).start();
                child.await("cabinet SAS-7 started");
                if (k % 2 == 0) {
                    child.await("ESCROW"); // the script's first step is a bill: killed with its credit pending
                    atBill++;
                } else {
                    Thread.sleep(200 + random.nextInt(1500));
                }
                // the child must still be playing: a child that ended by itself would make this a pass without a kill
                child.kill();

                rig.startCabinet(random.nextLong());
                // a bill the kill left pending comes back as the validator's start-up report, taken in on the cabinet
                // thread after the start returned: its tilt and exception 20 are in the queue once that is done
                rig.cabinet.sync();
                List<Integer> queued = rig.cabinet.withStore(s -> s.sasQueue().pending()).stream()
                    .map(SasEvent::code).toList();
                assertTrue(queued.contains(0x18) && queued.contains(0x17), "power lost and applied: " + queued);
                rig.startSas();
                HostSimulator h = rig.host;
                // Secure handpay reporting (docs/sas.md "Handpays"): the store's own 51/52 rows are settled without
                // being sent, and a handpay the host has not read yet is announced by one 51 ahead of the queue.
                boolean unreported = rig.cabinet.withStore(s -> {
                    long through = io.opencab.meters.SasRecords.of(s).handpayReportedThrough();
                    return s.handpays(16).stream().anyMatch(hp -> hp.handpayId() > through);
                });
                List<Integer> expected = new java.util.ArrayList<>(unreported ? List.of(0x51) : List.of());
                queued.stream().filter(c -> c != 0x51 && c != 0x52).forEach(expected::add);
                List<Integer> received = h.drainExceptions();
                assertEquals(expected, received, "kill " + (k + 1));
                delivered += received.size();
                MeterSnapshot m = rig.cabinet.meterReport().meters();
                SasRig.await(() -> h.meter(0x11) == m.get(Meter.COIN_IN) % 100_000_000L, "coin in over SAS");
                assertEquals(m.get(Meter.COIN_OUT) % 100_000_000L, h.meter(0x12));
                assertEquals(m.credits(), h.meter(0x1A));
                assertEquals(m.get(Meter.GAMES_PLAYED), h.meter(0x15));
                assertEquals(List.of(), h.drainExceptions(), "nothing delivered twice");
                // the round the kill left presenting is finished here, as a player would see it end, and a bill in doubt
                // or a handpay resolved as an attendant would, so that the next child's script finds the cabinet free
                // (the script cannot select a game over a round on screen, nor insert a bill into a lockup)
                resumed += Attendant.finishRecoveredRound(rig.cabinet) ? 1 : 0;
                resolved += Attendant.afterTheCut(rig.cabinet, SasRig.PIN, random);
            }
        }
        System.out.println("SAS kill test: " + kills + " kills (" + atBill + " with a bill's credit pending), " + delivered
            + " exceptions delivered once each, " + resumed + " recovered rounds finished, " + resolved
            + " bills in doubt resolved");
    }
}
