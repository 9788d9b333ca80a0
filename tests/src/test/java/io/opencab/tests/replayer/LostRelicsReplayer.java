package io.opencab.tests.replayer;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Lost Relics from docs/par/lost-relics.md ("Draw sequence", "Rule decisions") and
 * docs/outcome-format-lost-relics.md: a 5 x 5 board landed with stacks, random features in
 * passes, Free Spins with Hidden Chests.
 */
final class LostRelicsReplayer implements GameReplayer {
    private final ParMath math;
    private final Grid grid;
    private final long[][] pays;
    private final int[] paying;
    private final int wild;
    private final int scatter;
    private final int minCluster;
    private final long coinsPerLevel;
    private final int[] scatterReels;
    private final int maxInstances;
    private final int extraWilds;
    private final int wildLimit;
    private final int scattersForFree;
    private final int freeSpins;
    private final int smallOrMediumChests;
    private final int maxExtraSpins;
    private final int maxStickyWilds;

    LostRelicsReplayer(ParMath math) {
        this.math = math;
        grid = new Grid(math.ints("grid.columnHeights"));
        wild = math.symbol("WILD");
        scatter = math.symbol("SCATTER");
        paying = ParMath.ids(wild);
        pays = math.paytable(wild, grid.size);
        minCluster = (int) math.number("cluster.min");
        coinsPerLevel = math.number("bet.coinsPerLevel");
        scatterReels = math.ints("scatter.reels");
        maxInstances = (int) math.number("features.maxInstances");
        extraWilds = (int) math.number("features.extraWilds");
        wildLimit = (int) math.number("features.wildLimit");
        scattersForFree = (int) math.number("freeSpins.scatters");
        freeSpins = (int) math.number("freeSpins.count");
        smallOrMediumChests = (int) math.number("chest.smallOrMediumChests");
        maxExtraSpins = (int) math.number("chest.maxExtraSpins");
        maxStickyWilds = (int) math.number("chest.maxStickyWilds");
    }

    @Override
    public Map<String, Object> replay(long betLevel, DrawTape draws) {
        long bet = coinsPerLevel * betLevel;
        // Main game, step 1: the board, reel by reel, then the Scatter row on reels 1, 3, 5.
        int[] drawn = land(draws, "reel.base.weights", true);
        int landed = 0;
        for (int s : drawn) {
            landed += s == scatter ? 1 : 0;
        }
        int[] board = drawn.clone();
        // Step 2: random features in passes.
        List<Object> features = new ArrayList<>();
        int collected = landed;
        long coinWin = 0;
        int instances = 0;
        boolean[] queued = new boolean[grid.size];
        List<Integer> pass = newPassCells(board, queued);
        while (!pass.isEmpty() && instances < maxInstances) {
            for (int cell : pass) {
                if (instances >= maxInstances) {
                    break;
                }
                if (!draws.chance("features.hiddenChancePpm")) {
                    continue;
                }
                instances++;
                boolean[] inCluster = winningCells(board);
                List<Integer> allowed = new ArrayList<>();
                int wilds = 0;
                for (int c = 0; c < grid.size; c++) {
                    wilds += board[c] == wild ? 1 : 0;
                    if (!inCluster[c] && board[c] != scatter && board[c] != wild) {
                        allowed.add(c);
                    }
                }
                boolean wildOk = wilds + extraWilds <= wildLimit && allowed.size() >= extraWilds;
                boolean scatterOk = collected < scattersForFree;
                String kind = draws.name(without("features.kindWeights",
                        wildOk ? null : "EXTRA_WILD", scatterOk ? null : "EXTRA_SCATTER"));
                String symbol = math.symbols.get(board[cell]);
                switch (kind) {
                    case "COIN_WIN" -> {
                        long x = draws.value("features.coinWinX");
                        coinWin += x * bet;
                        features.add(J.obj("kind", kind, "cell", grid.cellJson(cell), "symbol", symbol,
                                "coinX", x, "pay", x * bet, "scattersAfter", collected));
                    }
                    case "EXTRA_WILD" -> {
                        int[] placed = new int[extraWilds];
                        for (int k = 0; k < extraWilds; k++) {
                            placed[k] = allowed.remove(draws.pick("extraWild.cell", allowed.size()));
                            board[placed[k]] = wild;
                        }
                        features.add(J.obj("kind", kind, "cell", grid.cellJson(cell), "symbol", symbol,
                                "wildCells", grid.cellsJson(placed), "scattersAfter", collected));
                    }
                    case "EXTRA_SCATTER" -> {
                        collected++;
                        features.add(J.obj("kind", kind, "cell", grid.cellJson(cell), "symbol", symbol,
                                "scatterAwarded", 1L, "scattersAfter", collected));
                    }
                    default -> throw new ReplayException("unknown feature kind " + kind);
                }
            }
            pass = newPassCells(board, queued);
        }
        List<Object> clusters = new ArrayList<>();
        long basePay = pay(board, betLevel, clusters, null);
        Map<String, Object> main = J.obj("drawn", grid.boardJson(drawn, math.symbols),
                "features", features, "board", grid.boardJson(board, math.symbols), "clusters", clusters,
                "landedScatters", landed, "scatters", collected, "pay", basePay, "coinWin", coinWin);
        FreeSpins free = new FreeSpins();
        if (collected >= scattersForFree) {
            free.play(draws, betLevel, bet);
        }
        return J.obj("format", "opencab.outcome/1", "game", math.game, "betLevel", betLevel, "bet", bet,
                "totalWin", basePay + coinWin + free.pay + free.coinWin, "capped", false,
                "grid", J.grid(grid.heights, "none: no cascades"), "main", main,
                "freeSpins", free.json(collected >= scattersForFree),
                "sourceWins", J.obj("base", basePay, "coinWin", coinWin, "freeSpins", free.pay,
                        "chestCoinWin", free.coinWin));
    }

