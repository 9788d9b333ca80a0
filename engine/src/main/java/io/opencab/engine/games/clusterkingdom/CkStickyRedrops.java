package io.opencab.engine.games.clusterkingdom;

import static io.opencab.engine.games.clusterkingdom.CkRound.CELLS;
import static io.opencab.engine.games.clusterkingdom.CkSymbols.KING;
import static io.opencab.engine.games.clusterkingdom.CkSymbols.MULTIPLIER_WILD;
import static io.opencab.engine.games.clusterkingdom.CkSymbols.PRINCESS;
import static io.opencab.engine.games.clusterkingdom.CkSymbols.QUEEN;
import static io.opencab.engine.games.clusterkingdom.CkSymbols.WILD;

import io.opencab.engine.grid.GridShape;
import io.opencab.engine.grid.WeightedTable;

/** Sticky Redrops of a base drop (docs/par/cluster-kingdom.md, decision 15). */
final class CkStickyRedrops {
    private static final GridShape SHAPE = CkMath.GRID;
    private final CkRound rd;

    CkStickyRedrops(CkRound round) {
        this.rd = round;
    }

    /**
     * Sticky Redrops: the paying symbol with the most cells (ties: the higher-paying) is chosen;
     * it, Wilds, Multiplier Wilds and royals stay; every other cell is drawn again while a
     * redrop brings one or more new matching symbols. Bounded by the 25 cells: each redrop that
     * awards another holds at least one more cell.
     */
    void play(CkBoardTables table, WeightedTable royals) {
        rd.finder.masks(rd.cells, rd.masks);
        int chosen = -1;
        int most = 0;
        for (int s = 0; s < CkSymbols.PAYING; s++) {
            int n = Long.bitCount(rd.masks[s]);
            if (n > 0 && n >= most) {
                most = n;
                chosen = s;
            }
        }
        if (chosen < 0) {
            return;
        }
        for (int k = 0; k < CELLS; k++) {
            rd.finder.masks(rd.cells, rd.masks);
            long held = rd.masks[chosen] | rd.masks[WILD] | rd.masks[MULTIPLIER_WILD] | rd.masks[KING] | rd.masks[QUEEN] | rd.masks[PRINCESS];
            long redraw = SHAPE.valid() & ~held;
            if (redraw == 0) {
                return;
            }
            for (long r = redraw; r != 0; r &= r - 1) {
                int i = Long.numberOfTrailingZeros(r);
                rd.draws.drawCell(i, rd.draws.entryBelow(table, i), table);
            }
            rd.draws.landRoyal(royals, redraw);
            int matches = 0;
            for (long r = redraw; r != 0; r &= r - 1) {
                if (rd.cells[Long.numberOfTrailingZeros(r)] == chosen) {
                    matches++;
                }
            }
            rd.log(new CkRedrop(chosen, held, redraw, matches, rd.landedRoyal, rd.landedCell, rd.snap()));
            if (matches == 0) {
                return;
            }
        }
    }
}
