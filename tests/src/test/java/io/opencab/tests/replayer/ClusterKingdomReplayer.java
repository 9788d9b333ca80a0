package io.opencab.tests.replayer;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Cluster Kingdom's flow from docs/par/cluster-kingdom.md ("Draw sequence", "Rule decisions")
 * and docs/outcome-format-cluster-kingdom.md: the base drop with Sticky Redrops, the royals, the
 * evaluations until one pays nothing, and the bonus's free drops; every amount through the cap.
 */
final class ClusterKingdomReplayer implements GameReplayer {
    private static final String[] SOURCES = {"base", "stickyRedrops", "miniBonus", "bonus", "superBonus"};
    private final ParMath math;
    private final Grid grid;
    private final long[][] pays;
    private final int minCluster;
    private final long coinsPerLevel;
    private final long capX;
    private final int maxFreeDrops;

    ClusterKingdomReplayer(ParMath math) {
        this.math = math;
        grid = new Grid(math.ints("grid.columnHeights"));
        pays = math.paytable(CkBoard.CASTLE + 1, grid.size);
        minCluster = (int) math.number("cluster.min");
        coinsPerLevel = math.number("bet.coinsPerLevel");
        capX = math.number("cap.x");
        maxFreeDrops = (int) math.number("bonus.maxFreeDrops");
    }

    private final class Round {
        final DrawTape draws;
        final long betLevel;
        final long cap;
        final CkBoard board = new CkBoard(math, grid, pays, minCluster);
        final long[] sources = new long[SOURCES.length];
        long total;
        boolean capped;

        Round(DrawTape draws, long betLevel, long bet) {
            this.draws = draws;
            this.betLevel = betLevel;
            this.cap = capX * bet;
        }

        void credit(int source, long amount) {
            long fits = Math.min(amount, cap - total);
            sources[source] += fits;
            total += fits;
            capped |= total >= cap;
        }
    }

    @Override
    public Map<String, Object> replay(long betLevel, DrawTape draws) {
        long bet = coinsPerLevel * betLevel;
        Round round = new Round(draws, betLevel, bet);
        String[] trigger = new String[1];
        Map<String, Object> base = drop(round, null, trigger);
        String bonus = trigger[0];
        List<Object> freeDrops = new ArrayList<>();
        List<Object> retriggers = new ArrayList<>();
        if (bonus != null) {
            int planned = Math.min(maxFreeDrops, drops(bonus));
            for (int i = 0; i < planned && !round.capped; i++) {
                freeDrops.add(drop(round, bonus, trigger));
                if (trigger[0] != null) {
                    int awarded = Math.min(drops(trigger[0]), maxFreeDrops - planned);
                    planned += awarded;
                    retriggers.add(J.obj("drop", i, "type", trigger[0], "awarded", awarded));
                }
            }
        }
        Map<String, Object> sourceWins = J.obj();
        for (int i = 0; i < SOURCES.length; i++) {
            sourceWins.put(SOURCES[i], round.sources[i]);
        }
        return J.obj("format", "opencab.outcome/1", "game", math.game, "betLevel", betLevel, "bet", bet,
                "totalWin", round.total, "capped", round.capped,
                "grid", J.grid(grid.heights, "down each column; refill from the top"),
                "base", base, "bonus", bonus, "freeDrops", freeDrops, "retriggers", retriggers,
                "sourceWins", sourceWins);
    }

    private int drops(String tier) {
        return (int) math.number("bonus." + tier.toLowerCase() + ".drops");
    }

