package io.opencab.ui.demo;

import io.opencab.engine.game.Game;
import io.opencab.engine.game.GameCatalog;
import io.opencab.engine.game.GameInfo;
import io.opencab.engine.game.RoundOutcome;
import io.opencab.engine.rng.GameRng;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * TEST / DEMO ONLY. The demo cabinet's games: the catalog's games, the one the player chose, each
 * game's bet level, and how the next round is decided (a forced outcome first, else the real
 * engine with the seeded RNG). Not synchronized: DemoCabinet calls it under its own lock.
 */
final class DemoGames {
    private final GameRng rng;
    private final List<GameInfo> infos = new ArrayList<>();
    private final Map<String, Game> byId = new LinkedHashMap<>();
    private final Map<String, Integer> levels = new HashMap<>();
    private final Deque<RoundOutcome> forced = new ArrayDeque<>();
    private String selected;

    DemoGames(GameCatalog catalog, GameRng rng) {
        this.rng = rng;
        for (String id : catalog.ids()) {
            Game g = catalog.create(id);
            byId.put(id, g);
            infos.add(g.info());
            levels.put(id, g.info().betLevels().getFirst());
        }
    }

    List<GameInfo> infos() {
        return infos;
    }

    /** The chosen game's id; null until the player chooses one. */
    String selected() {
        return selected;
    }

    /** The chosen game's bet level; 0 before a game is chosen. */
    int level() {
        return selected == null ? 0 : levels.get(selected);
    }

    void select(String gameId) {
        selected = gameId;
    }

    /** The next round plays {@code o} instead of drawing (screenshots of a chosen feature). */
    void force(RoundOutcome o) {
        forced.add(o);
    }

    /** The chosen game's bet at its level. */
    long bet() {
        return byId.get(selected).info().bet(level());
    }

    /** The chosen game's bet level one step up (+1) or down (-1); nothing past either end. */
    void step(int direction) {
        List<Integer> offered = byId.get(selected).info().betLevels();
        int i = offered.indexOf(levels.get(selected)) + direction;
        if (i >= 0 && i < offered.size()) {
            levels.put(selected, offered.get(i));
        }
    }

    /** The chosen game at the largest bet {@code credits} cover; false, the level unchanged, if they cover none. */
    boolean maxBet(long credits) {
        GameInfo info = byId.get(selected).info();
        Optional<Integer> largest = info.betLevels().stream().filter(l -> info.bet(l) <= credits).reduce((a, b) -> b);
        largest.ifPresent(l -> levels.put(selected, l));
        return largest.isPresent();
    }

    /** The chosen game's next round at its level: a forced outcome if one waits, else drawn. */
    RoundOutcome next() {
        return forced.isEmpty() ? byId.get(selected).play(levels.get(selected), rng) : forced.poll();
    }
}
