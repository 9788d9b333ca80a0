package io.opencab.engine.games.clusterkingdom;

import static io.opencab.engine.games.clusterkingdom.Ck.NO_REDROPS;
import static io.opencab.engine.games.clusterkingdom.Ck.NO_ROYAL;
import static io.opencab.engine.games.clusterkingdom.Ck.board;
import static io.opencab.engine.games.clusterkingdom.Ck.cells;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.engine.rng.ScriptedRng;
import io.opencab.engine.rng.SeededStreams;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Wins (docs/par/cluster-kingdom.md, decisions 6-8, 19-20): clusters and Wilds paying, their order, removal and refill, the cap. */
class ClusterKingdomWinsTest {
    private final ClusterKingdom game = Ck.game();

    @Test
    void winningSymbolsAndEveryOtherOfTheirTypeAreRemovedThenTheBoardRefills() {
        // given a row of 5 WHEAT and three lone WHEAT elsewhere
        CkBoard start = board(
                "abcde",
                "cdeab",
                "eabcd",
                "bcdeb",
                "aaaaa");
        ScriptedRng rng = new ScriptedRng().then(NO_REDROPS);
        Ck.fills(rng, game, "addabaca").then(NO_ROYAL);
        // when
        ClusterKingdomOutcome o = game.playFrom(1, start, rng);
        // then the row pays 5 WHEAT (10 coins) and all 8 WHEAT are removed
        CkCascade c = assertInstanceOf(CkCascade.class, o.base().events().get(0));
        assertEquals(1, c.clusters().size());
        assertEquals(CkSymbols.WHEAT, c.clusters().get(0).symbol());
        assertEquals(5, c.clusters().get(0).size());
        assertEquals(10, c.pay());
        assertEquals(cells(0, 0, 1, 0, 2, 0, 3, 0, 4, 0, 1, 2, 3, 3, 0, 4), c.removed());
        // and the survivors fell, the top was refilled, and the round ended without another win
        CkRefill r = assertInstanceOf(CkRefill.class, o.base().events().get(1));
        assertEquals(board(
                "dabca",
                "adcae",
                "cbedb",
                "edbcd",
                "bcdeb"), r.after());
        assertEquals(2, o.base().events().size());
        assertEquals(10, o.totalWin());
        assertEquals(0, rng.remaining());
    }

    @Test
    void everyWinningClusterPaysTwoOfTheSameSymbolToo() {
        // given two separate WHEAT clusters, of 6 (bottom row and (4,1)) and of 5 (top row)
        CkBoard b = board(
                "aaaaa",
                "cdecb",
                "ebdcd",
                "bcdea",
                "aaaaa");
        // when
        List<CkClusterWin> wins = game.evaluate(1, b);
        // then both pay (rule sheet: "all winning combinations are paid"), the 6 first (lower cell)
        assertEquals(2, wins.size());
        assertEquals(cells(0, 0, 1, 0, 2, 0, 3, 0, 4, 0, 4, 1), wins.get(0).cells());
        assertEquals(game.math().pay(CkSymbols.WHEAT, 6), wins.get(0).pay());
        assertEquals(cells(0, 4, 1, 4, 2, 4, 3, 4, 4, 4), wins.get(1).cells());
        assertEquals(game.math().pay(CkSymbols.WHEAT, 5), wins.get(1).pay());
    }

    @Test
    void everyClusterOfADropPaysAndTheCascadePaysTheirSum() {
        // given the same two WHEAT clusters on a landed board
        CkBoard start = board(
                "aaaaa",
                "cdecb",
                "ebdcd",
                "bcdea",
                "aaaaa");
        ScriptedRng rng = new ScriptedRng().then(NO_REDROPS);
        // the 12 WHEAT go; columns 0..3 refill 2 cells each, column 4 refills 3 (no win follows)
        Ck.fills(rng, game, "bccddebebcd").then(NO_ROYAL);
        // when
        ClusterKingdomOutcome o = game.playFrom(1, start, rng);
        // then the first cascade pays both clusters
        CkCascade c = assertInstanceOf(CkCascade.class, o.base().events().get(0));
        assertEquals(2, c.clusters().size());
        long both = game.math().pay(CkSymbols.WHEAT, 6) + game.math().pay(CkSymbols.WHEAT, 5);
        assertEquals(both, c.pay());
        assertEquals(both, o.totalWin());
        assertEquals(0, rng.remaining());
    }

