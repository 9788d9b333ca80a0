package io.opencab.engine.games.lostrelics;

import static io.opencab.engine.games.lostrelics.LrBoards.board;
import static io.opencab.engine.games.lostrelics.LrBoards.cell;
import static io.opencab.engine.games.lostrelics.LrBoards.times;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.engine.EngineException;
import io.opencab.engine.grid.Board;
import io.opencab.engine.rng.ScriptedRng;
import io.opencab.engine.rng.SeededStreams;
import io.opencab.engine.rng.GameRng;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Cluster Pays on hand-made boards: a..d low, e f medium, g h high, W Wild, S Scatter. */
class LostRelicsClusterTest {
    private static final LostRelics GAME = LrBoards.game();
    /** Draw that reveals no hidden feature under a winning symbol. */
    private static final int NONE = io.opencab.engine.game.DrawCatalog.CHANCE_BOUND - 1;

    @Test
    void fiveConnectedSymbolsDoNotPay() {
        // given 5 connected hearts (rule sheet: 6 or more)
        Board b = board(
                ".....",
                ".....",
                ".....",
                "aa...",
                "aaa..");
        ScriptedRng rng = new ScriptedRng();
        // when
        LostRelicsOutcome o = GAME.playFrom(1, b, rng);
        // then nothing pays and no feature is looked for (no draw at all)
        assertEquals(List.of(), o.main().clusters());
        assertEquals(0, o.totalWin());
        assertEquals(List.of(), o.main().features());
    }

    @Test
    void sixConnectedSymbolsPayThePaytableTimesTheBetLevel() {
        Board b = board(
                ".....",
                ".....",
                ".....",
                "aaa..",
                "aaa..");
        LostRelicsOutcome o = GAME.playFrom(3, b, new ScriptedRng().then(times(6, NONE)));
        assertEquals(1, o.main().clusters().size());
        LrClusterWin w = o.main().clusters().get(0);
        assertEquals(LrSymbols.HEART, w.symbol());
        assertEquals(6, w.size());
        assertEquals(GAME.math().pay(LrSymbols.HEART, 6) * 3, w.pay());
        assertEquals(w.pay(), o.totalWin());
        assertEquals(w.pay(), o.base());
        assertEquals(60, o.bet());
    }

    @Test
    void separateClustersOfOneSymbolPaySeparatelyAndAdd() {
        Board b = board(
                "aaa..",
                "aaa..",
                ".....",
                "..aaa",
                "..aaa");
        LostRelicsOutcome o = GAME.playFrom(1, b, new ScriptedRng().then(times(12, NONE)));
        assertEquals(2, o.main().clusters().size());
        assertEquals(2 * GAME.math().pay(LrSymbols.HEART, 6), o.totalWin());
    }

    @Test
    void aWildJoinsClustersOfTwoSymbols() {
        // given 5 hearts and 5 spades both touching one Wild
        Board b = board(
                ".....",
                ".....",
                "a...b",
                "aa.bb",
                "aaWbb");
        LostRelicsOutcome o = GAME.playFrom(1, b, new ScriptedRng().then(times(10, NONE)));
        // then two clusters of 6, each holding the Wild, both paid
        List<LrClusterWin> c = o.main().clusters();
        assertEquals(2, c.size());
        long wild = 1L << cell(2, 0);
        for (LrClusterWin w : c) {
            assertEquals(6, w.size());
            assertTrue((w.cells() & wild) != 0);
        }
        assertEquals(GAME.math().pay(LrSymbols.HEART, 6) + GAME.math().pay(LrSymbols.SPADE, 6), o.totalWin());
    }

    @Test
    void wildsAlonePayNothing() {
        Board b = board(
                "WWWWW",
                "WWWWW",
                "WWWWW",
                "WWWWW",
                "WWWWW");
        LostRelicsOutcome o = GAME.playFrom(1, b, new ScriptedRng());
        assertEquals(List.of(), o.main().clusters());
        assertEquals(0, o.totalWin());
    }

    @Test
    void scattersNeverJoinClusters() {
        // given 5 hearts whose sixth neighbour is a Scatter
        Board b = board(
                ".....",
                ".....",
                ".....",
                "aa...",
                "aaaS.");
        assertThrows(EngineException.class, () -> GAME.playFrom(1, b, new ScriptedRng()),
                "a Scatter on reel 4 is refused");
        Board c = board(
                ".....",
                ".....",
                ".....",
                "aaa..",
                "aaS..");
        LostRelicsOutcome o = GAME.playFrom(1, c, new ScriptedRng());
        assertEquals(List.of(), o.main().clusters());
        assertEquals(1, o.main().landedScatters());
    }

    @Test
    void scattersLandOnlyOnReelsOneThreeAndFiveAtMostOnceEach() {
        GameRng rng = SeededStreams.single(5);
        int[] perReel = new int[5];
        for (int i = 0; i < 20_000; i++) {
            Board b = GAME.drawMain(rng);
            for (int c = 0; c < 5; c++) {
                int n = Long.bitCount(b.maskOf(LrSymbols.SCATTER) & LrMath.GRID.columnMask(c));
                assertTrue(n <= (c % 2 == 0 ? 1 : 0), "reel " + (c + 1) + " shows " + n + " Scatters:\n" + b);
                perReel[c] += n;
            }
        }
        // and Scatters do land on each of reels 1, 3 and 5
        assertTrue(perReel[0] > 0 && perReel[2] > 0 && perReel[4] > 0);
    }

    @Test
    void freeSpinBoardsShowNoScatters() {
        GameRng rng = SeededStreams.single(8);
        int rounds = 0;
        for (int i = 0; i < 200_000 && rounds < 50; i++) {
            LostRelicsOutcome o = GAME.play(1, rng);
            if (!o.freeSpins().isEmpty()) {
                rounds++;
                for (LrFreeSpin s : o.freeSpins()) {
                    assertEquals(0L, s.board().maskOf(LrSymbols.SCATTER));
                }
            }
        }
        assertEquals(50, rounds);
    }

    @Test
    void threeLandedScattersPlayTenFreeSpinsAtTheSameBet() {
        Board b = board(
                "S.S.S",
                ".....",
                ".....",
                ".....",
                ".....");
        LostRelicsOutcome o = GAME.playFrom(4, b, new ScriptedRng(SeededStreams.single(1)));
        assertEquals(3, o.main().scatters());
        assertEquals(10 + o.extraFreeSpins(), o.freeSpins().size());
        long free = 0;
        for (LrFreeSpin s : o.freeSpins()) {
            for (LrClusterWin w : s.clusters()) {
                assertEquals(GAME.math().pay(w.symbol(), w.size()) * 4, w.pay());
            }
            free += s.pay();
        }
        assertEquals(free, o.free());
    }

    @Test
    void twoScattersDoNotTrigger() {
        Board b = board(
                "S...S",
                ".....",
                ".....",
                ".....",
                ".....");
        LostRelicsOutcome o = GAME.playFrom(1, b, new ScriptedRng());
        assertEquals(2, o.main().scatters());
        assertTrue(o.freeSpins().isEmpty());
        assertFalse(o.capped());
    }

    @Test
    void anOfferedBetLevelIsRequired() {
        assertThrows(EngineException.class, () -> GAME.play(11, new ScriptedRng()));
        assertThrows(EngineException.class, () -> GAME.play(0, new ScriptedRng()));
    }
}
