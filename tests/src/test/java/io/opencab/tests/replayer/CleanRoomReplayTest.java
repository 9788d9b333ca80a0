package io.opencab.tests.replayer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.app.cli.CabinetCli;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.Function;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Issue 37 item 6: a replayer written from the documents alone (docs/outcome-format*.md,
 * docs/par/*.md and *.json), with no engine class, replays 20,000 simulator rounds of each game
 * and every published reference round, member for member. The rounds come from the documented
 * interface: the {@code cabinet simulate ... --dump K FILE --dump-draws} command line, run
 * in-process through {@code CabinetCli.execute} (docs/outcome-format.md, "Replaying rounds").
 */
class CleanRoomReplayTest {
    private static final int ROUNDS = 20_000;

    @TempDir
    Path dir;

    @ParameterizedTest(name = "{0}: 20,000 dumped rounds at bet level {2}, seed {1}")
    @CsvSource({"lost-relics, 37061, 3", "christmas-tree, 37062, 2", "cluster-kingdom, 37063, 2", "cool-jewels, 37064, 5"})
    void replaysDumpedRounds(String game, long seed, int betLevel) {
        // given: 20,000 rounds with their draws, dumped by the command line
        Path dump = dir.resolve(game + ".jsonl");
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int rc = CabinetCli.execute(new String[] {"simulate", "--game", game, "--rounds", String.valueOf(ROUNDS),
                "--seed", String.valueOf(seed), "--threads", "1", "--bet-level", String.valueOf(betLevel),
                "--dump", String.valueOf(ROUNDS), dump.toString(), "--dump-draws"},
                new PrintWriter(out, true), new PrintWriter(err, true));
        assertEquals(0, rc, () -> "simulate failed: " + err);

        // when / then: each replays from its draws and the PAR JSON alone, member for member
        int replayed = replayer(game).replayFile(dump);
        assertEquals(ROUNDS, replayed);
    }

    @ParameterizedTest(name = "{0}: every reference round")
    @CsvSource({"lost-relics", "christmas-tree", "cluster-kingdom", "cool-jewels"})
    void replaysReferenceRounds(String game) {
        int replayed = replayer(game).replayFile(docs().resolve("par/" + game + "-reference.jsonl"));
        assertTrue(replayed > 0, "no reference rounds for " + game);
    }

    @ParameterizedTest(name = "{0}: the example round of its outcome-format page")
    @CsvSource({"lost-relics", "christmas-tree", "cluster-kingdom", "cool-jewels"})
    void replaysTheFormatPagesExample(String game) throws IOException {
        String page = Files.readString(docs().resolve("outcome-format-" + game + ".md"));
        String example = page.substring(page.indexOf("## Example"));
        int start = example.indexOf("```json\n") + "```json\n".length();
        replayer(game).replayLine(example.substring(start, example.indexOf("\n```", start)), "example");
    }

    static RoundReplay replayer(String game) {
        Function<ParMath, GameReplayer> factory = switch (game) {
            case "lost-relics" -> LostRelicsReplayer::new;
            case "christmas-tree" -> ChristmasTreeReplayer::new;
            case "cluster-kingdom" -> ClusterKingdomReplayer::new;
            case "cool-jewels" -> CoolJewelsReplayer::new;
            default -> throw new IllegalArgumentException("no clean-room replayer for " + game);
        };
        return new RoundReplay(ParMath.load(docs().resolve("par/" + game + ".json")), factory);
    }

    static Path docs() {
        Path here = Path.of("").toAbsolutePath();
        for (Path p = here; p != null; p = p.getParent()) {
            if (Files.isDirectory(p.resolve("docs/par"))) {
                return p.resolve("docs");
            }
        }
        throw new IllegalStateException("docs/par not found above " + here);
    }
}
