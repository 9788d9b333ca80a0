package io.opencab.tests.powerloss;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.opencab.meters.AftTransferRecord;
import io.opencab.meters.AftTransferRequest;
import io.opencab.meters.AftTransfers;
import io.opencab.meters.BonusAwards;
import io.opencab.meters.CreditKind;
import io.opencab.meters.CreditKinds;
import io.opencab.meters.JournalEntry;
import io.opencab.meters.MeterStore;
import io.opencab.meters.RoundState;
import io.opencab.tests.harness.ChildJvm;
import io.opencab.tests.harness.KillRun;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * AFT under power loss (issue 40, docs/aft.md "The transfer's path and the power-loss rules"): a child JVM
 * ({@link AftLoop}) applies AFT transfers of all three kinds to the machine and from it to the host, and bonus
 * transfers (types 10 and 11, a bonus jackpot at the handpay limit hand-paid), plays rounds that draw the promotional credits and cashes
 * out, against a real store, and is killed with SIGKILL at random moments (before a transfer's commit, during it,
 * after it). After every kill, as a host would after a restart, the test sends every transaction id the child sent
 * again: an id the store kept is answered from its record and moves nothing; an id it did not keep is applied now,
 * once. Then for every id exactly one transfer is counted: the AFT meters of each kind, in and out, equal the sum of
 * the records, the bonus meters (AE, B0, 0021, 001E) equal the sum of the bonus records,
 * every id the child saw DONE is kept with the status it printed, and the store passes {@code verify()} (the
 * self-audit with the credit kinds' identities). Kills: {@code -Daftkill.kills=N} (10 in CI;
 * tests/sas/aft-kills.sh for the long run).
 */
class AftPowerLossTest {
    @TempDir
    Path dir;

    @Test
    void killedAroundTransfersNoTransferIsLostOrAppliedTwice() throws Exception {
        KillRun run = KillRun.fromProperties("AFT power-loss test", "aftkill", 10);
        int kills = run.kills();
        long seed = run.seed();
        Random random = run.random();
        Path store = dir.resolve("meters.db");
        Path childTmp = Files.createDirectories(dir.resolve("child-tmp"));
        System.setProperty("powerloss.anchor", dir.resolve("anchor").resolve("counter").toString());
        MeterStore.create(store, PowerLossTortureTest.config(), Clock.systemUTC()).close();
        long[] expected = new long[6];
        // AFT bonus meters: AE cashable and B0 non-restricted on the meter, 0021 hand-paid (credits = cents here).
        long[] bonus = new long[3];
        int bonuses = 0;
        int bonusHandpays = 0;
        int sent = 0;
        int cutBeforeDone = 0;
        int retriedApplied = 0;
        int done = 0;
        int outs = 0;
        long lastRow = 0;
        int unread = 0;
        for (int kill = 1; kill <= kills; kill++) {
            ChildJvm child = PowerLossTortureTest.child(AftLoop.class, store, random.nextLong(), childTmp);
            child.await("READY");
            // The kill lands among the transfers whatever the machine's load: after the child sent 1-40 of them,
            // then 0-19 ms later (before, during or after a commit).
            child.awaitPrinted("SENT", 1 + random.nextInt(40));
            Thread.sleep(random.nextInt(20));
            List<String> lines = child.kill();
            String when = "after kill " + kill + " (seed " + seed + ")";
            try (MeterStore s = MeterStore.open(store, PowerLossTortureTest.config(), Clock.systemUTC())) {
                finishRound(s);
                s.pendingHandpay().ifPresent(h -> s.handpayPaid(h.handpayId(), "attendant"));
                // Every credit the AFT meters count has its transfer row: the rows the child wrote in this run (at
                // most 100, within the 127 kept) summed by kind, then below each retry that applied a transfer now.
                for (AftTransferRecord t : AftTransfers.of(s).newest(AftTransfers.HISTORY)) {
                    if (t.id() > lastRow) {
                        count(expected, bonus, t);
                        String tid = t.transactionId();
                        if (lines.stream().noneMatch(l -> l.startsWith("SENT " + tid + " "))) {
                            unread++; // the parent did not read the child's SENT line before the kill's join ended
                        }
                    }
                }
                lastRow = AftTransfers.of(s).newest(1).stream().mapToLong(AftTransferRecord::id).max().orElse(lastRow);
                for (String line : lines) {
                    String[] p = line.split(" ");
                    if (p[0].equals("FAIL")) {
                        fail("the child failed " + when + ": " + line);
                    }
                    if (!p[0].equals("SENT")) {
                        continue;
                    }
                    sent++;
                    String id = p[1];
                    String printed = lines.stream().filter(l -> l.startsWith("DONE " + id + " ")).findFirst().orElse(null);
                    AftTransferRecord again = AftTransfers.of(s).transfer(request(p));
                    if (printed != null) {
                        done++;
                        int status = Integer.parseInt(printed.split(" ")[2], 16);
                        if (status <= 1) {
                            assertTrue(again.repeated(), "transfer " + id + " was done before the kill but not kept " + when);
                            assertEquals(status, again.status(), when);
                        }
                    } else {
                        cutBeforeDone++;
                        if (!again.repeated() && again.stored()) {
                            retriedApplied++;
                        }
                    }
                    outs += again.stored() && again.type() == AftTransferRequest.IN_HOUSE_FROM_MACHINE ? 1 : 0;
                    if (again.stored() && !again.repeated()) {
                        count(expected, bonus, again);
                        s.pendingHandpay().ifPresent(h -> s.handpayPaid(h.handpayId(), "attendant"));
                    }
                    if (again.stored() && AftLoop.isBonus(again.type())) {
                        bonuses++;
                        bonusHandpays += handpaid(again) ? 1 : 0;
                    }
                    AftTransferRecord third = AftTransfers.of(s).transfer(request(p));
                    assertTrue(!third.stored() || third.repeated(), "transfer " + id + " applied twice " + when);
                }
                lastRow = AftTransfers.of(s).newest(1).stream().mapToLong(AftTransferRecord::id).max().orElse(lastRow);
                CreditKinds k = CreditKinds.of(s);
                long[] meters = {k.transferredIn(CreditKind.CASHABLE), k.transferredIn(CreditKind.RESTRICTED),
                    k.transferredIn(CreditKind.NON_RESTRICTED), k.transferredOut(CreditKind.CASHABLE),
                    k.transferredOut(CreditKind.RESTRICTED), k.transferredOut(CreditKind.NON_RESTRICTED)};
                if (!java.util.Arrays.equals(expected, meters)) {
                    // What to look at when it fails: the child's lines and the transfers kept (newest first).
                    System.out.println("AFT power-loss mismatch " + when + ": expected " + java.util.Arrays.toString(expected)
                        + ", meters " + java.util.Arrays.toString(meters) + "\nchild: " + lines + "\nkept: "
                        + AftTransfers.of(s).newest(AftTransfers.HISTORY));
                }
                assertEquals(expected[0], k.transferredIn(CreditKind.CASHABLE), "cashable in " + when);
                assertEquals(expected[1], k.transferredIn(CreditKind.RESTRICTED), "restricted in " + when);
                assertEquals(expected[2], k.transferredIn(CreditKind.NON_RESTRICTED), "non-restricted in " + when);
                assertEquals(expected[3], k.transferredOut(CreditKind.CASHABLE), "cashable out " + when);
                assertEquals(expected[4], k.transferredOut(CreditKind.RESTRICTED), "restricted out " + when);
                assertEquals(expected[5], k.transferredOut(CreditKind.NON_RESTRICTED), "non-restricted out " + when);
                java.util.Map<Integer, Long> b = BonusAwards.sasMeters(s.meters());
                assertEquals(bonus[0], b.get(0xAE), "AFT bonus cashable (AE) " + when);
                assertEquals(bonus[1], b.get(0xB0), "AFT bonus non-restricted (B0) " + when);
                assertEquals(bonus[2], b.get(0x21), "hand-paid bonus (0021) " + when);
                assertEquals(bonus[0] + bonus[1], b.get(0x1E), "machine-paid bonus (001E) = AE + B0 " + when);
                s.verify();
            }
        }
        System.out.printf("AFT power-loss test: %d kills; %d transfers sent, %d seen done, %d cut before the child saw"
            + " them done (%d of those were not kept and were applied by the retry), %d kept transfers from the machine;"
            + " each counted once; %d rows whose SENT line was not read; bonus transfers kept among the retried:"
            + " %d (%d hand-paid); bonus meters AE %d, B0 %d, 0021 %d%n", kills, sent, done, cutBeforeDone,
            retriedApplied, outs, unread, bonuses, bonusHandpays, bonus[0], bonus[1], bonus[2]);
        assertTrue(sent >= kills, "the child sent too few transfers to mean anything: " + sent);
    }

