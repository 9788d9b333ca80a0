package io.opencab.app.json;

import com.fasterxml.jackson.core.JsonGenerator;
import io.opencab.engine.grid.Board;
import io.opencab.engine.grid.GridShape;
import java.io.IOException;
import java.util.List;

/**
 * Boards and cell sets in JSON: a board is an array of columns, left to right, each listing its
 * symbol names bottom to top; a cell is {@code [column, row]} with row 0 at the bottom.
 */
final class BoardJson {
    private final List<String> names;

    BoardJson(List<String> names) {
        this.names = names;
    }

    void writeGrid(JsonGenerator g, GridShape shape) throws IOException {
        g.writeObjectFieldStart("grid");
        g.writeArrayFieldStart("columnHeights");
        for (int c = 0; c < shape.columnCount(); c++) {
            g.writeNumber(shape.height(c));
        }
        g.writeEndArray();
        g.writeStringField("adjacency", "edges: same column +-1 row, same row +-1 column");
        g.writeStringField("gravity", "down each column; refill from the top");
        g.writeEndObject();
    }

    void board(JsonGenerator g, Board b) throws IOException {
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

    void cells(JsonGenerator g, GridShape shape, long mask) throws IOException {
        g.writeStartArray();
        for (long m = mask; m != 0; m &= m - 1) {
            cell(g, shape, Long.numberOfTrailingZeros(m));
        }
        g.writeEndArray();
    }

    /** A cell as {@code [column, row]} (docs/outcome-format.md), under {@code name}. */
    static void cell(JsonGenerator g, String name, GridShape shape, int index) throws IOException {
        g.writeFieldName(name);
        cell(g, shape, index);
    }

    /** A cell as {@code [column, row]} (docs/outcome-format.md). */
    static void cell(JsonGenerator g, GridShape shape, int index) throws IOException {
        g.writeStartArray();
        g.writeNumber(shape.column(index));
        g.writeNumber(shape.row(index));
        g.writeEndArray();
    }
}
