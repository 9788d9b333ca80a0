package io.opencab.engine.games.lostrelics;

import static io.opencab.engine.games.lostrelics.LrBoards.board;
import static io.opencab.engine.games.lostrelics.LrBoards.cell;
import static io.opencab.engine.games.lostrelics.LrBoards.draws;
import static io.opencab.engine.games.lostrelics.LrBoards.stop;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.engine.grid.Board;
import io.opencab.engine.grid.WeightedTable;
import io.opencab.engine.rng.GameRng;
import io.opencab.engine.rng.ScriptedRng;
import io.opencab.engine.rng.SeededStreams;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Only what the rule sheet states (issue #22, items 5 and 6): Wilds enter the reels only through
 * Extra Wild and Sticky Wild, a round has no win cap, and once a session has its 25 Extra Free
 * Spins a chest's instances are drawn from what it can still grant.
 */
class LostRelicsSheetOnlyTest {
    /** Three Scatters and no win: Free Spins start with no draw in the main game. */
    private static final Board TRIGGER = board(
            "S.S.S",
            ".....",
            ".....",
            ".....",
            ".....");
    /** A Free Spins board of 25 snakes: the whole board wins, so every hidden chest is found. */
    private static final Board SNAKES = board(
            "hhhhh",
            "hhhhh",
            "hhhhh",
            "hhhhh",
            "hhhhh");

    // ---- item 5: no Wild lands on a drawn board

    @Test
    void noStopOfAnyBoardTableLandsAWild() {
        LrMath m = LrBoards.game().math();
        for (WeightedTable t : List.of(m.baseFirst, m.baseNext, m.freeFirst, m.freeNext)) {
            for (int k = 0; k < t.total(); k++) {
                assertTrue(t.stop(k) != LrSymbols.WILD, "stop " + k + " of a board table lands a Wild");
            }
        }
    }

    @Test
    void aBoardLandedFromEveryTablesLastStopShowsNoWild() {
        // the last stop of each table (on the old math: the Wild, and "repeat" stacking it)
        LostRelics g = LrBoards.game("features.hiddenChancePpm", "0");
        LrMath m = g.math();
        ScriptedRng rng = new ScriptedRng();
        for (int c = 0; c < 5; c++) {
            rng.then(m.baseFirst.total() - 1);
            for (int r = 1; r < 5; r++) {
                rng.then(m.baseNext.total() - 1);
            }
            if (c % 2 == 0) {
                rng.then(stop(m.scatterRow, LrMath.NO_SCATTER));
            }
        }
        Board b = g.drawMain(rng);
        assertEquals(0, b.maskOf(LrSymbols.WILD));
        assertEquals(0, rng.remaining());
    }

    @Test
    void wildsOnTheReelsAreExactlyThoseExtraWildAndStickyWildPlaced() {
        LostRelics g = LrBoards.game("scatter.rowWeights", "1,1,1,1,1,3", "features.hiddenChancePpm", "100000");
        GameRng rng = SeededStreams.single(5);
        int extraWilds = 0;
        int sticky = 0;
        for (int i = 0; i < 4000; i++) {
            LostRelicsOutcome o = g.play(1, rng);
            assertEquals(0, o.main().drawn().maskOf(LrSymbols.WILD), "a Wild landed on the main board");
            long placed = 0;
            for (LrFeature f : o.main().features()) {
                placed |= f.wildCells();
            }
            extraWilds += Long.bitCount(placed);
            assertEquals(placed, o.main().board().maskOf(LrSymbols.WILD));
            for (LrFreeSpin s : o.freeSpins()) {
                assertEquals(0, s.drawn().maskOf(LrSymbols.WILD), "a Wild landed on a Free Spins board");
                assertEquals(s.sticky(), s.board().maskOf(LrSymbols.WILD));
                sticky += Long.bitCount(s.sticky());
            }
        }
        assertTrue(extraWilds > 0 && sticky > 0);
    }

    // ---- item 6: no round cap; no replacement Coin Win

    /** Scripts a found chest: its count, then the kind (and its one draw) of each drawn instance. */
    private static void grants(ScriptedRng rng, LrMath m, LrChestType t, int count, int mask, int... kinds) {
        rng.then(stop(m.chestCount[t.ordinal()], count));
        for (int kind : kinds) {
            rng.then(stop(m.grantTables[t.ordinal()][mask], kind));
            if (kind == LrMath.GRANT_COIN) {
                rng.then(stop(m.chestCoinX, 1));
            } else if (kind == LrMath.GRANT_STICKY) {
                rng.then(0);
            }
        }
    }

    @Test
    void aRoundPaysEveryWinWithoutACap() {
        // given the shipped math and Free Spins whose first six boards are 25 snakes (300x bet each)
        LostRelics g = LrBoards.game();
        LrMath m = g.math();
        ScriptedRng rng = new ScriptedRng(SeededStreams.single(8));
        rng.then(stop(m.firstChests, LrChestType.SMALL.ordinal()), 0);
        for (int spin = 1; spin <= 6; spin++) {
            rng.then(draws(m, SNAKES, false));
            // each spin finds a small chest: 3 instances, the guaranteed Extra Free Spin and 2 Coin Wins of 1x
            grants(rng, m, LrChestType.SMALL, 3, 2, LrMath.GRANT_COIN, LrMath.GRANT_COIN);
            if (spin == 1) {
                rng.then(stop(m.firstChests, LrChestType.SMALL.ordinal()), 0);
            } else {
                rng.then(stop(m.chestTypes, LrChestType.SMALL.ordinal()), 0);
            }
        }
        LostRelicsOutcome o = g.playFrom(1, TRIGGER, rng);
        // then the round pays all of it: far more than 1,500x bet
        long snakes = 6 * m.pay(LrSymbols.SNAKE, 25);
        assertTrue(snakes > 1500 * 20);
        assertFalse(o.capped());
        assertEquals(0, g.info().capX(), "the shipped math has no cap");
        assertTrue(o.free() >= snakes);
        assertEquals(10 + o.extraFreeSpins(), o.freeSpins().size(), "every Free Spin was played");
        long paid = 0;
        for (LrFreeSpin s : o.freeSpins()) {
            paid += s.pay();
        }
        assertEquals(paid, o.free());
        assertEquals(o.base() + o.coinWin() + o.free() + o.chestCoinWin(), o.totalWin());
    }

    @Test
    void afterTwentyFiveExtraFreeSpinsAChestDrawsEveryInstanceFromWhatItCanStillGrant() {
        LostRelics g = LrBoards.game();
        LrMath m = g.math();
        ScriptedRng rng = new ScriptedRng(SeededStreams.single(9));
        int ex = LrMath.GRANT_EXTRA_SPIN;
        int coin = LrMath.GRANT_COIN;
        rng.then(stop(m.firstChests, LrChestType.MEDIUM.ordinal()), 0);
        // chests 1 and 2: medium, 10 instances, all Extra Free Spins (2 guaranteed + 8 drawn): 20
        for (int chest = 1; chest <= 2; chest++) {
            rng.then(draws(m, SNAKES, false));
            grants(rng, m, LrChestType.MEDIUM, 10, 3, ex, ex, ex, ex, ex, ex, ex, ex);
            if (chest == 1) {
                rng.then(stop(m.firstChests, LrChestType.MEDIUM.ordinal()), 0);
            } else {
                rng.then(stop(m.chestTypes, LrChestType.LARGE.ordinal()), 0);
            }
        }
        // chest 3: large, 11 instances: 3 guaranteed + 2 drawn Extra Free Spins make 25; then 6 Coin Wins
        rng.then(draws(m, SNAKES, false));
        rng.then(stop(m.chestCount[LrChestType.LARGE.ordinal()], 11));
        rng.then(stop(m.grantTables[LrChestType.LARGE.ordinal()][3], ex), stop(m.grantTables[LrChestType.LARGE.ordinal()][3], ex));
        for (int k = 0; k < 6; k++) {
            rng.then(stop(m.grantTables[LrChestType.LARGE.ordinal()][1], coin), stop(m.chestCoinX, 1));
        }
        rng.then(stop(m.chestTypes, LrChestType.SMALL.ordinal()), 0);
        // chest 4: small, 3 instances; its first is drawn (no Extra Free Spin can be granted): a Sticky Wild
        rng.then(draws(m, SNAKES, false));
        rng.then(stop(m.chestCount[LrChestType.SMALL.ordinal()], 3));
        rng.then(stop(m.grantTables[LrChestType.SMALL.ordinal()][1], LrMath.GRANT_STICKY), 0);
        rng.then(stop(m.grantTables[LrChestType.SMALL.ordinal()][0], coin), stop(m.chestCoinX, 2));
        rng.then(stop(m.grantTables[LrChestType.SMALL.ordinal()][0], coin), stop(m.chestCoinX, 3));
        LostRelicsOutcome o = g.playFrom(1, TRIGGER, rng);

        assertEquals(25, o.extraFreeSpins());
        assertEquals(35, o.freeSpins().size());
        LrChestAward fourth = o.freeSpins().get(3).award();
        assertEquals(LrChestType.SMALL, fourth.chest().type());
        assertEquals(List.of("STICKY_WILD@" + cell(0, 0) + " 0x 0", "COIN_WIN@-1 2x 40", "COIN_WIN@-1 3x 60"),
                fourth.grants().stream().map(x -> x.kind() + "@" + x.cell() + " " + x.coinX() + "x " + x.pay()).toList());
        assertEquals(0, fourth.extraSpins());
    }
}