    /** One drop: the landing, Sticky Redrops (base only), the evaluations; its trigger. */
    private Map<String, Object> drop(Round round, String bonus, String[] trigger) {
        CkBoard b = round.board;
        DrawTape draws = round.draws;
        String table = bonus == null ? "board.base" : "board.bonus";
        String royalTable = bonus == null ? "royal.base" : "royal.bonus";
        for (int c = 0; c < grid.size; c++) {
            if (bonus == null || b.sym[c] != CkBoard.MW) {
                b.sym[c] = CkBoard.EMPTY;
                b.value[c] = 0;
            }
        }
        List<Integer> justDrawn = new ArrayList<>();
        for (int c = 0; c < grid.size; c++) {
            if (b.sym[c] != CkBoard.MW) {
                b.drawCell(draws, table, c);
                justDrawn.add(c);
            }
        }
        List<Integer> pending = new ArrayList<>();
        int landed = b.landRoyal(draws, royalTable, justDrawn);
        Object royalLanded = b.royalJson(landed);
        if (landed >= 0) {
            pending.add(b.sym[landed]);
        }
        Map<String, Object> drawn = b.json();
        List<Object> steps = new ArrayList<>();
        boolean redrops = bonus == null && draws.chance("redrops.chancePpm") && redrop(round, steps, pending);
        int source = bonus == null ? (redrops ? 1 : 0) : bonus.equals("MINI") ? 2 : bonus.equals("BONUS") ? 3 : 4;
        boolean grows = "MINI".equals(bonus) || "SUPER".equals(bonus);
        int cascades = 0;
        long win = 0;
        while (true) {
            actRoyals(round, steps, pending);
            for (Map<String, Object> m = b.mergeOnce(); m != null; m = b.mergeOnce()) {
                steps.add(m);
            }
            List<CkBoard.Win> wins = b.evaluate(round.betLevel);
            if (wins.isEmpty()) {
                break;
            }
            long pay = CkBoard.total(wins);
            cascades++;
            win += pay;
            round.credit(source, pay);
            List<Object> clusters = new ArrayList<>();
            boolean[] removed = new boolean[grid.size];
            boolean[] grown = new boolean[grid.size];
            for (CkBoard.Win w : wins) {
                clusters.add(b.winJson(w));
                for (int c : w.cells()) {
                    removed[c] |= b.sym[c] != CkBoard.MW;
                    grown[c] |= grows && !round.capped && b.sym[c] == CkBoard.MW;
                }
                int kind = w.wildOnly() ? CkBoard.WILD : w.symbol();
                for (int c = 0; c < grid.size; c++) {
                    removed[c] |= b.sym[c] == kind;
                }
            }
            steps.add(J.obj("type", "cascade", "clusters", clusters, "pay", pay,
                    "removed", grid.cellsJson(removed), "grown", grid.cellsJson(grown)));
            if (round.capped) {
                trigger[0] = null;
                return dropJson(bonus, drawn, royalLanded, steps, cascades, win, null);
            }
            for (int c = 0; c < grid.size; c++) {
                b.value[c] += grown[c] ? 1 : 0;
                b.value[c] = Math.min(Integer.MAX_VALUE, b.value[c]);
                if (removed[c]) {
                    b.sym[c] = CkBoard.EMPTY;
                    b.value[c] = 0;
                }
            }
            int king = b.find(CkBoard.KING);
            if (king >= 0) {
                advance(b, CkBoard.PRINCESS, king, steps);
                advance(b, CkBoard.QUEEN, king, steps);
            }
            List<Integer> filled = b.fallAndReload(draws, table);
            int royal = b.landRoyal(draws, royalTable, filled);
            if (royal >= 0) {
                pending.add(b.sym[royal]);
            }
            steps.add(J.obj("type", "refill", "filled", grid.cellsJson(filled.stream().mapToInt(i -> i).toArray()),
                    "royalLanded", b.royalJson(royal), "after", b.json()));
        }
        trigger[0] = tier(b);
        return dropJson(bonus, drawn, royalLanded, steps, cascades, win, trigger[0]);
    }

    private static Map<String, Object> dropJson(String bonus, Object drawn, Object royalLanded, List<Object> steps,
            int cascades, long win, String trigger) {
        return J.obj("bonus", bonus, "drawn", drawn, "royalLanded", royalLanded, "steps", steps,
                "cascades", cascades, "win", win, "trigger", trigger);
    }

    /** Sticky Redrops (decision 15); true when at least one redrop was played. */
    private boolean redrop(Round round, List<Object> steps, List<Integer> pending) {
        CkBoard b = round.board;
        int chosen = -1;
        int most = 0;
        for (int s = 0; s <= CkBoard.CASTLE; s++) {
            int n = 0;
            for (int c = 0; c < grid.size; c++) {
                n += b.sym[c] == s ? 1 : 0;
            }
            if (n > 0 && n >= most) {
                most = n;
                chosen = s;
            }
        }
        if (chosen < 0) {
            return false;
        }
        for (int k = 0; k < grid.size; k++) {
            List<Integer> held = new ArrayList<>();
            List<Integer> redrawn = new ArrayList<>();
            for (int c = 0; c < grid.size; c++) {
                int s = b.sym[c];
                (s == chosen || CkBoard.wild(s) || CkBoard.royal(s) ? held : redrawn).add(c);
            }
            if (redrawn.isEmpty()) {
                break; // every cell is held: no redrop and no draw (found by replay, see the PAR's decision 15)
            }
            for (int c : redrawn) {
                b.drawCell(round.draws, "board.base", c);
            }
            int royal = b.landRoyal(round.draws, "royal.base", redrawn);
            if (royal >= 0) {
                pending.add(b.sym[royal]);
            }
            int matches = 0;
            for (int c : redrawn) {
                matches += b.sym[c] == chosen ? 1 : 0;
            }
            steps.add(J.obj("type", "redrop", "symbol", math.symbols.get(chosen),
                    "held", grid.cellsJson(held.stream().mapToInt(i -> i).toArray()),
                    "redrawn", grid.cellsJson(redrawn.stream().mapToInt(i -> i).toArray()),
                    "newMatches", matches, "royalLanded", b.royalJson(royal), "after", b.json()));
            if (matches == 0) {
                break;
            }
        }
        return true;
    }

