package io.opencab.app.reference;

import static io.opencab.app.reference.Plan.NO;
import static io.opencab.app.reference.Plan.YES;

import com.fasterxml.jackson.databind.JsonNode;
import io.opencab.app.AppException;
import io.opencab.engine.game.Game;
import io.opencab.engine.games.christmastree.ChristmasTree;
import io.opencab.engine.games.christmastree.CtSymbols;
import io.opencab.engine.grid.GridShape;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.BiFunction;

/**
 * Christmas Tree's reference rounds (docs/par/christmas-tree.md, "Reference rounds"). Boards are
 * planned cell by cell in cell order (column by column from the left, bottom to top). Two
 * constructions recur: an <em>all-clear</em> board, whose clusters cover every cell (so the whole
 * next board is drawn anew), and the <em>column-3 chain</em>: column 3's five lowest symbols are
 * PURPLE_BAUBLE on a board where no two touching cells match, so each cascade clears five cells of
 * column 3 and the five refilled ones can make the next cascade.
 */
final class CtReferences {
    private static final GridShape TREE = ChristmasTree.shape();
    private static final String PURPLE = "PURPLE_BAUBLE";
    private static final int LEVEL = 1;

    private CtReferences() {
    }

    static List<Reference> all() {
        return List.of(
            new Reference("ct-cap-regular", "The regular spin reaches the cap on a cascade of a full board of SANTA: that"
                + " cascade's refill is drawn and shown, its pay is cut to what fits, and nothing follows (no Blizzard"
                + " chance, no Miracle)", LEVEL, CtReferences::capRegular,
                (o, d) -> capped(o) && last(o.at("/regular/steps")).get("type").asText().equals("cascade")
                    && o.get("miracle").isNull() && Reference.count(d, "blizzard.chancePpm") == 0),
            new Reference("ct-cap-exact", "Cascades of all-clear boards whose pays add up to exactly 25,000 x bet: reaching"
                + " the cap exactly ends the round (capped), nothing is cut", LEVEL, CtReferences::capExact,
                (o, d) -> capped(o) && sumOfCascadePays(o.get("regular")) == o.get("totalWin").asLong()),
            new Reference("ct-step-bound", "A regular spin of 200 paying cascades: it stops after its 200th step with a win"
                + " still on the board (stepLimited) and gets no Miracle", LEVEL, CtReferences::stepBound,
                (o, d) -> o.at("/regular/stepLimited").asBoolean() && o.at("/regular/steps").size() == 200
                    && o.get("miracle").isNull() && !o.get("capped").asBoolean()),
            new Reference("ct-snowman-fallback", "Snowman on a board with no low or medium symbol: no cell is hit, the symbol"
                + " is drawn from snowman.symbolWeights (BELL), and a Blizzard revealing BELL shows it as WILD", LEVEL,
                CtReferences::snowmanFallback,
                (o, d) -> o.at("/regular/snowman/cell").isNull() && o.at("/regular/snowman/symbol").asText().equals("BELL")
                    && o.at("/regular/steps/0/revealed").asText().equals("BELL")
                    && Reference.count(d, "snowman.symbolWeights") == 1),
            new Reference("ct-free-spins-ladder", "A Miracle of 5 Free Spins whose first spin makes 20 paying cascades: the"
                + " multiplier climbs the ladder past its last rung (x750) by +250 a cascade, to x1750", LEVEL,
                CtReferences::ladder,
                (o, d) -> o.at("/freeSpins/0/cascades").asInt() == 20 && o.get("freeSpins").size() == 5
                    && last(o.at("/freeSpins/0/steps")).get("multiplier").asInt() > lastRung()),
            new Reference("ct-cap-free-spins", "The cap reached inside the first Free Spin (a Snowman with nothing to hit"
                + " there too): its capping cascade refills, the other four Free Spins are not played", LEVEL,
                CtReferences::capFreeSpins,
                (o, d) -> capped(o) && o.get("freeSpins").size() == 1 && o.at("/freeSpins/0/snowman/cell").isNull()),
            new Reference("ct-miracle-multiplier", "A Miracle total-win multiplier of x30, the table's highest", LEVEL,
                g -> miracle(g, "MULTIPLIER", "30"),
                (o, d) -> o.at("/miracle/kind").asText().equals("MULTIPLIER") && o.at("/miracle/value").asInt() == 30),
            new Reference("ct-miracle-bet-win", "A Miracle bet win of 1,000 x bet, the table's highest", LEVEL,
                g -> miracle(g, "BET_WIN", "1000"),
                (o, d) -> o.at("/miracle/kind").asText().equals("BET_WIN") && o.at("/miracle/value").asInt() == 1000));
    }

