package io.opencab.tests.replayer;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;

/**
 * One Cool Jewels evaluation as docs/par/cool-jewels.md states it (Rules; D2 to D13) and
 * docs/outcome-format-cool-jewels.md ("Evaluation", "Pays, in pay order"): groups, expired
 * Persisting Wilds, Pink, Wild Pairs, the activated Wilds in turn, then the pays in pay order.
 */
final class CjEvaluation {
    static final int PREMIUM = 8;
    static final int BONUS = 9;
    static final int UNSTABLE = 10;
    static final int SHATTERING = 11;
    static final int SHOCKING = 12;
    static final int PERSISTING = 13;
    static final String[] ENHANCEMENTS = {"PINK_WATERMARK", "GREEN_WATERMARK", "BLUE_WATERMARK"};

    private final ParMath math;
    private final Grid grid;
    private final int minGroup;
    private final long premiumX;
    private final long blueX;
    private final int[] sliceEnds;
    private final int[] values;

    /** What an evaluation leaves for the game: its JSON and what carries to the next one. */
    static final class Result {
        Map<String, Object> json;
        boolean[] destroyed;
        boolean[] activatedCells;
        boolean[][] newMarks = new boolean[3][];
        boolean[] persistingMade;
        long pay;
        long bonusPay;
        int bonus;
        int premium;
        final List<Integer> activatedKinds = new ArrayList<>();
        final List<String> pairKinds = new ArrayList<>();
    }

    CjEvaluation(ParMath math, Grid grid) {
        this.math = math;
        this.grid = grid;
        minGroup = (int) math.number("group.min");
        premiumX = math.number("premium.multiplier");
        blueX = math.number("blueWatermark.multiplier");
        int[] slices = math.ints("meter.slices");
        sliceEnds = new int[slices.length];
        int sum = 0;
        for (int i = 0; i < slices.length; i++) {
            sum += slices[i];
            sliceEnds[i] = sum;
        }
        values = math.ints("meter.values");
    }

    static boolean wild(int s) {
        return s >= UNSTABLE;
    }

    private static boolean grouping(int s) {
        return s <= BONUS;
    }

    /** The section of the n-th destroyed symbol of a game (from 1). */
    int section(int slice) {
        for (int i = 0; i < sliceEnds.length; i++) {
            if (slice <= sliceEnds[i]) {
                return i + 1;
            }
        }
        return sliceEnds.length + 1;
    }

    int lastSlice() {
        return sliceEnds[sliceEnds.length - 1];
    }

    /** Top to bottom, then left to right. */
    private Comparator<Integer> payOrder() {
        return Comparator.<Integer>comparingInt(c -> -grid.row(c)).thenComparingInt(grid::column);
    }

    private List<Integer> sorted(boolean[] set) {
        List<Integer> list = new ArrayList<>();
        for (int c = 0; c < grid.size; c++) {
            if (set[c]) {
                list.add(c);
            }
        }
        list.sort(payOrder());
        return list;
    }

    private boolean[] pattern(int cell, int kind) {
        boolean[] p = new boolean[grid.size];
        int c0 = grid.column(cell);
        int r0 = grid.row(cell);
        for (int c = 0; c < grid.size; c++) {
            int dc = Math.abs(grid.column(c) - c0);
            int dr = Math.abs(grid.row(c) - r0);
            p[c] = switch (kind) {
                case SHATTERING -> dc == 0 || dr == 0;
                case SHOCKING -> dc == dr;
                default -> dc <= 1 && dr <= 1;
            };
        }
        return p;
    }

    private static Map<String, Object> marks(Grid grid, boolean[][] m) {
        return J.obj("pink", grid.cellsJson(m[0]), "green", grid.cellsJson(m[1]), "blue", grid.cellsJson(m[2]));
    }

