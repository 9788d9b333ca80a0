package io.opencab.engine.games.cooljewels;

import static io.opencab.engine.games.cooljewels.CjEvaluationTest.evaluate;
import static io.opencab.engine.games.cooljewels.CjFixture.board;
import static io.opencab.engine.games.cooljewels.CjFixture.cell;
import static io.opencab.engine.games.cooljewels.CjFixture.cells;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.engine.grid.Board;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Activated Wilds, their destroy patterns, Wild Pairs and Persisting Wilds on hand-made boards. */
class CjWildsTest {

    /** A background with no two equal neighbours, row 3 replaced by {@code row3}. */
    static Board withRow3(String row3) {
        return board(
                "abcdef",
                "cdefab",
                row3,
                "abcdef",
                "cdefab",
                "efabcd");
    }

    @Test
    void unstableDestroysTheSpacesTouchingIt() {
        CjEvaluation e = evaluate(withRow3("ggUgcd"), 0);
        CjWildAction u = e.wilds().getFirst();
        assertEquals(CjSymbols.UNSTABLE, u.symbol());
        assertEquals(cells(1, 2, 2, 2, 3, 2, 1, 3, 2, 3, 3, 3, 1, 4, 2, 4, 3, 4), u.pattern());
        // the group's g's went first; the Unstable destroys the rest of its pattern and itself
        assertEquals(cells(1, 4, 2, 4, 3, 4, 1, 2, 2, 2, 3, 2, 2, 3), u.destroyed());
        assertTrue(u.consumed());
        // the Wild is not destroyed by its group
        assertEquals(cells(0, 3, 1, 3, 3, 3), e.groupDestroyed());
    }

    @Test
    void shatteringDestroysItsRowAndColumnIncludingAWildThatIsNotActivated() {
        // given a Shocking Wild at the top of the Shattering's column, in no group
        Board b = board(
                "abKdef",
                "cdefab",
                "ggSgcd",
                "abcdef",
                "cdefab",
                "efabcd");
        CjEvaluation e = evaluate(b, 0);
        assertEquals(1, e.wilds().size());
        CjWildAction s = e.wilds().getFirst();
        assertEquals(CjFixture.row(3) | CjFixture.SHAPE.columnMask(2), s.pattern());
        assertEquals(cells(4, 3, 5, 3, 2, 0, 2, 1, 2, 2, 2, 4, 2, 5, 2, 3), s.destroyed());
        CjPay shocking = e.pays().stream().filter(p -> p.cell() == cell(2, 5)).findFirst().orElseThrow();
        assertEquals(CjSymbols.SHOCKING, shocking.symbol());
        assertEquals(CjPay.Cause.WILD, shocking.cause());
        assertEquals(0, shocking.wild());
    }

    @Test
    void shockingDestroysItsDiagonals() {
        CjEvaluation e = evaluate(withRow3("ggKgcd"), 0);
        CjWildAction k = e.wilds().getFirst();
        assertEquals(cells(2, 3, 1, 2, 0, 1, 3, 4, 4, 5, 1, 4, 0, 5, 3, 2, 4, 1, 5, 0), k.pattern());
        assertEquals(k.pattern(), k.destroyed());
    }

    @Test
    void activatedWildsCannotBeDestroyedByOtherActivatedWilds() {
        // given a Persisting Wild and an Unstable Wild side by side in one group (not a pair:
        // Persisting Wilds do not pair), each inside the other's pattern
        CjEvaluation e = evaluate(withRow3("gPUgcd"), 0);
        assertEquals(List.of(), e.pairs());
        CjWildAction p = e.wilds().get(0);
        CjWildAction u = e.wilds().get(1);
        // then they act top to bottom, left to right, and neither destroys the other
        assertEquals(cell(1, 3), p.cell());
        assertEquals(cell(2, 3), u.cell());
        assertFalse((p.destroyed() & cells(2, 3)) != 0);
        assertFalse((u.destroyed() & cells(1, 3)) != 0);
        assertEquals(cells(0, 4, 1, 4, 2, 4, 0, 2, 1, 2, 2, 2), p.destroyed());
        assertEquals(cells(3, 4, 3, 2, 2, 3), u.destroyed());
        // and the Persisting Wild is still on the board (it fell one row)
        assertEquals(CjSymbols.PERSISTING, e.after().at(1, 2));
    }

