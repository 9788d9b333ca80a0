package io.opencab.meters;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What open reports after a clean shutdown or a crash (an abandoned store, no marker written). */
class RecoveryTest {
    @TempDir
    Path dir;

    @Test
    void aCleanShutdownIsReportedAndNothingIsPending() {
        Fixture f = new Fixture(dir);
        f.createWithCredits(1).close();

        try (MeterStore s = f.open()) {
            assertTrue(s.recovery().cleanShutdown());
            assertTrue(s.recovery().idle());
            assertEquals(100, s.recovery().credits());
        }
    }

    @Test
    void aCrashIsReportedAsAnUncleanShutdownAndLogged() {
        Fixture f = new Fixture(dir);
        f.create().abandon();

        try (MeterStore s = f.open()) {
            assertFalse(s.recovery().cleanShutdown());
            assertEquals(EventType.POWER_LOSS_DETECTED, s.events(2).get(1).type());
        }
    }

    @Test
    void aDecidedRoundIsReportedWithItsOutcomeAndCanBeFinishedOnce() {
        Fixture f = new Fixture(dir);
        MeterStore before = f.createWithCredits(10);
        JournalEntry decided = before.decide(new RoundDecision("christmas-tree", 2, 20, 1000, "{\"x\":1}", "3/9 4/9", 60, Fixture.VERSIONS));
        before.abandon();

        try (MeterStore s = f.open()) {
            JournalEntry r = s.recovery().roundInProgress().orElseThrow();
            assertEquals(decided, r);
            assertEquals(RoundState.DECIDED, r.state());
            assertEquals(980, s.credits());
            s.presented(r.roundId());
            s.paid(r.roundId());
            assertEquals(1040, s.credits());
        }
        try (MeterStore s = f.open()) {
            assertTrue(s.recovery().roundInProgress().isEmpty());
            assertEquals(1040, s.credits());
        }
    }

    @Test
    void aPresentedRoundAPendingBillAndAPendingHandpayAreReported() {
        Fixture f = new Fixture(dir);
        MeterStore before = f.createWithCredits(10);
        JournalEntry e = before.decide(Fixture.round(before, 10, Fixture.HANDPAY_LIMIT));
        before.presented(e.roundId());
        before.abandon();
        try (MeterStore s = f.open()) {
            assertEquals(RoundState.PRESENTED, s.recovery().roundInProgress().orElseThrow().state());
            s.paid(e.roundId());
        }
        try (MeterStore s = f.open()) {
            assertEquals(RoundState.HANDPAY_PENDING, s.recovery().roundInProgress().orElseThrow().state());
            assertEquals(HandpayRecord.Kind.JACKPOT, s.recovery().pendingHandpay().orElseThrow().kind());
            s.handpayPaid(s.recovery().pendingHandpay().orElseThrow().handpayId(), "attendant");
            s.billEscrowAccepted(500);
        }
        try (MeterStore s = f.open()) {
            assertEquals(500, s.recovery().pendingBill().orElseThrow().valueCents());
            assertTrue(s.recovery().roundInProgress().isEmpty());
            assertEquals(990, s.credits());
        }
    }
}
