package io.opencab.tests.replayer;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Christmas Tree from docs/par/christmas-tree.md ("Draw sequence", "Win cap", "Decisions") and
 * docs/outcome-format-christmas-tree.md: a tree of columns with cascades, the Snowman, Blizzards,
 * the Miracle and 5 Free Spins on a multiplier ladder; every amount credited through the cap.
 */
final class ChristmasTreeReplayer implements GameReplayer {
    private final ParMath math;
    private final Grid grid;
    private final long[][] pays;
    private final int[] paying;
    private final int wild;
    private final int lowestHigh;
    private final int minCluster;
    private final long coinsPerLevel;
    private final long capX;
    private final int maxSteps;
    private final int minCascades;
    private final int freeSpins;
    private final int[] ladder;

    ChristmasTreeReplayer(ParMath math) {
        this.math = math;
        grid = new Grid(math.ints("grid.columnHeights"));
        wild = math.symbol("WILD");
        lowestHigh = math.symbol("ANGEL");
        paying = ParMath.ids(wild);
        pays = math.paytable(wild, grid.size);
        minCluster = (int) math.number("cluster.min");
        coinsPerLevel = math.number("bet.coinsPerLevel");
        capX = math.number("cap.x");
        maxSteps = (int) math.number("limits.maxStepsPerSpin");
        minCascades = (int) math.number("miracle.minCascades");
        freeSpins = (int) math.number("freeSpins.count");
        ladder = math.ints("freeSpins.multipliers");
    }

    /** The round's running state: what was credited to each source, through the cap. */
    private static final class Round {
        final long betLevel;
        final long bet;
        final long cap;
        final long[] sources = new long[6]; // base, snowman, blizzard, miracleBetWin, miracleMultiplier, freeSpins
        long total;
        boolean capped;
        int paidFreeCascades;

        Round(long betLevel, long bet, long cap) {
            this.betLevel = betLevel;
            this.bet = bet;
            this.cap = cap;
        }

        void credit(int source, long amount) {
            long fits = Math.min(amount, cap - total);
            sources[source] += fits;
            total += fits;
            if (total >= cap) {
                capped = true;
            }
        }
    }

    @Override
    public Map<String, Object> replay(long betLevel, DrawTape draws) {
        long bet = coinsPerLevel * betLevel;
        Round round = new Round(betLevel, bet, capX * bet);
        boolean snowman = draws.chance("snowman.chancePpm");
        Spin regular = spin(draws, round, false, snowman);
        Object miracle = null;
        List<Object> free = new ArrayList<>();
        if (regular.cascades >= minCascades && !round.capped && !regular.stepLimited) {
            String kind = draws.name("miracle.kindWeights");
            long value;
            long pay;
            switch (kind) {
                case "BET_WIN" -> {
                    value = draws.value("miracle.betWin");
                    pay = value * bet;
                    round.credit(3, pay);
                }
                case "MULTIPLIER" -> {
                    value = draws.value("miracle.multiplier");
                    pay = regular.win * (value - 1);
                    round.credit(4, pay);
                }
                case "FREE_SPINS" -> {
                    value = freeSpins;
                    pay = 0;
                }
                default -> throw new ReplayException("unknown Miracle kind " + kind);
            }
            miracle = J.obj("kind", kind, "value", value, "pay", pay);
            if (kind.equals("FREE_SPINS")) {
                for (int i = 0; i < freeSpins && !round.capped; i++) {
                    free.add(spin(draws, round, true, true).json);
                }
            }
        }
        long[] s = round.sources;
        return J.obj("format", "opencab.outcome/1", "game", math.game, "betLevel", betLevel, "bet", bet,
                "totalWin", round.total, "capped", round.capped,
                "grid", J.grid(grid.heights, "down each column; refill from the top"),
                "regular", regular.json, "miracle", miracle, "freeSpins", free,
                "sourceWins", J.obj("base", s[0], "snowman", s[1], "blizzard", s[2], "miracleBetWin", s[3],
                        "miracleMultiplier", s[4], "freeSpins", s[5]));
    }

    private static final class Spin {
        Map<String, Object> json;
        int cascades;
        long win;
        boolean stepLimited;
    }