    @Test
    void wildsInTheSameColumnAreNotAPair() {
        Board b = board(
                "abcdef",
                "cdUfab",
                "ggUgcd",
                "abcdef",
                "cdefab",
                "efabcd");
        CjEvaluation e = evaluate(b, 0);
        assertEquals(2, e.wilds().size());
        assertEquals(List.of(), e.pairs());
    }

    @Test
    void unstableAndShatteringMakePinkOnTheUnstablesSpaces() {
        CjEvaluation e = evaluate(withRow3("gUSgcd"), 0);
        assertEquals(1, e.pairs().size());
        CjPair p = e.pairs().getFirst();
        assertEquals(CjPair.Enhancement.PINK_WATERMARK, p.enhancement());
        assertEquals(CjPatterns.of(CjSymbols.UNSTABLE, cell(1, 3)), e.newPink());
        assertEquals(0, e.newGreen() | e.newBlue() | e.persistingMade());
        // the pair's Wilds still act, and are consumed
        assertEquals(2, e.wilds().size());
        assertTrue(e.wilds().stream().allMatch(CjWildAction::consumed));
    }

    @Test
    void unstableAndShockingMakeGreenOnTheShockingsSpaces() {
        CjEvaluation e = evaluate(withRow3("gUKgcd"), 0);
        assertEquals(CjPair.Enhancement.GREEN_WATERMARK, e.pairs().getFirst().enhancement());
        assertEquals(CjPatterns.of(CjSymbols.SHOCKING, cell(2, 3)), e.newGreen());
        assertEquals(0, e.newPink() | e.newBlue());
    }

    @Test
    void shatteringAndShockingMakeBlueOnTheShatteringsSpacesInEitherOrder() {
        CjEvaluation e = evaluate(withRow3("gSKgcd"), 0);
        assertEquals(CjPair.Enhancement.BLUE_WATERMARK, e.pairs().getFirst().enhancement());
        assertEquals(CjPatterns.of(CjSymbols.SHATTERING, cell(1, 3)), e.newBlue());
        CjEvaluation r = evaluate(withRow3("gKSgcd"), 0);
        assertEquals(CjPatterns.of(CjSymbols.SHATTERING, cell(2, 3)), r.newBlue());
    }

    @Test
    void twoOfTheSameWildBecomePersistingWildsThatStayAndFall() {
        for (String w : List.of("U", "S", "K")) {
            CjEvaluation e = evaluate(withRow3("g" + w + w + "gcd"), 0);
            assertEquals(CjPair.Enhancement.PERSISTING_WILDS, e.pairs().getFirst().enhancement(), w);
            assertEquals(cells(1, 3, 2, 3), e.persistingMade(), w);
            assertTrue(e.wilds().stream().noneMatch(CjWildAction::consumed), w);
            // then both are on the board after the fall
            Board after = e.after();
            assertEquals(CjSymbols.PERSISTING, after.at(1, rowAfterFall(e, 1)), w);
            assertEquals(CjSymbols.PERSISTING, after.at(2, rowAfterFall(e, 2)), w);
        }
    }

    /** Where the space at row 3 of {@code column} lands: row 3 minus the destroyed spaces below it. */
    private static int rowAfterFall(CjEvaluation e, int column) {
        long below = e.destroyed() & CjFixture.SHAPE.columnMask(column) & ((1L << cell(column, 3)) - 1);
        return 3 - Long.bitCount(below);
    }

