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
    void onlyTheLargestClusterOfASymbolPays() {
        // given WHEAT clusters of 6 (bottom rows) and 5 (top row)
        CkBoard b = board(
                "aaaaa",
                "cdecb",
                "ebdcd",
                "bcdea",
                "aaaaa");
        // when
        List<CkClusterWin> wins = game.evaluate(1, b);
        // then only the 6 pays
        assertEquals(1, wins.size());
        assertEquals(6, wins.get(0).size());
        assertEquals(cells(0, 0, 1, 0, 2, 0, 3, 0, 4, 0, 4, 1), wins.get(0).cells());
    }

    @Test
    void wildsOnlyPayAsTheHighestSymbol() {
        // given a row of 5 Wilds whose only paying neighbours belong to a smaller WHEAT cluster
        CkBoard b = board(
                "WWWWW",
                "aKQPa",
                "dacde",
                "baaac",
                "aaaaa");
        // when
        List<CkClusterWin> wins = game.evaluate(1, b);
        // then WHEAT 9 pays, and the Wilds pay on their own as CASTLE 5
        assertEquals(2, wins.size());
        assertEquals(CkSymbols.WHEAT, wins.get(0).symbol());
        assertEquals(9, wins.get(0).size());
        CkClusterWin w = wins.get(1);
        assertTrue(w.wildOnly());
        assertEquals(CkSymbols.CASTLE, w.symbol());
        assertEquals(5, w.size());
        assertEquals(game.math().pay(CkSymbols.CASTLE, 5), w.pay());
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
        assertEquals(1, o.featureCount(ClusterKingdomOutcome.FEATURE_KING));
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
        assertEquals(1, o.featureCount(ClusterKingdomOutcome.FEATURE_BONUS));
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
        assertEquals(o.retriggers().size(), o.featureCount(ClusterKingdomOutcome.FEATURE_RETRIGGER));
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
        assertEquals(1, o.featureCount(ClusterKingdomOutcome.FEATURE_STICKY_REDROPS));
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
    void aDropEndsAfterItsLastAllowedWinIsPaidWithoutAReload() {
        // given a 10-step bound and a board whose every reload brings a new row of 5 WHEAT
        ClusterKingdom g = tenStepGame();
        ScriptedRng rng = new ScriptedRng().then(NO_REDROPS);
        for (int reload = 0; reload < 9; reload++) {
            Ck.fills(rng, g, "aaaaa").then(NO_ROYAL);
        }
        // when
        ClusterKingdomOutcome o = g.playFrom(1, WHEAT_ROW_ON_NO_WIN, rng);
        // then 10 wins are paid, the 10th is removed, no 10th reload is drawn, and the drop says so
        CkDrop d = o.base();
        assertEquals(10, d.cascades());
        assertEquals(10 * 10, o.totalWin());
        assertEquals(o.totalWin(), d.win());
        assertTrue(d.stepLimited());
        assertInstanceOf(CkCascade.class, d.events().get(d.events().size() - 1));
        assertEquals(9, d.events().stream().filter(e -> e instanceof CkRefill).count());
        assertEquals(1, o.featureCount(ClusterKingdomOutcome.FEATURE_STEP_LIMIT));
        assertFalse(o.capped());
        assertEquals(0, rng.remaining());
    }

    @Test
    void aDropThatStopsWinningBeforeTheBoundIsNotStepLimited() {
        // given the same board with a 10-step bound, but the 9th reload brings no win
        ClusterKingdom g = tenStepGame();
        ScriptedRng rng = new ScriptedRng().then(NO_REDROPS);
        for (int reload = 0; reload < 8; reload++) {
            Ck.fills(rng, g, "aaaaa").then(NO_ROYAL);
        }
        Ck.fills(rng, g, "abcde").then(NO_ROYAL);
        // when
        ClusterKingdomOutcome o = g.playFrom(1, WHEAT_ROW_ON_NO_WIN, rng);
        // then 9 wins are paid and the drop ended normally
        assertEquals(9, o.base().cascades());
        assertFalse(o.base().stepLimited());
        assertEquals(0, o.featureCount(ClusterKingdomOutcome.FEATURE_STEP_LIMIT));
        assertEquals(0, rng.remaining());
    }

    @Test
    void aWildOnlyWinRemovesEveryPlainWildOnTheBoard() {
        // given the Wild row pays alone (decision 6) and a lone Wild at (4,2) joins no paid cluster
        CkBoard b = board(
                "WWWWW",
                "aKQPa",
                "dacdW",
                "baaac",
                "aaaaa");
        ScriptedRng rng = new ScriptedRng(SeededStreams.single(21)).then(NO_REDROPS);
        // when
        ClusterKingdomOutcome o = game.playSettledFrom(1, b, rng);
        // then WHEAT 9 and the Wild-only CASTLE 5 pay, and every WHEAT and every Wild goes, the lone one too
        CkCascade c = assertInstanceOf(CkCascade.class, o.base().events().get(0));
        assertEquals(2, c.clusters().size());
        assertTrue(c.clusters().get(1).wildOnly());
        long wilds = b.symbols().maskOf(CkSymbols.WILD);
        assertTrue((wilds & cells(4, 2)) != 0);
        assertEquals(b.symbols().maskOf(CkSymbols.WHEAT) | wilds, c.removed());
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
        assertEquals(1, o.featureCount(ClusterKingdomOutcome.FEATURE_PRINCESS));
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
        ClusterKingdomOutcome o = g.playForcedBonus(1, CkBonusType.BONUS, rng);
        for (int i = 0; i < 10_000 && o.retriggers().isEmpty(); i++) {
            o = g.playForcedBonus(1, CkBonusType.BONUS, rng);
        }
        // then the retrigger is recorded, adds nothing beyond the bound, and the bonus stops at 6
        assertFalse(o.retriggers().isEmpty(), "no retrigger in 10,000 bonuses");
        assertEquals(0, o.retriggers().get(0).awarded());
        assertEquals(6, o.freeDrops().size());
        assertTrue(o.featureCount(ClusterKingdomOutcome.FEATURE_FREE_DROP_LIMIT) >= 1);
    }

    /** A row of 5 WHEAT at the bottom of a board where nothing else wins and no WHEAT is left. */
    private static final CkBoard WHEAT_ROW_ON_NO_WIN = board(
            "bcdeb",
            "debcd",
            "bcdeb",
            "debcd",
            "aaaaa");

    /** The test math with the step bound at its smallest allowed value. */
    private static ClusterKingdom tenStepGame() {
        return new ClusterKingdom(Ck.testMath().with("limits.maxStepsPerDrop", "10"));
    }

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
