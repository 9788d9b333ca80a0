package io.opencab.app.json;

import com.fasterxml.jackson.core.JsonGenerator;
import io.opencab.engine.grid.Board;
import io.opencab.engine.grid.GridShape;
import java.io.IOException;
import java.util.List;

/**
 * The skeleton every game's outcome writer shares: one game's grid, boards, cell sets, cells and symbols in JSON,
 * each under its member name. A board is an array of columns, left to right, each listing its symbol names bottom
 * to top; a cell is {@code [column, row]} with row 0 at the bottom (docs/outcome-format.md).
 */
final class BoardJson {
    /** Writes the members of one object (its start and end are written around them). */
    @FunctionalInterface
    interface Members<T> {
        void write(T value) throws IOException;
    }

    private final JsonGenerator g;
    private final List<String> names;
    private final GridShape shape;

    /**
     * @param names the game's symbol names by symbol number
     * @param shape the game's grid
     */
    BoardJson(JsonGenerator g, List<String> names, GridShape shape) {
        this.g = g;
        this.names = names;
        this.shape = shape;
    }

    /** The grid object: column heights, adjacency and how symbols fall ({@code gravity}). */
    void grid(String gravity) throws IOException {
        g.writeObjectFieldStart("grid");
        g.writeArrayFieldStart("columnHeights");
        for (int c = 0; c < shape.columnCount(); c++) {
            g.writeNumber(shape.height(c));
        }
        g.writeEndArray();
        g.writeStringField("adjacency", "edges: same column +-1 row, same row +-1 column");
        g.writeStringField("gravity", gravity);
        g.writeEndObject();
    }

    /** The grid object of a game with cascades. */
    void grid() throws IOException {
        grid("down each column; refill from the top");
    }

    void board(String name, Board b) throws IOException {
        g.writeFieldName(name);
        board(b);
    }

    void board(Board b) throws IOException {
        GridShape shape = b.shape();
        g.writeStartArray();
        for (int c = 0; c < shape.columnCount(); c++) {
            g.writeStartArray();
            for (int r = 0; r < shape.height(c); r++) {
                g.writeString(names.get(b.at(c, r)));
            }
            g.writeEndArray();
        }
        g.writeEndArray();
    }

    /** A cell set (bit mask) as an array of cells, under {@code name}. */
    void cells(String name, long mask) throws IOException {
        g.writeFieldName(name);
        g.writeStartArray();
        for (long m = mask; m != 0; m &= m - 1) {
            cell(Long.numberOfTrailingZeros(m));
        }
        g.writeEndArray();
    }

    /** A cell as {@code [column, row]}, under {@code name}. */
    void cell(String name, int index) throws IOException {
        g.writeFieldName(name);
        cell(index);
    }

    /** A cell as {@code [column, row]}. */
    void cell(int index) throws IOException {
        g.writeStartArray();
        g.writeNumber(shape.column(index));
        g.writeNumber(shape.row(index));
        g.writeEndArray();
    }

    /** A symbol's name under {@code name}. */
    void symbol(String name, int symbol) throws IOException {
        g.writeStringField(name, names.get(symbol));
    }

    /** A constant's name under {@code name}, or null when there is none. */
    void constant(String name, Enum<?> value) throws IOException {
        g.writeFieldName(name);
        if (value == null) {
            g.writeNull();
        } else {
            g.writeString(value.name());
        }
    }

    /** An object under {@code name}, its members written by {@code members}; null when {@code value} is null. */
    <T> void object(String name, T value, Members<T> members) throws IOException {
        g.writeFieldName(name);
        object(value, members);
    }

    /** An object, its members written by {@code members}; null when {@code value} is null. */
    <T> void object(T value, Members<T> members) throws IOException {
        if (value == null) {
            g.writeNull();
            return;
        }
        g.writeStartObject();
        members.write(value);
        g.writeEndObject();
    }

    /** An array of objects under {@code name}, one for each item, its members written by {@code members}. */
    <T> void objects(String name, Iterable<T> items, Members<T> members) throws IOException {
        g.writeArrayFieldStart(name);
        for (T item : items) {
            object(item, members);
        }
        g.writeEndArray();
    }

    /** A paid cluster's members: its symbol, size and cells, then its pay. */
    void paidCluster(int symbol, int size, long cells, long pay) throws IOException {
        cluster(symbol, size, cells);
        g.writeNumberField("pay", pay);
    }

    /** The members every winning cluster or group has: its symbol, size and cells. */
    void cluster(int symbol, int size, long cells) throws IOException {
        symbol("symbol", symbol);
        g.writeNumberField("size", size);
        cells("cells", cells);
    }
}
