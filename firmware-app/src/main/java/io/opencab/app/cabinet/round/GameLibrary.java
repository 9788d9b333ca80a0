package io.opencab.app.cabinet.round;

import io.opencab.app.AppException;
import io.opencab.app.SoftwareVersion;
import io.opencab.app.cabinet.state.GameChoice;
import io.opencab.app.config.GameSetting;
import io.opencab.app.json.OutcomeJson;
import io.opencab.app.json.Versions;
import io.opencab.engine.game.Game;
import io.opencab.engine.game.GameCatalog;
import io.opencab.engine.game.GameInfo;
import io.opencab.engine.game.RoundOutcome;
import io.opencab.meters.RoundVersions;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiFunction;

/**
 * The games the cabinet can play and the JSON form of their outcomes: every game of
 * {@link GameCatalog} with {@link OutcomeJson}, handled only through {@code Game} and
 * {@code RoundOutcome} (never per game). Tests may build one around their own game.
 */
public final class GameLibrary {
    private final Map<String, Game> games;
    private final BiFunction<RoundOutcome, RoundVersions, String> json;
    private final String software;

    /**
     * @param json     an outcome's JSON with its versions as the last member (null versions: none)
     * @param software the firmware version kept with every round
     */
    public GameLibrary(Map<String, Game> games, BiFunction<RoundOutcome, RoundVersions, String> json, String software) {
        this.games = new LinkedHashMap<>(games);
        this.json = json;
        this.software = software;
    }

    /** Every game in the engine's catalog, JSON by {@link OutcomeJson}, this firmware's version. */
    public static GameLibrary standard() {
        GameCatalog catalog = GameCatalog.standard();
        Map<String, Game> m = new LinkedHashMap<>();
        for (String id : catalog.ids()) {
            m.put(id, catalog.create(id));
        }
        OutcomeJson json = new OutcomeJson();
        return new GameLibrary(m, json::toJson, SoftwareVersion.current());
    }

    public List<String> ids() {
        return List.copyOf(games.keySet());
    }

    /** The games {@code settings} enable, as the player chooses them; a game this firmware lacks is a clear error. */
    public List<GameChoice> choices(List<GameSetting> settings) {
        List<GameChoice> out = new ArrayList<>();
        for (GameSetting s : settings) {
            Game g = game(s.gameId());
            if (g == null) {
                throw new AppException("configured game " + s.gameId() + " is not in this firmware");
            }
            GameInfo info = g.info();
            out.add(new GameChoice(info.id(), info.name(), s.betLevels(), info.coinsPerLevel(), info.targetRtpPpm()));
        }
        if (out.isEmpty()) {
            throw new AppException("no game is enabled");
        }
        return List.copyOf(out);
    }

    /** The game {@code id}, or null when this firmware does not have it. */
    public Game game(String id) {
        return games.get(id);
    }

    /** What decides a round of game {@code id} on this firmware: the draw format, its math's digest, this software. */
    public RoundVersions versions(String id) {
        Game g = games.get(id);
        if (g == null) {
            throw new AppException("no game " + id + " in this firmware (games: " + games.keySet() + ")");
        }
        return Versions.of(g.info(), software);
    }

    /** The outcome's JSON as decided on this firmware (its versions: {@link #versions}). */
    public String json(RoundOutcome outcome) {
        return json.apply(outcome, versions(outcome.gameId()));
    }

    /** The outcome's JSON with the given versions (a journaled round's own; null for one journaled without). */
    public String json(RoundOutcome outcome, RoundVersions versions) {
        return json.apply(outcome, versions);
    }
}
