package io.opencab.app.cabinet;

import io.opencab.app.json.OutcomeJson;
import io.opencab.engine.game.Game;
import io.opencab.engine.game.GameCatalog;
import io.opencab.engine.game.RoundOutcome;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * The games the cabinet can play and the JSON form of their outcomes: every game of
 * {@link GameCatalog} with {@link OutcomeJson}, handled only through {@code Game} and
 * {@code RoundOutcome} (never per game). Tests may build one around their own game.
 */
public final class GameLibrary {
    private final Map<String, Game> games;
    private final Function<RoundOutcome, String> json;

    public GameLibrary(Map<String, Game> games, Function<RoundOutcome, String> json) {
        this.games = new LinkedHashMap<>(games);
        this.json = json;
    }

    /** Every game in the engine's catalog, JSON by {@link OutcomeJson}. */
    public static GameLibrary standard() {
        GameCatalog catalog = GameCatalog.standard();
        Map<String, Game> m = new LinkedHashMap<>();
        for (String id : catalog.ids()) {
            m.put(id, catalog.create(id));
        }
        OutcomeJson json = new OutcomeJson();
        return new GameLibrary(m, json::toJson);
    }

    public List<String> ids() {
        return List.copyOf(games.keySet());
    }

    /** The game {@code id}, or null when this firmware does not have it. */
    public Game game(String id) {
        return games.get(id);
    }

    public String json(RoundOutcome outcome) {
        return json.apply(outcome);
    }
}
