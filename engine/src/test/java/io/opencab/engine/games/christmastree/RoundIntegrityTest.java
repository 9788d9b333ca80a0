package io.opencab.engine.games.christmastree;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.engine.EngineException;
import io.opencab.engine.game.RoundOutcome;
import io.opencab.engine.rng.DrawRecord;
import io.opencab.engine.rng.GameRng;
import io.opencab.engine.rng.RecordingRng;
import io.opencab.engine.rng.ReplayRng;
import io.opencab.engine.rng.SeededStreams;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Determinism, independence between rounds, replay, and the sums every outcome must satisfy. */
class RoundIntegrityTest {
    private static final int ROUNDS = 20_000;

    @Test
    void sameSeedGivesSameOutcomes() {
        GameRng a = SeededStreams.single(42);
        GameRng b = SeededStreams.single(42);
        ChristmasTree g1 = ChristmasTree.standard();
        ChristmasTree g2 = ChristmasTree.standard();
        for (int i = 0; i < ROUNDS; i++) {
            assertEquals(g1.play(1, a), g2.play(1, b), "round " + i);
        }
    }

    @Test
    void aReusedGameAndAFreshOneGiveIdenticalOutcomesForIdenticalDraws() {
        // given a game that has played many rounds (features, free spins, caps of its own)
        ChristmasTree reused = ChristmasTree.standard();
        GameRng warm = SeededStreams.single(7);
        for (int i = 0; i < ROUNDS; i++) {
            reused.play(5, warm);
        }
        // when each next round's draws are replayed on a brand-new game
        GameRng live = SeededStreams.single(8);
        for (int i = 0; i < 2_000; i++) {
            RecordingRng rec = new RecordingRng(live);
            ChristmasTreeOutcome first = reused.play(1, rec);
            ReplayRng replay = new ReplayRng(rec.record());
            ChristmasTreeOutcome again = ChristmasTree.standard().play(1, replay);
            // then the outcomes are equal and every recorded draw was used
            assertEquals(first, again, "round " + i);
            assertTrue(replay.exhausted(), "round " + i + " left draws unused");
        }
    }

    @Test
    void aRecordReplaysToTheSameOutcomeThroughItsTextForm() {
        RecordingRng rec = new RecordingRng(SeededStreams.single(9));
        List<ChristmasTreeOutcome> played = new ArrayList<>();
        List<String> records = new ArrayList<>();
        ChristmasTree g = ChristmasTree.standard();
        for (int i = 0; i < 500; i++) {
            RecordingRng r = new RecordingRng(rec);
            played.add(g.play(2, r));
            records.add(r.record().toText());
        }
        for (int i = 0; i < played.size(); i++) {
            assertEquals(played.get(i), g.play(2, new ReplayRng(DrawRecord.parse(records.get(i)))));
        }
    }

    @Test
    void sourcesAddUpToTheTotalAndNothingExceedsTheCap() {
        ChristmasTree g = ChristmasTree.standard();
        GameRng rng = SeededStreams.single(11);
        for (int i = 0; i < ROUNDS; i++) {
            RoundOutcome o = g.play(1, rng);
            long sum = 0;
            for (int s = 0; s < g.info().sources().size(); s++) {
                assertTrue(o.sourceWin(s) >= 0);
                sum += o.sourceWin(s);
            }
            assertEquals(o.totalWin(), sum, "round " + i);
            assertTrue(o.totalWin() <= g.info().capX() * o.bet());
        }
    }

    @Test
    void cascadePaysAreTheirClustersTimesTheMultiplier() {
        ChristmasTree g = ChristmasTree.standard();
        GameRng rng = SeededStreams.single(12);
        for (int i = 0; i < ROUNDS; i++) {
            ChristmasTreeOutcome o = g.play(3, rng);
            List<CtSpin> spins = new ArrayList<>(o.freeSpins());
            spins.add(o.regular());
            for (CtSpin s : spins) {
                long win = 0;
                for (CtStep step : s.steps()) {
                    if (step instanceof CtCascade c) {
                        long clusters = c.clusters().stream().mapToLong(CtClusterWin::pay).sum();
                        assertEquals(clusters * c.multiplier(), c.pay());
                        for (CtClusterWin w : c.clusters()) {
                            assertEquals(g.math().pay(w.symbol(), w.size()) * 3, w.pay());
                            assertEquals(w.size(), Long.bitCount(w.cells()));
                        }
                        win += c.pay();
                    }
                }
                assertEquals(win, s.win());
            }
        }
    }

    @Test
    void anUnofferedBetLevelIsRejected() {
        EngineException e = assertThrows(EngineException.class,
                () -> ChristmasTree.standard().play(7, SeededStreams.single(1)));
        assertTrue(e.getMessage().contains("bet level 7"), e.getMessage());
    }
}
