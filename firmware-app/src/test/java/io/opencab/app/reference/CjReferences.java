package io.opencab.app.reference;

import com.fasterxml.jackson.databind.JsonNode;
import io.opencab.engine.game.Game;
import java.util.List;
import java.util.function.BiFunction;

/**
 * Cool Jewels' reference rounds (docs/par/cool-jewels.md, "Reference rounds"). Boards are planned
 * as 36 symbols in cell order (column by column from the left, bottom to top); a board that
 * destroys every symbol is refilled whole, so the next board is planned whole too.
 */
final class CjReferences {
    private static final String RED = "RED_HEXAGON";
    private static final String GREEN = "GREEN_OCTAGON";
    private static final int SIDE = 6;

    private CjReferences() {
    }

    static List<Reference> all() {
        return List.of(
            new Reference("cj-cascade-bound", "A base game of boards full of RED_HEXAGON: every cascade destroys all 36"
                + " and the refill is full again; the game stops after its 30th cascade and refill (cascadeLimited)", 1,
                g -> new Plan(g).otherwise("reel.base", RED),
                (o, d) -> o.at("/base/cascadeLimited").asBoolean() && o.at("/base/cascades").asInt() == 30),
            new Reference("cj-free-games-bound", "36 Bonus destroyed in the base game and again in the first free game"
                + " award 165 free games each: the round plays 250 free games and no more", 1, CjReferences::freeGames,
                (o, d) -> o.get("freeGames").size() == 250 && o.get("freeGamesAwarded").asInt() > 250
                    && o.at("/features/freeGamesLimit").asInt() == 1),
            new Reference("cj-premium-on-blue", "Past the meter's 141st slice, a Shattering and Shocking Wild Pair makes"
                + " a Blue Watermark on the Shattering Wild's row and column; the next evaluation destroys four"
                + " Premium 10x on it: each pays section 12's value x 100, the highest multiplier", 1,
                CjReferences::premiumOnBlue, (o, d) -> paysAtHundredInSection12(o.get("base")) == 4));
    }

    private static int paysAtHundredInSection12(JsonNode game) {
        int n = 0;
        for (JsonNode e : game.get("evaluations")) {
            for (JsonNode p : e.get("pays")) {
                if (p.get("multiplier").asInt() == 100 && p.get("section").asInt() == 12) {
                    n++;
                }
            }
        }
        return n;
    }

    /** No two touching spaces alike: RED_HEXAGON where column + row is even, GREEN_OCTAGON where odd. */
    private static String checker(int c, int r) {
        return (c + r) % 2 == 0 ? RED : GREEN;
    }

    private static void board(Plan p, String table, BiFunction<Integer, Integer, String> symbol) {
        for (int c = 0; c < SIDE; c++) {
            for (int r = 0; r < SIDE; r++) {
                p.then(table, symbol.apply(c, r));
            }
        }
    }

    private static Plan freeGames(Game g) {
        Plan p = new Plan(g);
        // base game and first free game: 36 Bonus, destroyed as one group; their refills match nothing
        board(p, "reel.base", (c, r) -> "BONUS");
        board(p, "reel.base", CjReferences::checker);
        board(p, "reel.free", (c, r) -> "BONUS");
        board(p, "reel.free", CjReferences::checker);
        // free games 2 to 250 land boards that match nothing
        for (int k = 1; k < 250; k++) {
            board(p, "reel.free", CjReferences::checker);
        }
        return p;
    }

    private static Plan premiumOnBlue(Game g) {
        Plan p = new Plan(g);
        // four boards full of RED_HEXAGON: 144 slices lit, past section 11's last (141)
        for (int k = 0; k < 4; k++) {
            board(p, "reel.base", (c, r) -> RED);
        }
        // then RED with a Shattering Wild on (1,5) and a Shocking Wild on (2,5): both join the RED group and pair
        board(p, "reel.base", (c, r) -> r == 5 && c == 1 ? "SHATTERING_WILD" : r == 5 && c == 2 ? "SHOCKING_WILD" : RED);
        // everything was destroyed: the next board has four Premium 10x in column 1 (Blue) rows 0-3
        board(p, "reel.base", (c, r) -> c == 1 && r < 4 ? "PREMIUM_10X" : checker(c, r));
        // the four spaces they leave at the top of column 1 (rows 2-5, after rows 4-5 fell to 0-1)
        for (int r = 2; r < SIDE; r++) {
            p.then("reel.base", checker(1, r));
        }
        return p;
    }
}
