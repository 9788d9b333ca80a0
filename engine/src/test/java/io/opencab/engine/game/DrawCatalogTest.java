package io.opencab.engine.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.engine.grid.WeightedTable;
import io.opencab.engine.rng.GameRng;
import io.opencab.engine.rng.SeededStreams;
import io.opencab.engine.rng.TracingRng;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Issue #37 items 1 and 2: every draw a round makes is named, and what its name says holds: a
 * table's draw has the table's total weight as its bound (one bound rule for every game), a
 * chance's bound is 1,000,000, and a uniform pick is one the game declares.
 */
class DrawCatalogTest {

    @ParameterizedTest
    @ValueSource(strings = {"christmas-tree", "lost-relics", "cluster-kingdom", "cool-jewels"})
    void everyDrawOfSeededRoundsIsADeclaredTableChanceOrPickWithItsBound(String id) {
        // given a game and its declared draws
        Game game = GameCatalog.standard().create(id);
        DrawCatalog catalog = game.draws();
        GameRng stream = SeededStreams.single(37);
        Set<String> seen = new HashSet<>();
        for (int round = 0; round < 3_000; round++) {
            // when a round is played on a tracing RNG
            TracingRng rng = new TracingRng(stream);
            game.play(game.info().betLevels().get(round % game.info().betLevels().size()), rng);
            // then every draw carries a declared label and that label's bound
            for (TracingRng.Draw d : rng.draws()) {
                assertNotNull(d.label(), id + ": an unlabelled draw of bound " + d.bound());
                seen.add(d.label());
                WeightedTable t = catalog.table(d.label());
                if (t != null) {
                    assertEquals(t.total(), d.bound(), id + ": " + d.label() + " drawn with another bound than its total");
                } else if (catalog.chances().containsKey(d.label())) {
                    assertEquals(DrawCatalog.CHANCE_BOUND, d.bound(), id + ": chance " + d.label());
                } else {
                    assertTrue(catalog.picks().containsKey(d.label()), id + ": draw labelled " + d.label() + " is not declared");
                }
            }
        }
        // and the common draws all occur (the board tables, the main chances)
        assertTrue(seen.size() >= Math.min(4, catalog.tables().size()), id + " drew only " + seen);
    }

    @ParameterizedTest
    @ValueSource(strings = {"christmas-tree", "lost-relics", "cluster-kingdom", "cool-jewels"})
    void everyTableNamesEachEntryAndDrawsWithTheSumOfItsListedWeights(String id) {
        for (WeightedTable t : GameCatalog.standard().create(id).draws().tables()) {
            long sum = 0;
            for (int i = 0; i < t.size(); i++) {
                sum += t.weight(i);
                assertTrue(!t.entry(i).isBlank(), id + ": " + t.name() + " entry " + i + " has no name");
            }
            // one bound rule: no reduction by a common divisor, the total as listed
            assertEquals(sum, t.total(), id + ": " + t.name());
        }
    }
}
