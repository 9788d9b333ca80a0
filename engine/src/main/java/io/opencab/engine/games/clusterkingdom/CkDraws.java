package io.opencab.engine.games.clusterkingdom;

import static io.opencab.engine.games.clusterkingdom.CkRound.CELLS;
import static io.opencab.engine.games.clusterkingdom.CkRound.STRIDE;
import static io.opencab.engine.games.clusterkingdom.CkSymbols.KING;
import static io.opencab.engine.games.clusterkingdom.CkSymbols.MULTIPLIER_WILD;

import io.opencab.engine.grid.Board;
import io.opencab.engine.grid.WeightedTable;

/**
 * Landings, gravity and reloads of a round (docs/par/cluster-kingdom.md, decisions 2 to 5): the
 * only place cells are drawn.
 */
final class CkDraws {
    private final CkRound rd;
    private final int[] slots = new int[STRIDE];

    CkDraws(CkRound round) {
        this.rd = round;
    }

    /**
     * A new board: every cell that does not hold a Multiplier Wild is drawn, column by column
     * from the left, bottom to top (a Multiplier Wild draws its value right after it); then one
     * draw decides whether a royal lands on one of the drawn cells.
     */
    void drawBoard(CkBoardTables table, WeightedTable royals) {
        long drawn = 0;
        char start = table.entry(Board.NONE);
        char entry = start;
        for (int i = 0; i < CELLS; i++) {
            if (i % STRIDE == 0) {
                entry = start;
            }
            if (rd.cells[i] == MULTIPLIER_WILD && rd.mult[i] > 0) {
                // A Multiplier Wild below is not a paying symbol: the cell above draws as from the bottom.
                entry = start;
                continue;
            }
            drawn |= 1L << i;
            // The drawn stop's entry names the table of the cell above: one load per link of the chain.
            entry = drawCell(i, entry, table);
        }
        rd.king = -1;
        rd.queen = -1;
        rd.princess = -1;
        rd.pending = 0;
        landRoyal(royals, drawn);
    }

    /**
     * One royal at most lands per landing, reload or redrop, on a uniformly chosen cell among
     * those just drawn; a royal already on the board does not land again.
     */
    void landRoyal(WeightedTable royals, long drawn) {
        rd.landedRoyal = -1;
        rd.landedCell = -1;
        int r = royals.pick(rd.rng);
        if (r == 0 || drawn == 0) {
            return;
        }
        int symbol = KING + r - 1;
        if (rd.royals.cell(symbol) >= 0) {
            return;
        }
        int k = rd.rng.nextInt(Long.bitCount(drawn), "royal.cell");
        long m = drawn;
        for (int j = 0; j < k; j++) {
            m &= m - 1;
        }
        int cell = Long.numberOfTrailingZeros(m);
        rd.cells[cell] = (byte) symbol;
        rd.mult[cell] = 0;
        rd.royals.set(symbol, cell);
        rd.pending |= 1 << (symbol - KING);
        rd.landedRoyal = symbol;
        rd.landedCell = cell;
    }

    /**
     * Gravity around fixed cells, then the reload, column by column from the left: Multiplier
     * Wilds and royals keep their places; in each column the other surviving symbols fall into
     * the lowest free places, keeping their order; the highest free places are left empty and
     * each is drawn, bottom to top (one draw per cell, a Multiplier Wild's value right after
     * it). The draws are the same, in the same order, as a collapse of every column followed
     * by {@link #fill}. Returns the cells that were emptied and refilled.
     */
    long fallAndRefill(long touched, CkBoardTables table) {
        long empty = 0;
        int[] slots = this.slots;
        for (int c = 0; c < STRIDE; c++) {
            if ((touched >>> (c * STRIDE) & ((1 << STRIDE) - 1)) == 0) {
                // No cell here was emptied or swapped with a royal: nothing falls.
                continue;
            }
            int base = c * STRIDE;
            int highest = Board.NONE;
            for (int r = 0; r < STRIDE; r++) {
                highest = Math.max(highest, rd.cells[base + r]);
            }
            if (highest < MULTIPLIER_WILD) {
                // No fixed cell in this column (nearly always): compact it without a branch per
                // cell, which a random board mispredicts often; the same result as below.
                int w = 0;
                for (int r = 0; r < STRIDE; r++) {
                    byte s = rd.cells[base + r];
                    rd.cells[base + w] = s;
                    w += 1 + (s >> 31);
                }
                // The drawn stop's entry names the table of the cell above: one load per link.
                char entry = w == 0 ? table.entry(Board.NONE) : table.entry(rd.cells[base + w - 1]);
                for (int r = w; r < STRIDE; r++) {
                    entry = drawCell(base + r, entry, table);
                }
                empty |= (long) ((1 << STRIDE) - (1 << w)) << base;
                continue;
            }
            int n = 0;
            for (int r = 0; r < STRIDE; r++) {
                int i = base + r;
                int s = rd.cells[i];
                if (s != MULTIPLIER_WILD && !CkSymbols.isRoyal(s)) {
                    slots[n++] = i;
                }
            }
            int w = 0;
            for (int k = 0; k < n; k++) {
                int s = rd.cells[slots[k]];
                if (s != Board.NONE) {
                    rd.cells[slots[w++]] = (byte) s;
                }
            }
            long emptied = 0;
            for (int k = w; k < n; k++) {
                rd.cells[slots[k]] = Board.NONE;
                emptied |= 1L << slots[k];
            }
            fill(emptied, table);
            empty |= emptied;
        }
        return empty;
    }

    /** The reload: one draw per empty cell, column by column from the left, bottom to top. */
    void fill(long empty, CkBoardTables table) {
        for (long e = empty; e != 0; e &= e - 1) {
            int i = Long.numberOfTrailingZeros(e);
            drawCell(i, entryBelow(table, i), table);
        }
    }

    /**
     * The table entry cell {@code i} draws from: cells are drawn bottom to top, so the cell
     * below is final; a paying symbol below makes the same symbol less likely
     * ({@code board.sameBelowPercent}).
     */
    char entryBelow(CkBoardTables table, int i) {
        return table.entry(i % STRIDE == 0 ? Board.NONE : rd.cells[i - 1]);
    }

    /**
     * Draws cell {@code i} from the table {@code entry} names and, for a Multiplier Wild, its
     * value right after it (the one place a cell is drawn: landing, reload and redrop).
     * Returns the drawn stop's entry, which names the table of the cell above.
     */
    char drawCell(int i, char entry, CkBoardTables table) {
        char drawn = table.next(entry, rd.rng);
        int s = CkBoardTables.symbol(drawn);
        rd.cells[i] = (byte) s;
        rd.mult[i] = s == MULTIPLIER_WILD ? rd.math.multiplierValue.pick(rd.rng) : 0;
        return drawn;
    }
}
