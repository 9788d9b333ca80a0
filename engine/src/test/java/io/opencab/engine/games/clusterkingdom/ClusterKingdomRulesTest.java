package io.opencab.engine.games.clusterkingdom;

import static io.opencab.engine.games.clusterkingdom.Ck.NO_REDROPS;
import static io.opencab.engine.games.clusterkingdom.Ck.NO_ROYAL;
import static io.opencab.engine.games.clusterkingdom.Ck.board;
import static io.opencab.engine.games.clusterkingdom.Ck.cells;
import static io.opencab.engine.games.clusterkingdom.Ck.idx;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.engine.rng.GameRng;
import io.opencab.engine.rng.ScriptedRng;
import io.opencab.engine.rng.SeededStreams;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Every rule of docs/par/cluster-kingdom.md, "Rules" and every ordering decision of docs/par/cluster-kingdom.md, on hand-made boards. */
class ClusterKingdomRulesTest {
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
    void multiplierWildsAddTheirValuesToTheCombination() {
        // given a WHEAT row holding Multiplier Wilds x2 and x3
        CkBoard b = CkBoard.parse(new int[] {2, 3},
                "abcde",
                "cdeab",
                "eabcd",
                "bcdeb",
                "aMaMa");
        // when
        List<CkClusterWin> wins = game.evaluate(1, b);
        // then the combination's multiplier is 2 + 3
        assertEquals(1, wins.size());
        assertEquals(List.of(2, 3), wins.get(0).multipliers());
        assertEquals(5, wins.get(0).multiplier());
        assertEquals(10 * 5, wins.get(0).pay());
    }

    @Test
    void adjacentMultiplierWildsMultiplyAndOneBecomesAWild() {
        // given Multiplier Wilds x2 and x5 side by side and no win
        CkBoard b = CkBoard.parse(new int[] {2, 5},
                "abcde",
                "cdeab",
                "eMMcd",
                "bcdea",
                "deabc");
        ScriptedRng rng = new ScriptedRng().then(NO_REDROPS);
        // when
        ClusterKingdomOutcome o = game.playFrom(1, b, rng);
        // then the lower bit index keeps 2 x 5 and the other is a plain Wild
        CkMerge m = assertInstanceOf(CkMerge.class, o.base().events().get(0));
        assertEquals(idx(1, 2), m.survivor());
        assertEquals(idx(2, 2), m.absorbed());
        assertEquals(10, m.value());
        assertEquals(CkSymbols.WILD, m.after().at(2, 2));
        assertEquals(10, m.after().multiplier(1, 2));
        assertEquals(0, m.after().multiplier(2, 2));
        assertEquals(0, o.totalWin());
    }

    @Test
    void mergedMultiplierWildsHaveNoCeiling() {
        // given Multiplier Wilds x3 and x5 side by side in a WHEAT row
        CkBoard b = Ck.wheatRowWithMultiplierWilds(3, 5);
        ScriptedRng rng = new ScriptedRng().then(NO_REDROPS);
        // after the win, columns 0, 3, 4 refill their top cell and column 2 its Wild's place: no win
        Ck.fills(rng, game, "cbed").then(NO_ROYAL);
        // when
        ClusterKingdomOutcome o = game.playFrom(1, b, rng);
        // then they merge to x15 (no x10 ceiling) and the row pays 5 WHEAT x 15
        CkMerge m = assertInstanceOf(CkMerge.class, o.base().events().get(0));
        assertEquals(15, m.value());
        CkCascade c = assertInstanceOf(CkCascade.class, o.base().events().get(1));
        assertEquals(15, c.clusters().get(0).multiplier());
        assertEquals(game.math().pay(CkSymbols.WHEAT, 5) * 15, c.pay());
    }

