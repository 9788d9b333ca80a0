package io.opencab.tests.replayer;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.IntPredicate;

/**
 * Bottom-aligned columns of given heights (docs/outcome-format.md, "Boards and cells"): cells are
 * numbered in cell order (column by column from the left, each bottom to top), which is the order
 * of every draw over cells and of every set of cells; cells touch through edges only.
 */
final class Grid {
    final int[] heights;
    final int size;
    private final int[] column;
    private final int[] row;
    private final int[] firstOfColumn;
    private final int[][] neighbours;

    Grid(int[] heights) {
        this.heights = heights.clone();
        firstOfColumn = new int[heights.length];
        int n = 0;
        for (int c = 0; c < heights.length; c++) {
            firstOfColumn[c] = n;
            n += heights[c];
        }
        size = n;
        column = new int[n];
        row = new int[n];
        for (int c = 0; c < heights.length; c++) {
            for (int r = 0; r < heights[c]; r++) {
                column[cell(c, r)] = c;
                row[cell(c, r)] = r;
            }
        }
        neighbours = new int[n][];
        for (int i = 0; i < n; i++) {
            List<Integer> list = new ArrayList<>();
            int c = column[i];
            int r = row[i];
            if (r > 0) {
                list.add(cell(c, r - 1));
            }
            if (r + 1 < heights[c]) {
                list.add(cell(c, r + 1));
            }
            if (c > 0 && r < heights[c - 1]) {
                list.add(cell(c - 1, r));
            }
            if (c + 1 < heights.length && r < heights[c + 1]) {
                list.add(cell(c + 1, r));
            }
            neighbours[i] = list.stream().mapToInt(Integer::intValue).toArray();
        }
    }

    int cell(int c, int r) {
        return firstOfColumn[c] + r;
    }

    int column(int cell) {
        return column[cell];
    }

    int row(int cell) {
        return row[cell];
    }

    int[] neighbours(int cell) {
        return neighbours[cell];
    }

    /** A cell as its JSON form {@code [column, row]}. */
    List<Object> cellJson(int cell) {
        return List.of((long) column[cell], (long) row[cell]);
    }

    /** A set of cells (any order given) as its JSON form, in cell order. */
    List<Object> cellsJson(int[] cells) {
        int[] sorted = cells.clone();
        Arrays.sort(sorted);
        List<Object> list = new ArrayList<>();
        for (int c : sorted) {
            list.add(cellJson(c));
        }
        return list;
    }

    List<Object> cellsJson(boolean[] set) {
        List<Object> list = new ArrayList<>();
        for (int i = 0; i < size; i++) {
            if (set[i]) {
                list.add(cellJson(i));
            }
        }
        return list;
    }

    /** A board (symbol ids by cell) as columns of names, each bottom to top. */
    List<Object> boardJson(int[] board, List<String> names) {
        List<Object> columns = new ArrayList<>();
        for (int c = 0; c < heights.length; c++) {
            List<Object> col = new ArrayList<>();
            for (int r = 0; r < heights[c]; r++) {
                col.add(names.get(board[cell(c, r)]));
            }
            columns.add(col);
        }
        return columns;
    }

    /**
     * Every cell reachable from {@code start} through cells that satisfy {@code member}, in cell
     * order (the start must satisfy it).
     */
    int[] component(int start, IntPredicate member, boolean[] seen) {
        boolean[] in = new boolean[size];
        int[] stack = new int[size];
        int top = 0;
        stack[top++] = start;
        in[start] = true;
        int count = 0;
        while (top > 0) {
            int c = stack[--top];
            count++;
            seen[c] = true;
            for (int n : neighbours[c]) {
                if (!in[n] && member.test(n)) {
                    in[n] = true;
                    stack[top++] = n;
                }
            }
        }
        int[] cells = new int[count];
        int k = 0;
        for (int i = 0; i < size; i++) {
            if (in[i]) {
                cells[k++] = i;
            }
        }
        return cells;
    }
}
