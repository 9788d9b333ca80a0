package io.opencab.engine.game;

import java.util.Objects;

/**
 * The members every game built on certified math shares (issue 38 item 3): its math, its description, and the
 * draws the math declares. One level only: each game stays a small final class with its own rules ({@link #play}).
 *
 * @param <M> the game's math
 */
public abstract class MathGame<M extends GameMath> implements Game {
    /** The game's certified math. */
    protected final M math;
    /** Its description (id, name, bet levels, cap, return, math hash). */
    protected final GameInfo info;

    protected MathGame(M math, GameInfo info) {
        this.math = Objects.requireNonNull(math, "math");
        this.info = Objects.requireNonNull(info, "info");
    }

    public final M math() {
        return math;
    }

    @Override
    public final GameInfo info() {
        return info;
    }

    @Override
    public final DrawCatalog draws() {
        return math.draws();
    }
}
