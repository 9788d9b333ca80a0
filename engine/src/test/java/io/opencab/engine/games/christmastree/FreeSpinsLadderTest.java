package io.opencab.engine.games.christmastree;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.engine.EngineException;
import org.junit.jupiter.api.Test;

/**
 * The Free Spins progressive multiplier (rule sheet: "Multiplier is increased after the payout for
 * the cascade"; docs/par/christmas-tree.md, "Free Spins"): a ladder of rungs, one per paying
 * cascade, that keeps rising by its last step once its listed rungs are used.
 */
class FreeSpinsLadderTest {

    @Test
    void theMultiplierFollowsTheListedRungs() {
        // given a ladder of 1, 2, 4, 7
        CtMath m = CtFixture.with("freeSpins.multipliers", "1,2,4,7").math;
        // then the first four paying cascades are paid x1, x2, x4, x7
        assertEquals(1, m.freeMultiplier(0));
        assertEquals(2, m.freeMultiplier(1));
        assertEquals(4, m.freeMultiplier(2));
        assertEquals(7, m.freeMultiplier(3));
    }

    @Test
    void pastItsLastRungTheMultiplierKeepsRisingByTheLastStep() {
        // given a ladder of 1, 2, 4, 7 (last step 3)
        CtMath m = CtFixture.with("freeSpins.multipliers", "1,2,4,7").math;
        // then the 5th and 6th paying cascades are paid x10 and x13
        assertEquals(10, m.freeMultiplier(4));
        assertEquals(13, m.freeMultiplier(5));
    }

    @Test
    void theShippedMultiplierRisesAfterEveryCascadeOfTheLongestPossibleFreeSpins() {
        // given the shipped ladder and the most paying cascades 5 Free Spins can hold
        CtMath m = ChristmasTree.standard().math();
        int most = m.freeSpins * m.maxStepsPerSpin();
        // then every cascade's multiplier is above the one before
        for (int i = 1; i < most; i++) {
            assertTrue(m.freeMultiplier(i) > m.freeMultiplier(i - 1), "cascade " + i);
        }
    }

    @Test
    void aLadderThatDoesNotRiseIsRefused() {
        EngineException e = assertThrows(EngineException.class, () -> CtFixture.with("freeSpins.multipliers", "1,2,2,3"));
        assertTrue(e.getMessage().contains("freeSpins.multipliers"), e.getMessage());
    }
}
