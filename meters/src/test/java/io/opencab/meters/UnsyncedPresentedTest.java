package io.opencab.meters;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 36 item 5: a round's {@code presented} is committed without its own sync (one sync fewer a round). Its
 * loss to a power cut must leave a store that opens without a lockup, with the round to present from its start and
 * pay once; and the store's own sync mode must hold again for every commit after it (docs/meters.md "When the
 * witness is written").
 */
class UnsyncedPresentedTest {
    @TempDir
    Path dir;

    private static long syncMode(MeterStore s) {
        return s.core().db.queryLong("PRAGMA synchronous");
    }

    @Test
    void theTransactionWithoutSyncRunsInNormalModeAndTheStoresModeHoldsAgainAfterIt() {
        // given a store in its own mode (FULL = 2)
        Fixture f = new Fixture(dir);
        try (MeterStore s = f.createWithCredits(10)) {
            assertEquals(2, syncMode(s));

            // when a transaction runs without its own sync
            long inside = s.core().db.txUnsynced("look", () -> s.core().db.queryLong("PRAGMA synchronous"));

            // then it ran in NORMAL (1) and the next commit syncs again
            assertEquals(1, inside);
            assertEquals(2, syncMode(s));
        }
    }

    @Test
    void aRoundMarkedPresentedLeavesTheStoreSyncingItsNextCommits() {
        // given a store with a decided round
        Fixture f = new Fixture(dir);
        try (MeterStore s = f.createWithCredits(10)) {
            JournalEntry e = s.decide(Fixture.round(s, 10, 40));

            // when it is marked presented
            s.presented(e.roundId());

            // then the store's mode is FULL again for the pay that follows
            assertEquals(2, syncMode(s));
            assertEquals(RoundState.PAID, s.paid(e.roundId()).state());
        }
    }

    @Test
    void aPresentedLostToAPowerCutLeavesTheRoundDecidedWithNoLockupAndItIsPaidOnce() throws Exception {
        // given a decided round, and the files as its synced commit and seal left them
        Fixture f = new Fixture(dir);
        MeterStore s = f.createWithCredits(10);
        JournalEntry e = s.decide(Fixture.round(s, 10, 40));
        List<Path> files = List.of(f.file, Path.of(f.file + "-wal"), s.witnessPath());
        Path keep = Files.createDirectories(dir.resolve("synced"));
        for (Path p : files) {
            if (Files.exists(p)) {
                Files.copy(p, keep.resolve(p.getFileName()));
            }
        }

        // when the round is marked presented and the power goes before any later sync (the unsynced commit lost)
        s.presented(e.roundId());
        s.abandon();
        for (Path p : files) {
            Path kept = keep.resolve(p.getFileName());
            if (Files.exists(kept)) {
                Files.copy(kept, p, StandardCopyOption.REPLACE_EXISTING);
            } else {
                Files.deleteIfExists(p);
            }
        }

        // then the store opens (no witness or chain lockup), the round is DECIDED, and it is presented and paid once
        try (MeterStore reopened = f.open()) {
            JournalEntry r = reopened.recovery().roundInProgress().orElseThrow();
            assertEquals(RoundState.DECIDED, r.state());
            assertEquals(990, reopened.credits(), "the bet taken, the win not yet paid");
            reopened.presented(r.roundId());
            reopened.paid(r.roundId());
            assertEquals(1030, reopened.credits());
            assertTrue(reopened.recovery().roundInProgress().isPresent(), "the recovery report is the open's");
        }
        try (MeterStore again = f.open()) {
            assertTrue(again.recovery().roundInProgress().isEmpty(), "paid once");
            assertEquals(1030, again.credits());
        }
    }
}
