package io.opencab.engine.games.cooljewels;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.engine.EngineException;
import io.opencab.engine.game.MathResource;
import io.opencab.engine.grid.WeightedTable;
import org.junit.jupiter.api.Test;

/** The math is validated once at load: rule-sheet values cannot be changed, bad values are clear errors. */
class CjMathTest {

    private static EngineException refused(String key, String value) {
        return assertThrows(EngineException.class, () -> CjFixture.game(key, value));
    }

    @Test
    void awardsFollowTheRuleSheet() {
        CjMath m = CjFixture.GAME.math();
        assertEquals(0, m.award(3));
        assertEquals(8, m.award(4));
        assertEquals(10, m.award(5));
        assertEquals(15, m.award(6));
        assertEquals(20, m.award(7));
        assertEquals(25, m.award(8));
        assertEquals(35, m.award(10));
    }

    @Test
    void specialWildsLandOnlyOnReelsTwoToFive() {
        CjMath m = CjFixture.GAME.math();
        for (boolean free : new boolean[] {false, true}) {
            for (int c = 0; c < 6; c++) {
                WeightedTable t = m.reel(free, c);
                boolean inner = c >= 1 && c <= 4;
                for (int s = CjSymbols.UNSTABLE; s <= CjSymbols.SHOCKING; s++) {
                    assertEquals(inner, t.firstStop(s) >= 0, CjSymbols.NAMES.get(s) + " on reel " + (c + 1));
                }
                assertTrue(t.firstStop(CjSymbols.RED_HEXAGON) >= 0);
            }
        }
    }

    @Test
    void persistingWildsDoNotLand() {
        // the rule sheet lists only Unstable, Shattering and Shocking Wilds as landing symbols;
        // Persisting Wilds arise from Wild Pairs
        CjMath m = CjFixture.GAME.math();
        for (boolean free : new boolean[] {false, true}) {
            assertEquals(0, m.weights(free)[CjSymbols.PERSISTING], free ? "free" : "base");
            for (int c = 0; c < 6; c++) {
                assertTrue(m.reel(free, c).firstStop(CjSymbols.PERSISTING) < 0, "reel " + (c + 1));
            }
        }
        assertTrue(refused("reel.base", "160,140,120,100,80,70,60,50,25,35,10,10,10,2").getMessage().contains("PERSISTING_WILD"));
        refused("reel.free", "160,140,120,100,80,70,60,50,60,30,20,20,20,4");
    }

    @Test
    void aSpecialWildOnReelOneOrSixIsRefused() {
        assertTrue(refused("specialWilds.reels", "1,2,3").getMessage().contains("2..5"));
        refused("specialWilds.reels", "2,6");
    }

    @Test
    void ruleSheetConstantsCannotChange() {
        refused("free.awards", "4:8, 5:10, 6:15, 7:25");
        refused("free.awards", "3:8, 5:10, 6:15, 7:20");
        refused("free.gamesPerBonusAbove7", "4");
        refused("guarantee.x", "5");
        refused("cascades.max", "31");
        refused("group.min", "5");
        refused("premium.multiplier", "5");
        refused("blueWatermark.multiplier", "20");
        refused("bet.coinsPerLevel", "50");
    }

    @Test
    void meterValuesMustRiseToASectionTwelveThatIsTheHighest() {
        assertTrue(refused("meter.values", "1,2,3").getMessage().contains("12 values"));
        refused("meter.values", "1,3,2,4,5,6,7,8,9,10,11,50");
        assertTrue(refused("meter.values", "1,2,3,4,5,6,7,8,9,10,50,50").getMessage().contains("highest"));
        refused("meter.values", "0,2,3,4,5,6,7,8,9,10,11,50");
    }

    @Test
    void weightsNeedEverySymbolAndEveryJewel() {
        refused("reel.base", "1,1,1");
        refused("reel.free", "0,100,100,100,100,100,100,100,10,10,10,10,10,0");
        refused("reel.base", "100,100,100,100,100,100,100,100,-1,10,10,10,10,0");
    }

    @Test
    void aMissingKeyNamesTheResourceAndKey() {
        java.util.Properties p = new java.util.Properties();
        EngineException e = assertThrows(EngineException.class, () -> new CoolJewels(MathResource.of("empty", p)));
        assertTrue(e.getMessage().contains("empty") && e.getMessage().contains("grid.columnHeights"), e.getMessage());
    }

    @Test
    void anUnofferedBetLevelIsRefusedBeforeAnyDraw() {
        CjFixture.SymbolRng rng = new CjFixture.SymbolRng(CjFixture.GAME, null);
        EngineException e = assertThrows(EngineException.class, () -> CjFixture.GAME.play(7, rng));
        assertTrue(e.getMessage().contains("bet level 7"), e.getMessage());
    }

    @Test
    void infoDescribesTheGame() {
        var info = CjFixture.GAME.info();
        assertEquals("cool-jewels", info.id());
        assertEquals(40, info.coinsPerLevel());
        assertEquals(961000, info.targetRtpPpm());
        assertEquals(CoolJewelsOutcome.SOURCES, info.sources());
        assertEquals(400L * 40, info.bet(400));
    }
}