    /** A table's label, or its published variant without the kinds that cannot be drawn. */
    private static String without(String label, String... kinds) {
        List<String> out = new ArrayList<>();
        for (String k : kinds) {
            if (k != null) {
                out.add(k);
            }
        }
        return out.isEmpty() ? label : label + " without " + String.join(", ", out);
    }

    /** One draw per cell, reel by reel, bottom to top, REPEAT copying the cell below. */
    private int[] land(DrawTape draws, String table, boolean scatters) {
        int[] board = new int[grid.size];
        for (int c = 0; c < grid.heights.length; c++) {
            for (int r = 0; r < grid.heights[c]; r++) {
                String name = draws.name(r == 0 ? table : table + "+repeat");
                board[grid.cell(c, r)] = name.equals("REPEAT") ? board[grid.cell(c, r - 1)] : math.symbol(name);
            }
            if (scatters && contains(scatterReels, c + 1)) {
                String row = draws.name("scatter.rowWeights");
                if (row.startsWith("ROW_")) {
                    board[grid.cell(c, Integer.parseInt(row.substring(4)))] = scatter;
                }
            }
        }
        return board;
    }

    private static boolean contains(int[] values, int v) {
        for (int x : values) {
            if (x == v) {
                return true;
            }
        }
        return false;
    }

    private boolean[] winningCells(int[] board) {
        boolean[] in = new boolean[grid.size];
        for (Clusters.Cluster cl : Clusters.find(grid, board, paying, c -> board[c] == wild, minCluster)) {
            for (int c : cl.cells()) {
                in[c] = true;
            }
        }
        return in;
    }

    /** The regular-symbol cells of winning clusters in no pass yet, in cell order; marks them. */
    private List<Integer> newPassCells(int[] board, boolean[] queued) {
        boolean[] in = winningCells(board);
        List<Integer> cells = new ArrayList<>();
        for (int c = 0; c < grid.size; c++) {
            if (in[c] && !queued[c] && board[c] != wild && board[c] != scatter) {
                queued[c] = true;
                cells.add(c);
            }
        }
        return cells;
    }

    /** Pays every winning cluster into {@code out}; marks their cells in {@code uncovered}. */
    private long pay(int[] board, long betLevel, List<Object> out, boolean[] uncovered) {
        long total = 0;
        for (Clusters.Cluster cl : Clusters.find(grid, board, paying, c -> board[c] == wild, minCluster)) {
            long p = pays[cl.symbol()][cl.size()] * betLevel;
            total += p;
            out.add(J.obj("symbol", math.symbols.get(cl.symbol()), "size", cl.size(),
                    "cells", grid.cellsJson(cl.cells()), "pay", p));
            if (uncovered != null) {
                for (int c : cl.cells()) {
                    uncovered[c] = true;
                }
            }
        }
        return total;
    }

    /** A Free Spins session (steps 4 to 7 of the draw sequence). */
    private final class FreeSpins {
        long pay;
        long coinWin;
        int played;
        int extra;
        final boolean[] sticky = new boolean[grid.size];
        final List<Object> spins = new ArrayList<>();
        int chestNumber;
        String chestType;
        int[] chestCells;

