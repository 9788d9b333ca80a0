package io.opencab.engine.games.lostrelics;

import io.opencab.engine.game.MathResource;
import io.opencab.engine.grid.Board;
import io.opencab.engine.grid.WeightedTable;
import java.util.ArrayList;
import java.util.List;

/**
 * Hand-made Lost Relics boards and the scripted draws that make the game land them. Overlays
 * are written top row first; '.' keeps the background, a pattern of c..g in which no two
 * neighbours match, so only the overlaid symbols (a, b, h, W, S ...) can form clusters.
 */
final class LrBoards {
    static final String BG = "cdefg";

    private LrBoards() {
    }

    static LostRelics game() {
        return LostRelics.standard();
    }

    /** The shipped math with some keys changed. */
    static LostRelics game(String... keyValues) {
        MathResource m = MathResource.load(LostRelics.class, LostRelics.RESOURCE);
        for (int i = 0; i < keyValues.length; i += 2) {
            m = m.with(keyValues[i], keyValues[i + 1]);
        }
        return new LostRelics(m);
    }

    static char background(int column, int row) {
        return BG.charAt((3 * column + 2 * row) % BG.length());
    }

    /** The background with {@code overlay} on top ('.' = background). */
    static Board board(String... overlay) {
        String[] rows = new String[5];
        for (int i = 0; i < 5; i++) {
            StringBuilder b = new StringBuilder();
            for (int c = 0; c < 5; c++) {
                char o = overlay[i].charAt(c);
                b.append(o == '.' ? background(c, 4 - i) : o);
            }
            rows[i] = b.toString();
        }
        return Board.parse(LrMath.GRID, LrSymbols.CHARS, rows);
    }

    static long cells(int... columnRowPairs) {
        long m = 0;
        for (int i = 0; i < columnRowPairs.length; i += 2) {
            m |= 1L << LrMath.GRID.index(columnRowPairs[i], columnRowPairs[i + 1]);
        }
        return m;
    }

    static int cell(int column, int row) {
        return LrMath.GRID.index(column, row);
    }

    /**
     * The draws that make {@code LostRelics.drawCells} land {@code b}: per column, bottom to top,
     * each cell's stop; on reels 1, 3, 5 of a main board then the Scatter row (or none).
     */
    static int[] draws(LrMath math, Board b, boolean main) {
        WeightedTable first = main ? math.baseFirst : math.freeFirst;
        WeightedTable next = main ? math.baseNext : math.freeNext;
        List<Integer> d = new ArrayList<>();
        for (int c = 0; c < 5; c++) {
            int scatterRow = LrMath.NO_SCATTER;
            for (int r = 0; r < 5; r++) {
                int s = b.at(c, r);
                if (s == LrSymbols.SCATTER) {
                    scatterRow = r;
                    s = LrSymbols.HEART;
                }
                d.add(stop(r == 0 ? first : next, s));
            }
            if (main && c % 2 == 0) {
                d.add(stop(math.scatterRow, scatterRow));
            }
        }
        return d.stream().mapToInt(Integer::intValue).toArray();
    }

    static int stop(WeightedTable t, int value) {
        int k = t.firstStop(value);
        if (k < 0) {
            throw new AssertionError("table has no stop for " + value);
        }
        return k;
    }

    /** {@code n} copies of {@code v}. */
    static int[] times(int n, int v) {
        int[] r = new int[n];
        java.util.Arrays.fill(r, v);
        return r;
    }
}
