package io.opencab.engine.games.clusterkingdom;

import io.opencab.engine.EngineException;
import io.opencab.engine.grid.Board;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.util.Arrays;

/**
 * An immutable snapshot of the board: the symbols and the value of every Multiplier Wild on it.
 * Multiplier values are indexed by bit index and are 0 on every cell that is not a Multiplier Wild.
 */
public final class CkBoard {
    private static final int[] NO_MULTIPLIERS = new int[CkMath.GRID.arraySize()];
    private static final int CELLS = 25;
    private static final VarHandle WORDS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

    static {
        if (CkMath.GRID.arraySize() != CELLS) {
            throw new EngineException("Cluster Kingdom's board array must have " + CELLS + " cells, has "
                    + CkMath.GRID.arraySize());
        }
    }

    // The symbols, one byte per cell in bit-index order: cells 0-7 in the first word (cell 0 in the
    // low byte), 8-15, 16-23, then cell 24. A round takes a snapshot at every landing, reload and
    // feature step, so a snapshot is one object with no array of its own (docs/performance.md).
    private final long cells0to7;
    private final long cells8to15;
    private final long cells16to23;
    private final byte cell24;
    private final int[] multipliers;

    private CkBoard(byte[] cells, int[] multipliers) {
        this.cells0to7 = (long) WORDS.get(cells, 0);
        this.cells8to15 = (long) WORDS.get(cells, 8);
        this.cells16to23 = (long) WORDS.get(cells, 16);
        this.cell24 = cells[24];
        this.multipliers = multipliers;
    }

    /** A snapshot of {@code cells} and {@code multipliers} (copied); {@code anyMultiplier} is 0 when every value is 0. */
    static CkBoard of(byte[] cells, int[] multipliers, int anyMultiplier) {
        return new CkBoard(cells, anyMultiplier == 0 ? NO_MULTIPLIERS : multipliers.clone());
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
        return new CkBoard(b.toArray(), m);
    }

    /** The symbols as a {@link Board} (a new one each call). */
    public Board symbols() {
        return Board.of(CkMath.GRID, cells());
    }

    public int at(int index) {
        if (index < 0 || index >= CELLS) {
            throw new IndexOutOfBoundsException("cell " + index + " of " + CELLS);
        }
        int shift = (index & 7) << 3;
        return switch (index >>> 3) {
            case 0 -> (byte) (cells0to7 >>> shift);
            case 1 -> (byte) (cells8to15 >>> shift);
            case 2 -> (byte) (cells16to23 >>> shift);
            default -> cell24;
        };
    }

    public int at(int column, int row) {
        return at(CkMath.GRID.index(column, row));
    }

    /** The Multiplier Wild value at a bit index, 0 if the cell holds none. */
    public int multiplier(int index) {
        return multipliers[index];
    }

    public int multiplier(int column, int row) {
        return multipliers[CkMath.GRID.index(column, row)];
    }

    byte[] cells() {
        byte[] c = new byte[CELLS];
        WORDS.set(c, 0, cells0to7);
        WORDS.set(c, 8, cells8to15);
        WORDS.set(c, 16, cells16to23);
        c[24] = cell24;
        return c;
    }

    int[] multipliers() {
        return multipliers.clone();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof CkBoard b && b.cells0to7 == cells0to7 && b.cells8to15 == cells8to15
                && b.cells16to23 == cells16to23 && b.cell24 == cell24 && Arrays.equals(b.multipliers, multipliers);
    }

    @Override
    public int hashCode() {
        return 31 * (31 * Long.hashCode(cells0to7 ^ cells8to15 ^ cells16to23) + cell24) + Arrays.hashCode(multipliers);
    }

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder();
        for (int row = 4; row >= 0; row--) {
            for (int c = 0; c < 5; c++) {
                int i = CkMath.GRID.index(c, row);
                int s = at(i);
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
