package io.opencab.engine.game;

import io.opencab.engine.EngineException;
import java.util.List;

/**
 * What the simulator, the cabinet and the paytable screens need to know about a game.
 *
 * @param id            stable id, e.g. {@code christmas-tree}
 * @param name          display name
 * @param coinsPerLevel credits bet per bet level
 * @param betLevels     offered bet levels, ascending
 * @param capX          the round's win cap as a multiple of the bet; 0 when the game has no cap
 * @param sources       names of the RTP sources an outcome splits its win into
 * @param features      names of the features an outcome counts
 * @param targetRtpPpm  the designed RTP in parts per million (964000 = 96.40%)
 * @param mathSha256    the SHA-256 of the math resource the game was built from ({@link MathResource#sha256()});
 *                      every outcome and journal row carries it
 */
public record GameInfo(String id, String name, int coinsPerLevel, List<Integer> betLevels, long capX,
                       List<String> sources, List<String> features, int targetRtpPpm, String mathSha256) {

    public GameInfo {
        betLevels = List.copyOf(betLevels);
        sources = List.copyOf(sources);
        features = List.copyOf(features);
    }

    /** The bet in credits at {@code betLevel}, after checking the level is offered. */
    public long bet(int betLevel) {
        if (!offers(betLevel)) {
            throw new EngineException(id + ": bet level " + betLevel + " is not offered (levels " + betLevels + ")");
        }
        return (long) betLevel * coinsPerLevel;
    }

    /** True if {@code betLevel} is offered. Indexed, so the round path allocates no iterator. */
    public boolean offers(int betLevel) {
        for (int i = 0; i < betLevels.size(); i++) {
            if (betLevels.get(i) == betLevel) {
                return true;
            }
        }
        return false;
    }
}