    @Test
    void growingMultiplierWildsHaveNoCeiling() {
        // given a x10 Multiplier Wild in a WHEAT row on the first free drop of a super bonus
        CkBoard first = CkBoard.parse(new int[] {10},
                "abcde",
                "cdeab",
                "eabcd",
                "bcdeb",
                "aaMaa");
        ClusterKingdomOutcome o = game.playBonusFrom(1, CkBonusType.SUPER, first, new ScriptedRng(SeededStreams.single(15)));
        CkDrop d = o.freeDrops().get(0);
        CkCascade c = assertInstanceOf(CkCascade.class, d.events().get(0));
        // then it pays x10 and grows to x11
        assertEquals(10, c.clusters().get(0).multiplier());
        CkRefill r = assertInstanceOf(CkRefill.class, d.events().get(1));
        assertEquals(11, r.after().multiplier(2, 0));
    }

    @Test
    void theKingUpgradesTheLowestAdjacentTypeToTheHighestOnTheWholeBoard() {
        // given the King next to WHEAT, TREE(none), WINDMILL... : a (lowest) and e (highest)
        CkBoard b = board(
                "abcde",
                "cdeab",
                "eaKcd",
                "bcdea",
                "deabc");
        ScriptedRng rng = new ScriptedRng().then(NO_REDROPS);
        // when
        ClusterKingdomOutcome o = game.playFrom(1, b, rng);
        // then every WHEAT became CASTLE
        CkKingUpgrade k = assertInstanceOf(CkKingUpgrade.class, o.base().events().get(0));
        assertEquals(idx(2, 2), k.king());
        assertEquals(CkSymbols.WHEAT, k.from());
        assertEquals(CkSymbols.CASTLE, k.to());
        assertEquals(cells(0, 4, 3, 3, 1, 2, 4, 1, 2, 0), k.cells());
        assertEquals(0, k.after().symbols().maskOf(CkSymbols.WHEAT));
        assertEquals(1, o.featureCount(ClusterKingdomOutcome.Feature.KING.ordinal()));
    }

    @Test
    void theQueenSwapsWithTheNeighbourThatPaysMost() {
        // given four WHEAT in the bottom row, the Queen at its end, and a WHEAT above her
        CkBoard b = board(
                "abcde",
                "cdeab",
                "eabcd",
                "bcdea",
                "aaaaQ");
        ScriptedRng rng = new ScriptedRng(SeededStreams.single(5)).then(NO_REDROPS);
        // when
        ClusterKingdomOutcome o = game.playFrom(1, b, rng);
        // then she swaps upward (completing 5 WHEAT), not left (breaking the row)
        CkQueenSwap q = assertInstanceOf(CkQueenSwap.class, o.base().events().get(0));
        assertEquals(idx(4, 0), q.from());
        assertEquals(idx(4, 1), q.to());
        assertEquals(CkSymbols.WHEAT, q.symbol());
        CkCascade c = assertInstanceOf(CkCascade.class, o.base().events().get(1));
        assertEquals(cells(0, 0, 1, 0, 2, 0, 3, 0, 4, 0), c.clusters().get(0).cells());
    }

    @Test
    void princessAndQueenAdvanceTowardTheKingAfterAWinBeforeTheReload() {
        // given a winning column, the King top right, the Princess bottom left, the Queen top left
        CkBoard b = board(
                "QbadK",
                "cdabe",
                "ebadc",
                "bcaed",
                "Peabc");
        ScriptedRng rng = new ScriptedRng().then(NO_REDROPS);
        Ck.fills(rng, game, "dbece").then(NO_ROYAL);
        // when (the royals landed earlier and have acted)
        ClusterKingdomOutcome o = game.playSettledFrom(1, b, rng);
        // then: cascade, Princess one column right (tie: columns first), Queen one column right, reload
        List<CkEvent> ev = o.base().events();
        assertInstanceOf(CkCascade.class, ev.get(0));
        assertEquals(new CkRoyalMove(CkSymbols.PRINCESS, idx(0, 0), idx(1, 0)), ev.get(1));
        assertEquals(new CkRoyalMove(CkSymbols.QUEEN, idx(0, 4), idx(1, 4)), ev.get(2));
        CkRefill r = assertInstanceOf(CkRefill.class, ev.get(3));
        assertEquals(CkSymbols.PRINCESS, r.after().at(1, 0));
        assertEquals(CkSymbols.QUEEN, r.after().at(1, 4));
        assertEquals(CkSymbols.CASTLE, r.after().at(0, 0));
        assertEquals(4, ev.size());
        assertNull(o.bonus());
    }