    @Test
    void pairsAreFormedLeftToRight() {
        // given three Wilds in a row: only the first two pair
        CjEvaluation three = evaluate(withRow3("gUSKgd"), 0);
        assertEquals(1, three.pairs().size());
        assertEquals(cell(1, 3), three.pairs().getFirst().left());
        assertEquals(CjPair.Enhancement.PINK_WATERMARK, three.pairs().getFirst().enhancement());
        // given four: the first two, then the next two
        CjEvaluation four = evaluate(withRow3("gUSKUg"), 0);
        assertEquals(2, four.pairs().size());
        assertEquals(CjPair.Enhancement.PINK_WATERMARK, four.pairs().get(0).enhancement());
        assertEquals(CjPair.Enhancement.GREEN_WATERMARK, four.pairs().get(1).enhancement());
        assertEquals(cell(3, 3), four.pairs().get(1).left());
        assertEquals(CjPatterns.of(CjSymbols.SHOCKING, cell(3, 3)), four.newGreen());
    }

    @Test
    void persistingWildOnTheBottomRowActsThenDestroysItself() {
        Board b = board(
                "abcdef",
                "cdefab",
                "efabcd",
                "abcdef",
                "cdefab",
                "gPggcd");
        CjEvaluation e = evaluate(b, 0);
        CjWildAction p = e.wilds().getFirst();
        assertEquals(CjSymbols.PERSISTING, p.symbol());
        assertTrue(p.consumed());
        assertEquals(cells(0, 1, 1, 1, 2, 1, 1, 0), p.destroyed());
    }

    @Test
    void aPersistingWildThatWasNeverInAWinDoesNotDestroyItselfOrPay() {
        // given a Persisting Wild in no group that has never been part of a winning combination
        Board b = board(
                "abcdef",
                "cdefab",
                "efabcd",
                "abPdef",
                "cdefab",
                "efabcd");
        // then the evaluation destroys nothing, and the game ends with the Wild still there
        assertNull(evaluate(b, 0));
        CjGame g = CjFixture.GAME.playGame(1, false, b, 0, 0, 0, new CjFixture.SymbolRng(CjFixture.GAME, null));
        assertEquals(0, g.cascades());
        assertEquals(0, g.win());
        assertEquals(CjSymbols.PERSISTING, g.last().at(2, 2));
    }

    @Test
    void persistingWildsMadeByAPairDestroyThemselvesAndPayOnceNoLongerInAWin() {
        // given two Unstable Wilds in a g group on the top row: they pair and become Persisting
        // Wilds, which fall to row 4; the refill leaves them in no group
        Board b = board(
                "gUUgef",
                "cdefab",
                "efabcd",
                "abcdef",
                "cdefab",
                "efabcd");
        CjFixture.SymbolRng rng = new CjFixture.SymbolRng(CjFixture.GAME, null)
                .base("hb" + "c" + "d" + "ga") // refill of the first evaluation, column by column
                .base("g" + "h");               // refill of the second
        CjGame g = CjFixture.GAME.playGame(1, false, b, 0, 0, 0, rng);
        assertEquals(2, g.cascades());
        CjEvaluation first = g.evaluations().get(0);
        assertEquals(cells(1, 5, 2, 5), first.persistingMade());
        assertEquals(board(
                "bcdaef",
                "hPPgab",
                "efabcd",
                "abcdef",
                "cdefab",
                "efabcd"), first.after());
        // then, part of a win before, they are no longer in one: they destroy themselves and pay
        CjEvaluation second = g.evaluations().get(1);
        assertEquals(List.of(), second.groups());
        assertEquals(cells(1, 4, 2, 4), second.expired());
        assertEquals(2, second.payCount());
        assertTrue(second.pays().stream().allMatch(p -> p.cause() == CjPay.Cause.PERSISTING_EXPIRED));
        assertEquals(2 * CjEvaluationTest.value(2), second.pay());
        assertEquals(0, rng.remaining());
    }

    @Test
    void persistingWildOffTheBottomRowInAWinStays() {
        CjEvaluation e = evaluate(withRow3("gPggcd"), 0);
        CjWildAction p = e.wilds().getFirst();
        assertFalse(p.consumed());
        assertEquals(0, p.destroyed() & cells(1, 3));
        assertEquals(0, e.expired());
    }
}