    /** The royals that landed since the last evaluation act: King, Princess, Queen (decision 12). */
    private void actRoyals(Round round, List<Object> steps, List<Integer> pending) {
        CkBoard b = round.board;
        for (int royal : new int[] {CkBoard.KING, CkBoard.PRINCESS, CkBoard.QUEEN}) {
            int cell = pending.contains(royal) ? b.find(royal) : -1;
            if (cell < 0) {
                continue;
            }
            if (royal == CkBoard.KING) {
                int low = Integer.MAX_VALUE;
                int high = -1;
                for (int n : grid.neighbours(cell)) {
                    if (CkBoard.paying(b.sym[n])) {
                        low = Math.min(low, b.sym[n]);
                        high = Math.max(high, b.sym[n]);
                    }
                }
                if (high >= 0 && low != high) {
                    boolean[] cells = new boolean[grid.size];
                    for (int c = 0; c < grid.size; c++) {
                        if (b.sym[c] == low) {
                            cells[c] = true;
                            b.sym[c] = high;
                        }
                    }
                    steps.add(J.obj("type", "kingUpgrade", "king", grid.cellJson(cell), "from", math.symbols.get(low),
                            "to", math.symbols.get(high), "cells", grid.cellsJson(cells), "after", b.json()));
                }
            } else if (royal == CkBoard.PRINCESS) {
                int n = (int) round.draws.value("princess.wilds");
                List<Integer> places = new ArrayList<>();
                for (int c = 0; c < grid.size; c++) {
                    if (CkBoard.paying(b.sym[c])) {
                        places.add(c);
                    }
                }
                int k = Math.min(n, places.size());
                int[] chosen = new int[k];
                for (int i = 0; i < k; i++) {
                    int j = i + round.draws.pick("princess.cell", places.size() - i);
                    places.set(j, places.set(i, places.get(j)));
                    chosen[i] = places.get(i);
                }
                for (int c : chosen) {
                    b.sym[c] = CkBoard.WILD;
                }
                steps.add(J.obj("type", "princessWilds", "princess", grid.cellJson(cell),
                        "cells", grid.cellsJson(chosen), "after", b.json()));
            } else {
                int best = -1;
                long bestPay = -1;
                for (int n : grid.neighbours(cell)) {
                    if (CkBoard.royal(b.sym[n])) {
                        continue;
                    }
                    b.swap(cell, n);
                    long pay = CkBoard.total(b.evaluate(round.betLevel));
                    b.swap(cell, n);
                    if (pay > bestPay || (pay == bestPay && n < best)) {
                        bestPay = pay;
                        best = n;
                    }
                }
                if (best >= 0) {
                    String symbol = math.symbols.get(b.sym[best]);
                    b.swap(cell, best);
                    steps.add(J.obj("type", "queenSwap", "from", grid.cellJson(cell), "to", grid.cellJson(best),
                            "symbol", symbol, "after", b.json()));
                }
            }
        }
        pending.clear();
    }

    /** A royal's step toward the King after a win (decision 13). */
    private void advance(CkBoard b, int royal, int king, List<Object> steps) {
        int cell = b.find(royal);
        if (cell < 0) {
            return;
        }
        int dc = grid.column(king) - grid.column(cell);
        int dr = grid.row(king) - grid.row(cell);
        if (Math.abs(dc) + Math.abs(dr) <= 1) {
            return;
        }
        int byColumn = dc == 0 ? -1 : grid.cell(grid.column(cell) + Integer.signum(dc), grid.row(cell));
        int byRow = dr == 0 ? -1 : grid.cell(grid.column(cell), grid.row(cell) + Integer.signum(dr));
        boolean columnFirst = Math.abs(dc) >= Math.abs(dr);
        int first = columnFirst ? byColumn : byRow;
        int second = columnFirst ? byRow : byColumn;
        int target = first >= 0 && !CkBoard.royal(b.sym[first]) ? first
                : second >= 0 && !CkBoard.royal(b.sym[second]) ? second : -1;
        if (target < 0) {
            return;
        }
        b.swap(cell, target);
        steps.add(J.obj("type", "royalMove", "royal", math.symbols.get(royal), "from", grid.cellJson(cell),
                "to", grid.cellJson(target)));
    }

    /** The bonus tier the royals' places form (decision 14), or null. */
    private String tier(CkBoard b) {
        int k = b.find(CkBoard.KING);
        int q = b.find(CkBoard.QUEEN);
        int p = b.find(CkBoard.PRINCESS);
        boolean kq = touch(k, q);
        boolean kp = touch(k, p);
        boolean qp = touch(q, p);
        if ((kq ? 1 : 0) + (kp ? 1 : 0) + (qp ? 1 : 0) >= 2) {
            return "SUPER";
        }
        return kq ? "BONUS" : kp ? "MINI" : null;
    }

    private boolean touch(int a, int b) {
        if (a < 0 || b < 0) {
            return false;
        }
        for (int n : grid.neighbours(a)) {
            if (n == b) {
                return true;
            }
        }
        return false;
    }
}
