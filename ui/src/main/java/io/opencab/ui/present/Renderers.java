package io.opencab.ui.present;

import io.opencab.engine.game.Game;
import io.opencab.engine.game.GameCatalog;
import io.opencab.engine.games.christmastree.ChristmasTree;
import io.opencab.engine.games.clusterkingdom.ClusterKingdom;
import io.opencab.engine.games.cooljewels.CoolJewels;
import io.opencab.engine.games.lostrelics.LostRelics;
import io.opencab.ui.games.christmastree.CtRenderer;
import io.opencab.ui.games.clusterkingdom.CkRenderer;
import io.opencab.ui.games.cooljewels.CjRenderer;
import io.opencab.ui.games.lostrelics.LrRenderer;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * The renderer of each game: the dedicated ones registered here, the labelled generic fallback
 * ({@link GenericRenderer}) for a game without one, so the kiosk works with every game of the
 * {@link GameCatalog}. One renderer per game id, built once from the game's shipped math.
 */
public final class Renderers {
    private final GameCatalog catalog;
    private final Map<String, Function<Game, GameRenderer>> dedicated;
    private final Map<String, GameRenderer> built = new HashMap<>();

    private Renderers(GameCatalog catalog, Map<String, Function<Game, GameRenderer>> dedicated) {
        this.catalog = catalog;
        this.dedicated = dedicated;
    }

    /** Every dedicated renderer of this module. The other games use the generic fallback until theirs exist. */
    public static Renderers standard(GameCatalog catalog) {
        Map<String, Function<Game, GameRenderer>> m = new LinkedHashMap<>();
        m.put(ChristmasTree.ID, CtRenderer::new);
        m.put(LostRelics.ID, LrRenderer::new);
        m.put(CoolJewels.ID, CjRenderer::new);
        m.put(ClusterKingdom.ID, CkRenderer::new);
        return new Renderers(catalog, m);
    }

    /** These renderers plus (or replacing) the dedicated renderer of {@code gameId}. */
    public Renderers with(String gameId, Function<Game, GameRenderer> factory) {
        Map<String, Function<Game, GameRenderer>> m = new LinkedHashMap<>(dedicated);
        m.put(gameId, factory);
        return new Renderers(catalog, m);
    }

    /** The ids with a dedicated renderer. */
    public List<String> dedicatedIds() {
        return List.copyOf(dedicated.keySet());
    }

    /** The generic fallback of {@code gameId} (used when a dedicated renderer fails on an outcome). */
    public synchronized GameRenderer generic(String gameId) {
        return built.computeIfAbsent("generic:" + gameId, k -> new GenericRenderer(catalog.create(gameId)));
    }

    /** The renderer of {@code gameId} (built on first use; the catalog refuses unknown ids). */
    public synchronized GameRenderer forGame(String gameId) {
        return built.computeIfAbsent(gameId, id -> {
            Game game = catalog.create(id);
            return dedicated.getOrDefault(id, GenericRenderer::new).apply(game);
        });
    }
}
