package io.opencab.app.reference;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

/**
 * Not a test: the command {@code bin/reference-rounds} runs this in the test JVM (so the generator has the
 * test classpath it is built with) to write docs/par/&lt;game&gt;-reference.jsonl. Skipped in every other run.
 */
class ReferenceRoundsWriter {

    @Test
    @EnabledIfSystemProperty(named = "reference.rounds.write", matches = ".+")
    void writeTheReferenceRounds() throws Exception {
        String games = System.getProperty("reference.rounds.write");
        String dir = Path.of("..", "docs", "par").toString();
        ReferenceRounds.main(games.equals("all") ? new String[] {dir} : (dir + "," + games).split(","));
    }
}
