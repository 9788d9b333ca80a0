package io.opencab.engine.games.lostrelics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.engine.rng.DrawRecord;
import io.opencab.engine.rng.GameRng;
import io.opencab.engine.rng.RecordingRng;
import io.opencab.engine.rng.ReplayRng;
import io.opencab.engine.rng.SeededStreams;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Whole rounds: wins add up, determinism, replay and independence of rounds. */
class LostRelicsRoundTest {

    @Test
    void everyRoundPaysTheSumOfItsStepsAndPlaysAllItsFreeSpins() {
        LostRelics g = LrBoards.game("scatter.rowWeights", "1,0,0,0,0,0");
        GameRng rng = SeededStreams.single(31);
        for (int i = 0; i < 3000; i++) {
            LostRelicsOutcome o = g.play(1, rng);
            long sum = 0;
            for (int s = 0; s < LostRelicsOutcome.SOURCES.size(); s++) {
                sum += o.sourceWin(s);
            }
            assertEquals(o.totalWin(), sum);
            long steps = o.main().pay() + o.main().coinWin();
            for (LrFreeSpin f : o.freeSpins()) {
                steps += f.pay() + (f.award() == null ? 0 : f.award().coinWin());
            }
            assertEquals(o.totalWin(), steps);
            assertFalse(o.capped());
            assertEquals(10 + o.extraFreeSpins(), o.freeSpins().size());
        }
    }

    private static List<LostRelicsOutcome> play(LostRelics g, long seed, int n) {
        GameRng rng = SeededStreams.single(seed);
        List<LostRelicsOutcome> r = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            r.add(g.play(1 + i % 10, rng));
        }
        return r;
    }

    @Test
    void theSameSeedPlaysTheSameOutcomes() {
        List<LostRelicsOutcome> a = play(LrBoards.game(), 77, 3000);
        List<LostRelicsOutcome> b = play(LrBoards.game(), 77, 3000);
        assertEquals(a, b);
        assertFalse(a.equals(play(LrBoards.game(), 78, 3000)));
    }

    @Test
    void recordedDrawsReplayToAnEqualOutcome() {
        LostRelics g = LrBoards.game();
        GameRng live = SeededStreams.single(91);
        int withFreeSpins = 0;
        for (int i = 0; i < 5000; i++) {
            RecordingRng rec = new RecordingRng(live);
            LostRelicsOutcome o = g.play(1 + i % 10, rec);
            DrawRecord d = DrawRecord.parse(rec.record().toText());
            ReplayRng replay = new ReplayRng(d);
            assertEquals(o, LrBoards.game().play(1 + i % 10, replay));
            assertTrue(replay.exhausted());
            withFreeSpins += o.freeSpins().isEmpty() ? 0 : 1;
        }
        assertTrue(withFreeSpins > 0);
    }

    @Test
    void aGameThatPlayedManyRoundsPlaysLikeAFreshOne() {
        // given a game that has played rounds with Free Spins, chests and Sticky Wilds
        LostRelics used = LrBoards.game();
        GameRng rng = SeededStreams.single(12);
        int sessions = 0;
        for (int i = 0; i < 20_000; i++) {
            sessions += used.play(1, rng).freeSpins().isEmpty() ? 0 : 1;
        }
        assertTrue(sessions > 20);
        // when both play the same draws
        for (int i = 0; i < 2000; i++) {
            RecordingRng rec = new RecordingRng(rng);
            LostRelicsOutcome fromUsed = used.play(5, rec);
            LostRelicsOutcome fromFresh = LrBoards.game().play(5, new ReplayRng(rec.record()));
            // then the outcomes are equal
            assertEquals(fromUsed, fromFresh);
        }
    }

    @Test
    void aRoundAfterFreeSpinsStartsWithoutStickyWildsOrChestState() {
        LostRelics g = LrBoards.game("scatter.rowWeights", "1,0,0,0,0,0", "reel.free.repeat", "400");
        GameRng rng = SeededStreams.single(13);
        for (int i = 0; i < 200; i++) {
            LostRelicsOutcome o = g.play(1, rng);
            LrFreeSpin first = o.freeSpins().get(0);
            assertEquals(0, first.sticky());
            assertEquals(1, first.chest().number());
        }
    }
}