    /**
     * Adds a kept transfer's amounts to {@code expected}: in (0-2) or out (3-5), by kind; a bonus to {@code bonus}:
     * on the meter (AE cashable, B0 non-restricted) or hand-paid (0021). 1-cent credits.
     */
    private static void count(long[] expected, long[] bonus, AftTransferRecord t) {
        if (AftLoop.isBonus(t.type())) {
            if (handpaid(t)) {
                bonus[2] += t.totalCents();
            } else {
                bonus[0] += t.cashableCents();
                bonus[1] += t.nonRestrictedCents();
            }
            return;
        }
        int at = t.type() == AftTransferRequest.IN_HOUSE_FROM_MACHINE ? 3 : 0;
        expected[at] += t.cashableCents();
        expected[at + 1] += t.restrictedCents();
        expected[at + 2] += t.nonRestrictedCents();
    }

    /** A bonus jackpot at the handpay limit (3,000 credits of 1 cent) or above: hand-paid, not on the meter. */
    private static boolean handpaid(AftTransferRecord t) {
        return t.type() == AftTransferRequest.BONUS_JACKPOT_WIN
            && t.totalCents() >= PowerLossTortureTest.config().handpayLimit();
    }

    /** The request of a {@code SENT id type c r nr} line. */
    private static AftTransferRequest request(String[] p) {
        return AftLoop.request(p[1], Integer.parseInt(p[2], 16), Long.parseLong(p[3]), Long.parseLong(p[4]),
            Long.parseLong(p[5]));
    }

    /** A round the kill interrupted: shown and paid, as the cabinet's power-up does (its outcome is not a real game). */
    private static void finishRound(MeterStore s) {
        s.roundInProgress().ifPresent(r -> {
            if (r.state() == RoundState.DECIDED) {
                s.presented(r.roundId());
            }
            JournalEntry e = s.round(r.roundId()).orElseThrow();
            if (e.state() == RoundState.PRESENTED) {
                s.paid(r.roundId());
            }
        });
    }
}
