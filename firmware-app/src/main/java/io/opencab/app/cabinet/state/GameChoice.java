package io.opencab.app.cabinet.state;

import java.util.List;

/**
 * A game the player can choose, as the game-select screen and the bet controls need it.
 *
 * @param gameId        engine id
 * @param name          display name
 * @param betLevels     levels offered on this cabinet (configuration), ascending
 * @param coinsPerLevel credits bet per level
 * @param targetRtpPpm  designed return to player, parts per million (help screen)
 */
public record GameChoice(String gameId, String name, List<Integer> betLevels, int coinsPerLevel, int targetRtpPpm) {
    public GameChoice {
        betLevels = List.copyOf(betLevels);
    }

    public long bet(int level) {
        return (long) level * coinsPerLevel;
    }
}
