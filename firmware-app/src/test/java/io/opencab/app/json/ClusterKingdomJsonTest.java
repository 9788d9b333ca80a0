package io.opencab.app.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.opencab.engine.games.clusterkingdom.CkEvent;
import io.opencab.engine.games.clusterkingdom.ClusterKingdom;
import io.opencab.engine.games.clusterkingdom.ClusterKingdomOutcome;
import io.opencab.engine.rng.GameRng;
import io.opencab.engine.rng.SeededStreams;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The JSON form of Cluster Kingdom outcomes (docs/outcome-format-cluster-kingdom.md). */
class ClusterKingdomJsonTest {
    private final ObjectMapper mapper = new ObjectMapper();

    @Test
    void aRoundWithABonusIsWrittenWholeAndItsPaysAddUp() throws Exception {
        // given the first seeded round that triggers a bonus
        ClusterKingdom game = ClusterKingdom.standard();
        GameRng rng = SeededStreams.single(3);
        ClusterKingdomOutcome o = game.play(2, rng);
        for (int i = 0; i < 100_000 && o.bonus() == null; i++) {
            o = game.play(2, rng);
        }
        assertTrue(o.bonus() != null, "no bonus in 100000 rounds");
        // when
        JsonNode j = mapper.readTree(new OutcomeJson().toJson(o, TestVersions.V));
        // then
        assertEquals("cluster-kingdom", j.get("game").asText());
        assertEquals(OutcomeJson.FORMAT, j.get("format").asText());
        assertEquals(200, j.get("bet").asLong());
        assertEquals(o.totalWin(), j.get("totalWin").asLong());
        assertEquals(o.bonus().name(), j.get("bonus").asText());
        assertEquals(o.freeDrops().size(), j.get("freeDrops").size());
        assertEquals(5, j.get("base").get("drawn").get("symbols").size());
        long sources = 0;
        for (JsonNode v : j.get("sourceWins")) {
            sources += v.asLong();
        }
        assertEquals(o.totalWin(), sources);
        // every cascade's pay is the sum of its clusters' pays, and every drop's win the sum of its cascades
        long paid = 0;
        for (JsonNode drop : iterable(j.get("base"), j.get("freeDrops"))) {
            long dropWin = 0;
            for (JsonNode step : drop.get("steps")) {
                if (step.get("type").asText().equals("cascade")) {
                    long sum = 0;
                    for (JsonNode c : step.get("clusters")) {
                        sum += c.get("pay").asLong();
                        assertEquals(c.get("size").asInt(), c.get("cells").size());
                    }
                    assertEquals(sum, step.get("pay").asLong());
                    dropWin += sum;
                }
            }
            assertEquals(dropWin, drop.get("win").asLong());
            paid += dropWin;
        }
        assertEquals(o.capped() ? 10_000 * o.bet() : paid, o.totalWin());
    }

    @Test
    void everyObjectCarriesExactlyTheFieldsTheFormatDocumentNames() throws Exception {
        // given seeded rounds until every step type of docs/outcome-format-cluster-kingdom.md was seen
        Map<String, Set<String>> steps = Map.of(
                "redrop", Set.of("type", "symbol", "held", "redrawn", "newMatches", "royalLanded", "after"),
                "kingUpgrade", Set.of("type", "king", "from", "to", "cells", "after"),
                "princessWilds", Set.of("type", "princess", "cells", "after"),
                "queenSwap", Set.of("type", "from", "to", "symbol", "after"),
                "merge", Set.of("type", "survivor", "absorbed", "survivorBefore", "absorbedBefore", "value", "after"),
                "cascade", Set.of("type", "clusters", "pay", "removed", "grown"),
                "royalMove", Set.of("type", "royal", "from", "to"),
                "refill", Set.of("type", "filled", "royalLanded", "after"));
        Set<String> round = Set.of("format", "game", "betLevel", "bet", "totalWin", "capped", "grid", "base",
                "bonus", "freeDrops", "retriggers", "sourceWins", "versions");
        Set<String> drop = Set.of("bonus", "drawn", "royalLanded", "steps", "cascades", "win", "trigger");
        Set<String> cluster = Set.of("symbol", "wildOnly", "size", "cells", "multipliers", "multiplier", "pay");
        Set<String> board = Set.of("symbols", "multipliers");
        ClusterKingdom game = ClusterKingdom.standard();
        GameRng rng = SeededStreams.single(4);
        Set<String> seen = new HashSet<>();
        Set<Class<?>> seenEvents = new HashSet<>();
        boolean bonusSeen = false;
        for (int i = 0; i < 500_000 && seen.size() < steps.size(); i++) {
            ClusterKingdomOutcome o = game.play(1, rng);
            boolean fresh = o.bonus() != null && !bonusSeen;
            for (CkEvent e : o.base().events()) {
                fresh |= !seenEvents.contains(e.getClass());
            }
            if (!fresh) {
                continue;
            }
            bonusSeen |= o.bonus() != null;
            o.base().events().forEach(e -> seenEvents.add(e.getClass()));
            // when
            JsonNode j = mapper.readTree(new OutcomeJson().toJson(o, TestVersions.V));
            // then
            assertEquals(round, names(j));
            for (JsonNode d : iterable(j.get("base"), j.get("freeDrops"))) {
                assertEquals(drop, names(d));
                assertEquals(board, names(d.get("drawn")));
                for (JsonNode step : d.get("steps")) {
                    String type = step.get("type").asText();
                    assertEquals(steps.get(type), names(step), type);
                    seen.add(type);
                    if (step.has("after")) {
                        assertEquals(board, names(step.get("after")), type);
                    }
                    if (type.equals("cascade")) {
                        for (JsonNode c : step.get("clusters")) {
                            assertEquals(cluster, names(c));
                        }
                    }
                }
            }
        }
        assertEquals(steps.keySet(), seen);
        assertTrue(bonusSeen);
    }

    private static Set<String> names(JsonNode node) {
        Set<String> names = new HashSet<>();
        node.fieldNames().forEachRemaining(names::add);
        return names;
    }

    private static java.util.List<JsonNode> iterable(JsonNode base, JsonNode free) {
        java.util.List<JsonNode> all = new java.util.ArrayList<>();
        all.add(base);
        free.forEach(all::add);
        return all;
    }
}
