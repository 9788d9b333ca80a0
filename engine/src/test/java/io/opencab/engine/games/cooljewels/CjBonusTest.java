package io.opencab.engine.games.cooljewels;

import static io.opencab.engine.games.cooljewels.CjEvaluationTest.evaluate;
import static io.opencab.engine.games.cooljewels.CjFixture.board;
import static io.opencab.engine.games.cooljewels.CjFixture.cells;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** Which destroyed symbols collect for the Free Games Bonus (rule sheet). */
class CjBonusTest {

    @Test
    void fourDestroyedBonusCount() {
        CjEvaluation e = evaluate(CjWildsTest.withRow3("BBBBcd"), 0);
        assertEquals(4, e.bonus());
    }

    @Test
    void aWildSubstitutingForBonusDoesNotCount() {
        CjEvaluation e = evaluate(CjWildsTest.withRow3("BBBUcd"), 0);
        assertEquals(CjSymbols.BONUS, e.groups().getFirst().symbol());
        assertEquals(3, e.bonus());
    }

    @Test
    void aGreenWatermarkJewelSubstitutingForBonusDoesNotCount() {
        CjEvaluation e = evaluate(CjWildsTest.withRow3("BBBbcd"), 0, cells(3, 3), 0);
        assertEquals(4, e.groups().getFirst().size());
        assertEquals(3, e.bonus());
    }

    @Test
    void aBonusOnAGreenWatermarkStillCounts() {
        CjEvaluation e = evaluate(CjWildsTest.withRow3("BBBBcd"), 0, cells(0, 3), 0);
        assertEquals(4, e.bonus());
    }

    @Test
    void bonusDestroyedByAWildPatternCounts() {
        // given a Shattering Wild in a g group with two Bonus in its column
        CjEvaluation e = evaluate(board(
                "abBdef",
                "cdefab",
                "ggSgcd",
                "abcdef",
                "cdBfab",
                "efabcd"), 0);
        assertEquals(2, e.bonus());
    }

    @Test
    void bonusDestroyedByPinkCounts() {
        CjEvaluation e = evaluate(CjWildsTest.withRow3("eBaBcd"), cells(1, 3, 3, 3), 0, 0);
        assertEquals(2, e.bonus());
    }
}