    @Test
    void aClusterIsTheWholeConnectedGroupWildsIncluded() {
        // given two WHEAT rows joined by a column of Wilds: one group of 13, not 5 + 5 (+ Wilds)
        CkBoard b = board(
                "aaaaa",
                "Wdceb",
                "Wbdcd",
                "Wcdeb",
                "aaaaa");
        // when
        List<CkClusterWin> wins = game.evaluate(1, b);
        // then it pays once, as the whole group
        assertEquals(1, wins.size());
        assertEquals(13, wins.get(0).size());
        assertEquals(game.math().pay(CkSymbols.WHEAT, 13), wins.get(0).pay());
    }

    @Test
    void equalClustersAllPayListedBySymbolThenTheirLowestCellOfTheSymbolItself() {
        // given two WHEAT clusters of 5: X is a x2 Multiplier Wild at (0,0), the lowest cell of the
        // board, and WHEAT at (1..4,0); Y is WHEAT only, its lowest cell (0,2)
        CkBoard b = CkBoard.parse(new int[] {2},
                "aaade",
                "acdeb",
                "adebc",
                "bebcd",
                "Maaaa");
        long x = cells(0, 0, 1, 0, 2, 0, 3, 0, 4, 0);
        long y = cells(0, 2, 0, 3, 0, 4, 1, 4, 2, 4);
        // when
        List<CkClusterWin> wins = game.evaluate(1, b);
        // then both pay (no tie-break decides which one), and Y is listed first: within a symbol
        // the order is by the lowest cell holding the symbol itself (Y: (0,2); X: (1,0)),
        // not by a Wild's cell and not by the multiplier
        assertEquals(2, wins.size());
        assertEquals(y, wins.get(0).cells());
        assertEquals(1, wins.get(0).multiplier());
        assertEquals(x, wins.get(1).cells());
        assertEquals(2, wins.get(1).multiplier());
        assertEquals(game.math().pay(CkSymbols.WHEAT, 5) * 3, wins.get(0).pay() + wins.get(1).pay());
    }

    @Test
    void wildsOnlyPayAsTheHighestSymbol() {
        // given 19 Wilds whose only neighbours are the three royals (a group of Wilds touching a
        // paying symbol is part of that symbol's cluster instead), and a lone Wild at (1,4)
        CkBoard b = board(
                "aWKWW",
                "cQWWW",
                "PWWWW",
                "WWWWW",
                "WWWWW");
        // when
        List<CkClusterWin> wins = game.evaluate(1, b);
        // then the 19 Wilds pay on their own as CASTLE 19; nothing else wins
        assertEquals(1, wins.size());
        CkClusterWin w = wins.get(0);
        assertTrue(w.wildOnly());
        assertEquals(CkSymbols.CASTLE, w.symbol());
        assertEquals(19, w.size());
        assertEquals(game.math().pay(CkSymbols.CASTLE, 19), w.pay());
    }

    @Test
    void wildsTouchingAPayingSymbolPayAsItsClusterNotOnTheirOwn() {
        // given a row of 5 Wilds above two WHEAT that join nothing else, and a WHEAT cluster of 9 below
        CkBoard b = board(
                "WWWWW",
                "aKQPa",
                "dacde",
                "baaac",
                "aaaaa");
        // when
        List<CkClusterWin> wins = game.evaluate(1, b);
        // then both WHEAT clusters pay: the 9, and the 7 the Wilds form with the two WHEAT
        assertEquals(2, wins.size());
        assertEquals(9, wins.get(0).size());
        assertEquals(7, wins.get(1).size());
        assertEquals(CkSymbols.WHEAT, wins.get(1).symbol());
        assertFalse(wins.get(1).wildOnly());
    }

