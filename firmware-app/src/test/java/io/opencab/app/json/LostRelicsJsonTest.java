package io.opencab.app.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.opencab.engine.games.lostrelics.LostRelics;
import io.opencab.engine.games.lostrelics.LostRelicsOutcome;
import io.opencab.engine.games.lostrelics.LrFreeSpin;
import io.opencab.engine.rng.GameRng;
import io.opencab.engine.rng.SeededStreams;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;

/** The JSON form of Lost Relics outcomes parses, and its totals are the outcome's. */
class LostRelicsJsonTest {
    private static final ObjectMapper MAPPER = new ObjectMapper();
    private final OutcomeJson json = new OutcomeJson();

    private static LostRelicsOutcome first(Predicate<LostRelicsOutcome> wanted) {
        LostRelics g = LostRelics.standard();
        GameRng rng = SeededStreams.single(2026);
        for (int i = 0; i < 1_000_000; i++) {
            LostRelicsOutcome o = g.play(1 + i % 10, rng);
            if (wanted.test(o)) {
                return o;
            }
        }
        throw new AssertionError("no such round in 1,000,000");
    }

    private static long sum(JsonNode array, String field) {
        long s = 0;
        for (JsonNode n : array) {
            s += n.get(field).asLong();
        }
        return s;
    }

    @Test
    void aRoundWithFeaturesFreeSpinsAndAChestKeepsItsTotals() throws Exception {
        LostRelicsOutcome o = first(x -> x.chests() > 0 && !x.main().features().isEmpty());
        JsonNode n = MAPPER.readTree(json.toJson(o, TestVersions.V));

        assertEquals(OutcomeJson.FORMAT, n.get("format").asText());
        assertEquals("lost-relics", n.get("game").asText());
        assertEquals(o.bet(), n.get("bet").asLong());
        assertEquals(o.totalWin(), n.get("totalWin").asLong());
        JsonNode sources = n.get("sourceWins");
        assertEquals(o.totalWin(), sources.get("base").asLong() + sources.get("coinWin").asLong()
                + sources.get("freeSpins").asLong() + sources.get("chestCoinWin").asLong());
        assertEquals(o.free(), sources.get("freeSpins").asLong());

        JsonNode main = n.get("main");
        assertEquals(5, main.get("drawn").size());
        assertEquals(5, main.get("board").get(0).size());
        assertEquals(o.main().pay(), sum(main.get("clusters"), "pay"));
        assertEquals(o.main().pay(), main.get("pay").asLong());
        assertEquals(o.main().features().size(), main.get("features").size());
        long coin = 0;
        for (JsonNode f : main.get("features")) {
            assertEquals(2, f.get("cell").size());
            if (f.get("kind").asText().equals("COIN_WIN")) {
                coin += f.get("pay").asLong();
            }
        }
        assertEquals(o.main().coinWin(), coin);

        JsonNode free = n.get("freeSpins");
        assertTrue(free.get("triggered").asBoolean());
        assertEquals(o.freeSpins().size(), free.get("spins").size());
        assertEquals(o.extraFreeSpins(), free.get("extraFreeSpins").asInt());
        long freePay = 0;
        long chestCoin = 0;
        int found = 0;
        for (JsonNode s : free.get("spins")) {
            assertEquals(sum(s.get("clusters"), "pay"), s.get("pay").asLong());
            freePay += s.get("pay").asLong();
            assertNotNull(s.get("chest").get("type"));
            JsonNode award = s.get("chestFound");
            if (!award.isNull()) {
                found++;
                chestCoin += award.get("coinWin").asLong();
            }
        }
        assertEquals(o.chests(), found);
        assertEquals(o.free(), freePay);
        assertEquals(o.chestCoinWin(), chestCoin);
        assertNotNull(free.get("lastChest").get("cells"));
    }

    @Test
    void aLosingRoundHasNoFreeSpins() throws Exception {
        LostRelicsOutcome o = first(x -> x.totalWin() == 0);
        JsonNode n = MAPPER.readTree(json.toJson(o, TestVersions.V));
        assertEquals(0, n.get("totalWin").asLong());
        assertEquals(0, n.get("main").get("clusters").size());
        assertTrue(n.get("freeSpins").get("spins").isEmpty());
        assertTrue(n.get("freeSpins").get("lastChest").isNull());
        assertEquals("none: no cascades", n.get("grid").get("gravity").asText());
        assertEquals(5, n.get("grid").get("columnHeights").size());
    }

    @Test
    void stickyWildsAndFreeSpinBoardsAreWritten() throws Exception {
        LostRelicsOutcome o = first(x -> x.stickyWilds() != 0);
        JsonNode n = MAPPER.readTree(json.toJson(o, TestVersions.V));
        JsonNode free = n.get("freeSpins");
        assertEquals(Long.bitCount(o.stickyWilds()), free.get("stickyWilds").size());
        int i = 0;
        for (LrFreeSpin s : o.freeSpins()) {
            JsonNode js = free.get("spins").get(i++);
            assertEquals(Long.bitCount(s.sticky()), js.get("sticky").size());
            for (JsonNode cell : js.get("sticky")) {
                assertEquals("WILD", js.get("board").get(cell.get(0).asInt()).get(cell.get(1).asInt()).asText());
            }
        }
    }
}
