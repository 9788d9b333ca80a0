package io.opencab.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.opencab.app.json.OutcomeJson;
import io.opencab.engine.game.Game;
import io.opencab.engine.game.GameCatalog;
import io.opencab.engine.rng.DrawRecord;
import io.opencab.engine.rng.ReplayRng;
import io.opencab.meters.RoundVersions;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Issue #37 item 3: the examples of the outcome-format pages are real rounds, not sketches: each
 * JSON example with its draws is replayed by the engine, on the math it names, and must equal the
 * outcome the page shows, member for member. After a change of a game's math the example is
 * re-made with the command written above it (another round number if that round no longer shows
 * what the text says).
 */
class FormatExamplesTest {
    private static final ObjectMapper MAPPER = new ObjectMapper();

    @ParameterizedTest
    @ValueSource(strings = {"christmas-tree", "lost-relics", "cluster-kingdom", "cool-jewels"})
    void theFormatPagesExampleIsARoundTheEngineReplays(String game) throws Exception {
        Path page = Path.of("..", "docs", "outcome-format-" + game + ".md");
        List<String> examples = jsonBlocksWithDraws(Files.readString(page));
        assertTrue(!examples.isEmpty(), page + " shows no example with its draws");
        Game g = GameCatalog.standard().create(game);
        for (String text : examples) {
            ObjectNode shown = (ObjectNode) MAPPER.readTree(text);
            JsonNode v = shown.get("versions");
            assertEquals(g.info().mathSha256(), v.get("mathSha256").asText(),
                page + ": the example was made on other math; re-make it with the command above it");
            ReplayRng replay = new ReplayRng(DrawRecord.parse(shown.remove("draws").asText()));
            String replayed = new OutcomeJson().toJson(g.play(shown.get("betLevel").asInt(), replay),
                new RoundVersions(v.get("drawFormat").asText(), v.get("mathSha256").asText(), v.get("software").asText()));
            assertTrue(replay.exhausted(), page + ": the example's draws are not all used");
            assertEquals(MAPPER.readTree(replayed), shown, page + ": the example is not the round its draws replay to");
        }
    }

    /** The ```json blocks of a page that carry "draws". */
    static List<String> jsonBlocksWithDraws(String md) {
        List<String> out = new ArrayList<>();
        int at = 0;
        while ((at = md.indexOf("```json\n", at)) >= 0) {
            int end = md.indexOf("\n```", at + 8);
            String block = md.substring(at + 8, end);
            if (block.contains("\"draws\"")) {
                out.add(block);
            }
            at = end + 4;
        }
        return out;
    }
}
