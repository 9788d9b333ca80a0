package io.opencab.engine.game;

import io.opencab.engine.rng.GameRng;

/**
 * A game of the cabinet. {@link #play} decides one whole round - every cascade, feature and
 * free spin - from the RNG alone and returns it as one immutable value. Implementations are
 * immutable and thread-safe: nothing of one round survives into the next.
 */
public interface Game {

    GameInfo info();

    /**
     * Every kind of draw the game makes, by the label its draws carry: what the PAR JSON publishes
     * as {@code tables}, {@code chances} and {@code picks} (docs/outcome-format.md, "Draws").
     */
    DrawCatalog draws();

    /**
     * Plays one round.
     *
     * @param betLevel one of {@link GameInfo#betLevels()}; the bet is {@code betLevel x coinsPerLevel} credits
     * @throws io.opencab.engine.EngineException if the bet level is not offered
     */
    RoundOutcome play(int betLevel, GameRng rng);
}