    private Spin spin(DrawTape draws, Round round, boolean isFree, boolean snowman) {
        String reel = isFree ? "reel.free" : "reel.base";
        int[] drawn = new int[grid.size];
        for (int c = 0; c < grid.size; c++) {
            drawn[c] = math.symbol(draws.name(reel));
        }
        int[] board = drawn.clone();
        int snowSymbol = -1;
        Object snowJson = null;
        if (snowman) {
            List<Integer> targets = new ArrayList<>();
            for (int c = 0; c < grid.size; c++) {
                if (drawn[c] < lowestHigh) {
                    targets.add(c);
                }
            }
            if (targets.isEmpty()) {
                snowSymbol = math.symbol(draws.name("snowman.symbolWeights"));
                snowJson = J.obj("symbol", math.symbols.get(snowSymbol), "cell", null);
            } else {
                int cell = targets.get(draws.pick("snowman.cell", targets.size()));
                snowSymbol = drawn[cell];
                snowJson = J.obj("symbol", math.symbols.get(snowSymbol), "cell", grid.cellJson(cell));
                for (int c = 0; c < grid.size; c++) {
                    board[c] = board[c] == snowSymbol ? wild : board[c];
                }
            }
        }
        List<Object> start = grid.boardJson(board, math.symbols);
        Spin spin = new Spin();
        List<Object> steps = new ArrayList<>();
        boolean blizzardSinceCascade = false;
        boolean blizzardInSpin = false;
        final int snow = snowSymbol;
        while (true) {
            if (steps.size() >= maxSteps) {
                spin.stepLimited = true;
                break;
            }
            int[] current = board;
            List<Clusters.Cluster> clusters = Clusters.find(grid, current, paying, c -> current[c] == wild, minCluster);
            if (!clusters.isEmpty()) {
                long multiplier = isFree ? rung(round.paidFreeCascades++) : 1;
                List<Object> clusterJson = new ArrayList<>();
                boolean[] removed = new boolean[grid.size];
                long sum = 0;
                for (Clusters.Cluster cl : clusters) {
                    long p = pays[cl.symbol()][cl.size()] * round.betLevel;
                    sum += p;
                    clusterJson.add(J.obj("symbol", math.symbols.get(cl.symbol()), "size", cl.size(),
                            "cells", grid.cellsJson(cl.cells()), "pay", p));
                    for (int c : cl.cells()) {
                        removed[c] = true;
                    }
                }
                long pay = sum * multiplier;
                board = fallAndRefill(draws, board, removed, reel, snow);
                steps.add(J.obj("type", "cascade", "clusters", clusterJson, "removed", grid.cellsJson(removed),
                        "multiplier", multiplier, "pay", pay, "after", grid.boardJson(board, math.symbols)));
                spin.cascades++;
                spin.win += pay;
                round.credit(isFree ? 5 : blizzardInSpin ? 2 : snowman ? 1 : 0, pay);
                blizzardSinceCascade = false;
                if (round.capped) {
                    break;
                }
            } else if (!blizzardSinceCascade && draws.chance("blizzard.chancePpm")) {
                int n = (int) draws.value("blizzard.count");
                int[] places = new int[grid.size];
                for (int i = 0; i < grid.size; i++) {
                    places[i] = i;
                }
                int[] cells = new int[n];
                for (int k = 0; k < n; k++) {
                    int j = k + draws.pick("blizzard.cell", grid.size - k);
                    int t = places[k];
                    places[k] = places[j];
                    places[j] = t;
                    cells[k] = places[k];
                }
                int revealed = math.symbol(draws.name("mystery.revealWeights"));
                board = board.clone();
                for (int c : cells) {
                    board[c] = revealed == snow ? wild : revealed;
                }
                steps.add(J.obj("type", "blizzard", "cells", grid.cellsJson(cells),
                        "revealed", math.symbols.get(revealed), "after", grid.boardJson(board, math.symbols)));
                blizzardSinceCascade = true;
                blizzardInSpin = true;
            } else {
                break;
            }
        }
        spin.json = J.obj("free", isFree, "snowman", snowJson, "drawn", grid.boardJson(drawn, math.symbols),
                "start", start, "steps", steps, "cascades", spin.cascades, "win", spin.win,
                "stepLimited", spin.stepLimited);
        return spin;
    }

    /** The Free Spins multiplier of the k-th paying cascade (k from 0), past the ladder +step. */
    private long rung(int k) {
        int last = ladder.length - 1;
        if (k <= last) {
            return ladder[k];
        }
        long step = ladder[last] - ladder[last - 1];
        return ladder[last] + step * (k - last);
    }

    /** Survivors fall down their column; the emptied top cells are drawn anew in cell order. */
    private int[] fallAndRefill(DrawTape draws, int[] board, boolean[] removed, String reel, int snow) {
        int[] next = new int[grid.size];
        for (int col = 0; col < grid.heights.length; col++) {
            int r = 0;
            for (int row = 0; row < grid.heights[col]; row++) {
                int cell = grid.cell(col, row);
                if (!removed[cell]) {
                    next[grid.cell(col, r++)] = board[cell];
                }
            }
            for (; r < grid.heights[col]; r++) {
                int s = math.symbol(draws.name(reel));
                next[grid.cell(col, r)] = s == snow ? wild : s;
            }
        }
        return next;
    }
}
