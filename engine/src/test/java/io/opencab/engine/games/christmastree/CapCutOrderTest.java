package io.opencab.engine.games.christmastree;

import static io.opencab.engine.games.christmastree.CtFixture.NO;
import static io.opencab.engine.games.christmastree.CtFixture.d;
import static io.opencab.engine.games.christmastree.CtFixture.draws;
import static io.opencab.engine.games.christmastree.CtFixture.sym;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/**
 * The cap's cut order on hand-made rounds (rule sheet: "Max win in a single game round is capped
 * at x25 000 bets"; docs/par/christmas-tree.md, "Win cap"): amounts are credited in the order the
 * round plays them, the one that crosses the cap is cut to what fits, nothing after it is played,
 * {@code capped} is set and {@code sourceWins} shows each source's share. Small caps stand in for
 * the shipped 25,000 x bet, so that a few hand-made cascades reach them; the scripted draws end
 * where the round must stop (the fixture fails on draws left unused).
 */
class CapCutOrderTest {

    /** Five h at bet level 1, in coins. */
    private static long h5(CtFixture f) {
        return f.math.pay(sym('h'), 5);
    }

    /** sourceWins in SOURCES order: base, snowman, blizzard, miracleBetWin, miracleMultiplier, freeSpins. */
    private static long[] sources(ChristmasTreeOutcome o) {
        return IntStream.range(0, ChristmasTreeOutcome.SOURCES.size()).mapToLong(o::sourceWin).toArray();
    }

    @Test
    void aCascadeThatCrossesTheCapMidChainIsCutAndEndsTheRound() {
        // given a cap of 8 bets (320 coins) and cascades of five h (158 coins each) on the top cells
        CtFixture f = CtFixture.with("cap.x", "8");
        // when the third cascade takes the win from 316 to 474 coins (its refill is still drawn)
        ChristmasTreeOutcome o = f.play(1, false, MiracleTest.TOP_H,
                draws(f.base("hhhhh"), f.base("hhhhh"), f.base(MiracleTest.QUIET_TOP)));
        // then the round pays exactly the cap, all of it from the base game, flagged as capped
        assertEquals(8 * o.bet(), o.totalWin());
        assertTrue(o.capped());
        assertArrayEquals(new long[] {8 * o.bet(), 0, 0, 0, 0, 0}, sources(o));
        // and no Blizzard chance and no Miracle follow the three cascades (no draws were left for them)
        assertEquals(3, o.regular().steps().size());
        assertEquals(null, o.miracle());
        // and the crossing cascade still records its full pay; only the credited amount is cut
        assertEquals(h5(f), ((CtCascade) o.regular().steps().get(2)).pay());
    }

    @Test
    void aMiracleMultiplierThatCrossesTheCapIsCutToWhatFits() {
        // given a cap of 12 bets (480 coins): three cascades pay 474, then a x5 Miracle adds 4 x 474
        CtFixture f = CtFixture.with("cap.x", "12");
        ChristmasTreeOutcome o = f.play(1, false, MiracleTest.TOP_H, draws(f.base("hhhhh"), f.base("hhhhh"),
                f.base(MiracleTest.QUIET_TOP), d(NO), d(f.miracle(CtMiracle.Kind.MULTIPLIER), f.multiplier(5))));
        long spin = 3 * h5(f);
        // then the spin's cascades are paid in full and the Miracle only up to the cap
        assertEquals(480, o.totalWin());
        assertTrue(o.capped());
        assertArrayEquals(new long[] {spin, 0, 0, 0, 480 - spin, 0}, sources(o));
        // and the Miracle itself still says what it was worth
        assertEquals(new CtMiracle(CtMiracle.Kind.MULTIPLIER, 5, 4 * spin), o.miracle());
    }

    @Test
    void aFreeSpinCascadeThatCrossesTheCapEndsTheFreeSpins() {
        // given a cap of 20 bets (800 coins): the regular spin pays 474 and wins 5 Free Spins
        CtFixture f = CtFixture.with("cap.x", "20");
        int[] firstFreeSpin = IntStream.concat(IntStream.concat(IntStream.of(f.freeBoard(MiracleTest.TOP_H)),
                IntStream.of(0)), IntStream.concat(IntStream.of(f.free("hhhhh")), IntStream.of(f.free(MiracleTest.QUIET_TOP))))
                .toArray();
        // when Free Spin 1 pays five h x1 (632 in all), then five h x2 (316 more, past 800)
        ChristmasTreeOutcome o = f.play(1, false, MiracleTest.TOP_H, draws(f.base("hhhhh"), f.base("hhhhh"),
                f.base(MiracleTest.QUIET_TOP), d(NO), d(f.miracle(CtMiracle.Kind.FREE_SPINS)), firstFreeSpin));
        long spin = 3 * h5(f);
        // then the round stops at the cap inside Free Spin 1: the other 4 spins are never played
        assertEquals(800, o.totalWin());
        assertTrue(o.capped());
        assertEquals(1, o.freeSpins().size());
        assertEquals(2, o.freeSpins().get(0).cascades());
        // and the Free Spins are credited what fitted after the regular spin, in play order
        assertArrayEquals(new long[] {spin, 0, 0, 0, 0, 800 - spin}, sources(o));
        assertTrue(800 - spin > h5(f) && 800 - spin < h5(f) * (1 + 2), "the cut fell inside the second cascade");
    }
}