        void play(DrawTape draws, long betLevel, long bet) {
            hideChest(draws);
            boolean[] uncovered = new boolean[grid.size];
            for (int n = 1; n <= freeSpins + extra; n++) {
                played = n;
                int[] drawn = land(draws, "reel.free.weights", false);
                int[] board = drawn.clone();
                List<Object> stickyNow = grid.cellsJson(sticky);
                for (int c = 0; c < grid.size; c++) {
                    board[c] = sticky[c] ? wild : board[c];
                }
                List<Object> clusters = new ArrayList<>();
                long spinPay = pay(board, betLevel, clusters, uncovered);
                pay += spinPay;
                Map<String, Object> chest = chestJson();
                boolean found = true;
                for (int c : chestCells) {
                    found &= uncovered[c];
                }
                List<Object> uncoveredJson = grid.cellsJson(uncovered);
                Object chestFound = null;
                if (found) {
                    chestFound = open(draws, bet);
                    uncovered = new boolean[grid.size];
                    hideChest(draws);
                }
                spins.add(J.obj("number", n, "drawn", grid.boardJson(drawn, math.symbols), "sticky", stickyNow,
                        "board", grid.boardJson(board, math.symbols), "clusters", clusters, "pay", spinPay,
                        "chest", chest, "uncovered", uncoveredJson, "chestFound", chestFound));
            }
        }

        private Map<String, Object> chestJson() {
            return J.obj("number", chestNumber, "type", chestType, "cells", grid.cellsJson(chestCells));
        }

        private void hideChest(DrawTape draws) {
            chestNumber++;
            chestType = draws.name(chestNumber <= smallOrMediumChests ? "chest.firstTwoWeights" : "chest.typeWeights");
            int[] size = math.ints("chest." + chestType.toLowerCase() + ".size");
            List<Integer> places = new ArrayList<>();
            for (int c = 0; c + size[0] <= grid.heights.length; c++) {
                for (int r = 0; r + size[1] <= grid.heights[c]; r++) {
                    places.add(grid.cell(c, r));
                }
            }
            int corner = places.get(draws.pick("chest.place", places.size()));
            chestCells = new int[size[0] * size[1]];
            int k = 0;
            for (int dc = 0; dc < size[0]; dc++) {
                for (int dr = 0; dr < size[1]; dr++) {
                    chestCells[k++] = grid.cell(grid.column(corner) + dc, grid.row(corner) + dr);
                }
            }
        }

        private Map<String, Object> open(DrawTape draws, long bet) {
            String prefix = "chest." + chestType.toLowerCase() + ".";
            long count = draws.value(prefix + "count");
            int minExtra = (int) math.number(prefix + "minExtraSpins");
            int maxSticky = (int) math.number(prefix + "maxStickyWilds");
            List<Object> grants = new ArrayList<>();
            int extraHere = 0;
            int stickyHere = 0;
            List<Integer> stickyCells = new ArrayList<>();
            long coins = 0;
            for (int k = 0; k < count; k++) {
                String kind;
                if (k < minExtra && extra < maxExtraSpins) {
                    kind = "EXTRA_FREE_SPIN";
                } else {
                    int onReels = 0;
                    for (boolean s : sticky) {
                        onReels += s ? 1 : 0;
                    }
                    boolean extraOk = extra < maxExtraSpins;
                    boolean stickyOk = stickyHere < maxSticky && onReels < maxStickyWilds;
                    kind = draws.name(without(prefix + "kindWeights",
                            extraOk ? null : "EXTRA_FREE_SPIN", stickyOk ? null : "STICKY_WILD"));
                }
                switch (kind) {
                    case "EXTRA_FREE_SPIN" -> {
                        extra++;
                        extraHere++;
                        grants.add(J.obj("kind", kind, "spins", 1L));
                    }
                    case "STICKY_WILD" -> {
                        List<Integer> free = new ArrayList<>();
                        for (int c = 0; c < grid.size; c++) {
                            if (!sticky[c]) {
                                free.add(c);
                            }
                        }
                        int cell = free.get(draws.pick("stickyWild.cell", free.size()));
                        sticky[cell] = true;
                        stickyHere++;
                        stickyCells.add(cell);
                        grants.add(J.obj("kind", kind, "cell", grid.cellJson(cell)));
                    }
                    case "COIN_WIN" -> {
                        long x = draws.value("chest.coinWinX");
                        coins += x * bet;
                        grants.add(J.obj("kind", kind, "coinX", x, "pay", x * bet));
                    }
                    default -> throw new ReplayException("unknown chest grant " + kind);
                }
            }
            coinWin += coins;
            return J.obj("grants", grants, "extraFreeSpins", extraHere,
                    "stickyWilds", grid.cellsJson(stickyCells.stream().mapToInt(Integer::intValue).toArray()),
                    "coinWin", coins);
        }

        Map<String, Object> json(boolean triggered) {
            return J.obj("triggered", triggered, "played", played, "extraFreeSpins", extra,
                    "stickyWilds", grid.cellsJson(sticky), "spins", spins,
                    "lastChest", triggered ? chestJson() : null);
        }
    }
}
