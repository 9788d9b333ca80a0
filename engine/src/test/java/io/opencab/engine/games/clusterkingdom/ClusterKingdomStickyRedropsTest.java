package io.opencab.engine.games.clusterkingdom;

import static io.opencab.engine.games.clusterkingdom.Ck.NO_ROYAL;
import static io.opencab.engine.games.clusterkingdom.Ck.board;
import static io.opencab.engine.games.clusterkingdom.Ck.cells;
import static io.opencab.engine.games.clusterkingdom.Ck.idx;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import io.opencab.engine.rng.ScriptedRng;
import io.opencab.engine.rng.SeededStreams;
import org.junit.jupiter.api.Test;

/** Sticky Redrops (docs/par/cluster-kingdom.md, decision 15): when they end, what they hold, a landing royal waiting until they end. */
class ClusterKingdomStickyRedropsTest {
    private final ClusterKingdom game = Ck.game();

    @Test
    void stickyRedropsEndWhenARedropBringsNoNewMatch() {
        // given WHEAT is the most common symbol (6 cells)
        CkBoard start = board(
                "abcde",
                "cdeab",
                "eaacd",
                "bcdea",
                "deabc");
        long wheat = start.symbols().maskOf(CkSymbols.WHEAT);
        // redrop 1 redraws the other 19 cells as they were, except (4,4) which shows WHEAT;
        // redrop 2 redraws the other 18 as they were
        CkBoard afterFirst = board(
                "abcda",
                "cdeab",
                "eaacd",
                "bcdea",
                "deabc");
        ScriptedRng rng = new ScriptedRng();
        redraw(rng, afterFirst, CkMath.GRID.valid() & ~wheat);
        rng.then(NO_ROYAL);
        redraw(rng, afterFirst, CkMath.GRID.valid() & ~wheat & ~cells(4, 4));
        rng.then(NO_ROYAL);
        // when
        ClusterKingdomOutcome o = game.playRedropsFrom(1, start, rng);
        // then two redrops: the first found one new WHEAT, the second none, and the feature ended
        CkRedrop r1 = assertInstanceOf(CkRedrop.class, o.base().events().get(0));
        CkRedrop r2 = assertInstanceOf(CkRedrop.class, o.base().events().get(1));
        assertEquals(CkSymbols.WHEAT, r1.symbol());
        assertEquals(wheat, r1.held());
        assertEquals(1, r1.newMatches());
        assertEquals(wheat | cells(4, 4), r2.held());
        assertEquals(0, r2.newMatches());
        assertEquals(2, o.base().events().size());
        assertEquals(0, rng.remaining());
        assertEquals(1, o.featureCount(ClusterKingdomOutcome.Feature.STICKY_REDROPS.ordinal()));
    }

    @Test
    void stickyRedropsKeepWildsAndMultiplierWildsAndARoyalLandingDuringThemActsOnlyAfterwards() {
        // given WHEAT is the most common symbol, with a Wild at (1,1) and a x2 Multiplier Wild at (3,1)
        CkBoard start = CkBoard.parse(new int[] {2},
                "abcde",
                "cdeab",
                "eaacd",
                "bWdMa",
                "deabc");
        long held = start.symbols().maskOf(CkSymbols.WHEAT) | cells(1, 1, 3, 1);
        // redrop 1 shows a new WHEAT at (4,4) and lands the King on the first redrawn cell (0,0);
        // redrop 2 brings nothing new
        CkBoard afterFirst = CkBoard.parse(new int[] {2},
                "abcda",
                "cdeab",
                "eaacd",
                "bWdMa",
                "deabc");
        ScriptedRng rng = new ScriptedRng(SeededStreams.single(23));
        long redrawFirst = CkMath.GRID.valid() & ~held;
        redraw(rng, afterFirst, redrawFirst);
        rng.then(game.math().baseRoyal().firstStop(1), 0);
        redraw(rng, afterFirst, redrawFirst & ~cells(4, 4, 0, 0));
        rng.then(NO_ROYAL);
        // when
        ClusterKingdomOutcome o = game.playRedropsFrom(1, start, rng);
        // then the Wilds stayed through both redrops
        CkRedrop r1 = assertInstanceOf(CkRedrop.class, o.base().events().get(0));
        CkRedrop r2 = assertInstanceOf(CkRedrop.class, o.base().events().get(1));
        assertEquals(held, r1.held());
        assertEquals(CkSymbols.KING, r1.royal());
        assertEquals(idx(0, 0), r1.royalCell());
        assertEquals(1, r1.newMatches());
        assertEquals(held | cells(4, 4, 0, 0), r2.held());
        assertEquals(CkSymbols.WILD, r2.after().at(1, 1));
        assertEquals(2, r2.after().multiplier(3, 1));
        // and the King acted only after the last redrop: TREE (0,1) and CASTLE (1,0) beside him
        CkKingUpgrade k = assertInstanceOf(CkKingUpgrade.class, o.base().events().get(2));
        assertEquals(CkSymbols.TREE, k.from());
        assertEquals(CkSymbols.CASTLE, k.to());
    }

    private void redraw(ScriptedRng rng, CkBoard target, long mask) {
        for (long m = mask; m != 0; m &= m - 1) {
            int i = Long.numberOfTrailingZeros(m);
            rng.then(Ck.base(game, CkSymbols.CHARS.charAt(target.at(i))));
        }
    }
}
