package io.opencab.engine.games.lostrelics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.engine.EngineException;
import io.opencab.engine.game.GameCatalog;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The shipped math loads, and math breaking a rule-sheet bound is refused with a clear message. */
class LrMathTest {

    @Test
    void theShippedMathLoadsWithTheRuleSheetsBet() {
        LostRelics g = (LostRelics) GameCatalog.standard().create(LostRelics.ID);
        assertEquals(20, g.info().coinsPerLevel());
        assertEquals(List.of(1, 2, 3, 4, 5, 6, 7, 8, 9, 10), g.info().betLevels());
        assertEquals(963000, g.info().targetRtpPpm());
        assertEquals(200, g.info().bet(10));
        // public anchors: a full 25-cluster pays 75x, 150x, 300x bet
        assertEquals(75 * 20, g.math().pay(LrSymbols.HEART, 25));
        assertEquals(150 * 20, g.math().pay(LrSymbols.DAGGER, 25));
        assertEquals(300 * 20, g.math().pay(LrSymbols.SNAKE, 25));
    }

    private static void refused(String key, String value, String expected) {
        EngineException e = assertThrows(EngineException.class, () -> LrBoards.game(key, value));
        assertTrue(e.getMessage().contains(expected), e.getMessage());
    }

    @Test
    void ruleSheetBoundsAreChecked() {
        refused("features.coinWinX", "2:1, 30:1", "features.coinWinX");
        refused("features.coinWinX", "3:1, 31:1", "outside 3..30");
        refused("chest.coinWinX", "0:1", "chest.coinWinX");
        refused("chest.small.count", "3:1, 6:1", "chest.small.count");
        refused("chest.medium.count", "5:1", "chest.medium.count");
        refused("chest.large.count", "16:1", "chest.large.count");
        refused("bet.levels", "1,2,3", "bet.levels");
        refused("bet.coinsPerLevel", "25", "bet.coinsPerLevel");
        refused("cluster.min", "5", "cluster.min");
        refused("features.maxInstances", "6", "features.maxInstances");
        refused("features.extraWilds", "4", "features.extraWilds");
        refused("freeSpins.count", "12", "freeSpins.count");
        refused("chest.maxExtraSpins", "30", "chest.maxExtraSpins");
        refused("chest.maxStickyWilds", "7", "chest.maxStickyWilds");
    }

    @Test
    void aWildLandingWeightIsRefused() {
        // Wilds enter the reels only through Extra Wild and Sticky Wild (rule sheet; issue #22 item 5)
        refused("reel.base.weights", "20,20,20,20,12,12,8,8,2", "needs 8 values");
        refused("reel.free.weights", "20,20,20,20,12,12,8,8,2", "needs 8 values");
    }

    @Test
    void theConstantsTheRuleSheetFixesAreReadAndChecked() {
        // issue #37 item 2: the chests' sizes and bounds, the Scatter reels and the grid are keys of
        // the resource (so the PAR JSON publishes them), and only the rule sheet's values load
        refused("scatter.reels", "1,2,5", "scatter.reels");
        refused("chest.small.size", "1,2", "chest.small.size");
        refused("chest.large.size", "3,3", "chest.large.size");
        refused("chest.medium.minExtraSpins", "1", "chest.medium.minExtraSpins");
        refused("chest.large.maxStickyWilds", "4", "chest.large.maxStickyWilds");
        refused("chest.smallOrMediumChests", "3", "chest.smallOrMediumChests");
        refused("grid.columnHeights", "5,5,5,5,6", "grid.columnHeights");
        LrMath m = LrBoards.game().math();
        assertEquals(new LrChestRules(3, 2, 11, 15, 3, 3), m.chest(LrChestType.LARGE));
        assertEquals(new LrChestRules(2, 1, 3, 5, 1, 1), m.chest(LrChestType.SMALL));
    }

    @Test
    void aKeyTheEngineDoesNotReadIsRefused() {
        // a published number that plays no part would mislead a lab: the math must hold only what is used
        refused("features.maxWildsPerReel", "3", "does not read [features.maxWildsPerReel]");
    }

    @Test
    void theShippedMathHasNoRoundCap() {
        assertEquals(0, LrBoards.game().info().capX());
    }

    @Test
    void malformedMathIsRefused() {
        refused("features.kindWeights", "0,1,1", "Coin Win weight");
        refused("chest.small.kindWeights", "1,1", "needs 3 values");
        refused("reel.base.weights", "1,1,1", "needs 8 values");
        refused("pay.HEART", "6=5, 7=4, 8-25=10", "falls");
        refused("pay.SNAKE", "6=5, 7-24=10", "no pay for cluster size 25");
        refused("scatter.rowWeights", "1,1,1,1,1,-1", "negative");
    }
}
