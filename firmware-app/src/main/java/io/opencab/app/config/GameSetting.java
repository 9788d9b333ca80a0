package io.opencab.app.config;

import java.util.List;

/**
 * One enabled game and the bet levels the cabinet offers for it.
 *
 * @param gameId    the engine's game id
 * @param betLevels offered levels, ascending; a subset of the game's own levels
 */
public record GameSetting(String gameId, List<Integer> betLevels) {
    public GameSetting {
        betLevels = List.copyOf(betLevels);
    }
}
