package io.opencab.engine.games.clusterkingdom;

import static io.opencab.engine.games.clusterkingdom.Ck.NO_REDROPS;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.engine.rng.ScriptedRng;
import org.junit.jupiter.api.Test;

/**
 * PAR decision 10: Multiplier Wild values have no ceiling of their own; the engine keeps a value in
 * an int, so one past 2,147,483,647 is kept at it, which never changes a pay (any win with such a
 * multiplier is past the cap). The largest values a reference round shows are in
 * docs/par/cluster-kingdom-reference.jsonl ({@code ck-multiplier-wilds}); this one needs about 20
 * merges into one Multiplier Wild, so it is shown on a hand-made board.
 */
class CkMultiplierCeilingTest {
    private final ClusterKingdom game = Ck.game();

    @Test
    void aMergedValueBeyondAnIntIsKeptAtItsLargestAndItsWinReachesTheCap() {
        // given Multiplier Wilds x100,000 side by side in a WHEAT row: their product, 10^10, passes an int
        CkBoard b = Ck.wheatRowWithMultiplierWilds(100_000, 100_000);
        ScriptedRng rng = new ScriptedRng().then(NO_REDROPS);
        // when
        ClusterKingdomOutcome o = game.playFrom(1, b, rng);
        // then the merged value is kept at 2,147,483,647, the win is past the cap, and the round ends
        // capped without a reload (the script holds no refill draw)
        CkMerge m = assertInstanceOf(CkMerge.class, o.base().events().get(0));
        assertEquals(Integer.MAX_VALUE, m.value());
        assertTrue(o.capped());
        assertEquals(10_000L * game.info().bet(1), o.totalWin());
        assertEquals(0, rng.remaining());
    }
}
