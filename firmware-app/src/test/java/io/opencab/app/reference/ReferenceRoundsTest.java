package io.opencab.app.reference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.opencab.app.json.OutcomeJson;
import io.opencab.engine.game.Game;
import io.opencab.engine.game.GameCatalog;
import io.opencab.engine.game.RoundOutcome;
import io.opencab.engine.rng.DrawRecord;
import io.opencab.engine.rng.ReplayRng;
import io.opencab.engine.rng.TracingRng;
import io.opencab.meters.RoundVersions;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Issue #37 item 5: every published reference round (docs/par/&lt;game&gt;-reference.jsonl) is checked by
 * the engine: its draws replay, all of them, to exactly the outcome written beside them, on the math
 * the PAR JSON publishes, and that outcome still reaches the path the round is there for. After a
 * re-tune the file is regenerated with {@code bin/reference-rounds}.
 */
class ReferenceRoundsTest {

    @ParameterizedTest
    @ValueSource(strings = {"christmas-tree", "lost-relics", "cluster-kingdom", "cool-jewels"})
    void eachPublishedReferenceRoundReplaysToItsOutcomeAndReachesItsPath(String game) throws Exception {
        Path file = Path.of("..", "docs", "par", game + "-reference.jsonl");
        List<String> lines = Files.readAllLines(file);
        List<Reference> defined = ReferenceRounds.all().get(game);
        assertEquals(defined.stream().map(Reference::id).toList(),
            lines.stream().map(l -> ReferenceRounds.parse(l).at("/reference/id").asText()).toList(),
            file + " lists other rounds than " + game + "'s references: regenerate it with bin/reference-rounds");
        Game g = GameCatalog.standard().create(game);
        for (int i = 0; i < lines.size(); i++) {
            JsonNode line = ReferenceRounds.parse(lines.get(i));
            Reference ref = defined.get(i);
            JsonNode v = line.get("versions");
            assertEquals(g.info().mathSha256(), v.get("mathSha256").asText(),
                ref.id() + " was made on other math: regenerate " + file + " with bin/reference-rounds");
            assertEquals(DrawRecord.FORMAT, v.get("drawFormat").asText(), ref.id());

            // when its draws are replayed by the engine
            ReplayRng replay = new ReplayRng(DrawRecord.parse(line.get("draws").asText()));
            TracingRng traced = new TracingRng(replay);
            RoundOutcome o = g.play(line.get("betLevel").asInt(), traced);

            // then every draw is used, the outcome is the one written, and it reaches its path
            assertTrue(replay.exhausted(), ref.id() + " left draws unused");
            ObjectNode written = ((ObjectNode) line.deepCopy());
            written.remove("reference");
            written.remove("draws");
            RoundVersions versions = new RoundVersions(v.get("drawFormat").asText(), v.get("mathSha256").asText(),
                v.get("software").asText());
            assertEquals(written, ReferenceRounds.parse(new OutcomeJson().toJson(o, versions)), ref.id());
            assertTrue(ref.reaches().test(written, traced.draws()), ref.id() + " no longer shows: " + ref.shows());
        }
    }
}
