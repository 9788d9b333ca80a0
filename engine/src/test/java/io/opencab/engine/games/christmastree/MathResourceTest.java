package io.opencab.engine.games.christmastree;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.engine.EngineException;
import org.junit.jupiter.api.Test;

/** The shipped math loads, and bad math is refused at load with the key named. */
class MathResourceTest {

    @Test
    void shippedMathFollowsTheRuleSheet() {
        CtMath m = ChristmasTree.standard().math();
        assertEquals(964_000, ChristmasTree.standard().info().targetRtpPpm());
        assertEquals(5, m.freeSpins);
        assertEquals(3, m.miracleMinCascades);
        assertEquals(5, m.minCluster);
    }

    @Test
    void aMissingPayIsRefused() {
        EngineException e = assertThrows(EngineException.class,
                () -> CtFixture.with("pay.SANTA", "5=1, 6=2"));
        assertTrue(e.getMessage().contains("pay.SANTA") && e.getMessage().contains("size 7"), e.getMessage());
    }

    @Test
    void miracleValuesOutsideTheSheetAreRefused() {
        assertThrows(EngineException.class, () -> CtFixture.with("miracle.betWin", "4:1"));
        assertThrows(EngineException.class, () -> CtFixture.with("miracle.betWin", "1001:1"));
        assertThrows(EngineException.class, () -> CtFixture.with("miracle.multiplier", "31:1"));
        assertThrows(EngineException.class, () -> CtFixture.with("miracle.multiplier", "1:1"));
    }

    @Test
    void freeSpinCountOtherThanFiveIsRefused() {
        assertThrows(EngineException.class, () -> CtFixture.with("freeSpins.count", "6"));
    }

    @Test
    void aWrongNumberOfReelWeightsIsRefused() {
        EngineException e = assertThrows(EngineException.class, () -> CtFixture.with("reel.base", "1,2,3"));
        assertTrue(e.getMessage().contains("reel.base"), e.getMessage());
    }
}