    @Test
    void royalsDoNotAdvanceWithoutAVisibleKing() {
        CkBoard b = board(
                "QbadP",
                "cdabe",
                "ebadc",
                "bcaed",
                "deabc");
        ScriptedRng rng = new ScriptedRng().then(NO_REDROPS);
        Ck.fills(rng, game, "dbece").then(NO_ROYAL);
        ClusterKingdomOutcome o = game.playSettledFrom(1, b, rng);
        assertFalse(o.base().events().stream().anyMatch(e -> e instanceof CkRoyalMove));
    }

    @Test
    void kingAndQueenAdjacentTriggerTheBonusOfSixFreeDrops() {
        CkBoard b = board(
                "abcde",
                "cdeab",
                "eaKQd",
                "bcdea",
                "deabc");
        ClusterKingdomOutcome o = game.playSettledFrom(1, b, new ScriptedRng(SeededStreams.single(11)).then(NO_REDROPS));
        assertEquals(CkBonusType.BONUS, o.base().trigger());
        assertEquals(CkBonusType.BONUS, o.bonus());
        assertEquals(6 + retriggered(o), o.freeDrops().size());
        assertEquals(1, o.featureCount(ClusterKingdomOutcome.Feature.BONUS.ordinal()));
    }

    @Test
    void princessAndKingAdjacentTriggerTheMiniBonusOfThreeFreeDrops() {
        CkBoard b = board(
                "abcde",
                "cdeab",
                "eaKPd",
                "bcdea",
                "deabc");
        ClusterKingdomOutcome o = game.playSettledFrom(1, b, new ScriptedRng(SeededStreams.single(12)).then(NO_REDROPS));
        assertEquals(CkBonusType.MINI, o.bonus());
        assertEquals(3 + retriggered(o), o.freeDrops().size());
        assertTrue(o.freeDrops().stream().allMatch(d -> d.bonus() == CkBonusType.MINI));
    }

    @Test
    void queenPrincessAndKingConnectedTriggerTheSuperBonus() {
        // given Queen - King - Princess in a row
        CkBoard b = board(
                "abcde",
                "cdeab",
                "eQKPd",
                "bcdea",
                "deabc");
        ClusterKingdomOutcome o = game.playSettledFrom(1, b, new ScriptedRng(SeededStreams.single(13)).then(NO_REDROPS));
        assertEquals(CkBonusType.SUPER, o.bonus());
        assertEquals(6 + retriggered(o), o.freeDrops().size());
    }

    @Test
    void aBonusIsRetriggeredByRoyalsInAFreeDrop() {
        // given a mini bonus whose first free drop shows King and Princess adjacent
        CkBoard first = board(
                "abcde",
                "cdeab",
                "eaKPd",
                "bcdea",
                "deabc");
        ClusterKingdomOutcome o = game.playBonusFrom(1, CkBonusType.MINI, first, new ScriptedRng(SeededStreams.single(14)));
        // then 3 more free drops were added after drop 0
        assertEquals(new CkRetrigger(0, CkBonusType.MINI, 3), o.retriggers().get(0));
        assertEquals(CkBonusType.MINI, o.freeDrops().get(0).trigger());
        assertTrue(o.freeDrops().size() >= 6);
        assertEquals(o.retriggers().size(), o.featureCount(ClusterKingdomOutcome.Feature.RETRIGGER.ordinal()));
    }

