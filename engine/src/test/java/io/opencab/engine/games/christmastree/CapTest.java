package io.opencab.engine.games.christmastree;

import static io.opencab.engine.games.christmastree.CtFixture.d;
import static io.opencab.engine.games.christmastree.CtFixture.draws;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The cap (rule sheet: x25 000 bets): the round stops paying at the cap and says so. */
class CapTest {

    @Test
    void shippedCapIsTwentyFiveThousandBets() {
        assertEquals(25_000, ChristmasTree.standard().info().capX());
    }

    @Test
    void roundStopsAtTheCapInTheMiddleOfACascadeChain() {
        // given a cap of 3 bets (120 coins at level 1) and cascades of five h (158 coins each)
        CtFixture f = CtFixture.with("cap.x", "3");
        // when the first cascade pays more than the cap
        ChristmasTreeOutcome o = f.play(1, false, MiracleTest.TOP_H, draws(f.base("hhhhh")));
        // then the win is the cap, the outcome says so, and no further step or Miracle is played
        assertEquals(3 * o.bet(), o.totalWin());
        assertTrue(o.capped());
        assertEquals(1, o.regular().steps().size());
        assertNull(o.miracle());
    }

    @Test
    void capCountsMiracleAndFreeSpinWinsToo() {
        // given a cap of 12 bets (480 coins): three cascades (3 x 158 = 474) and a 5-bet Miracle (200) exceed it
        CtFixture f = CtFixture.with("cap.x", "12");
        ChristmasTreeOutcome o = f.play(1, false, MiracleTest.TOP_H, draws(f.base("hhhhh"), f.base("hhhhh"),
                f.base(MiracleTest.QUIET_TOP), d(CtFixture.NO), d(f.miracle(CtMiracle.Kind.BET_WIN), f.betWin(5))));
        assertEquals(480, o.totalWin());
        assertTrue(o.capped());
        // the Miracle's share is what fitted under the cap
        assertEquals(480 - 3 * f.math.pay(CtFixture.sym('h'), 5),
                o.sourceWin(ChristmasTreeOutcome.Source.MIRACLE_BET_WIN.ordinal()));
    }

    @Test
    void aWinBelowTheCapIsNotCapped() {
        CtFixture f = CtFixture.standard();
        ChristmasTreeOutcome o = f.play(1, false, MiracleTest.TOP_H, draws(f.base(MiracleTest.QUIET_TOP), d(CtFixture.NO)));
        assertFalse(o.capped());
    }
}
