package io.opencab.engine.games.christmastree;

import static io.opencab.engine.games.christmastree.CtFixture.NO;
import static io.opencab.engine.games.christmastree.CtFixture.cell;
import static io.opencab.engine.games.christmastree.CtFixture.d;
import static io.opencab.engine.games.christmastree.CtFixture.draws;
import static io.opencab.engine.games.christmastree.CtFixture.sym;
import static io.opencab.engine.games.christmastree.CtFixture.tree;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.engine.grid.Board;
import org.junit.jupiter.api.Test;

/** Cascading Clusters (rule sheet): 5+ connected via edges win, all pay, winners fall away. */
class ClusterPaysTest {
    private final CtFixture f = CtFixture.standard();

    /** No two edge-neighbours alike anywhere. */
    static final Board QUIET = tree(
            "...ab..",
            "..cde..",
            "..fgha.",
            ".bcdef.",
            ".ghabcd",
            "efghabc");

    @Test
    void aBoardWithoutClustersPaysNothing() {
        // given a board with no two neighbours alike, and no Blizzard
        ChristmasTreeOutcome o = f.play(1, false, QUIET, draws(d(NO)));
        // then no cascade, no win, no Miracle
        assertEquals(0, o.totalWin());
        assertEquals(0, o.cascades());
        assertTrue(o.regular().steps().isEmpty());
        assertNull(o.miracle());
    }

    @Test
    void fourConnectedDoNotPay() {
        // given four h connected along the bottom row
        Board b = tree(
                "...ab..",
                "..cde..",
                "..fgha.",
                ".bcdef.",
                ".gaabcd",
                "ehhhhbc");
        ChristmasTreeOutcome o = f.play(1, false, b, draws(d(NO)));
        assertEquals(0, o.totalWin());
        assertEquals(0, o.cascades());
    }

    @Test
    void fiveConnectedPayTheTableTimesTheBetLevel() {
        // given five a along the bottom row at bet level 3
        Board b = tree(
                "...hb..",
                "..fgh..",
                "..efgh.",
                ".cdefg.",
                ".bcdefd",
                "aaaaabc");
        // when the five a pay and fall away; refills g, a, d, a, c break nothing up
        ChristmasTreeOutcome o = f.play(3, false, b, draws(f.base("gadac"), d(NO)));
        // then one cascade paying pay(a, 5) x 3
        assertEquals(1, o.cascades());
        CtCascade c = (CtCascade) o.regular().steps().get(0);
        assertEquals(1, c.clusters().size());
        CtClusterWin w = c.clusters().get(0);
        assertEquals(sym('a'), w.symbol());
        assertEquals(5, w.size());
        assertEquals(f.math.pay(sym('a'), 5) * 3, w.pay());
        assertEquals(cell(0, 0) | cell(1, 0) | cell(2, 0) | cell(3, 0) | cell(4, 0), c.removed());
        assertEquals(w.pay(), o.totalWin());
        assertEquals(w.pay(), o.sourceWin(ChristmasTreeOutcome.SOURCE_BASE));
        assertEquals(120, o.bet());
    }

    @Test
    void survivorsFallAndNewSymbolsFillTheTop() {
        Board b = tree(
                "...hb..",
                "..fgh..",
                "..efgh.",
                ".cdefg.",
                ".bcdefd",
                "aaaaabc");
        ChristmasTreeOutcome o = f.play(1, false, b, draws(f.base("gadac"), d(NO)));
        // then each column 0..4 moved down one row and its top cell holds the refill
        Board after = ((CtCascade) o.regular().steps().get(0)).after();
        assertEquals(tree(
                "...ac..",
                "..dhb..",
                "..fghh.",
                ".aefgg.",
                ".cdeffd",
                "gbcdebc"), after);
    }

    @Test
    void simultaneousClustersAllPayAndAdd() {
        // given five a (bottom left) and five d (top) at the same time
        Board b = tree(
                "...dd..",
                "..ddd..",
                "..efgh.",
                ".cgefg.",
                ".bcbefd",
                "aaaaabc");
        ChristmasTreeOutcome o = f.play(1, false, b, draws(f.base("gahbcfbdeh"), d(NO)));
        CtCascade c = (CtCascade) o.regular().steps().get(0);
        assertEquals(2, c.clusters().size());
        long expected = f.math.pay(sym('a'), 5) + f.math.pay(sym('d'), 5);
        assertEquals(expected, c.pay());
        assertEquals(expected, o.totalWin());
    }

    @Test
    void oneWildPaysInTwoClusters() {
        // given a Wild joining four a and four d
        Board b = tree(
                "...gb..",
                "..cfe..",
                "..fgbc.",
                ".gaWdf.",
                ".baadde",
                "cbagdfa");
        ChristmasTreeOutcome o = f.play(1, false, b, draws(f.base("hchbcehgc"), d(NO)));
        CtCascade c = (CtCascade) o.regular().steps().get(0);
        assertEquals(2, c.clusters().size());
        long wild = cell(3, 2);
        assertTrue((c.clusters().get(0).cells() & wild) != 0);
        assertTrue((c.clusters().get(1).cells() & wild) != 0);
        assertEquals(f.math.pay(sym('a'), 5) + f.math.pay(sym('d'), 5), o.totalWin());
        // and the Wild is removed once, with the union of both clusters
        assertEquals(9, Long.bitCount(c.removed()));
    }

    @Test
    void cascadesContinueUntilNoWinIsLeft() {
        // given five a whose removal drops four b into the bottom row, where a fifth lands
        Board b = tree(
                "...hb..",
                "..fgh..",
                "..efgh.",
                ".cdefg.",
                ".bbbbfd",
                "aaaaadc");
        ChristmasTreeOutcome o = f.play(1, false, b, draws(f.base("baacd"), f.base("hceag"), d(NO)));
        assertEquals(2, o.cascades());
        assertEquals(f.math.pay(sym('a'), 5) + f.math.pay(sym('b'), 5), o.totalWin());
    }
}
