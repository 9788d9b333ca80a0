package io.opencab.tests.replayer;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Function;

/**
 * Replays every line of a JSON-lines file of outcomes with their draws (a simulator dump or a
 * reference-rounds file) and checks each against the recorded outcome, member for member.
 */
final class RoundReplay {
    private final ParMath math;
    private final GameReplayer game;

    RoundReplay(ParMath math, Function<ParMath, GameReplayer> factory) {
        this.math = math;
        this.game = factory.apply(math);
    }

    /** Replays every line; returns the number of rounds; throws on the first mismatch. */
    int replayFile(Path file) {
        int lineNo = 0;
        try (BufferedReader in = Files.newBufferedReader(file)) {
            for (String line = in.readLine(); line != null; line = in.readLine()) {
                lineNo++;
                if (!line.isBlank()) {
                    replayLine(line, file.getFileName() + " line " + lineNo);
                }
            }
        } catch (IOException e) {
            throw new ReplayException("cannot read " + file, e);
        }
        return lineNo;
    }

    void replayLine(String line, String where) {
        Map<String, Object> recorded = new LinkedHashMap<>(Json.object(Json.parse(line)));
        Object reference = recorded.remove("reference");
        String draws = (String) recorded.remove("draws");
        String round = math.game + " " + where + (reference == null ? "" : " " + Json.object(reference).get("id"));
        if (draws == null) {
            throw new ReplayException(round + ": no draws recorded");
        }
        Map<String, Object> replayed;
        DrawTape tape = new DrawTape(math, draws);
        try {
            replayed = new LinkedHashMap<>(game.replay((Long) recorded.get("betLevel"), tape));
            tape.requireAllUsed();
        } catch (RuntimeException e) {
            throw new ReplayException(round + ": does not replay at draw " + tape.position() + ": "
                    + e.getMessage(), e);
        }
        Map<String, Object> versions = Json.object(recorded.get("versions"));
        replayed.put("versions", J.obj("drawFormat", math.drawFormat, "mathSha256", math.sha256,
                "software", versions == null ? null : versions.get("software")));
        String diff = J.diff("", recorded, replayed);
        if (diff != null) {
            throw new ReplayException(round + ": first mismatch at " + diff);
        }
    }
}
