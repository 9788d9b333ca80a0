package io.opencab.engine.games.clusterkingdom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.engine.EngineException;
import io.opencab.engine.grid.Board;
import io.opencab.engine.grid.WeightedTable;
import io.opencab.engine.rng.GameRng;
import org.junit.jupiter.api.Test;

/** The round path's flattened board tables draw exactly as the math's weighted tables. */
class CkBoardTablesTest {

    /** Answers every draw with {@code value} and remembers the bound it was asked for. */
    private static final class FixedDraw implements GameRng {
        final int value;
        int bound = -1;

        FixedDraw(int value) {
            this.value = value;
        }

        @Override
        public int nextInt(int b) {
            bound = b;
            return value;
        }

        @Override
        public long nextLong() {
            throw new UnsupportedOperationException();
        }
    }

    @Test
    void everyStopOfEveryTableDrawsTheWeightedTablesSymbolWithItsBound() {
        // given the shipped math
        CkMath math = Ck.game().math();
        for (boolean bonus : new boolean[] {false, true}) {
            CkBoardTables flat = bonus ? math.bonusDraw : math.baseDraw;
            for (int below = Board.NONE; below < CkSymbols.COUNT; below++) {
                WeightedTable table = bonus ? math.bonusBoard(below) : math.baseBoard(below);
                for (int k = 0; k < table.total(); k++) {
                    // when stop k is drawn for a cell with `below` under it
                    FixedDraw rng = new FixedDraw(k);
                    int symbol = CkBoardTables.symbol(flat.next(flat.entry(below), rng));
                    // then the same bound is asked and the same symbol shows
                    assertEquals(table.total(), rng.bound, "bound, below " + below);
                    assertEquals(table.stop(k), symbol, "bonus " + bonus + ", below " + below + ", stop " + k);
                }
            }
        }
    }

    @Test
    void aDrawnEntryNamesTheTableOfTheCellAbove() {
        // given the base tables
        CkMath math = Ck.game().math();
        CkBoardTables flat = math.baseDraw;
        WeightedTable bottom = math.baseBoard(Board.NONE);
        for (int k = 0; k < bottom.total(); k++) {
            // when a bottom cell draws stop k and the cell above draws from the entry it returned
            char entry = flat.next(flat.entry(Board.NONE), new FixedDraw(k));
            FixedDraw above = new FixedDraw(0);
            int symbolAbove = CkBoardTables.symbol(flat.next(entry, above));
            // then the cell above drew from the table of the symbol below it
            WeightedTable expected = math.baseBoard(bottom.stop(k));
            assertEquals(bottom.stop(k), CkBoardTables.symbol(entry));
            assertEquals(expected.total(), above.bound);
            assertEquals(expected.stop(0), symbolAbove);
        }
    }

    @Test
    void aTableTooLongForAnEntryIsRefused() {
        // given a table of 1,024 stops
        java.util.List<String> drawn = CkSymbols.NAMES.subList(0, CkSymbols.DRAWN);
        WeightedTable shortTable = WeightedTable.named("short", drawn, 1, 1, 1, 1, 1, 1, 1);
        WeightedTable longTable = WeightedTable.named("long", drawn, 1000, 24, 0, 0, 0, 0, 0);
        WeightedTable[] tables = {longTable, shortTable, shortTable, shortTable, shortTable, shortTable};
        // when the round path's tables are built, then it is a clear error naming the size
        EngineException e = assertThrows(EngineException.class, () -> new CkBoardTables(tables));
        assertTrue(e.getMessage().contains("1024 stops"), e.getMessage());
    }
}