    /**
     * Evaluates {@code board} under the watermarks in effect; {@code inWin} marks the Persisting
     * Wilds that have been in a win. Returns null when nothing is destroyed.
     */
    Result evaluate(int[] board, boolean[][] marks, boolean[] inWin, int[] slice, long betLevel) {
        boolean[] green = marks[1];
        List<Object> groups = new ArrayList<>();
        boolean[] inGroup = new boolean[grid.size];
        for (int s = 0; s <= BONUS; s++) {
            final int symbol = s;
            boolean[] seen = new boolean[grid.size];
            for (int start = 0; start < grid.size; start++) {
                if (board[start] != s || seen[start]) {
                    continue;
                }
                int[] cells = grid.component(start,
                        c -> board[c] == symbol || wild(board[c]) || (green[c] && grouping(board[c])), seen);
                if (cells.length >= minGroup) {
                    groups.add(J.obj("symbol", math.symbols.get(s), "size", cells.length, "cells", grid.cellsJson(cells)));
                    for (int c : cells) {
                        inGroup[c] = true;
                    }
                }
            }
        }
        boolean[] destroyed = new boolean[grid.size];
        int[] cause = new int[grid.size]; // 0 group, 1 expired, 2 pink, 3 + i wild i
        boolean[] groupDestroyed = new boolean[grid.size];
        boolean[] expired = new boolean[grid.size];
        boolean[] activated = new boolean[grid.size];
        for (int c = 0; c < grid.size; c++) {
            activated[c] = inGroup[c] && wild(board[c]);
            groupDestroyed[c] = inGroup[c] && !wild(board[c]);
            expired[c] = board[c] == PERSISTING && inWin[c] && !inGroup[c];
            destroyed[c] = groupDestroyed[c] || expired[c];
            cause[c] = expired[c] ? 1 : 0;
        }
        boolean[] pinkDestroyed = new boolean[grid.size];
        for (int c = 0; c < grid.size; c++) {
            if (marks[0][c] && !destroyed[c] && !activated[c]) {
                pinkDestroyed[c] = true;
                destroyed[c] = true;
                cause[c] = 2;
            }
        }
        Result result = new Result();
        result.newMarks = new boolean[][] {new boolean[grid.size], new boolean[grid.size], new boolean[grid.size]};
        result.persistingMade = new boolean[grid.size];
        List<Object> pairs = pairs(board, activated, result);
        List<Object> wilds = new ArrayList<>();
        List<List<Integer>> wildDestroyed = new ArrayList<>();
        for (int cell : sorted(activated)) {
            int kind = board[cell];
            boolean[] p = pattern(cell, kind);
            boolean consumed = kind == PERSISTING ? grid.row(cell) == 0 : !result.persistingMade[cell];
            boolean[] mine = new boolean[grid.size];
            for (int c = 0; c < grid.size; c++) {
                if ((p[c] && !destroyed[c] && !activated[c]) || (c == cell && consumed)) {
                    mine[c] = true;
                    destroyed[c] = true;
                    cause[c] = 3 + wilds.size();
                }
            }
            result.activatedKinds.add(kind);
            wildDestroyed.add(sorted(mine));
            wilds.add(J.obj("cell", grid.cellJson(cell), "symbol", math.symbols.get(kind), "pattern", grid.cellsJson(p),
                    "destroyed", grid.cellsJson(mine), "consumed", consumed));
        }
        boolean any = false;
        for (boolean d : destroyed) {
            any |= d;
        }
        if (!any) {
            return null;
        }
        // Pay order (D6): unmultiplied step by step, then multiplied, then Premium 10x on a watermark.
        List<Integer> order = new ArrayList<>();
        List<Integer> multiplied = new ArrayList<>();
        List<Integer> premiumMarked = new ArrayList<>();
        List<List<Integer>> steps = new ArrayList<>();
        boolean[] groupStep = groupDestroyed.clone();
        for (int c = 0; c < grid.size; c++) {
            groupStep[c] |= expired[c];
        }
        steps.add(sorted(groupStep));
        steps.add(sorted(pinkDestroyed));
        steps.addAll(wildDestroyed);
        for (List<Integer> step : steps) {
            for (int c : step) {
                if (multiplier(board, marks, c) == 1) {
                    order.add(c);
                } else if (board[c] == PREMIUM && (marks[0][c] || marks[1][c] || marks[2][c])) {
                    premiumMarked.add(c);
                } else {
                    multiplied.add(c);
                }
            }
        }
        multiplied.sort(payOrder());
        premiumMarked.sort(payOrder());
        order.addAll(multiplied);
        order.addAll(premiumMarked);
        List<Object> pays = new ArrayList<>();
        for (int c : order) {
            slice[0]++;
            int section = section(slice[0]);
            long m = multiplier(board, marks, c);
            long pay = values[section - 1] * betLevel * m;
            result.pay += pay;
            result.bonus += board[c] == BONUS ? 1 : 0;
            result.premium += board[c] == PREMIUM ? 1 : 0;
            String causeName = cause[c] == 0 ? "GROUP" : cause[c] == 1 ? "PERSISTING_EXPIRED"
                    : cause[c] == 2 ? "PINK_WATERMARK" : "WILD";
            Map<String, Object> entry = J.obj("cell", grid.cellJson(c), "symbol", math.symbols.get(board[c]),
                    "cause", causeName);
            if (cause[c] >= 3) {
                entry.put("wild", (long) (cause[c] - 3));
            }
            entry.put("slice", (long) slice[0]);
            entry.put("section", (long) section);
            entry.put("multiplier", m);
            entry.put("pay", pay);
            pays.add(entry);
            if (board[c] == BONUS) {
                result.bonusPay += pay;
            }
        }
        result.destroyed = destroyed;
        result.activatedCells = activated;
        result.json = J.obj("board", grid.boardJson(board, math.symbols), "watermarks", marks(grid, marks),
                "groups", groups, "groupDestroyed", grid.cellsJson(groupDestroyed), "expired", grid.cellsJson(expired),
                "pinkDestroyed", grid.cellsJson(pinkDestroyed), "wilds", wilds, "pairs", pairs,
                "newWatermarks", marks(grid, result.newMarks), "persistingMade", grid.cellsJson(result.persistingMade),
                "destroyed", grid.cellsJson(destroyed), "pays", pays, "pay", result.pay, "bonus", result.bonus);
        return result;
    }

