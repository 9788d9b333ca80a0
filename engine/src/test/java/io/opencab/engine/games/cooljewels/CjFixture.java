package io.opencab.engine.games.cooljewels;

import io.opencab.engine.game.MathResource;
import io.opencab.engine.grid.Board;
import io.opencab.engine.grid.GridShape;
import io.opencab.engine.grid.WeightedTable;
import io.opencab.engine.rng.GameRng;
import java.util.ArrayDeque;
import java.util.Deque;

/**
 * Hand-made boards and scripted draws for Cool Jewels tests. Board characters are
 * {@link CjSymbols#CHARS}: jewels a..h, X Premium 10x, B Bonus, U Unstable, S Shattering,
 * K Shocking, P Persisting.
 */
final class CjFixture {
    static final GridShape SHAPE = CoolJewels.shape();
    static final CoolJewels GAME = CoolJewels.standard();

    private CjFixture() {
    }

    static Board board(String... rowsTopDown) {
        return Board.parse(SHAPE, CjSymbols.CHARS, rowsTopDown);
    }

    /** Bit mask of the cells given as (column, row) pairs, row 0 at the bottom. */
    static long cells(int... columnRowPairs) {
        long m = 0;
        for (int i = 0; i < columnRowPairs.length; i += 2) {
            m |= 1L << SHAPE.index(columnRowPairs[i], columnRowPairs[i + 1]);
        }
        return m;
    }

    static int cell(int column, int row) {
        return SHAPE.index(column, row);
    }

    /** Every space of {@code row} (0 at the bottom). */
    static long row(int row) {
        return SHAPE.rowMask(row);
    }

    /** The shipped math with {@code key, value, key, value...} changed. */
    static CoolJewels game(String... keyValues) {
        MathResource m = MathResource.load(CoolJewels.class, CoolJewels.RESOURCE);
        for (int i = 0; i < keyValues.length; i += 2) {
            m = m.with(keyValues[i], keyValues[i + 1]);
        }
        return new CoolJewels(m);
    }

    /**
     * The draw order of a landed board: column by column from the left, bottom to top, as the
     * symbols to script (for free-game boards).
     */
    static String drawOrder(String... rowsTopDown) {
        StringBuilder b = new StringBuilder();
        for (int c = 0; c < 6; c++) {
            for (int r = 5; r >= 0; r--) {
                b.append(rowsTopDown[r].charAt(c));
            }
        }
        return b.toString();
    }

    /**
     * Draws scripted by symbol: each draw returns the first stop of the next scripted symbol on
     * the reel the game asks for (outer reels 1 and 6 and inner reels 2-5 have different totals,
     * so the bound tells them apart). When the script runs out, draws go to the fallback, or fail.
     */
    static final class SymbolRng implements GameRng {
        private final CoolJewels game;
        private final Deque<int[]> script = new ArrayDeque<>();
        private final GameRng fallback;

        SymbolRng(CoolJewels game, GameRng fallback) {
            this.game = game;
            this.fallback = fallback;
        }

        /** Scripts draws from the base-game reels. */
        SymbolRng base(String symbols) {
            return add(symbols, 0);
        }

        /** Scripts draws from the free-game reels. */
        SymbolRng free(String symbols) {
            return add(symbols, 1);
        }

        private SymbolRng add(String symbols, int free) {
            for (char ch : symbols.toCharArray()) {
                int s = CjSymbols.CHARS.indexOf(ch);
                if (s < 0) {
                    throw new IllegalArgumentException("unknown symbol '" + ch + "'");
                }
                script.addLast(new int[] {s, free});
            }
            return this;
        }

        int remaining() {
            return script.size();
        }

        @Override
        public int nextInt(int bound) {
            if (script.isEmpty()) {
                if (fallback == null) {
                    throw new AssertionError("the game drew nextInt(" + bound + ") after the script ran out");
                }
                return fallback.nextInt(bound);
            }
            int[] next = script.removeFirst();
            boolean free = next[1] == 1;
            WeightedTable outer = game.math().reel(free, 0);
            WeightedTable inner = game.math().reel(free, 1);
            WeightedTable t = bound == inner.total() ? inner : bound == outer.total() ? outer : null;
            if (t == null) {
                throw new AssertionError("draw bound " + bound + " is no " + (free ? "free" : "base") + " reel's total");
            }
            int stop = t.firstStop(next[0]);
            if (stop < 0) {
                throw new AssertionError(CjSymbols.NAMES.get(next[0]) + " cannot land on that reel");
            }
            return stop;
        }

        @Override
        public long nextLong() {
            throw new AssertionError("the game drew nextLong");
        }
    }
}
