package io.opencab.tests.sas;

import io.opencab.app.cabinet.Cabinet;
import io.opencab.meters.HandpayRecord;
import io.opencab.meters.HandpayValidation;
import io.opencab.meters.MeterSnapshot;
import io.opencab.meters.Scope;
import io.opencab.sas.tito.SecureEnhancedValidation;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import io.opencab.tests.harness.Attendant;
import io.opencab.tests.harness.ChildJvm;
import io.opencab.tests.harness.KillRun;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Power loss around a validated handpay's reset (docs/sas.md "Validated handpays"): a child JVM
 * ({@link HandpayValidationChild}) hand-pays cash-outs with ticket validation on; this test kills it (SIGKILL) just
 * as it keys a handpay off, with a bill's credit pending, or at a random moment, in turn; starts the cabinet again here;
 * as an attendant would, resolves a bill left in doubt and keys off a handpay left pending; and checks after every
 * restart: every paid handpay since the host's LP 4C carries a validation,
 * their sequence numbers are 1, 2, 3 ... in handpay order with none missing or repeated and each number the one the
 * ID and sequence give (none lost, none taken twice across the cut); the validated-handpay meters equal the rows; the
 * host receives 3E once per validated handpay (at most once when the queue overflowed while the child ran unpolled).
 * Kills: {@code -Dhandpaykill.kills=N} (default 3, one of each kind).
 */
class HandpayValidationPowerLossTest {
    private static final int ID = 0x123456;

    @TempDir
    Path dir;
    private long delivered3e;
    private long validatedBefore;
    private int billsResolved;

    @Test
    void killedAroundItsResetsNoValidationRecordIsLostOrDuplicated() throws Exception {
        KillRun run = KillRun.fromProperties("handpay kill test", "handpaykill", 3);
        int kills = run.kills();
        Random random = run.random();
        Path tmp = Files.createDirectories(dir.resolve("child-tmp"));
        int atReset = 0;
        int atBill = 0;
        for (int k = 0; k < kills; k++) {
            try (SasRig rig = new SasRig(dir, "keep-playing")) {
                if (k == 0) {
                    Files.writeString(rig.config, String.join("\n", "hal.printer=simulated",
                        "hal.printer.dir=" + dir.resolve("tickets"), "tito.ticket.limit.cents=100",
                        "tito.casino.name=OPENCAB CASINO", ""), StandardOpenOption.APPEND);
                }
                ChildJvm child = rig.startValidatingChild(HandpayValidationChild.class, tmp, random.nextLong(), k == 0);
                switch (k % 3) { // a kill at a reset, one with a bill's credit pending, one at a random moment, in turn
                    case 0 -> {
                        child.await("RESET");
                        LockSupport.parkNanos(TimeUnit.MICROSECONDS.toNanos(random.nextInt(20_000)));
                        atReset++;
                    }
                    case 1 -> {
                        child.await("ESCROW"); // the credit is durable and pending; stacked 50 ms later
                        atBill++;
                    }
                    default -> child.runFor(300 + random.nextInt(1500));
                }
                child.kill();
                rig.startWithTickets(random.nextLong());
                billsResolved += Attendant.afterTheCut(rig.cabinet, SasRig.PIN, random);
                check(rig, "kill " + (k + 1));
            }
        }
        System.out.printf("handpay kill test: %d kills (%d at a reset, %d at a bill), %d validated handpays, %d exceptions 3E, "
            + "%d bills in doubt resolved%n", kills, atReset, atBill, validatedBefore, delivered3e, billsResolved);
        assertTrue(validatedBefore > 0, "no handpay was validated");
    }

    private void check(SasRig rig, String when) {
        Cabinet c = rig.cabinet;
        List<HandpayRecord> paid = c.withStore(s -> s.handpays(100_000)).reversed().stream()
            .filter(HandpayRecord::paid).toList();
        long credits = 0;
        for (int i = 0; i < paid.size(); i++) {
            HandpayValidation v = paid.get(i).validation();
            assertNotNull(v, when + ": handpay " + paid.get(i).handpayId() + " paid without a validation");
            assertEquals(i + 1, v.sequence(), when + ": sequence of the " + (i + 1) + "th handpay " + paid);
            assertEquals(SecureEnhancedValidation.number(ID, i + 1), v.number(), when + ": its validation number");
            credits += paid.get(i).amount();
        }
        MeterSnapshot m = c.meterReport().meters();
        String key = HandpayValidation.meter(HandpayRecord.Kind.CANCELLED_CREDIT, false);
        assertEquals(paid.size(), m.get(Scope.LIFETIME, key + ":COUNT"), when + ": validated handpay count");
        assertEquals(credits, m.get(Scope.LIFETIME, key + ":CREDITS"), when + ": validated handpay credits");

        // the attendant's key-off just now queued its 3E: drained until the store's queue is empty, not to the first 00
        List<Integer> exceptions = SasRig.drainAll(rig.host, c);
        long new3e = exceptions.stream().filter(e -> e == 0x3E).count();
        long newValidated = paid.size() - validatedBefore;
        validatedBefore = paid.size();
        delivered3e += new3e;
        if (exceptions.contains(0x70)) {
            assertTrue(new3e <= newValidated, when + ": 3E at most once per validated handpay " + exceptions);
        } else {
            assertEquals(newValidated, new3e, when + ": 3E once per validated handpay " + exceptions);
        }
    }
}