    @Test
    void increasingMultiplierWildsGrowByOneInMiniAndSuperBonus() {
        CkBoard first = CkBoard.parse(new int[] {2},
                "abcde",
                "cdeab",
                "eabcd",
                "bcdeb",
                "aaMaa");
        ClusterKingdomOutcome o = game.playBonusFrom(1, CkBonusType.SUPER, first, new ScriptedRng(SeededStreams.single(15)));
        CkDrop d = o.freeDrops().get(0);
        CkCascade c = assertInstanceOf(CkCascade.class, d.events().get(0));
        // paid with x2, then grown to x3
        assertEquals(2, c.clusters().get(0).multiplier());
        assertEquals(cells(2, 0), c.grown());
        CkRefill r = assertInstanceOf(CkRefill.class, d.events().get(1));
        assertEquals(3, r.after().multiplier(2, 0));
    }

    @Test
    void multipliersDoNotGrowInTheRegularBonus() {
        CkBoard first = CkBoard.parse(new int[] {2},
                "abcde",
                "cdeab",
                "eabcd",
                "bcdeb",
                "aaMaa");
        ClusterKingdomOutcome o = game.playBonusFrom(1, CkBonusType.BONUS, first, new ScriptedRng(SeededStreams.single(15)));
        CkCascade c = assertInstanceOf(CkCascade.class, o.freeDrops().get(0).events().get(0));
        assertEquals(0, c.grown());
        CkRefill r = assertInstanceOf(CkRefill.class, o.freeDrops().get(0).events().get(1));
        assertEquals(2, r.after().multiplier(2, 0));
    }

    @Test
    void multiplierWildsPersistIntoTheBonusAndBetweenFreeDrops() {
        // given a base drop with a x5 Multiplier Wild and King next to Queen, no win
        CkBoard b = CkBoard.parse(new int[] {5},
                "Mbcde",
                "cdeab",
                "eaKQd",
                "bcdea",
                "deabc");
        ClusterKingdomOutcome o = game.playSettledFrom(1, b, new ScriptedRng(SeededStreams.single(16)).then(NO_REDROPS));
        // then every free drop's new board keeps it in place with its value (it can only grow or merge)
        assertEquals(CkBonusType.BONUS, o.bonus());
        CkDrop first = o.freeDrops().get(0);
        assertEquals(CkSymbols.MULTIPLIER_WILD, first.drawn().at(0, 4));
        assertEquals(5, first.drawn().multiplier(0, 4));
        for (int i = 1; i < o.freeDrops().size(); i++) {
            CkBoard end = endBoard(o.freeDrops().get(i - 1));
            CkBoard next = o.freeDrops().get(i).drawn();
            for (int cell = 0; cell < 25; cell++) {
                if (end.at(cell) == CkSymbols.MULTIPLIER_WILD) {
                    assertEquals(CkSymbols.MULTIPLIER_WILD, next.at(cell), "drop " + i + " cell " + cell);
                    assertEquals(end.multiplier(cell), next.multiplier(cell), "drop " + i + " cell " + cell);
                }
            }
        }
    }

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

