package io.opencab.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.opencab.app.SoftwareVersion;
import io.opencab.app.json.OutcomeJson;
import io.opencab.app.json.ParJson;
import io.opencab.app.json.Versions;
import io.opencab.engine.game.Game;
import io.opencab.engine.game.GameCatalog;
import io.opencab.engine.game.RoundOutcome;
import io.opencab.engine.grid.WeightedTable;
import io.opencab.engine.rng.DrawRecord;
import io.opencab.engine.rng.ReplayRng;
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
    private final CliRun cli = new CliRun();

    @ParameterizedTest
    @ValueSource(strings = {"christmas-tree", "lost-relics", "cluster-kingdom", "cool-jewels"})
    void eachDumpedRoundCarriesTheDrawsThatRebuildIt(String game) throws Exception {
        Path file = dir.resolve("o.jsonl");
        assertEquals(0, cli.run("simulate", "--game", game, "--rounds", "300", "--seed", "11", "--threads", "1",
            "--dump", "300", file.toString(), "--dump-draws"), cli.err.toString());

        List<String> lines = Files.readAllLines(file);
        assertEquals(300, lines.size());
        ObjectMapper m = new ObjectMapper();
        OutcomeJson oj = new OutcomeJson();
        for (String line : lines) {
            JsonNode j = m.readTree(line);
            DrawRecord draws = DrawRecord.parse(j.get("draws").asText());
            Game g = GameCatalog.standard().create(game);
            RoundOutcome replayed = g.play(j.get("betLevel").asInt(), new ReplayRng(draws));
            assertEquals(line, OutcomeJson.withDraws(oj.toJson(replayed, Versions.of(g.info(), SoftwareVersion.current())),
                draws), "replayed from its draws");
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"christmas-tree", "lost-relics", "cluster-kingdom", "cool-jewels"})
    void dumpedDrawsDoNotChangeTheRoundsPlayed(String game) throws Exception {
        Path plain = dir.resolve("plain.jsonl");
        Path drawn = dir.resolve("drawn.jsonl");
        assertEquals(0, cli.run("simulate", "--game", game, "--rounds", "200", "--seed", "12", "--threads", "1",
            "--dump", "200", plain.toString()), cli.err.toString());
        assertEquals(0, cli.run("simulate", "--game", game, "--rounds", "200", "--seed", "12", "--threads", "1",
            "--dump", "200", drawn.toString(), "--dump-draws"), cli.err.toString());

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

    @ParameterizedTest
    @ValueSource(strings = {"christmas-tree", "lost-relics", "cluster-kingdom", "cool-jewels"})
    void theMathJsonPublishesEveryTableTheEngineDrawsFromWithItsEntriesByNameAndItsTotal(String game) throws Exception {
        // given the engine's declared draws and the JSON
        Game g = GameCatalog.standard().create(game);
        JsonNode j = new ObjectMapper().readTree(new ParJson().toJson(game));

        // then every table is there by its label, entry by entry, with the sum of its weights as total
        assertEquals(g.draws().tables().size(), j.get("tables").size());
        for (WeightedTable t : g.draws().tables()) {
            JsonNode jt = j.get("tables").get(t.name());
            assertEquals(t.total(), jt.get("total").asInt(), t.name());
            long sum = 0;
            for (int i = 0; i < t.size(); i++) {
                assertEquals(t.entry(i), jt.get("entries").get(i).get("name").asText(), t.name());
                assertEquals(t.weight(i), jt.get("entries").get(i).get("weight").asInt(), t.name());
                sum += jt.get("entries").get(i).get("weight").asInt();
            }
            assertEquals(sum, jt.get("total").asLong(), t.name() + ": the total is the sum of the weights as listed");
        }
        // and every chance with its bound, every pick with its candidates
        g.draws().chances().forEach((k, ppm) -> {
            assertEquals(1_000_000, j.get("chances").get(k).get("bound").asInt(), k);
            assertEquals(ppm.intValue(), j.get("chances").get(k).get("ppm").asInt(), k);
        });
        g.draws().picks().keySet().forEach(k -> assertTrue(j.get("picks").get(k).asText().length() > 20, k));
        assertEquals(DrawRecord.FORMAT, j.get("drawFormat").asText());
    }

    @ParameterizedTest
    @ValueSource(strings = {"christmas-tree", "lost-relics", "cluster-kingdom", "cool-jewels"})
    void eachDumpedRoundNamesTheVersionsItWasDecidedUnder(String game) throws Exception {
        Path file = dir.resolve("v.jsonl");
        assertEquals(0, cli.run("simulate", "--game", game, "--rounds", "20", "--seed", "13", "--threads", "1",
            "--dump", "20", file.toString()), cli.err.toString());
        JsonNode par = new ObjectMapper().readTree(new ParJson().toJson(game));

        for (String line : Files.readAllLines(file)) {
            JsonNode v = new ObjectMapper().readTree(line).get("versions");
            assertEquals(DrawRecord.FORMAT, v.get("drawFormat").asText());
            assertEquals(par.get("sha256").asText(), v.get("mathSha256").asText(), "the digest the PAR JSON publishes");
            assertEquals(SoftwareVersion.current(), v.get("software").asText());
        }
    }
}
