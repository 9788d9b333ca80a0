package io.opencab.engine.games.christmastree;

import static io.opencab.engine.games.christmastree.CtFixture.NO;
import static io.opencab.engine.games.christmastree.CtFixture.YES;
import static io.opencab.engine.games.christmastree.CtFixture.cell;
import static io.opencab.engine.games.christmastree.CtFixture.d;
import static io.opencab.engine.games.christmastree.CtFixture.draws;
import static io.opencab.engine.games.christmastree.CtFixture.sym;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.engine.EngineException;
import org.junit.jupiter.api.Test;

/** Blizzard (rule sheet): 3 to 9 Mysteries when no win is left; once per cascade; many per spin. */
class BlizzardTest {
    private final CtFixture f = CtFixture.standard();

    @Test
    void dropsMysteriesThatAllRevealOneSymbol() {
        // given the quiet board; Blizzard drops 3 Mysteries on the first three cells, revealed as h
        ChristmasTreeOutcome o = f.play(1, false, ClusterPaysTest.QUIET,
                draws(d(YES, f.blizzardCount(3), 0, 0, 0, f.reveal('h'))));
        CtBlizzard b = assertInstanceOf(CtBlizzard.class, o.regular().steps().get(0));
        assertEquals(cell(0, 0) | cell(0, 1) | cell(1, 0), b.cells());
        assertEquals(sym('h'), b.revealed());
        for (long m = b.cells(); m != 0; m &= m - 1) {
            assertEquals(sym('h'), b.after().at(Long.numberOfTrailingZeros(m)));
        }
    }

    @Test
    void onlyOncePerCascade() {
        // given a Blizzard whose 3 h make a group of 3 (no other h touches them): no win
        ChristmasTreeOutcome o = f.play(1, false, ClusterPaysTest.QUIET,
                draws(d(YES, f.blizzardCount(3), 0, 0, 0, f.reveal('h'))));
        // then the spin ends without a second Blizzard draw (the script would run out)
        assertEquals(1, o.regular().steps().size());
        assertEquals(0, o.totalWin());
    }

    @Test
    void aRevealThatWinsCascadesAndRearmsBlizzard() {
        // given 4 Mysteries revealed as h: with the h at column 1 row 2 they make 5
        ChristmasTreeOutcome o = f.play(1, false, ClusterPaysTest.QUIET,
                draws(d(YES, f.blizzardCount(4), 0, 0, 0, 0, f.reveal('h')), f.base("dgeab"), d(NO)));
        // then the cluster pays, and after the cascade a new Blizzard chance was drawn (NO)
        assertEquals(2, o.regular().steps().size());
        assertInstanceOf(CtCascade.class, o.regular().steps().get(1));
        assertEquals(f.math.pay(sym('h'), 5), o.totalWin());
        // and the win is credited to Blizzard in the RTP split
        assertEquals(o.totalWin(), o.sourceWin(ChristmasTreeOutcome.Source.BLIZZARD.ordinal()));
    }

    @Test
    void severalBlizzardsInOneSpin() {
        // given a winning Blizzard, then a second one (3 scattered e, no win) after the cascade
        ChristmasTreeOutcome o = f.play(1, false, ClusterPaysTest.QUIET,
                draws(d(YES, f.blizzardCount(4), 0, 0, 0, 0, f.reveal('h')), f.base("dgeab"),
                        d(YES, f.blizzardCount(3), 0, 11, 21, f.reveal('e'))));
        long blizzards = o.regular().steps().stream().filter(s -> s instanceof CtBlizzard).count();
        assertEquals(2, blizzards);
        assertEquals(2, o.featureCount(ChristmasTreeOutcome.Feature.BLIZZARD.ordinal()));
        CtBlizzard second = (CtBlizzard) o.regular().steps().get(2);
        // on cells 0, 12 and 23 of the tree's cell order (a partial Fisher-Yates shuffle)
        assertEquals(cell(0, 0) | cell(3, 2) | cell(5, 1), second.cells());
    }

    @Test
    void mathOutsideThreeToNineIsRejected() {
        EngineException low = assertThrows(EngineException.class, () -> CtFixture.with("blizzard.count", "2:1, 5:1"));
        assertTrue(low.getMessage().contains("3..9"), low.getMessage());
        assertThrows(EngineException.class, () -> CtFixture.with("blizzard.count", "10:1"));
    }
}
