package io.opencab.meters;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Game recall: newest first, the outcome and draws as written, a bounded history. */
class JournalRecallTest {
    @TempDir
    Path dir;

    @Test
    void recallReturnsTheNewestRoundsFirstWithTheirJsonAndDraws() {
        Fixture f = new Fixture(dir);
        try (MeterStore s = f.createWithCredits(10)) {
            for (int i = 1; i <= 12; i++) {
                s.decide(new RoundDecision("christmas-tree", 1, 5, s.credits(), "{\"round\":" + i + "}", i + "/100", i, Fixture.VERSIONS));
                long id = s.roundInProgress().orElseThrow().roundId();
                s.presented(id);
                s.paid(id);
                f.clock.advance(1000);
            }

            List<JournalEntry> recall = s.recall(10);

            assertEquals(10, recall.size());
            assertEquals(12, recall.get(0).roundId());
            assertEquals(3, recall.get(9).roundId());
            assertEquals("{\"round\":12}", recall.get(0).outcomeJson());
            assertEquals("12/100", recall.get(0).drawRecord());
            assertEquals(12, recall.get(0).win());
            assertTrue(recall.get(0).decidedAt().isAfter(recall.get(1).decidedAt()));
            JournalEntry last = recall.get(0);
            assertEquals(last.creditsBefore() - 5 + 12, last.creditsAfter());
        }
    }

    @Test
    void aRoundOfASeededRngIsMarkedAndKeepsItsDrawsToReplay() {
        Fixture f = new Fixture(dir);
        try (MeterStore s = f.createWithCredits(10)) {
            s.decide(new RoundDecision("christmas-tree", 1, 5, s.credits(), "{\"round\":1}", "3/7 1/2", 0, Fixture.VERSIONS).seededRng());

            JournalEntry e = s.recall(1).get(0);

            assertTrue(e.seededRng());
            assertEquals("seeded 3/7 1/2", e.drawRecord());
            assertEquals("3/7 1/2", e.draws());
        }
    }

    @Test
    void aRoundOfTheLiveRngIsNotMarked() {
        Fixture f = new Fixture(dir);
        try (MeterStore s = f.createWithCredits(10)) {
            s.decide(new RoundDecision("christmas-tree", 1, 5, s.credits(), "{\"round\":1}", "3/7 1/2", 0, Fixture.VERSIONS));

            JournalEntry e = s.recall(1).get(0);

            assertFalse(e.seededRng());
            assertEquals("3/7 1/2", e.draws());
        }
    }

    @Test
    void theJournalKeepsItsConfiguredHistoryAndDropsTheOldest() {
        Fixture f = new Fixture(dir);
        f.config = f.config.withJournalHistory(10);
        try (MeterStore s = f.createWithCredits(10)) {
            for (int i = 0; i < 25; i++) {
                Fixture.play(s, 1, 0);
            }

            List<JournalEntry> all = s.recall(100);

            assertEquals(10, all.size());
            assertEquals(25, all.get(0).roundId());
            assertEquals(16, all.get(9).roundId());
            assertEquals(25, s.meters().get(Meter.GAMES_PLAYED));
            s.verify();
        }
    }

    @Test
    void aSmallerHistoryAtOpenTrimsTheJournal() {
        Fixture f = new Fixture(dir);
        try (MeterStore s = f.createWithCredits(10)) {
            for (int i = 0; i < 30; i++) {
                Fixture.play(s, 1, 0);
            }
        }
        f.config = f.config.withJournalHistory(10);
        try (MeterStore s = f.open()) {
            assertEquals(10, s.recall(100).size());
            assertEquals(21, s.recall(100).get(9).roundId());
        }
    }
}
