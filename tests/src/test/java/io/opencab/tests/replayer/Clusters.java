package io.opencab.tests.replayer;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntPredicate;

/**
 * Cluster finding as the documents state it: for each paying symbol, in symbol-id order, every
 * edge-connected group of cells holding that symbol or a Wild, with at least one cell of the
 * symbol itself, of at least the minimum size; listed by symbol id, then by the group's lowest
 * cell (cell order) holding the symbol itself (docs/outcome-format.md, "Order of lists and sets").
 */
final class Clusters {
    record Cluster(int symbol, int[] cells) {
        int size() {
            return cells.length;
        }
    }

    private Clusters() {
    }

    /**
     * @param board symbol id by cell
     * @param paying the paying symbol ids, ascending
     * @param wild which cells count as Wild for every symbol
     */
    static List<Cluster> find(Grid grid, int[] board, int[] paying, IntPredicate wild, int minSize) {
        List<Cluster> found = new ArrayList<>();
        for (int symbol : paying) {
            boolean[] seen = new boolean[grid.size];
            IntPredicate member = c -> board[c] == symbol || wild.test(c);
            for (int start = 0; start < grid.size; start++) {
                if (board[start] != symbol || wild.test(start) || seen[start]) {
                    continue;
                }
                int[] cells = grid.component(start, member, seen);
                if (cells.length >= minSize) {
                    found.add(new Cluster(symbol, cells));
                }
            }
        }
        return found;
    }
}
