package io.opencab.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.opencab.engine.game.GameCatalog;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The production engine offers no way to force an outcome (issue 26 item 7; regulations.md 1.6:
 * every outcome comes from the RNG): forced rounds are tuning aids in the benchmarks module.
 */
class NoForcedOutcomesTest {
    @Test
    void noGameOfTheCatalogHasAPublicForcedOutcomeMethod() {
        GameCatalog catalog = GameCatalog.standard();
        List<String> forced = new ArrayList<>();
        for (String id : catalog.ids()) {
            for (Method m : catalog.create(id).getClass().getMethods()) {
                if (m.getName().toLowerCase(java.util.Locale.ROOT).contains("forced")) {
                    forced.add(id + ": " + m.getName());
                }
            }
        }

        assertEquals(List.of(), forced);
    }
}
