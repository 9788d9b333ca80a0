package io.opencab.engine.games.clusterkingdom;

import io.opencab.engine.grid.Board;
import java.util.Arrays;

/**
 * An immutable snapshot of the board: the symbols and the value of every Multiplier Wild on it.
 * Multiplier values are indexed by bit index and are 0 on every cell that is not a Multiplier Wild.
 */
public final class CkBoard {
    private static final int[] NO_MULTIPLIERS = new int[CkMath.GRID.arraySize()];

    private final Board symbols;
    private final int[] multipliers;

    private CkBoard(Board symbols, int[] multipliers) {
        this.symbols = symbols;
        this.multipliers = multipliers;
    }

    /** A snapshot of {@code cells} and {@code multipliers} (copied); {@code anyMultiplier} is 0 when every value is 0. */
    static CkBoard of(byte[] cells, int[] multipliers, int anyMultiplier) {
        return new CkBoard(Board.of(CkMath.GRID, cells), anyMultiplier == 0 ? NO_MULTIPLIERS : multipliers.clone());
    }

    /**
     * A hand-made board (tests, tools): rows top to bottom in {@link CkSymbols#CHARS}; every
     * Multiplier Wild takes the next value of {@code values}, in bit-index order (column by
     * column from the left, bottom to top).
     */
    public static CkBoard parse(int[] values, String... rowsTopDown) {
        Board b = Board.parse(CkMath.GRID, CkSymbols.CHARS, rowsTopDown);
        int[] m = new int[CkMath.GRID.arraySize()];
        int k = 0;
        for (int i = 0; i < m.length; i++) {
            if (b.at(i) == CkSymbols.MULTIPLIER_WILD) {
                if (k >= values.length) {
                    throw new IllegalArgumentException("board has more Multiplier Wilds than the " + values.length + " values given");
                }
                m[i] = values[k++];
            }
        }
        if (k != values.length) {
            throw new IllegalArgumentException("board has " + k + " Multiplier Wilds but " + values.length + " values were given");
        }
        return new CkBoard(b, m);
    }

    public Board symbols() {
        return symbols;
    }

    public int at(int index) {
        return symbols.at(index);
    }

    public int at(int column, int row) {
        return symbols.at(column, row);
    }

    /** The Multiplier Wild value at a bit index, 0 if the cell holds none. */
    public int multiplier(int index) {
        return multipliers[index];
    }

    public int multiplier(int column, int row) {
        return multipliers[CkMath.GRID.index(column, row)];
    }

    byte[] cells() {
        return symbols.toArray();
    }

    int[] multipliers() {
        return multipliers.clone();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof CkBoard b && b.symbols.equals(symbols) && Arrays.equals(b.multipliers, multipliers);
    }

    @Override
    public int hashCode() {
        return 31 * symbols.hashCode() + Arrays.hashCode(multipliers);
    }

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder();
        for (int row = 4; row >= 0; row--) {
            for (int c = 0; c < 5; c++) {
                int i = CkMath.GRID.index(c, row);
                int s = symbols.at(i);
                sb.append(s < 0 ? '.' : CkSymbols.CHARS.charAt(s));
                if (s == CkSymbols.MULTIPLIER_WILD) {
                    sb.append(multipliers[i]);
                }
                sb.append(' ');
            }
            sb.append('\n');
        }
        return sb.toString();
    }
}
