package io.opencab.engine.grid;

import io.opencab.engine.EngineException;
import java.util.Arrays;

/**
 * An immutable snapshot of the symbols on a grid. Cells are addressed by the bit index of
 * {@link GridShape}; cells outside the shape hold {@link #NONE}.
 */
public final class Board {
    /** Marks a cell that does not exist, or an empty cell during a refill. */
    public static final byte NONE = -1;

    private final GridShape shape;
    private final byte[] cells;

    private Board(GridShape shape, byte[] cells) {
        this.shape = shape;
        this.cells = cells;
    }

    /** A board holding a copy of {@code cells} (indexed by bit index). */
    public static Board of(GridShape shape, byte[] cells) {
        if (cells.length != shape.arraySize()) {
            throw new EngineException("board array has " + cells.length + " cells, shape needs " + shape.arraySize());
        }
        return new Board(shape, cells.clone());
    }

    /**
     * A board from rows written top to bottom, as a person draws it; each row lists the symbols
     * of the columns that reach it, left to right, and {@code .} or a space for a missing cell.
     * Used by tests and tools: {@code symbols} maps one character to one symbol id.
     */
    public static Board parse(GridShape shape, String symbols, String... rowsTopDown) {
        if (rowsTopDown.length != shape.rowsPerColumn()) {
            throw new EngineException("expected " + shape.rowsPerColumn() + " rows, got " + rowsTopDown.length);
        }
        byte[] cells = new byte[shape.arraySize()];
        Arrays.fill(cells, NONE);
        for (int i = 0; i < rowsTopDown.length; i++) {
            int row = shape.rowsPerColumn() - 1 - i;
            String line = rowsTopDown[i];
            if (line.length() != shape.columnCount()) {
                throw new EngineException("row " + i + " has " + line.length() + " columns, expected " + shape.columnCount());
            }
            for (int c = 0; c < line.length(); c++) {
                char ch = line.charAt(c);
                boolean exists = shape.contains(c, row);
                if (!exists) {
                    if (ch != '.' && ch != ' ') {
                        throw new EngineException("row " + i + " column " + c + " is outside the grid but holds '" + ch + "'");
                    }
                    continue;
                }
                int sym = symbols.indexOf(ch);
                if (sym < 0) {
                    throw new EngineException("row " + i + " column " + c + ": unknown symbol '" + ch + "'");
                }
                cells[shape.index(c, row)] = (byte) sym;
            }
        }
        return new Board(shape, cells);
    }

    public GridShape shape() {
        return shape;
    }

    /** The symbol at a bit index. */
    public int at(int index) {
        return cells[index];
    }

    public int at(int column, int row) {
        return cells[shape.index(column, row)];
    }

    /** A copy of the cells, indexed by bit index. */
    public byte[] toArray() {
        return cells.clone();
    }

    /** Bit mask of the cells holding {@code symbol}. */
    public long maskOf(int symbol) {
        long m = 0;
        for (int i = 0; i < cells.length; i++) {
            if (cells[i] == symbol) {
                m |= 1L << i;
            }
        }
        return m;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Board b && b.shape == shape && Arrays.equals(b.cells, cells);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(cells);
    }

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder();
        for (int row = shape.rowsPerColumn() - 1; row >= 0; row--) {
            for (int c = 0; c < shape.columnCount(); c++) {
                if (c > 0) {
                    sb.append(' ');
                }
                sb.append(shape.contains(c, row) ? String.format("%2d", cells[shape.index(c, row)]) : " .");
            }
            sb.append('\n');
        }
        return sb.toString();
    }
}
