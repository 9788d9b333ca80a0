package io.opencab.engine.games.cooljewels;

import static io.opencab.engine.games.cooljewels.CjFixture.GAME;
import static io.opencab.engine.games.cooljewels.CjFixture.board;
import static io.opencab.engine.games.cooljewels.CjFixture.cell;
import static io.opencab.engine.games.cooljewels.CjFixture.cells;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.opencab.engine.grid.Board;
import io.opencab.engine.rng.SeededStreams;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Single evaluations on hand-made boards: groups, the meter, and the rule sheet's pay order.
 * Backgrounds use jewels a..f with no two equal neighbours, so only the drawn groups win.
 */
class CjEvaluationTest {

    static CjEvaluation evaluate(Board b, int slicesLit) {
        return GAME.evaluateOnce(1, false, b, 0, 0, 0, slicesLit, SeededStreams.single(1));
    }

    static CjEvaluation evaluate(Board b, long pink, long green, long blue) {
        return GAME.evaluateOnce(1, false, b, pink, green, blue, 0, SeededStreams.single(1));
    }

    static long value(int section) {
        return GAME.math().meterValue(section);
    }

    /** The cells of the pays, in pay order. */
    static List<Integer> payCells(CjEvaluation e) {
        return e.pays().stream().map(CjPay::cell).toList();
    }

    @Test
    void threeInARowDoNotForm() {
        assertNull(evaluate(board(
                "gggdef",
                "cdefab",
                "efabcd",
                "abcdef",
                "cdefab",
                "efabcd"), 0));
    }

    @Test
    void fourAdjacentFormAGroupAndEachSymbolPaysOneSlice() {
        CjEvaluation e = evaluate(board(
                "abcdef",
                "cdefab",
                "efabgd",
                "abcggf",
                "cdefgb",
                "efabcd"), 0);
        assertEquals(1, e.groups().size());
        assertEquals(cells(4, 3, 3, 2, 4, 2, 4, 1), e.groups().getFirst().cells());
        assertEquals(4, e.payCount());
        assertEquals(4 * value(1), e.pay());
        assertEquals(List.of(1, 2, 3, 4), e.pays().stream().map(CjPay::slice).toList());
    }

    @Test
    void valuesIncludeTheBetMultiplier() {
        Board b = board(
                "ggggef",
                "cdefab",
                "efabcd",
                "abcdef",
                "cdefab",
                "efabcd");
        CjEvaluation e = GAME.evaluateOnce(25, false, b, 0, 0, 0, 0, SeededStreams.single(1));
        assertEquals(4 * value(1) * 25, e.pay());
        assertEquals(value(1) * 25, e.pays().getFirst().pay());
    }

    @Test
    void simultaneousSymbolsPayTopToBottomThenLeftToRightAcrossSections() {
        // given 4 slices already lit, a g group in row 3 and an h group in column 5, rows 2..5
        CjEvaluation e = evaluate(board(
                "abcdeh",
                "cdefah",
                "ggggch",
                "abcdeh",
                "cdefab",
                "efabcd"), 4);
        // then the h at the top pays first, row by row, each row left to right
        assertEquals(List.of(cell(5, 5), cell(5, 4), cell(0, 3), cell(1, 3), cell(2, 3), cell(3, 3), cell(5, 3), cell(5, 2)),
                payCells(e));
        // and slices 5 and 6 are section 1's last, 7 onwards section 2
        assertEquals(List.of(1, 1, 2, 2, 2, 2, 2, 2), e.pays().stream().map(CjPay::section).toList());
        assertEquals(2 * value(1) + 6 * value(2), e.pay());
    }

    @Test
    void premiumTenXIsPaidAfterEveryOtherSymbolAtTenTimesTheMeter() {
        // given a Premium group at the top and a g group at the bottom
        CjEvaluation e = evaluate(board(
                "XXXXef",
                "cdefab",
                "efabcd",
                "abcdef",
                "cdefab",
                "ggggcd"), 0);
        assertEquals(List.of(cell(0, 0), cell(1, 0), cell(2, 0), cell(3, 0), cell(0, 5), cell(1, 5), cell(2, 5), cell(3, 5)),
                payCells(e));
        CjPay premium = e.pays().get(4);
        assertEquals(CjSymbols.PREMIUM, premium.symbol());
        assertEquals(10, premium.multiplier());
        assertEquals(5, premium.slice());
        assertEquals(10 * value(1), premium.pay());
        assertEquals(4 * value(1) + 10 * (2 * value(1) + 2 * value(2)), e.pay());
    }

