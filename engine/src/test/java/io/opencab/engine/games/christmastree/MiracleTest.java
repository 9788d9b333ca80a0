package io.opencab.engine.games.christmastree;

import static io.opencab.engine.games.christmastree.CtFixture.NO;
import static io.opencab.engine.games.christmastree.CtFixture.d;
import static io.opencab.engine.games.christmastree.CtFixture.draws;
import static io.opencab.engine.games.christmastree.CtFixture.sym;
import static io.opencab.engine.games.christmastree.CtFixture.tree;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.engine.grid.Board;
import org.junit.jupiter.api.Test;

/** Miracle (rule sheet): after 3+ cascades with no win left, in the regular game, one per spin. */
class MiracleTest {
    private final CtFixture f = CtFixture.standard();

    /**
     * Five h on the five top cells (column 3 rows 4 to 6, columns 2 and 4 row 4): a refill of five
     * h there wins again, without any fall.
     */
    static final Board TOP_H = tree(
            "...h...",
            "...h...",
            "..hhh..",
            "..def..",
            ".habcd.",
            "defghab",
            "abcdefg");

    /** Refills of the five top cells that make no win. */
    static final String QUIET_TOP = "cdafb";

    private long h5() {
        return f.math.pay(sym('h'), 5);
    }

    @Test
    void twoCascadesGiveNoMiracle() {
        ChristmasTreeOutcome o = f.play(1, false, TOP_H, draws(f.base("hhhhh"), f.base(QUIET_TOP), d(NO)));
        assertEquals(2, o.cascades());
        assertNull(o.miracle());
        assertEquals(2 * h5(), o.totalWin());
    }

    @Test
    void betWinPaysBetsAfterThreeCascades() {
        ChristmasTreeOutcome o = f.play(1, false, TOP_H, draws(f.base("hhhhh"), f.base("hhhhh"), f.base(QUIET_TOP), d(NO),
                d(f.miracle(CtMiracle.Kind.BET_WIN), f.betWin(10))));
        assertEquals(3, o.cascades());
        assertEquals(new CtMiracle(CtMiracle.Kind.BET_WIN, 10, 10 * o.bet()), o.miracle());
        assertEquals(3 * h5() + 10 * o.bet(), o.totalWin());
        assertEquals(10 * o.bet(), o.sourceWin(ChristmasTreeOutcome.Source.MIRACLE_BET_WIN.ordinal()));
    }

    @Test
    void multiplierMultipliesTheSpinsTotalWin() {
        ChristmasTreeOutcome o = f.play(2, false, TOP_H, draws(f.base("hhhhh"), f.base("hhhhh"), f.base(QUIET_TOP), d(NO),
                d(f.miracle(CtMiracle.Kind.MULTIPLIER), f.multiplier(5))));
        long spin = 3 * h5() * 2;
        assertEquals(spin, o.regular().win());
        assertEquals(5 * spin, o.totalWin());
        assertEquals(4 * spin, o.sourceWin(ChristmasTreeOutcome.Source.MIRACLE_MULTIPLIER.ordinal()));
    }

    @Test
    void freeSpinsPlayFiveSpinsAtTheSameBet() {
        int[] quietFree = FreeSpinsTest.quietFreeSpin(f);
        ChristmasTreeOutcome o = f.play(4, false, TOP_H, draws(f.base("hhhhh"), f.base("hhhhh"), f.base(QUIET_TOP), d(NO),
                d(f.miracle(CtMiracle.Kind.FREE_SPINS)), quietFree, quietFree, quietFree, quietFree, quietFree));
        assertEquals(CtMiracle.Kind.FREE_SPINS, o.miracle().kind());
        assertEquals(5, o.miracle().value());
        assertEquals(5, o.freeSpins().size());
        assertTrue(o.freeSpins().stream().allMatch(CtSpin::free));
        assertEquals(3 * h5() * 4, o.totalWin());
    }

    @Test
    void onlyOneMiraclePerSpin() {
        // given a spin that qualifies: exactly one Miracle draw is made (the script holds one)
        ChristmasTreeOutcome o = f.play(1, false, TOP_H, draws(f.base("hhhhh"), f.base("hhhhh"), f.base(QUIET_TOP), d(NO),
                d(f.miracle(CtMiracle.Kind.BET_WIN), f.betWin(5))));
        assertEquals(1, o.featureCount(ChristmasTreeOutcome.Feature.MIRACLE_BET_WIN.ordinal())
                + o.featureCount(ChristmasTreeOutcome.Feature.MIRACLE_MULTIPLIER.ordinal())
                + o.featureCount(ChristmasTreeOutcome.Feature.MIRACLE_FREE_SPINS.ordinal()));
    }
}
