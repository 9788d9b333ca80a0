package io.opencab.engine.games.clusterkingdom;

import static io.opencab.engine.games.clusterkingdom.Ck.NO_REDROPS;
import static io.opencab.engine.games.clusterkingdom.Ck.NO_ROYAL;
import static io.opencab.engine.games.clusterkingdom.Ck.cells;
import static io.opencab.engine.games.clusterkingdom.Ck.idx;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import io.opencab.engine.rng.ScriptedRng;
import io.opencab.engine.rng.SeededStreams;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Multiplier Wilds (docs/par/cluster-kingdom.md, decisions 9-10, 16): adding, merging, growing, no ceiling, kept between free drops. */
class ClusterKingdomMultiplierWildsTest {
    private final ClusterKingdom game = Ck.game();

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
}
