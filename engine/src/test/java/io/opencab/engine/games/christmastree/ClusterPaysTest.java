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

    /** No two edge-neighbours alike anywhere: the cell in column c, row r holds symbol (c + 3r) mod 8. */
    static final Board QUIET = tree(
            "...f...",
            "...c...",
            "..gha..",
            "..def..",
            ".habcd.",
            "defghab",
            "abcdefg");

    /** QUIET with five a along the bottom row (columns 0 to 4). */
    static final Board FIVE_A = tree(
            "...f...",
            "...c...",
            "..gha..",
            "..def..",
            ".habcd.",
            "defghab",
            "aaaaafg");

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
                "...f...",
                "...c...",
                "..gha..",
                "..def..",
                ".habcd.",
                "defghab",
                "hhhhefg");
        ChristmasTreeOutcome o = f.play(1, false, b, draws(d(NO)));
        assertEquals(0, o.totalWin());
        assertEquals(0, o.cascades());
    }

    @Test
    void fiveConnectedPayTheTableTimesTheBetLevel() {
        // given five a along the bottom row at bet level 3
        Board b = FIVE_A;
        // when the five a pay and fall away; refills g, c, e, b, h break nothing up
        ChristmasTreeOutcome o = f.play(3, false, b, draws(f.base("gcebh"), d(NO)));
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
        assertEquals(w.pay(), o.sourceWin(ChristmasTreeOutcome.Source.BASE.ordinal()));
        assertEquals(120, o.bet());
    }

    @Test
    void survivorsFallAndNewSymbolsFillTheTop() {
        ChristmasTreeOutcome o = f.play(1, false, FIVE_A, draws(f.base("gcebh"), d(NO)));
        // then each column 0..4 moved down one row and its top cell holds the refill
        Board after = ((CtCascade) o.regular().steps().get(0)).after();
        assertEquals(tree(
                "...b...",
                "...f...",
                "..ech..",
                "..gha..",
                ".cdefd.",
                "ghabcab",
                "defghfg"), after);
    }

    @Test
    void simultaneousClustersAllPayAndAdd() {
        // given five a (bottom row) and five d (top of the tree) at the same time
        Board b = tree(
                "...d...",
                "...d...",
                "..dda..",
                "..gdf..",
                ".habcd.",
                "defghab",
                "aaaaafg");
        ChristmasTreeOutcome o = f.play(1, false, b, draws(f.base("gchehcabfd"), d(NO)));
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
                "...f...",
                "...c...",
                "..gha..",
                "..def..",
                ".hgbce.",
                "aaaWddd",
                "cabgedh");
        ChristmasTreeOutcome o = f.play(1, false, b, draws(f.base("dfbeaghcb"), d(NO)));
        CtCascade c = (CtCascade) o.regular().steps().get(0);
        assertEquals(2, c.clusters().size());
        long wild = cell(3, 1);
        assertTrue((c.clusters().get(0).cells() & wild) != 0);
        assertTrue((c.clusters().get(1).cells() & wild) != 0);
        assertEquals(f.math.pay(sym('a'), 5) + f.math.pay(sym('d'), 5), o.totalWin());
        // and the Wild is removed once, with the union of both clusters
        assertEquals(9, Long.bitCount(c.removed()));
    }

    @Test
    void cascadesContinueUntilNoWinIsLeft() {
        // given five a whose removal drops four b into the bottom row, and a b refilled on top of the first
        Board b = tree(
                "...f...",
                "...c...",
                "..gha..",
                "..def..",
                ".hagcd.",
                "bbbbhab",
                "aaaaafg");
        ChristmasTreeOutcome o = f.play(1, false, b, draws(f.base("bceah"), f.base("deabc"), d(NO)));
        assertEquals(2, o.cascades());
        assertEquals(f.math.pay(sym('a'), 5) + f.math.pay(sym('b'), 5), o.totalWin());
    }
}
