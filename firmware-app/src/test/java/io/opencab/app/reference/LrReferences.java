package io.opencab.app.reference;

import static io.opencab.app.reference.Plan.NO;
import static io.opencab.app.reference.Plan.YES;

import com.fasterxml.jackson.databind.JsonNode;
import io.opencab.engine.game.Game;
import java.util.List;

/**
 * Lost Relics' reference rounds (docs/par/lost-relics.md, "Reference rounds"). Boards are given
 * column by column from the left, each bottom to top; a cell equal to the one below is drawn as the
 * table's REPEAT entry (a stack), as the game draws stacks.
 */
final class LrReferences {
    private static final String H = "HEART";
    private static final String S = "SPADE";
    private static final String D = "DIAMOND";
    private static final String C = "CLUB";
    private static final String G = "DAGGER";

    private LrReferences() {
    }

    static List<Reference> all() {
        return List.of(
            new Reference("lr-fifth-instance", "Five feature instances in one spin (an Extra Wild first, then Coin Wins of"
                + " 30 x bet and an Extra Scatter): after the fifth, the winning symbols not yet looked under get no draw",
                1, LrReferences::fifthInstance, LrReferences::fifth),
            new Reference("lr-extra-wild-next-pass", "An Extra Wild joins a group of 5 SPADE into a winning cluster; its"
                + " SPADE are looked under in a second pass, after the first pass's remaining draws",
                1, LrReferences::nextPass, (o, d) -> o.at("/main/features").size() == 2
                    && o.at("/main/features/0/kind").asText().equals("EXTRA_WILD")
                    && o.at("/main/features/1/cell/0").asInt() == 3
                    && Reference.count(d, "features.hiddenChancePpm") == 15),
            new Reference("lr-free-spins-bounds", "Free Spins where every spin finds a chest: 25 Extra Free Spins (35 spins),"
                + " 6 Sticky Wilds, then chests grant their guaranteed instances as Sticky Wilds and Coin Wins of 30 x bet",
                2, LrReferences::freeSpinsBounds, LrReferences::bounds));
    }

    /** One main or free board: {@code columns[c]} bottom to top. */
    private static void board(Plan p, String table, String[]... columns) {
        for (String[] col : columns) {
            for (int r = 0; r < col.length; r++) {
                p.then(table, r > 0 && col[r].equals(col[r - 1]) ? "REPEAT" : col[r]);
            }
        }
    }

    private static String[] stack(String s) {
        return new String[] {s, s, s, s, s};
    }

    private static Plan fifthInstance(Game g) {
        Plan p = new Plan(g);
        // reels 1-4 all HEART (a cluster of 20), reel 5 SPADE and CLUB alternating; no Scatter
        board(p, "reel.base.weights", stack(H), stack(H), stack(H), stack(H), new String[] {S, C, S, C, S});
        p.then("scatter.rowWeights", "NO_SCATTER", "NO_SCATTER", "NO_SCATTER");
        // looked under in cell order (0,0), (0,1), ...: 5 instances in the first 7 cells; the other 13 get no draw
        p.then("features.hiddenChancePpm", YES, NO, YES, YES, NO, YES, YES);
        p.then("features.kindWeights", "EXTRA_WILD", "COIN_WIN", "EXTRA_SCATTER", "COIN_WIN", "COIN_WIN");
        // the Extra Wild's three cells: the first allowed cell three times, i.e. reel 5 rows 0, 1, 2
        p.then("extraWild.cell", 0, 0, 0);
        p.then("features.coinWinX", "30", "30", "3");
        return p;
    }

    private static boolean fifth(JsonNode o, List<io.opencab.engine.rng.TracingRng.Draw> d) {
        JsonNode f = o.at("/main/features");
        return f.size() == 5 && Reference.count(d, "features.hiddenChancePpm") == 7
            && f.get(4).at("/cell/0").asInt() == 1 && f.get(4).at("/cell/1").asInt() == 1
            && o.at("/main/clusters/0/size").asInt() == 23 && o.at("/main/scatters").asInt() == 1;
    }

    private static Plan nextPass(Game g) {
        Plan p = new Plan(g);
        board(p, "reel.base.weights", stack(H), stack(H), new String[] {C, D, C, D, C}, stack(S), stack(G));
        p.then("scatter.rowWeights", "NO_SCATTER", "NO_SCATTER", "NO_SCATTER");
        // pass 1 over the 10 HEART: the first hides an Extra Wild, the other 9 nothing
        p.then("features.hiddenChancePpm", YES).repeat("features.hiddenChancePpm", 9, NO);
        p.then("features.kindWeights", "EXTRA_WILD");
        // Wilds on (2,0) (joining HEART and SPADE), (4,3) and (4,4) (index 12 of the 14 left, twice)
        p.then("extraWild.cell", 0, 12, 12);
        // pass 2 over the 5 SPADE the Wilds made winning: the first hides a Coin Win
        p.then("features.hiddenChancePpm", YES).repeat("features.hiddenChancePpm", 4, NO);
        p.then("features.kindWeights", "COIN_WIN");
        p.then("features.coinWinX", "10");
        return p;
    }

    private static Plan freeSpinsBounds(Game g) {
        Plan p = new Plan(g);
        // a main board with no cluster (HEART and SPADE alternating), a Scatter on row 0 of reels 1, 3 and 5
        String[][] cols = new String[5][5];
        for (int c = 0; c < 5; c++) {
            for (int r = 0; r < 5; r++) {
                cols[c][r] = (c + r) % 2 == 0 ? H : S;
            }
        }
        board(p, "reel.base.weights", cols);
        p.then("scatter.rowWeights", "ROW_0", "ROW_0", "ROW_0");
        // every Free Spin lands 25 HEART: one cluster over the whole board uncovers every chest
        p.otherwise("reel.free.weights", (java.util.function.Function<io.opencab.engine.grid.WeightedTable, String>)
            t -> t.name().endsWith("+repeat") ? "REPEAT" : H);
        p.otherwise("chest.firstTwoWeights", "MEDIUM");
        p.otherwise("chest.typeWeights", "LARGE");
        p.otherwise("chest.place", 0);
        p.otherwise("chest.medium.count", "10");
        p.otherwise("chest.large.count", "15");
        // each instance: an Extra Free Spin while the session can take one, else a Sticky Wild, else a Coin Win
        p.otherwise("chest.", Plan.firstOf("EXTRA_FREE_SPIN", "STICKY_WILD", "COIN_WIN"));
        p.otherwise("stickyWild.cell", 0);
        p.otherwise("chest.coinWinX", "30");
        return p;
    }

    private static boolean bounds(JsonNode o, List<io.opencab.engine.rng.TracingRng.Draw> d) {
        JsonNode fs = o.get("freeSpins");
        if (fs.get("played").asInt() != 35 || fs.get("extraFreeSpins").asInt() != 25 || fs.get("stickyWilds").size() != 6) {
            return false;
        }
        // the 4th chest (large) opens with Sticky Wilds though it guarantees 3 Extra Free Spins: the session has 25
        JsonNode fourth = fs.at("/spins/3/chestFound/grants");
        return fourth.get(0).get("kind").asText().equals("STICKY_WILD") && fourth.size() == 15;
    }
}
