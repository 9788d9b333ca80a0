package io.opencab.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.opencab.app.json.OutcomeJson;
import io.opencab.app.json.ParJson;
import io.opencab.engine.game.GameCatalog;
import io.opencab.engine.game.RoundOutcome;
import io.opencab.engine.rng.DrawRecord;
import io.opencab.engine.rng.ReplayRng;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** What a lab needs to replay rounds without our code: draws in the dump, the math as JSON (issue 22 item 12). */
class LabReplayTest {
    @TempDir
    Path dir;
    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private int run(String... args) {
        return CabinetCli.execute(args, new PrintWriter(out, true), new PrintWriter(err, true));
    }

    @ParameterizedTest
    @ValueSource(strings = {"christmas-tree", "lost-relics", "cluster-kingdom", "cool-jewels"})
    void eachDumpedRoundCarriesTheDrawsThatRebuildIt(String game) throws Exception {
        Path file = dir.resolve("o.jsonl");
        assertEquals(0, run("simulate", "--game", game, "--rounds", "300", "--seed", "11", "--threads", "1",
            "--dump", "300", file.toString(), "--dump-draws"), err.toString());

        List<String> lines = Files.readAllLines(file);
        assertEquals(300, lines.size());
        ObjectMapper m = new ObjectMapper();
        OutcomeJson oj = new OutcomeJson();
        for (String line : lines) {
            JsonNode j = m.readTree(line);
            DrawRecord draws = DrawRecord.parse(j.get("draws").asText());
            RoundOutcome replayed = GameCatalog.standard().create(game).play(j.get("betLevel").asInt(),
                new ReplayRng(draws));
            assertEquals(line, OutcomeJson.withDraws(oj.toJson(replayed), draws), "replayed from its draws");
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"christmas-tree", "lost-relics", "cluster-kingdom", "cool-jewels"})
    void dumpedDrawsDoNotChangeTheRoundsPlayed(String game) throws Exception {
        Path plain = dir.resolve("plain.jsonl");
        Path drawn = dir.resolve("drawn.jsonl");
        assertEquals(0, run("simulate", "--game", game, "--rounds", "200", "--seed", "12", "--threads", "1",
            "--dump", "200", plain.toString()), err.toString());
        assertEquals(0, run("simulate", "--game", game, "--rounds", "200", "--seed", "12", "--threads", "1",
            "--dump", "200", drawn.toString(), "--dump-draws"), err.toString());

        List<String> a = Files.readAllLines(plain);
        List<String> b = Files.readAllLines(drawn);
        for (int i = 0; i < a.size(); i++) {
            assertTrue(b.get(i).startsWith(a.get(i).substring(0, a.get(i).length() - 1) + ",\"draws\":\""), "round " + i);
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"christmas-tree", "lost-relics", "cluster-kingdom", "cool-jewels"})
    void thePublishedMathJsonIsTheMathTheEngineLoads(String game) throws Exception {
        Path published = Path.of("..", "docs", "par", game + ".json");

        assertEquals(new ParJson().toJson(game), Files.readString(published),
            "docs/par/" + game + ".json is stale: regenerate it with bin/run par-json --game " + game + " --out "
                + published.normalize());
    }

    @ParameterizedTest
    @ValueSource(strings = {"christmas-tree", "lost-relics", "cluster-kingdom", "cool-jewels"})
    void theMathJsonNamesTheSymbolsAndParsesWeightLists(String game) throws Exception {
        JsonNode j = new ObjectMapper().readTree(new ParJson().toJson(game));

        assertEquals(ParJson.FORMAT, j.get("format").asText());
        assertTrue(j.get("symbols").size() >= 8, j.get("symbols").toString());
        assertTrue(j.get("entries").get("bet.levels").get("value").isArray());
        assertEquals(64, j.get("sha256").asText().length());
    }
}
