package io.opencab.engine.games.cooljewels;

import static io.opencab.engine.games.cooljewels.CjEvaluationTest.evaluate;
import static io.opencab.engine.games.cooljewels.CjEvaluationTest.value;
import static io.opencab.engine.games.cooljewels.CjFixture.board;
import static io.opencab.engine.games.cooljewels.CjFixture.cell;
import static io.opencab.engine.games.cooljewels.CjFixture.cells;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.engine.grid.Board;
import io.opencab.engine.rng.SeededStreams;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Pink, Green and Blue Watermarks in the evaluation after their creation, alone and combined. */
class CjWatermarksTest {
    static final Board QUIET = board(
            "abcdef",
            "cdefab",
            "efabcd",
            "abcdef",
            "cdefab",
            "efabcd");

    @Test
    void theQuietBoardHasNoWin() {
        assertNull(evaluate(QUIET, 0));
    }

    @Test
    void pinkDestroysRemainingSymbolsEvenWithoutAGroup() {
        long pink = CjPatterns.of(CjSymbols.UNSTABLE, cell(2, 2));
        CjEvaluation e = evaluate(QUIET, pink, 0, 0);
        assertEquals(List.of(), e.groups());
        assertEquals(pink, e.pinkDestroyed());
        assertEquals(9, e.payCount());
        assertTrue(e.pays().stream().allMatch(p -> p.cause() == CjPay.Cause.PINK_WATERMARK));
    }

    @Test
    void pinkSparesActivatedWildsAndComesAfterTheGroups() {
        Board b = CjWildsTest.withRow3("ggUgcd");
        long pink = cells(2, 3, 5, 0, 0, 3);
        CjEvaluation e = evaluate(b, pink, 0, 0);
        // the g at (0,3) went with its group, the activated Unstable is spared
        assertEquals(cells(5, 0), e.pinkDestroyed());
        assertEquals(CjPay.Cause.WILD, e.pays().stream().filter(p -> p.cell() == cell(2, 3)).findFirst().orElseThrow().cause());
        // pay order: group, then pink, then the Wild's pattern
        List<CjPay.Cause> causes = e.pays().stream().map(CjPay::cause).toList();
        assertEquals(CjPay.Cause.PINK_WATERMARK, causes.get(3));
        assertEquals(CjPay.Cause.WILD, causes.get(4));
    }

    @Test
    void greenSymbolsAreWildForTheJewels() {
        // given three g and an a on a Green Watermark between them
        CjEvaluation e = evaluate(CjWildsTest.withRow3("ggagcd"), 0, cells(2, 3), 0);
        assertEquals(1, e.groups().size());
        assertEquals(CjSymbols.ORANGE_ROUND, e.groups().getFirst().symbol());
        assertEquals(4, e.groups().getFirst().size());
        // the substitute is destroyed with the group (it is no Wild of the four)
        assertTrue((e.groupDestroyed() & cells(2, 3)) != 0);
    }

    @Test
    void greenSymbolsStillMatchTheirOwnSymbol() {
        // given four g, all on a Green Watermark
        CjEvaluation e = evaluate(CjWildsTest.withRow3("ggggcd"), 0, cells(0, 3, 1, 3, 2, 3, 3, 3), 0);
        assertEquals(1, e.groups().stream().filter(g -> g.symbol() == 6).count());
    }

    @Test
    void blueSymbolsPayTenTimes() {
        CjEvaluation e = evaluate(CjWildsTest.withRow3("ggggcd"), 0, 0, CjFixture.row(3));
        assertEquals(List.of(10, 10, 10, 10), e.pays().stream().map(CjPay::multiplier).toList());
        assertEquals(40 * value(1), e.pay());
    }

    @Test
    void aSpaceUnderPinkAndBlueIsDestroyedAndPaysTenTimes() {
        CjEvaluation e = evaluate(QUIET, cells(0, 0), 0, cells(0, 0));
        assertEquals(1, e.payCount());
        CjPay p = e.pays().getFirst();
        assertEquals(CjPay.Cause.PINK_WATERMARK, p.cause());
        assertEquals(10, p.multiplier());
    }

    @Test
    void aSpaceUnderGreenAndPinkSubstitutesAndIsDestroyedIfLeft() {
        // given an a on Green and Pink completing a g group, and an f on Green and Pink alone
        CjEvaluation e = evaluate(CjWildsTest.withRow3("ggagcd"), cells(2, 3, 5, 0), cells(2, 3, 5, 0), 0);
        assertEquals(4, e.groups().getFirst().size());
        assertEquals(cells(5, 0), e.pinkDestroyed());
    }

    @Test
    void aWatermarkIsInEffectOnlyInTheEvaluationAfterItsCreation() {
        // given a pair that makes Pink, then refills from a seeded stream
        CjGame g = CjFixture.GAME.playGame(1, false, CjWildsTest.withRow3("gUSgcd"), 0, 0, 0, SeededStreams.single(5));
        List<CjEvaluation> ev = g.evaluations();
        assertTrue(ev.size() >= 2);
        assertEquals(0, ev.getFirst().pink());
        assertNotEquals(0, ev.getFirst().newPink());
        // then each evaluation plays under exactly the watermarks its predecessor made
        for (int i = 1; i < ev.size(); i++) {
            assertEquals(ev.get(i - 1).newPink(), ev.get(i).pink(), "pink of evaluation " + i);
            assertEquals(ev.get(i - 1).newGreen(), ev.get(i).green(), "green of evaluation " + i);
            assertEquals(ev.get(i - 1).newBlue(), ev.get(i).blue(), "blue of evaluation " + i);
        }
        // and the Pink was used by the next evaluation
        assertEquals(ev.get(0).newPink() & ~ev.get(1).groupDestroyed() & ~ev.get(1).wilds().stream()
                .mapToLong(w -> 1L << w.cell()).reduce(0, (a, c) -> a | c), ev.get(1).pinkDestroyed());
    }
}
