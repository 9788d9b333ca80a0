package io.opencab.tests.replayer;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Cluster Kingdom's board as docs/par/cluster-kingdom.md states it: symbols by cell, Multiplier
 * Wild values, a cell's draw (the table its lower neighbour selects), royal landings, the
 * evaluation (decisions 6 to 9), merges (10) and the fall past fixed cells with reload (5).
 */
final class CkBoard {
    static final int EMPTY = -1;
    static final int WILD = 5;
    static final int MW = 6;
    static final int KING = 7;
    static final int QUEEN = 8;
    static final int PRINCESS = 9;
    static final int CASTLE = 4;
    private static final long INT_MAX = Integer.MAX_VALUE;

    record Win(int symbol, boolean wildOnly, int[] cells, long multiplier, long pay) {
    }

    final ParMath math;
    final Grid grid;
    final int[] sym;
    final long[] value;
    private final long[][] pays;
    private final int minCluster;

    CkBoard(ParMath math, Grid grid, long[][] pays, int minCluster) {
        this.math = math;
        this.grid = grid;
        this.pays = pays;
        this.minCluster = minCluster;
        sym = new int[grid.size];
        value = new long[grid.size];
    }

    static boolean paying(int s) {
        return s >= 0 && s <= CASTLE;
    }

    static boolean wild(int s) {
        return s == WILD || s == MW;
    }

    static boolean royal(int s) {
        return s >= KING;
    }

    boolean fixed(int cell) {
        return sym[cell] == MW || royal(sym[cell]);
    }

    /** A cell's draw: the table its lower neighbour selects, as it stands now. */
    void drawCell(DrawTape draws, String table, int cell) {
        int below = grid.row(cell) == 0 ? EMPTY : sym[cell - 1];
        String label = paying(below) ? table + " above " + math.symbols.get(below) : table;
        sym[cell] = math.symbol(draws.name(label));
        value[cell] = sym[cell] == MW ? draws.value("multiplierWild.values") : 0;
    }

    int find(int symbol) {
        for (int c = 0; c < grid.size; c++) {
            if (sym[c] == symbol) {
                return c;
            }
        }
        return -1;
    }

    /** A royal landing over the cells just drawn; returns the royal's cell, or -1. */
    int landRoyal(DrawTape draws, String table, List<Integer> justDrawn) {
        String name = draws.name(table);
        if (name.equals("NONE")) {
            return -1;
        }
        int royal = math.symbol(name);
        if (find(royal) >= 0 || justDrawn.isEmpty()) {
            return -1;
        }
        int cell = justDrawn.get(draws.pick("royal.cell", justDrawn.size()));
        sym[cell] = royal;
        value[cell] = 0;
        return cell;
    }

    Object royalJson(int cell) {
        return cell < 0 ? null : J.obj("symbol", math.symbols.get(sym[cell]), "cell", grid.cellJson(cell));
    }

    Map<String, Object> json() {
        List<Object> columns = new ArrayList<>();
        for (int c = 0; c < grid.heights.length; c++) {
            List<Object> col = new ArrayList<>();
            for (int r = 0; r < grid.heights[c]; r++) {
                int s = sym[grid.cell(c, r)];
                col.add(s == EMPTY ? null : math.symbols.get(s));
            }
            columns.add(col);
        }
        List<Object> mults = new ArrayList<>();
        for (int c = 0; c < grid.size; c++) {
            if (sym[c] == MW) {
                mults.add(J.obj("cell", grid.cellJson(c), "value", value[c]));
            }
        }
        return J.obj("symbols", columns, "multipliers", mults);
    }

