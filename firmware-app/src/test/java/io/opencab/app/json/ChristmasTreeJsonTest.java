package io.opencab.app.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.opencab.engine.games.christmastree.ChristmasTree;
import io.opencab.engine.games.christmastree.ChristmasTreeOutcome;
import io.opencab.engine.games.christmastree.CtSymbols;
import io.opencab.engine.rng.GameRng;
import io.opencab.engine.rng.SeededStreams;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * An auditor's check, done here from the JSON alone: every cascade's clusters are the
 * edge-connected groups of the board before it, and every pay is the paytable's.
 */
class ChristmasTreeJsonTest {
    private final ObjectMapper mapper = new ObjectMapper();
    private final ChristmasTree game = ChristmasTree.standard();

    @Test
    void clustersAndPaysRecheckFromTheBoardsAlone() throws Exception {
        GameRng rng = SeededStreams.single(123);
        OutcomeJson json = new OutcomeJson();
        int checked = 0;
        for (int i = 0; i < 5000; i++) {
            ChristmasTreeOutcome o = game.play(2, rng);
            JsonNode j = mapper.readTree(json.toJson(o, TestVersions.V));
            List<JsonNode> spins = new ArrayList<>();
            spins.add(j.get("regular"));
            j.get("freeSpins").forEach(spins::add);
            for (JsonNode spin : spins) {
                JsonNode board = spin.get("start");
                for (JsonNode step : spin.get("steps")) {
                    if (step.get("type").asText().equals("cascade")) {
                        assertEquals(groups(board), clusterSet(step), "round " + i);
                        long pays = 0;
                        for (JsonNode c : step.get("clusters")) {
                            int sym = CtSymbols.NAMES.indexOf(c.get("symbol").asText());
                            assertEquals(game.math().pay(sym, c.get("size").asInt()) * 2, c.get("pay").asLong());
                            pays += c.get("pay").asLong();
                        }
                        assertEquals(pays * step.get("multiplier").asLong(), step.get("pay").asLong());
                        checked++;
                    }
                    board = step.get("after");
                }
                assertEquals(0, groups(board).size(), "a spin ended with a win left, round " + i);
            }
        }
        assertTrue(checked > 1000, "only " + checked + " cascades checked");
    }

    /** Winning groups on a JSON board, found by a plain flood fill (independent of the engine's bitboards). */
    private static java.util.Set<String> groups(JsonNode board) {
        Map<String, String> cells = new HashMap<>();
        for (int c = 0; c < board.size(); c++) {
            for (int r = 0; r < board.get(c).size(); r++) {
                cells.put(c + "," + r, board.get(c).get(r).asText());
            }
        }
        java.util.Set<String> found = new java.util.HashSet<>();
        for (int s = 0; s < CtSymbols.REGULAR; s++) {
            String sym = CtSymbols.NAMES.get(s);
            java.util.Set<String> seen = new java.util.HashSet<>();
            for (String start : cells.keySet()) {
                if (!cells.get(start).equals(sym) || seen.contains(start)) {
                    continue;
                }
                java.util.TreeSet<String> group = new java.util.TreeSet<>();
                java.util.ArrayDeque<String> todo = new java.util.ArrayDeque<>(List.of(start));
                while (!todo.isEmpty()) {
                    String k = todo.pop();
                    String v = cells.get(k);
                    if (v == null || group.contains(k) || !(v.equals(sym) || v.equals("WILD"))) {
                        continue;
                    }
                    group.add(k);
                    String[] p = k.split(",");
                    int c = Integer.parseInt(p[0]);
                    int r = Integer.parseInt(p[1]);
                    todo.push((c + 1) + "," + r);
                    todo.push((c - 1) + "," + r);
                    todo.push(c + "," + (r + 1));
                    todo.push(c + "," + (r - 1));
                }
                group.stream().filter(k -> cells.get(k).equals(sym)).forEach(seen::add);
                if (group.size() >= 5) {
                    found.add(sym + group);
                }
            }
        }
        return found;
    }

    private static java.util.Set<String> clusterSet(JsonNode step) {
        java.util.Set<String> s = new java.util.HashSet<>();
        for (JsonNode c : step.get("clusters")) {
            java.util.TreeSet<String> cells = new java.util.TreeSet<>();
            for (JsonNode cell : c.get("cells")) {
                cells.add(cell.get(0).asInt() + "," + cell.get(1).asInt());
            }
            s.add(c.get("symbol").asText() + cells);
        }
        return s;
    }
}
