package io.opencab.tests.replayer;

import java.util.Map;

/** One game's rules, re-implemented from its PAR sheet and outcome-format page alone. */
interface GameReplayer {
    /**
     * Plays a round from its draws: every member of the outcome the documents define, in their
     * order, up to {@code sourceWins} (the caller adds {@code versions}).
     */
    Map<String, Object> replay(long betLevel, DrawTape draws);
}