    private long multiplier(int[] board, boolean[][] marks, int c) {
        return (board[c] == PREMIUM ? premiumX : 1) * (marks[2][c] ? blueX : 1);
    }

    /** Wild Pairs (D10): rows top to bottom, each scanned left to right. */
    private List<Object> pairs(int[] board, boolean[] activated, Result result) {
        List<Object> pairs = new ArrayList<>();
        int columns = grid.heights.length;
        for (int r = grid.heights[0] - 1; r >= 0; r--) {
            for (int c = 0; c + 1 < columns; c++) {
                int left = grid.cell(c, r);
                int right = grid.cell(c + 1, r);
                int a = board[left];
                int b = board[right];
                if (!activated[left] || !activated[right] || a == PERSISTING || b == PERSISTING) {
                    continue;
                }
                boolean[] spaces;
                String enhancement;
                if (a == b) {
                    enhancement = "PERSISTING_WILDS";
                    spaces = new boolean[grid.size];
                    spaces[left] = true;
                    spaces[right] = true;
                    result.persistingMade[left] = true;
                    result.persistingMade[right] = true;
                } else {
                    int kinds = (1 << (a - UNSTABLE)) | (1 << (b - UNSTABLE));
                    int colour = kinds == 3 ? 0 : kinds == 5 ? 1 : 2;
                    int source = colour == 0 ? UNSTABLE : colour == 1 ? SHOCKING : SHATTERING;
                    enhancement = ENHANCEMENTS[colour];
                    spaces = pattern(a == source ? left : right, source);
                    for (int i = 0; i < grid.size; i++) {
                        result.newMarks[colour][i] |= spaces[i];
                    }
                }
                result.pairKinds.add(math.symbols.get(a) + "+" + math.symbols.get(b));
                pairs.add(J.obj("left", grid.cellJson(left), "right", grid.cellJson(right),
                        "leftSymbol", math.symbols.get(a), "rightSymbol", math.symbols.get(b),
                        "enhancement", enhancement, "spaces", grid.cellsJson(spaces)));
                c++;
            }
        }
        return pairs;
    }
}
