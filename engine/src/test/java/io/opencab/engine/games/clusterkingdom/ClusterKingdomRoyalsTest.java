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

/** Royals (docs/par/cluster-kingdom.md, decisions 12-14, 17-18): King, Queen, Princess acting and advancing; the bonuses they trigger. */
class ClusterKingdomRoyalsTest {
    private final ClusterKingdom game = Ck.game();

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

    private static int retriggered(ClusterKingdomOutcome o) {
        return o.retriggers().stream().mapToInt(CkRetrigger::awarded).sum();
    }
}
