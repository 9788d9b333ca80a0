package io.opencab.app.reference;

import com.fasterxml.jackson.databind.JsonNode;
import io.opencab.engine.game.Game;
import io.opencab.engine.rng.TracingRng;
import java.util.List;
import java.util.function.Function;

/**
 * One reference round: a path of play that sampling does not reach (docs/par/&lt;game&gt;.md, "Reference
 * rounds"), the constructed draws that play it, and the check that the round reaches it.
 *
 * @param id       stable name, e.g. {@code ct-cap-exact}
 * @param shows    what the round shows, one sentence (written into the file)
 * @param betLevel the bet level it is played at
 * @param plan     its draws, for a fresh game
 * @param reaches  true when the outcome (its JSON) and its labelled draws show the path
 */
record Reference(String id, String shows, int betLevel, Function<Game, Plan> plan, Check reaches) {

    /** The path's check on the outcome JSON and the round's draws with their labels. */
    @FunctionalInterface
    interface Check {
        boolean test(JsonNode outcome, List<TracingRng.Draw> draws);
    }

    /** How many of {@code draws} carry {@code label}. */
    static long count(List<TracingRng.Draw> draws, String label) {
        return draws.stream().filter(d -> label.equals(d.label())).count();
    }
}
