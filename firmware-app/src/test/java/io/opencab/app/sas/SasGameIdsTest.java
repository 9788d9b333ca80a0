package io.opencab.app.sas;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.opencab.engine.game.GameCatalog;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * The SAS game id (LP 1F, LP 53: two characters) is made from our game id's initials, so a new game whose id starts
 * like another's ("crystal-temple" beside "christmas-tree") would report the other's id to the host: this fails then.
 */
class SasGameIdsTest {
    @Test
    void everyGameOfTheCatalogHasItsOwnTwoLetterSasGameId() {
        // given
        List<String> games = GameCatalog.standard().ids();

        // when
        Map<String, String> byId = new TreeMap<>();
        games.forEach(g -> byId.merge(SasSnapshots.initials(g), g, (a, b) -> a + " and " + b));

        // then
        assertEquals(games.size(), byId.size(), "games sharing a SAS game id: " + byId);
        byId.keySet().forEach(id -> assertEquals(2, id.length(), id));
    }

    @Test
    void theIdIsTheInitialsOfTheFirstTwoWords() {
        assertEquals("CT", SasSnapshots.initials("christmas-tree"));
        assertEquals("CT", SasSnapshots.initials("crystal-temple"));
    }
}
