package io.opencab.engine.game;

import java.util.List;

/**
 * The terms every game's math states first, read by the game's math from its resource (issue 38 item 3: one place
 * for what the four maths and games repeated): what a bet level bets, the levels offered, the cap, the designed
 * return and the resource's hash. The game adds its id, name, sources and features to make its {@link GameInfo}.
 *
 * @param coinsPerLevel credits bet per bet level
 * @param betLevels     offered bet levels, ascending
 * @param capX          the round's win cap as a multiple of the bet; 0 when the game has no cap
 * @param targetRtpPpm  the designed RTP in parts per million
 * @param mathSha256    the SHA-256 of the math resource ({@link MathResource#sha256()})
 */
public record GameTerms(int coinsPerLevel, List<Integer> betLevels, long capX, int targetRtpPpm, String mathSha256) {

    public GameTerms {
        betLevels = List.copyOf(betLevels);
    }

    /** The game's description: these terms under the game's {@code id} and {@code name}, with its RTP sources and features. */
    public GameInfo info(String id, String name, List<String> sources, List<String> features) {
        return new GameInfo(id, name, coinsPerLevel, betLevels, capX, sources, features, targetRtpPpm, mathSha256);
    }
}
