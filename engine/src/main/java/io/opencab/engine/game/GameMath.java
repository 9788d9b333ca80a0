package io.opencab.engine.game;

/** A game's certified math, read from its resource: what {@link MathGame} needs of it beyond the game's own rules. */
public interface GameMath {
    /** Every kind of draw the game makes, by label ({@link Game#draws}). */
    DrawCatalog draws();
}