    private static boolean capped(JsonNode o) {
        return o.get("capped").asBoolean() && o.get("totalWin").asLong() == 25_000L * o.get("bet").asLong();
    }

    private static JsonNode last(JsonNode array) {
        return array.get(array.size() - 1);
    }

    /** The last rung of the shipped ladder ({@code freeSpins.multipliers}). */
    private static int lastRung() {
        int[] ladder = io.opencab.engine.game.MathResource.load(ChristmasTree.class, ChristmasTree.RESOURCE)
            .integers("freeSpins.multipliers");
        return ladder[ladder.length - 1];
    }

    private static long sumOfCascadePays(JsonNode spin) {
        long sum = 0;
        for (JsonNode s : spin.get("steps")) {
            sum += s.path("pay").asLong();
        }
        return sum;
    }

    /** Plans one board of the reel {@code table}: {@code symbol(column, row)} for every cell in cell order. */
    private static void board(Plan p, String table, BiFunction<Integer, Integer, String> symbol) {
        for (int i : TREE.cells()) {
            p.then(table, symbol.apply(TREE.column(i), TREE.row(i)));
        }
    }

    /** No two touching cells alike: ANGEL where column + row is even, SANTA where odd. */
    private static String checker(int c, int r) {
        return (c + r) % 2 == 0 ? "ANGEL" : "SANTA";
    }

    /**
     * The column-3 chain on reel {@code table}: {@code cascades} paying cascades of 5 PURPLE_BAUBLE in
     * column 3, then a refill that pays nothing; {@code bell}: a BELL on (0,0) for a Snowman to hit.
     */
    private static void chain(Plan p, String table, int cascades, boolean bell) {
        board(p, table, (c, r) -> bell && c == 0 && r == 0 ? "BELL"
            : c != 3 ? checker(c, r) : r < 5 ? PURPLE : checker(3, r - 5));
        for (int k = 1; k < cascades; k++) {
            p.repeat(table, 5, PURPLE);
        }
        for (int r = 2; r < 7; r++) {
            p.then(table, checker(3, r));
        }
    }

    private static Plan capRegular(Game g) {
        Plan p = new Plan(g).then("snowman.chancePpm", NO);
        p.otherwise("reel.base", "SANTA");
        return p;
    }

    private static Plan stepBound(Game g) {
        Plan p = new Plan(g).then("snowman.chancePpm", NO);
        AllClear cheapest = allClears(g).values().iterator().next();
        if (cheapest.pay * 200 >= 25_000L * g.info().coinsPerLevel()) {
            throw new AppException("ct-step-bound: 200 cascades of the cheapest all-clear board reach the cap");
        }
        for (int k = 0; k <= 200; k++) {
            cheapest.plan(p, "reel.base");
        }
        return p;
    }

    private static Plan capExact(Game g) {
        Map<Long, AllClear> boards = allClears(g);
        long target = 25_000L * g.info().coinsPerLevel() * LEVEL;
        List<AllClear> sequence = exactly(boards, target);
        Plan p = new Plan(g).then("snowman.chancePpm", NO);
        for (AllClear b : sequence) {
            b.plan(p, "reel.base");
        }
        p.repeat("reel.base", TREE.cellCount(), "SANTA");
        return p;
    }

    private static Plan snowmanFallback(Game g) {
        Plan p = new Plan(g).then("snowman.chancePpm", YES);
        board(p, "reel.base", CtReferences::checker);
        p.then("snowman.symbolWeights", "BELL");
        p.then("blizzard.chancePpm", YES).then("blizzard.count", "3");
        // cells (0,0), (6,0) and (3,6): places 0, 25 and 16 of the shuffle (draws 0, 24, 14)
        p.then("blizzard.cell", 0, 24, 14).then("mystery.revealWeights", "BELL");
        return p;
    }

    private static Plan ladder(Game g) {
        Plan p = threeCascadesThenMiracle(g, "FREE_SPINS");
        chain(p, "reel.free", 20, true);
        for (int s = 1; s < 5; s++) {
            board(p, "reel.free", (c, r) -> c == 0 && r == 0 ? "BELL" : checker(c, r));
        }
        p.otherwise("snowman.cell", 0).otherwise("blizzard.chancePpm", NO);
        return p;
    }

    private static Plan capFreeSpins(Game g) {
        Plan p = threeCascadesThenMiracle(g, "FREE_SPINS");
        p.then("snowman.symbolWeights", PURPLE);
        p.otherwise("reel.free", "SANTA");
        return p;
    }

