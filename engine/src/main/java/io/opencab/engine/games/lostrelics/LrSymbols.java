package io.opencab.engine.games.lostrelics;

import java.util.List;

/**
 * Lost Relics' symbols (rule sheet; public sources: four gem suits, dagger, helmet, bracelet,
 * snake, Wild, Scatter). Ids 0..7 are the paying symbols from lowest to highest; their order is
 * the paytable's.
 */
public final class LrSymbols {
    public static final int HEART = 0;
    public static final int SPADE = 1;
    public static final int DIAMOND = 2;
    public static final int CLUB = 3;
    public static final int DAGGER = 4;
    public static final int HELMET = 5;
    public static final int BRACELET = 6;
    public static final int SNAKE = 7;
    /**
     * Substitutes for every paying symbol, never for Scatter; pays only with other symbols. Never
     * lands: Extra Wild and Sticky Wild place it (rule sheet).
     */
    public static final int WILD = 8;
    /** The statuette: lands on reels 1, 3 and 5 of the main game only; three give Free Spins. */
    public static final int SCATTER = 9;

    /** The paying symbols, ids 0..7: the only symbols a board lands (Wilds come from features; decision D1). */
    public static final int PAYING = 8;

    /** Names by id, as written in outcomes and PAR sheets. */
    public static final List<String> NAMES = List.of("HEART", "SPADE", "DIAMOND", "CLUB", "DAGGER", "HELMET",
            "BRACELET", "SNAKE", "WILD", "SCATTER");

    /** One character per id, for hand-drawn test boards: a b c d (low), e f (medium), g h (high), W, S. */
    public static final String CHARS = "abcdefghWS";

    private LrSymbols() {
    }
}
