package io.opencab.engine.game;

import io.opencab.engine.EngineException;
import io.opencab.engine.games.christmastree.ChristmasTree;
import io.opencab.engine.games.cooljewels.CoolJewels;
import io.opencab.engine.games.lostrelics.LostRelics;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/** The games this engine certifies, by id. Each lookup builds a fresh game from its shipped math. */
public final class GameCatalog {
    private final Map<String, Supplier<Game>> games;

    private GameCatalog(Map<String, Supplier<Game>> games) {
        this.games = games;
    }

    /** Every game shipped with the engine. */
    public static GameCatalog standard() {
        Map<String, Supplier<Game>> m = new LinkedHashMap<>();
        m.put(ChristmasTree.ID, ChristmasTree::standard);
        m.put(LostRelics.ID, LostRelics::standard);
        m.put(CoolJewels.ID, CoolJewels::standard);
        return new GameCatalog(m);
    }

    public List<String> ids() {
        return List.copyOf(games.keySet());
    }

    public Game create(String id) {
        Supplier<Game> s = games.get(id);
        if (s == null) {
            throw new EngineException("unknown game '" + id + "' (known: " + String.join(", ", games.keySet()) + ")");
        }
        return s.get();
    }
}