    @Test
    void thePrincessPlacesWildsOnDistinctPayingCells() {
        // given the Princess has just landed on a board without a win
        CkBoard b = board(
                "abcde",
                "cdeab",
                "eaPcd",
                "bcdea",
                "deabc");
        // the Princess draws 4 Wilds, then each pick takes the first remaining paying cell
        ScriptedRng rng = new ScriptedRng(SeededStreams.single(22)).then(NO_REDROPS)
                .then(game.math().princessWilds().firstStop(4)).then(0, 0, 0, 0);
        // when
        ClusterKingdomOutcome o = game.playFrom(1, b, rng);
        // then 4 Wilds replaced the four lowest paying cells (column 0, rows 0..3)
        CkPrincessWilds p = assertInstanceOf(CkPrincessWilds.class, o.base().events().get(0));
        assertEquals(idx(2, 2), p.princess());
        assertEquals(cells(0, 0, 0, 1, 0, 2, 0, 3), p.cells());
        assertEquals(p.cells(), p.after().symbols().maskOf(CkSymbols.WILD));
        assertEquals(CkSymbols.PRINCESS, p.after().at(2, 2));
        assertEquals(1, o.featureCount(ClusterKingdomOutcome.Feature.PRINCESS.ordinal()));
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

    @Test
    void aRoyalBlockedByAnotherRoyalStepsAlongTheOtherAxisAndAnAdjacentOneStays() {
        // given a top-row win, the King at (2,2), the Princess beside him at (2,1), the Queen at (3,1)
        CkBoard b = board(
                "aaaaa",
                "bcdeb",
                "deKbc",
                "bcPQe",
                "cdebc");
        ScriptedRng rng = new ScriptedRng(SeededStreams.single(24)).then(NO_REDROPS);
        // when
        ClusterKingdomOutcome o = game.playSettledFrom(1, b, rng);
        // then the Princess (adjacent) stays; the Queen's tie prefers the column step to (2,1),
        // which the Princess holds, so she steps up the row instead, to (3,2)
        List<CkEvent> ev = o.base().events();
        assertInstanceOf(CkCascade.class, ev.get(0));
        assertEquals(new CkRoyalMove(CkSymbols.QUEEN, idx(3, 1), idx(3, 2)), ev.get(1));
        CkRefill r = assertInstanceOf(CkRefill.class, ev.get(2));
        assertEquals(CkSymbols.QUEEN, r.after().at(3, 2));
        assertEquals(CkSymbols.PRINCESS, r.after().at(2, 1));
        assertEquals(CkSymbols.TREE, r.after().at(3, 1));
    }

    @Test
    void aRetriggerBeyondTheFreeDropBoundAddsOnlyWhatFits() {
        // given a 6-free-drop bound and bonus boards where a royal lands at most landings
        ClusterKingdom g = new ClusterKingdom(Ck.testMath()
                .with("bonus.maxFreeDrops", "6")
                .with("royal.bonus", "1,1,1,1"));
        // when bonuses are played until one is retriggered (seeded, so always the same bonus)
        GameRng rng = SeededStreams.single(25);
        ClusterKingdomOutcome o = g.round(1, rng).bonusOnly(CkBonusType.BONUS, false);
        for (int i = 0; i < 10_000 && o.retriggers().isEmpty(); i++) {
            o = g.round(1, rng).bonusOnly(CkBonusType.BONUS, false);
        }
        // then the retrigger is recorded, adds nothing beyond the bound, and the bonus stops at 6
        assertFalse(o.retriggers().isEmpty(), "no retrigger in 10,000 bonuses");
        assertEquals(0, o.retriggers().get(0).awarded());
        assertEquals(6, o.freeDrops().size());
        assertTrue(o.featureCount(ClusterKingdomOutcome.Feature.FREE_DROP_LIMIT.ordinal()) >= 1);
    }

    /** A row of 5 WHEAT at the bottom of a board where nothing else wins and no WHEAT is left. */
    private static final CkBoard WHEAT_ROW_ON_NO_WIN = board(
            "bcdeb",
            "debcd",
            "bcdeb",
            "debcd",
            "aaaaa");

    private void redraw(ScriptedRng rng, CkBoard target, long mask) {
        for (long m = mask; m != 0; m &= m - 1) {
            int i = Long.numberOfTrailingZeros(m);
            rng.then(Ck.base(game, CkSymbols.CHARS.charAt(target.at(i))));
        }
    }

    /** The board a drop ended on: the last step's board, or the landed board. */
    private static CkBoard endBoard(CkDrop d) {
        CkBoard b = d.drawn();
        for (CkEvent e : d.events()) {
            switch (e) {
                case CkRedrop r -> b = r.after();
                case CkMerge m -> b = m.after();
                case CkKingUpgrade k -> b = k.after();
                case CkPrincessWilds p -> b = p.after();
                case CkQueenSwap q -> b = q.after();
                case CkRefill r -> b = r.after();
                case CkCascade c -> { }
                case CkRoyalMove m -> { }
            }
        }
        return b;
    }

    private static int retriggered(ClusterKingdomOutcome o) {
        return o.retriggers().stream().mapToInt(CkRetrigger::awarded).sum();
    }
}
