package io.opencab.engine.grid;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The shared evaluator on hand-made Christmas Tree boards (a..h regular, W wild, M mystery). */
class ClusterFinderTest {
    private static final GridShape TREE = GridShape.columns(1, 3, 5, 6, 6, 4, 2);
    private static final String SYMBOLS = "abcdefghWM";
    private static final int WILD = 8;
    private static final ClusterFinder FINDER = new ClusterFinder(TREE, 8, WILD, 5);

    private static Board tree(String... rows) {
        return Board.parse(TREE, SYMBOLS, rows);
    }

    private static long cells(int... columnRowPairs) {
        long m = 0;
        for (int i = 0; i < columnRowPairs.length; i += 2) {
            m |= 1L << TREE.index(columnRowPairs[i], columnRowPairs[i + 1]);
        }
        return m;
    }

    @Test
    void fourConnectedDoNotWin() {
        // given 4 connected h in the bottom row
        Board b = tree(
                "...ab..",
                "..cde..",
                "..fabc.",
                ".debcf.",
                ".gabdbc",
                "hhhhgfa");
        // then no cluster
        assertEquals(List.of(), FINDER.find(b));
    }

    @Test
    void fiveConnectedWin() {
        Board b = tree(
                "...ab..",
                "..cde..",
                "..fabc.",
                ".debcf.",
                ".gahbbc",
                "hhhhgfa");
        List<Cluster> found = FINDER.find(b);
        assertEquals(List.of(new Cluster(7, cells(0, 0, 1, 0, 2, 0, 3, 0, 3, 1), 5)), found);
    }

    @Test
    void wildOnlyGroupNeverWins() {
        // given 5 connected wilds whose only neighbours are Mystery symbols
        Board b = tree(
                "...WW..",
                "..WWW..",
                "..MMMc.",
                ".debcf.",
                ".gabdbc",
                "hghfgfa");
        assertEquals(List.of(), FINDER.find(b));
    }

    @Test
    void oneWildJoinsTwoClusters() {
        // given a wild between 4 a (left) and 4 d (right)
        Board b = tree(
                "...gb..",
                "..cfe..",
                "..fgbc.",
                ".gaWdf.",
                ".baadde",
                "cbagdfa");
        List<Cluster> found = FINDER.find(b);
        // then an a-cluster and a d-cluster both hold the wild at column 3, row 2
        long wild = cells(3, 2);
        assertEquals(2, found.size());
        assertEquals(0, found.get(0).symbol());
        assertEquals(5, found.get(0).size());
        assertEquals(3, found.get(1).symbol());
        assertEquals(5, found.get(1).size());
        assertTrue((found.get(0).cells() & wild) != 0);
        assertTrue((found.get(1).cells() & wild) != 0);
    }

    @Test
    void separateGroupsOfOneSymbolAreSeparateClusters() {
        Board b = tree(
                "...cc..",
                "..ccc..",
                "..fabc.",
                ".debcf.",
                ".gabdbc",
                "hhhhhfa");
        List<Cluster> found = FINDER.find(b);
        assertEquals(2, found.size());
        assertEquals(2, found.get(0).symbol());
        assertEquals(7, found.get(1).symbol());
    }

    @Test
    void wildDoesNotStandInForMystery() {
        // given 5 Mystery symbols joined by a wild: Mystery is not a paying symbol
        Board b = tree(
                "...MM..",
                "..MWM..",
                "..fabc.",
                ".debcf.",
                ".gabdbc",
                "hghfgfa");
        assertEquals(List.of(), FINDER.find(b));
    }

    @Test
    void clusterSizeCountsItsWilds() {
        Board b = tree(
                "...ab..",
                "..cde..",
                "..fabc.",
                ".debcf.",
                ".gaWcbc",
                "hhhWgfa");
        List<Cluster> found = FINDER.find(b);
        assertEquals(1, found.size());
        assertEquals(7, found.get(0).symbol());
        assertEquals(5, found.get(0).size());
    }
}
