package io.opencab.engine.games.clusterkingdom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.engine.EngineException;
import io.opencab.engine.game.GameCatalog;
import io.opencab.engine.game.MathResource;
import io.opencab.engine.rng.DrawRecord;
import io.opencab.engine.rng.GameRng;
import io.opencab.engine.rng.RecordingRng;
import io.opencab.engine.rng.ReplayRng;
import io.opencab.engine.rng.SeededStreams;
import org.junit.jupiter.api.Test;

/** Whole rounds with the shipped math: determinism, no state between rounds, replay, bounds, validation. */
class ClusterKingdomRoundTest {
    private static final int ROUNDS = 30_000;

    @Test
    void theCatalogBuildsIt() {
        assertEquals("cluster-kingdom", GameCatalog.standard().create(ClusterKingdom.ID).info().id());
    }

    @Test
    void theSameDrawsGiveTheSameRound() {
        ClusterKingdom a = ClusterKingdom.standard();
        ClusterKingdom b = ClusterKingdom.standard();
        GameRng ra = SeededStreams.single(99);
        GameRng rb = SeededStreams.single(99);
        for (int i = 0; i < 3_000; i++) {
            assertEquals(a.play(1, ra), b.play(1, rb));
        }
    }

    @Test
    void aReusedGameAndAFreshOneGiveIdenticalOutcomesAndReplayRebuildsThem() {
        // given one game playing many rounds in a row, each round's draws recorded
        ClusterKingdom reused = ClusterKingdom.standard();
        ClusterKingdom replayer = ClusterKingdom.standard();
        GameRng live = SeededStreams.single(2026);
        int bonuses = 0;
        int redrops = 0;
        for (int i = 0; i < ROUNDS; i++) {
            RecordingRng rec = new RecordingRng(live);
            ClusterKingdomOutcome o = reused.play(5, rec);
            bonuses += o.bonus() != null ? 1 : 0;
            redrops += o.featureCount(ClusterKingdomOutcome.Feature.STICKY_REDROPS.ordinal());
            DrawRecord record = DrawRecord.parse(rec.record().toText());
            // then another game replaying the draws rebuilds an equal outcome, using every draw,
            // and so does a game built fresh for the round (every 100th round: building is slow)
            ReplayRng replay = new ReplayRng(record);
            assertEquals(o, replayer.play(5, replay), "round " + i);
            assertTrue(replay.exhausted(), "round " + i);
            if (i % 100 == 0 || o.bonus() != null) {
                assertEquals(o, ClusterKingdom.standard().play(5, new ReplayRng(record)), "round " + i);
            }
        }
        // and the sample exercised the features
        assertTrue(bonuses > 0, "no bonus in " + ROUNDS + " rounds");
        assertTrue(redrops > 0, "no Sticky Redrops in " + ROUNDS + " rounds");
    }

    @Test
    void winsAddUpBySourceAndStayWithinTheCap() {
        ClusterKingdom g = ClusterKingdom.standard();
        GameRng rng = SeededStreams.single(7);
        for (int i = 0; i < ROUNDS; i++) {
            ClusterKingdomOutcome o = g.play(2, rng);
            long sum = 0;
            for (int s = 0; s < ClusterKingdomOutcome.SOURCES.size(); s++) {
                sum += o.sourceWin(s);
            }
            assertEquals(o.totalWin(), sum);
            assertTrue(o.totalWin() <= 10_000 * o.bet());
            assertTrue(o.freeDrops().size() <= g.math().maxFreeDrops());
            long paid = o.base().win();
            for (CkDrop d : o.freeDrops()) {
                paid += d.win();
            }
            assertEquals(o.capped() ? 10_000 * o.bet() : paid, o.totalWin());
            // every cluster pays paytable x level x multiplier
            for (CkEvent e : o.base().events()) {
                if (e instanceof CkCascade c) {
                    for (CkClusterWin w : c.clusters()) {
                        assertEquals(g.math().pay(w.symbol(), w.size()) * 2 * w.multiplier(), w.pay());
                        assertEquals(Long.bitCount(w.cells()), w.size());
                    }
                }
            }
        }
    }

    @Test
    void anOfferedBetLevelIsRequired() {
        assertThrows(EngineException.class, () -> ClusterKingdom.standard().play(7, SeededStreams.single(1)));
    }

    @Test
    void badMathIsRejectedAtLoadWithItsKey() {
        MathResource m = MathResource.load(ClusterKingdom.class, ClusterKingdom.RESOURCE);
        EngineException e = assertThrows(EngineException.class, () -> new ClusterKingdom(m.with("princess.wilds", "5:1")));
        assertTrue(e.getMessage().contains("princess.wilds"), e.getMessage());
        e = assertThrows(EngineException.class, () -> new ClusterKingdom(m.with("bonus.mini.drops", "4")));
        assertTrue(e.getMessage().contains("bonus.mini.drops"), e.getMessage());
        e = assertThrows(EngineException.class, () -> new ClusterKingdom(m.with("board.base", "1,2,3")));
        assertTrue(e.getMessage().contains("board.base"), e.getMessage());
        e = assertThrows(EngineException.class, () -> new ClusterKingdom(m.with("pay.TREE", "5=1, 6-25=2")));
        assertTrue(e.getMessage().contains("pay.TREE"), e.getMessage());
    }

    @Test
    void theSmallestPayIsATenthOfTheBetInWholeCredits() {
        ClusterKingdom g = ClusterKingdom.standard();
        long bet = g.info().bet(1);
        assertEquals(100, bet);
        assertEquals(bet / 10, g.math().pay(CkSymbols.WHEAT, 5));
        assertEquals(250 * bet, g.math().pay(CkSymbols.CASTLE, 20));
    }
}
