package io.opencab.engine.games.lostrelics;

import static io.opencab.engine.games.lostrelics.LrBoards.board;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.engine.grid.Board;
import io.opencab.engine.rng.DrawRecord;
import io.opencab.engine.rng.GameRng;
import io.opencab.engine.rng.RecordingRng;
import io.opencab.engine.rng.ReplayRng;
import io.opencab.engine.rng.ScriptedRng;
import io.opencab.engine.rng.SeededStreams;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Whole rounds: the cap, determinism, replay and independence of rounds. */
class LostRelicsRoundTest {

    @Test
    void theCapEndsTheRoundAndSkipsItsFreeSpins() {
        // given a 22-snake cluster (far above a 10x cap) and 3 Scatters
        LostRelics g = LrBoards.game("cap.x", "10", "features.hiddenChancePpm", "0");
        Board b = board(
                "ShShS",
                "hhhhh",
                "hhhhh",
                "hhhhh",
                "hhhhh");
        LostRelicsOutcome o = g.playFrom(2, b, new ScriptedRng());
        assertTrue(o.capped());
        assertEquals(10 * 40, o.totalWin());
        assertEquals(o.totalWin(), o.base());
        assertEquals(g.math().pay(LrSymbols.SNAKE, 22) * 2, o.main().pay(), "the record keeps the uncapped pay");
        assertEquals(3, o.main().scatters());
        assertTrue(o.freeSpins().isEmpty(), "no Free Spin is played once the cap is reached");
    }

    @Test
    void noRoundPaysMoreThanTheCapAndPlayStopsWhenItIsReached() {
        LostRelics g = LrBoards.game("cap.x", "30", "scatter.rowWeights", "1,0,0,0,0,0");
        GameRng rng = SeededStreams.single(31);
        int capped = 0;
        for (int i = 0; i < 3000; i++) {
            LostRelicsOutcome o = g.play(1, rng);
            assertTrue(o.totalWin() <= 30 * 20);
            long sum = 0;
            for (int s = 0; s < LostRelicsOutcome.SOURCES.size(); s++) {
                sum += o.sourceWin(s);
            }
            assertEquals(o.totalWin(), sum);
            if (o.capped()) {
                capped++;
                assertEquals(30 * 20, o.totalWin());
                // the spins before the last one had not reached the cap
                long before = o.main().pay() + o.main().coinWin();
                List<LrFreeSpin> fs = o.freeSpins();
                for (int k = 0; k < fs.size() - 1; k++) {
                    before += fs.get(k).pay() + (fs.get(k).award() == null ? 0 : fs.get(k).award().coinWin());
                }
                assertTrue(before < 30 * 20 || fs.isEmpty());
            } else {
                assertEquals(10 + o.extraFreeSpins(), o.freeSpins().size());
            }
        }
        assertTrue(capped > 0);
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