    /** Every winning combination, in the documented order (decisions 6 and 7). */
    List<Win> evaluate(long betLevel) {
        List<Win> wins = new ArrayList<>();
        boolean[] inWin = new boolean[grid.size];
        for (int s = 0; s <= CASTLE; s++) {
            boolean[] seen = new boolean[grid.size];
            final int symbol = s;
            for (int start = 0; start < grid.size; start++) {
                if (sym[start] != s || seen[start]) {
                    continue;
                }
                int[] cells = grid.component(start, c -> sym[c] == symbol || wild(sym[c]), seen);
                if (cells.length >= minCluster) {
                    wins.add(win(s, false, cells, betLevel));
                    for (int c : cells) {
                        inWin[c] = true;
                    }
                }
            }
        }
        boolean[] seen = new boolean[grid.size];
        for (int start = 0; start < grid.size; start++) {
            if (!wild(sym[start]) || inWin[start] || seen[start]) {
                continue;
            }
            int[] cells = grid.component(start, c -> wild(sym[c]) && !inWin[c], seen);
            if (cells.length >= minCluster) {
                wins.add(win(CASTLE, true, cells, betLevel));
            }
        }
        return wins;
    }

    private Win win(int symbol, boolean wildOnly, int[] cells, long betLevel) {
        long sum = 0;
        boolean any = false;
        for (int c : cells) {
            if (sym[c] == MW) {
                sum = Math.min(INT_MAX, sum + value[c]);
                any = true;
            }
        }
        long multiplier = any ? sum : 1;
        return new Win(symbol, wildOnly, cells, multiplier, pays[symbol][cells.length] * betLevel * multiplier);
    }

    Map<String, Object> winJson(Win w) {
        List<Object> mults = new ArrayList<>();
        for (int c : w.cells()) {
            if (sym[c] == MW) {
                mults.add(value[c]);
            }
        }
        return J.obj("symbol", math.symbols.get(w.symbol()), "wildOnly", w.wildOnly(),
                "size", w.cells().length, "cells", grid.cellsJson(w.cells()), "multipliers", mults,
                "multiplier", w.multiplier(), "pay", w.pay());
    }

    static long total(List<Win> wins) {
        long t = 0;
        for (Win w : wins) {
            t += w.pay();
        }
        return t;
    }

    /** One merge (decision 10), or null when no two Multiplier Wilds touch. */
    Map<String, Object> mergeOnce() {
        for (int c = 0; c < grid.size; c++) {
            if (sym[c] != MW) {
                continue;
            }
            int best = -1;
            for (int n : grid.neighbours(c)) {
                if (sym[n] == MW && (best < 0 || n < best)) {
                    best = n;
                }
            }
            if (best >= 0) {
                long before = value[c];
                long absorbed = value[best];
                value[c] = Math.min(INT_MAX, before * absorbed);
                sym[best] = WILD;
                value[best] = 0;
                return J.obj("type", "merge", "survivor", grid.cellJson(c), "absorbed", grid.cellJson(best),
                        "survivorBefore", before, "absorbedBefore", absorbed, "value", value[c], "after", json());
            }
        }
        return null;
    }

    void swap(int a, int b) {
        int s = sym[a];
        sym[a] = sym[b];
        sym[b] = s;
        long v = value[a];
        value[a] = value[b];
        value[b] = v;
    }

    /** The fall past the fixed cells and the reload of the highest free places; the cells drawn. */
    List<Integer> fallAndReload(DrawTape draws, String table) {
        List<Integer> filled = new ArrayList<>();
        for (int col = 0; col < grid.heights.length; col++) {
            List<Integer> free = new ArrayList<>();
            List<int[]> survivors = new ArrayList<>();
            for (int row = 0; row < grid.heights[col]; row++) {
                int cell = grid.cell(col, row);
                if (!fixed(cell)) {
                    free.add(cell);
                    if (sym[cell] != EMPTY) {
                        survivors.add(new int[] {sym[cell], (int) value[cell]});
                    }
                }
            }
            for (int i = 0; i < free.size(); i++) {
                int cell = free.get(i);
                sym[cell] = i < survivors.size() ? survivors.get(i)[0] : EMPTY;
                value[cell] = i < survivors.size() ? survivors.get(i)[1] : 0;
            }
            for (int i = survivors.size(); i < free.size(); i++) {
                drawCell(draws, table, free.get(i));
                filled.add(free.get(i));
            }
        }
        return filled;
    }
}
