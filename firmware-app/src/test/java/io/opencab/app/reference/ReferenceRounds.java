package io.opencab.app.reference;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.opencab.app.AppException;
import io.opencab.app.SoftwareVersion;
import io.opencab.app.json.OutcomeJson;
import io.opencab.app.json.Versions;
import io.opencab.engine.game.Game;
import io.opencab.engine.game.GameCatalog;
import io.opencab.engine.game.RoundOutcome;
import io.opencab.engine.rng.TracingRng;
import java.io.IOException;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The reference rounds of every game (issue #37 item 5): rounds with their draws that reach the
 * paths sampling does not (the cap, the step and free-game bounds, the fifth instance, the Snowman
 * fallback, the highest multipliers), built from constructed draws ({@link Plan}) and written to
 * docs/par/&lt;game&gt;-reference.jsonl, one round a line. Regenerate them in one step after a re-tune:
 * {@code bin/reference-rounds} (which runs {@link #main}). {@code ReferenceRoundsTest} replays every
 * line with the engine and checks that it still reaches its path.
 */
public final class ReferenceRounds {
    private static final ObjectMapper MAPPER = new ObjectMapper();

    private ReferenceRounds() {
    }

    /** Every game's references, by game id. */
    static Map<String, List<Reference>> all() {
        return Map.of("lost-relics", LrReferences.all(), "christmas-tree", CtReferences.all(),
            "cluster-kingdom", CkReferences.all(), "cool-jewels", CjReferences.all());
    }

    /** {@code ReferenceRounds [DIR [GAME ...]]}: writes DIR/&lt;game&gt;-reference.jsonl (default docs/par, every game). */
    public static void main(String[] args) throws IOException {
        Path dir = Path.of(args.length > 0 ? args[0] : "docs/par");
        List<String> games = args.length > 1 ? List.of(args).subList(1, args.length) : GameCatalog.standard().ids();
        for (String game : games) {
            Path file = dir.resolve(game + "-reference.jsonl");
            Files.writeString(file, String.join("\n", lines(game)) + "\n", StandardCharsets.UTF_8);
            System.out.println(file + ": " + all().get(game).size() + " rounds");
        }
    }

    /** The lines of {@code game}'s reference file, in order. */
    static List<String> lines(String game) {
        List<Reference> refs = all().get(game);
        if (refs == null) {
            throw new AppException("no reference rounds for game " + game);
        }
        List<String> out = new ArrayList<>();
        for (Reference r : refs) {
            out.add(line(game, r));
        }
        return out;
    }

    /** Plays one reference on its planned draws, checks it reaches its path, and returns its line. */
    static String line(String gameId, Reference r) {
        Game game = GameCatalog.standard().create(gameId);
        Plan plan = r.plan().apply(game);
        TracingRng rng = new TracingRng(plan);
        RoundOutcome o = game.play(r.betLevel(), rng);
        if (!plan.used()) {
            throw new AppException(gameId + " reference " + r.id() + ": the round ended before using every planned draw");
        }
        String json = new OutcomeJson().toJson(o, Versions.of(game.info(), SoftwareVersion.current()));
        if (!r.reaches().test(parse(json), rng.draws())) {
            throw new AppException(gameId + " reference " + r.id() + " no longer reaches its path (" + r.shows()
                + "): change its plan in " + gameId + "'s References class");
        }
        return "{" + header(r) + "," + OutcomeJson.withDraws(json, rng.record()).substring(1);
    }

    /** {@code "reference":{"id":...,"shows":...}}: the member a reference line starts with. */
    private static String header(Reference r) {
        StringWriter w = new StringWriter();
        try (JsonGenerator g = new JsonFactory().createGenerator(w)) {
            g.writeStartObject();
            g.writeObjectFieldStart("reference");
            g.writeStringField("id", r.id());
            g.writeStringField("shows", r.shows());
            g.writeEndObject();
            g.writeEndObject();
        } catch (IOException e) {
            throw new AppException("cannot write the reference header of " + r.id(), e);
        }
        String s = w.toString();
        return s.substring(1, s.length() - 1);
    }

    static JsonNode parse(String json) {
        try {
            return MAPPER.readTree(json);
        } catch (IOException e) {
            throw new AppException("not JSON: " + json, e);
        }
    }
}
