package io.opencab.app.reference;

import static io.opencab.app.reference.Plan.NO;

import com.fasterxml.jackson.databind.JsonNode;
import io.opencab.engine.game.Game;
import java.util.List;

/**
 * Cluster Kingdom's reference rounds (docs/par/cluster-kingdom.md, "Reference rounds"). A board is
 * planned as 25 symbols in cell order (column by column from the left, bottom to top); each cell's
 * draw is made on the table its lower neighbour selects (board.base, board.base above WHEAT, ...), and
 * the plan names the symbol, whichever table that is.
 */
final class CkReferences {
    private static final String A = "WHEAT";
    private static final String B = "TREE";
    private static final String C = "WINDMILL";
    private static final String D = "HOUSE";
    private static final String E = "CASTLE";

    private CkReferences() {
    }

    static List<Reference> all() {
        return List.of(
            new Reference("ck-cap-exact", "40 cascades of a full board of CASTLE pay 25,000 coins a level each: the 40th"
                + " reaches 10,000 x bet exactly, the round ends capped, and that cascade is not reloaded", 1,
                CkReferences::cap,
                (o, d) -> o.get("capped").asBoolean() && o.get("totalWin").asLong() == 10_000L * o.get("bet").asLong()
                    && o.at("/base/cascades").asInt() == 40
                    && last(o.at("/base/steps")).get("type").asText().equals("cascade")),
            new Reference("ck-free-drop-bound", "Every drop lands the King in the corner and, on the reload after a win,"
                + " the Princess beside him: a mini bonus, retriggered by every free drop until the round has played"
                + " 30 free drops; the last retriggers add only what fits", 1, CkReferences::freeDropBound,
                (o, d) -> o.get("freeDrops").size() == 30 && lastAwardCut(o.get("retriggers"))),
            new Reference("ck-multiplier-wilds", "A board of 25 Multiplier Wilds of x3: 12 merges (each time the lowest"
                + " cell with a Multiplier Wild beside it takes the product with its lowest such neighbour, which becomes a"
                + " Wild) leave 13 Multiplier Wilds (two x27, eight x9, three x3) among 12 Wilds; the 25 pay as CASTLE"
                + " with multiplier 135, their sum, and the round stops at the cap", 1, CkReferences::multiplierWilds,
                (o, d) -> o.get("capped").asBoolean() && merges(o.at("/base/steps")) == 12
                    && o.at("/base/steps/12/clusters/0/wildOnly").asBoolean()
                    && o.at("/base/steps/12/clusters/0/multiplier").asInt() == 135));
    }

    private static JsonNode last(JsonNode array) {
        return array.get(array.size() - 1);
    }

    private static boolean lastAwardCut(JsonNode retriggers) {
        for (JsonNode r : retriggers) {
            if (r.get("awarded").asInt() < 3) {
                return true;
            }
        }
        return false;
    }

    private static int merges(JsonNode steps) {
        int n = 0;
        for (JsonNode s : steps) {
            n += s.get("type").asText().equals("merge") ? 1 : 0;
        }
        return n;
    }

    /** Columns bottom to top in letters: a WHEAT, b TREE, c WINDMILL, d HOUSE, e CASTLE. */
    private static void board(Plan p, String... columnsBottomUp) {
        List<String> names = List.of(A, B, C, D, E);
        for (String col : columnsBottomUp) {
            for (String s : col.split(" ")) {
                p.then("board.", names.get(s.charAt(0) - 'a'));
            }
        }
    }

    private static Plan cap(Game g) {
        Plan p = new Plan(g);
        p.otherwise("board.", E).otherwise("royal.", "NONE").then("redrops.chancePpm", NO);
        return p;
    }

    private static Plan multiplierWilds(Game g) {
        Plan p = new Plan(g);
        for (int i = 0; i < 25; i++) {
            p.then("board.", "MULTIPLIER_WILD").then("multiplierWild.values", "3");
        }
        p.then("royal.base", "NONE").then("redrops.chancePpm", NO);
        return p;
    }

    /**
     * One drop of the free-drop template. The board (columns bottom to top, a = WHEAT ... e = CASTLE):
     * <pre>
     *   col 0: (King)  a a a a      a cluster of 5 WHEAT: column 0 above the King and (1,4)
     *   col 1: a c b c a            (1,0) WHEAT beside the King (so he upgrades nothing) goes with the win
     *   col 2: c b d b c            no two other touching cells alike
     *   col 3: d c b c d
     *   col 4: b d c d b
     * </pre>
     * The King lands on (0,0). The win empties column 0 above him and (1,0), (1,4): the reload draws
     * column 0 rows 1-4 and column 1 rows 3-4, and the Princess lands on (0,1), beside the King. She
     * places one Wild, on (4,4), where it joins no 5 cells; nothing more wins, and King and Princess
     * side by side trigger the mini bonus.
     */
    private static void drop(Plan p, boolean base) {
        board(p, "b a a a a", "a c b c a", "c b d b c", "d c b c d", "b d c d b");
        p.then(base ? "royal.base" : "royal.bonus", "KING").then("royal.cell", 0);
        if (base) {
            p.then("redrops.chancePpm", NO);
        }
        // the reload: column 0 rows 1-4 (row 1 is the Princess's cell), column 1 rows 3-4
        board(p, "b e d e", "e d");
        p.then(base ? "royal.base" : "royal.bonus", "PRINCESS").then("royal.cell", 0);
        // one Wild, on the last of the 23 paying cells: (4,4)
        p.then("princess.wilds", "1").then("princess.cell", 22);
    }

    private static Plan freeDropBound(Game g) {
        Plan p = new Plan(g);
        drop(p, true);
        for (int k = 0; k < 30; k++) {
            drop(p, false);
        }
        return p;
    }
}
