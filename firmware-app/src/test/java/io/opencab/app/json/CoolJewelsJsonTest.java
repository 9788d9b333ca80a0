package io.opencab.app.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.opencab.engine.games.cooljewels.CoolJewels;
import io.opencab.engine.games.cooljewels.CoolJewelsOutcome;
import io.opencab.engine.rng.GameRng;
import io.opencab.engine.rng.SeededStreams;
import org.junit.jupiter.api.Test;

/** The JSON form of Cool Jewels outcomes (docs/outcome-format-cool-jewels.md) carries what an auditor re-checks. */
class CoolJewelsJsonTest {
    private final ObjectMapper mapper = new ObjectMapper();
    private final OutcomeJson json = new OutcomeJson();

    /** The first outcome of a seeded stream with free games, a Wild Pair and a guarantee record. */
    private static CoolJewelsOutcome featureRound() {
        CoolJewels game = CoolJewels.standard();
        GameRng rng = SeededStreams.single(31);
        for (int i = 0; i < 1_000_000; i++) {
            CoolJewelsOutcome o = game.play(1, rng);
            boolean pair = o.featureCount(CoolJewelsOutcome.Feature.PAIR_UNSTABLE_SHATTERING.ordinal())
                    + o.featureCount(CoolJewelsOutcome.Feature.PAIR_UNSTABLE_SHOCKING.ordinal())
                    + o.featureCount(CoolJewelsOutcome.Feature.PAIR_SHATTERING_SHOCKING.ordinal()) > 0;
            if (!o.freeGames().isEmpty() && pair) {
                return o;
            }
        }
        throw new AssertionError("no feature round in the sample");
    }

    @Test
    void aFeatureRoundCarriesEveryBoardAndPayAndAddsUp() throws Exception {
        CoolJewelsOutcome o = featureRound();
        JsonNode n = mapper.readTree(json.toJson(o, TestVersions.V));
        assertEquals(OutcomeJson.FORMAT, n.get("format").asText());
        assertEquals("cool-jewels", n.get("game").asText());
        assertEquals(o.totalWin(), n.get("totalWin").asLong());
        assertEquals(141, n.get("meter").get("lastSlice").asInt());
        long games = checkGame(n.get("base"));
        for (JsonNode f : n.get("freeGames")) {
            assertTrue(f.get("free").asBoolean());
            games += checkGame(f);
        }
        JsonNode g = n.get("guarantee");
        assertEquals(o.guarantee().topUp(), g.get("topUp").asLong());
        assertEquals(400, g.get("floor").asLong());
        JsonNode sources = n.get("sourceWins");
        assertEquals(o.totalWin(), sources.get("base").asLong() + sources.get("freeGames").asLong() + sources.get("guarantee").asLong());
        if (!o.capped()) {
            assertEquals(o.totalWin(), games + g.get("topUp").asLong());
        }
        assertEquals(1, n.get("features").get("freeGames").asInt());
        assertEquals(o.freeGames().size(), n.get("freeGames").size());
    }

    /**
     * An auditor's check of one game: slices count 1, 2, 3... and pays add up to each evaluation and
     * the game; the Bonus that landed are the drawn board's plus what each refill brought.
     */
    private static long checkGame(JsonNode game) {
        long win = 0;
        int slice = 0;
        JsonNode previous = game.get("drawn");
        int landed = bonus(previous);
        for (JsonNode e : game.get("evaluations")) {
            landed += bonus(e.get("after")) - (bonus(e.get("board")) - e.get("bonus").asInt());
            assertEquals(previous, e.get("board"));
            long sum = 0;
            for (JsonNode p : e.get("pays")) {
                assertEquals(++slice, p.get("slice").asInt());
                assertTrue(p.get("section").asInt() >= 1 && p.get("section").asInt() <= 12);
                assertEquals(2, p.get("cell").size());
                sum += p.get("pay").asLong();
            }
            assertEquals(e.get("destroyed").size(), e.get("pays").size());
            assertEquals(sum, e.get("pay").asLong());
            assertEquals(6, e.get("after").size());
            win += sum;
            previous = e.get("after");
        }
        assertEquals(win, game.get("win").asLong());
        assertEquals(game.get("evaluations").size(), game.get("cascades").asInt());
        assertEquals(landed, game.get("landed").asInt());
        return win;
    }

    private static int bonus(JsonNode board) {
        int n = 0;
        for (JsonNode row : board) {
            for (JsonNode cell : row) {
                n += cell.asText().equals("BONUS") ? 1 : 0;
            }
        }
        return n;
    }

    @Test
    void pairsAndWildsAreNamed() throws Exception {
        JsonNode n = mapper.readTree(json.toJson(featureRound(), TestVersions.V));
        boolean sawPair = false;
        for (JsonNode game : iterableOf(n)) {
            for (JsonNode e : game.get("evaluations")) {
                for (JsonNode p : e.get("pairs")) {
                    sawPair = true;
                    assertTrue(p.get("enhancement").asText().matches("PINK_WATERMARK|GREEN_WATERMARK|BLUE_WATERMARK|PERSISTING_WILDS"));
                    assertTrue(p.get("spaces").size() >= 2);
                }
                for (JsonNode w : e.get("wilds")) {
                    assertTrue(w.get("symbol").asText().endsWith("_WILD"));
                }
            }
        }
        assertTrue(sawPair);
    }

    private static Iterable<JsonNode> iterableOf(JsonNode n) {
        java.util.List<JsonNode> all = new java.util.ArrayList<>();
        all.add(n.get("base"));
        n.get("freeGames").forEach(all::add);
        return all;
    }

    @Test
    void aRoundWithoutAWinIsSmall() throws Exception {
        CoolJewels game = CoolJewels.standard();
        GameRng rng = SeededStreams.single(2);
        CoolJewelsOutcome o;
        do {
            o = game.play(1, rng);
        } while (o.totalWin() != 0);
        JsonNode n = mapper.readTree(json.toJson(o, TestVersions.V));
        assertEquals(0, n.get("base").get("evaluations").size());
        assertTrue(n.get("guarantee").isNull());
        assertEquals(0, n.get("freeGames").size());
    }
}