    private static Plan miracle(Game g, String kind, String value) {
        Plan p = threeCascadesThenMiracle(g, kind);
        p.then(kind.equals("BET_WIN") ? "miracle.betWin" : "miracle.multiplier", value);
        return p;
    }

    /** A regular spin of three column-3 cascades, no Blizzard, then the Miracle {@code kind}. */
    private static Plan threeCascadesThenMiracle(Game g, String kind) {
        Plan p = new Plan(g).then("snowman.chancePpm", NO);
        chain(p, "reel.base", 3, false);
        p.then("blizzard.chancePpm", NO).then("miracle.kindWeights", kind);
        return p;
    }

    /**
     * An all-clear board: the columns cut into runs of neighbouring columns, each run one cluster of
     * one regular symbol (runs next to each other differ), so every cell wins.
     */
    private record AllClear(int[] runEnds, int[] symbols, long pay) {
        void plan(Plan p, String table) {
            board(p, table, (c, r) -> {
                int run = 0;
                while (c > runEnds[run]) {
                    run++;
                }
                return CtSymbols.NAMES.get(symbols[run]);
            });
        }
    }

    /** Every all-clear board by its pay at level 1 (one board per pay), cheapest first. */
    private static Map<Long, AllClear> allClears(Game g) {
        var math = ((ChristmasTree) g).math();
        Map<Long, AllClear> byPay = new java.util.TreeMap<>();
        int columns = TREE.columnCount();
        for (int cuts = 0; cuts < 1 << (columns - 1); cuts++) {
            List<Integer> ends = new ArrayList<>();
            for (int c = 0; c < columns - 1; c++) {
                if ((cuts >>> c & 1) != 0) {
                    ends.add(c);
                }
            }
            ends.add(columns - 1);
            int[] sizes = new int[ends.size()];
            int start = 0;
            boolean ok = true;
            for (int k = 0; k < sizes.length; k++) {
                for (int c = start; c <= ends.get(k); c++) {
                    sizes[k] += TREE.height(c);
                }
                ok &= sizes[k] >= 5;
                start = ends.get(k) + 1;
            }
            if (ok) {
                assign(math, ends.stream().mapToInt(Integer::intValue).toArray(), sizes, new int[sizes.length], 0, byPay);
            }
        }
        return byPay;
    }

    private static void assign(io.opencab.engine.games.christmastree.CtMath math, int[] ends, int[] sizes, int[] symbols,
                               int k, Map<Long, AllClear> byPay) {
        if (k == sizes.length) {
            long pay = 0;
            for (int i = 0; i < sizes.length; i++) {
                pay += math.pay(symbols[i], sizes[i]) * LEVEL;
            }
            byPay.putIfAbsent(pay, new AllClear(ends, symbols.clone(), pay));
            return;
        }
        for (int s = 0; s < CtSymbols.REGULAR; s++) {
            if (k == 0 || symbols[k - 1] != s) {
                symbols[k] = s;
                assign(math, ends, sizes, symbols, k + 1, byPay);
            }
        }
    }

    /** All-clear boards whose pays add up to exactly {@code target}: as many of the dearest as fit, the rest by coin change. */
    private static List<AllClear> exactly(Map<Long, AllClear> boards, long target) {
        long[] pays = boards.keySet().stream().mapToLong(Long::longValue).toArray();
        long top = pays[pays.length - 1];
        for (long k = target / top; k >= 0; k--) {
            int rest = (int) (target - k * top);
            int[] count = new int[rest + 1];
            int[] via = new int[rest + 1];
            java.util.Arrays.fill(count, Integer.MAX_VALUE);
            count[0] = 0;
            for (int v = 1; v <= rest; v++) {
                for (int i = 0; i < pays.length && pays[i] <= v; i++) {
                    int before = count[v - (int) pays[i]];
                    if (before != Integer.MAX_VALUE && before + 1 < count[v]) {
                        count[v] = before + 1;
                        via[v] = i;
                    }
                }
            }
            if (count[rest] != Integer.MAX_VALUE && k + count[rest] < 200) {
                List<AllClear> seq = new ArrayList<>();
                for (long i = 0; i < k; i++) {
                    seq.add(boards.get(top));
                }
                for (int v = rest; v > 0; v -= (int) pays[via[v]]) {
                    seq.add(boards.get(pays[via[v]]));
                }
                return seq;
            }
        }
        throw new AppException("no sequence of all-clear boards pays exactly " + target);
    }
}
