package io.opencab.engine.games.lostrelics;

import static io.opencab.engine.games.lostrelics.LrSymbols.SCATTER;

import io.opencab.engine.EngineException;
import io.opencab.engine.grid.Board;
import io.opencab.engine.grid.GridShape;
import io.opencab.engine.grid.WeightedTable;
import io.opencab.engine.rng.GameRng;

/** How Lost Relics boards land, and what a landed main board may hold (docs/par/lost-relics.md, D1 and D2). */
final class LrBoardDraw {
    private static final GridShape GRID = LrMath.GRID;
    private static final int ROWS = GRID.rowsPerColumn();

    private LrBoardDraw() {
    }

    /** Scatters only on reels 1, 3 and 5 ({@code scatter.reels}), at most one per reel (rule sheet; decision D2). */
    static void checkMainBoard(LrMath math, Board b) {
        if (b.shape() != GRID) {
            throw new EngineException(LostRelics.ID + ": board shape " + b.shape() + " is not the 5x5 grid");
        }
        for (int c = 0; c < GRID.columnCount(); c++) {
            int n = Long.bitCount(b.maskOf(SCATTER) & GRID.columnMask(c));
            if (n > (math.scatterReel[c] ? 1 : 0)) {
                throw new EngineException(LostRelics.ID + ": reel " + (c + 1) + " shows " + n + " Scatters (reels 1, 3, 5 show at most one)");
            }
        }
    }

    /** The cells of a main-game board. */
    static byte[] main(LrMath math, GameRng rng) {
        return cells(math, math.baseFirst, math.baseNext, true, rng);
    }

    /** The cells of a Free Spins board (no Scatter). */
    static byte[] free(LrMath math, GameRng rng) {
        return cells(math, math.freeFirst, math.freeNext, false, rng);
    }

    /**
     * The cells of a board: one draw per cell, column by column from the left, bottom to top: the bottom cell from
     * {@code first}, each other from {@code next}, whose REPEAT value stacks the symbol below.
     * On a scatter reel a last draw picks the row a Scatter lands on, if any (decision D2).
     */
    private static byte[] cells(LrMath math, WeightedTable first, WeightedTable next, boolean scatters, GameRng rng) {
        byte[] cells = new byte[GRID.arraySize()];
        for (int c = 0; c < GRID.columnCount(); c++) {
            int base = c * ROWS;
            int prev = first.pick(rng);
            cells[base] = (byte) prev;
            for (int r = 1; r < ROWS; r++) {
                int s = next.pick(rng);
                if (s != LrMath.REPEAT) {
                    prev = s;
                }
                cells[base + r] = (byte) prev;
            }
            if (scatters && math.scatterReel[c]) {
                int row = math.scatterRow.pick(rng);
                if (row != LrMath.NO_SCATTER) {
                    cells[base + row] = SCATTER;
                }
            }
        }
        return cells;
    }
}