    @Test
    void theCapEndsTheRoundImmediatelyMidCascade() {
        // given a board of CASTLE around a x50 Multiplier Wild: 25 000 coins x 50 > 10 000 x bet
        CkBoard b = CkBoard.parse(new int[] {50},
                "eeeee",
                "eeeee",
                "eeMee",
                "eeeee",
                "eeeee");
        ScriptedRng rng = new ScriptedRng().then(NO_REDROPS);
        // when
        ClusterKingdomOutcome o = game.playFrom(2, b, rng);
        // then the round pays exactly the cap and draws nothing more (no reload)
        assertTrue(o.capped());
        assertEquals(10_000 * o.bet(), o.totalWin());
        assertEquals(1, o.base().events().size());
        assertEquals(0, rng.remaining());
        assertTrue(o.freeDrops().isEmpty());
    }

    @Test
    void aDropGoesOnUntilNothingMoreIsWonWithNoBoundOnEvaluations() {
        // given a board whose next 150 reloads each bring a new row of 5 WHEAT, then no win
        ScriptedRng rng = new ScriptedRng().then(NO_REDROPS);
        for (int reload = 0; reload < 150; reload++) {
            Ck.fills(rng, game, "aaaaa").then(NO_ROYAL);
        }
        Ck.fills(rng, game, "abcde").then(NO_ROYAL);
        // when
        ClusterKingdomOutcome o = game.playFrom(1, WHEAT_ROW_ON_NO_WIN, rng);
        // then all 151 wins are paid (rule sheet: "the round continues until there are no more
        // earnings"; the old drop stopped after its 100th evaluation)
        assertEquals(151, o.base().cascades());
        assertEquals(151 * 10, o.totalWin());
        assertInstanceOf(CkRefill.class, o.base().events().get(o.base().events().size() - 1));
        assertFalse(o.capped());
        assertEquals(0, rng.remaining());
    }

    @Test
    void aDropThatNeverStopsWinningEndsAtTheCap() {
        // given every reload brings a new row of 5 WHEAT, the smallest pay (10 coins = 0.1 x bet)
        ScriptedRng rng = new ScriptedRng().then(NO_REDROPS);
        int evaluations = (int) (10_000 * 100 / 10);
        for (int reload = 0; reload < evaluations - 1; reload++) {
            Ck.fills(rng, game, "aaaaa").then(NO_ROYAL);
        }
        // when
        ClusterKingdomOutcome o = game.playFrom(1, WHEAT_ROW_ON_NO_WIN, rng);
        // then the 100,000th paying evaluation reaches the 10,000 x bet cap and ends the round:
        // the bound on a round's evaluations is the cap divided by the smallest pay
        assertEquals(evaluations, o.base().cascades());
        assertTrue(o.capped());
        assertEquals(10_000 * o.bet(), o.totalWin());
        assertEquals(0, rng.remaining());
    }

    @Test
    void aWildOnlyWinRemovesEveryPlainWildOnTheBoard() {
        // given 19 Wilds that pay on their own and a lone Wild at (1,4) that joins no win
        CkBoard b = board(
                "aWKWW",
                "cQWWW",
                "PWWWW",
                "WWWWW",
                "WWWWW");
        ScriptedRng rng = new ScriptedRng(SeededStreams.single(21)).then(NO_REDROPS);
        // when
        ClusterKingdomOutcome o = game.playSettledFrom(1, b, rng);
        // then the Wild-only CASTLE 19 pays and every Wild goes, the lone one too
        CkCascade c = assertInstanceOf(CkCascade.class, o.base().events().get(0));
        assertEquals(1, c.clusters().size());
        assertTrue(c.clusters().get(0).wildOnly());
        long wilds = b.symbols().maskOf(CkSymbols.WILD);
        assertTrue((wilds & cells(1, 4)) != 0);
        assertEquals(wilds, c.removed());
    }

    /** A row of 5 WHEAT at the bottom of a board where nothing else wins and no WHEAT is left. */
    private static final CkBoard WHEAT_ROW_ON_NO_WIN = board(
            "bcdeb",
            "debcd",
            "bcdeb",
            "debcd",
            "aaaaa");
}
