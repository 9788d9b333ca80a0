package io.opencab.app.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.opencab.engine.game.Game;
import io.opencab.engine.game.GameCatalog;
import io.opencab.engine.game.RoundOutcome;
import io.opencab.engine.rng.GameRng;
import io.opencab.engine.rng.SeededStreams;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Every game's outcomes become valid JSON whose common fields equal the outcome's. */
class OutcomeJsonTest {
    private final ObjectMapper mapper = new ObjectMapper();

    static java.util.List<String> games() {
        return GameCatalog.standard().ids();
    }

    @ParameterizedTest
    @MethodSource("games")
    void commonFieldsMatchTheOutcome(String id) throws Exception {
        Game g = GameCatalog.standard().create(id);
        GameRng rng = SeededStreams.single(77);
        OutcomeJson json = new OutcomeJson();
        for (int i = 0; i < 3000; i++) {
            RoundOutcome o = g.play(g.info().betLevels().get(0), rng);
            JsonNode j = mapper.readTree(json.toJson(o, TestVersions.V));
            assertEquals(OutcomeJson.FORMAT, j.get("format").asText());
            assertEquals(id, j.get("game").asText());
            assertEquals(o.bet(), j.get("bet").asLong());
            assertEquals(o.betLevel(), j.get("betLevel").asInt());
            assertEquals(o.totalWin(), j.get("totalWin").asLong());
            assertEquals(o.capped(), j.get("capped").asBoolean());
            long sum = 0;
            for (int s = 0; s < g.info().sources().size(); s++) {
                long v = j.get("sourceWins").get(g.info().sources().get(s)).asLong();
                assertEquals(o.sourceWin(s), v);
                sum += v;
            }
            assertEquals(o.totalWin(), sum);
        }
    }
}