    @Test
    void multipliedSymbolsPayAfterOthersAndPremiumOnAWatermarkLast() {
        // given a Premium group whose rightmost Premium is on a Green Watermark, and a g group
        // whose leftmost g is on a Blue Watermark
        Board b = board(
                "XXXXef",
                "cdefab",
                "efabcd",
                "abcdef",
                "cdefab",
                "ggggcd");
        long green = cells(3, 5);
        long blue = cells(0, 0);
        CjEvaluation e = evaluate(b, 0, green, blue);
        // then plain g's first, then the multiplied (Premium off watermarks, g on blue) top to
        // bottom, then the Premium on the watermark
        assertEquals(List.of(cell(1, 0), cell(2, 0), cell(3, 0), cell(0, 5), cell(1, 5), cell(2, 5), cell(0, 0), cell(3, 5)),
                payCells(e));
        assertEquals(List.of(1, 1, 1, 10, 10, 10, 10, 10), e.pays().stream().map(CjPay::multiplier).toList());
    }

    @Test
    void premiumOnBlueWatermarkPaysOneHundredTimes() {
        CjEvaluation e = evaluate(board(
                "XXXXef",
                "cdefab",
                "efabcd",
                "abcdef",
                "cdefab",
                "efabcd"), 0, 0, cells(0, 5));
        CjPay last = e.pays().getLast();
        assertEquals(cell(0, 5), last.cell());
        assertEquals(100, last.multiplier());
        assertEquals(100 * value(1), last.pay());
    }

    @Test
    void symbolsSubstitutingForPremiumDoNotPayTenTimes() {
        // given three Premium, a Wild and a green-watermarked jewel forming one Premium group
        CjEvaluation e = evaluate(board(
                "XXXUdc",
                "cdefab",
                "efabcd",
                "abcdef",
                "cdefab",
                "efabcd"), 0, cells(4, 5), 0);
        assertEquals(1, e.groups().size());
        assertEquals(CjSymbols.PREMIUM, e.groups().getFirst().symbol());
        assertEquals(5, e.groups().getFirst().size());
        CjPay jewel = e.pays().stream().filter(p -> p.cell() == cell(4, 5)).findFirst().orElseThrow();
        CjPay wild = e.pays().stream().filter(p -> p.cell() == cell(3, 5)).findFirst().orElseThrow();
        assertEquals(1, jewel.multiplier());
        assertEquals(1, wild.multiplier());
        assertEquals(CjPay.Cause.WILD, wild.cause());
        // the three Premium are paid after both substitutes
        assertEquals(List.of(CjSymbols.PREMIUM, CjSymbols.PREMIUM, CjSymbols.PREMIUM),
                e.pays().subList(e.payCount() - 3, e.payCount()).stream().map(CjPay::symbol).toList());
    }

    @Test
    void aWildJoinsGroupsOfSeveralSymbolsAndEverySymbolIsPaidOnce() {
        // given a Persisting Wild touching three g and three h
        CjEvaluation e = evaluate(board(
                "abcdef",
                "cdefab",
                "gggPhh",
                "abcdeh",
                "cdefab",
                "efabcd"), 0);
        assertEquals(2, e.groups().size());
        // the six jewels are destroyed once each; the Persisting Wild acts and stays
        assertEquals(Long.bitCount(e.destroyed()), e.payCount());
        assertEquals(1, e.wilds().size());
    }

    @Test
    void wildsAloneNeverFormAGroup() {
        // (any symbol touching 3 or more Wilds would seed a group, so the board holds only Wilds)
        assertNull(evaluate(board(
                "USKUSK",
                "USKUSK",
                "KUSKUS",
                "SKUSKU",
                "USKUSK",
                "USKUSK"), 0));
    }
}
