package io.opencab.engine.games.clusterkingdom;

import java.util.List;

/**
 * Cluster Kingdom's symbols (rule sheet: 5 paying symbols, Wild, Multiplier Wild, King, Queen,
 * Princess). Ids 0..4 are the paying symbols from lowest to highest; their order is the paytable's.
 */
public final class CkSymbols {
    public static final int WHEAT = 0;
    public static final int TREE = 1;
    public static final int WINDMILL = 2;
    public static final int HOUSE = 3;
    public static final int CASTLE = 4;
    /** Jester: substitutes for every paying symbol. */
    public static final int WILD = 5;
    /** Knight: a Wild carrying a multiplier value; sticky until the round ends. */
    public static final int MULTIPLIER_WILD = 6;
    public static final int KING = 7;
    public static final int QUEEN = 8;
    public static final int PRINCESS = 9;

    public static final int PAYING = 5;
    /** The highest-paying symbol: a combination of Wilds only pays as this (rule sheet). */
    public static final int HIGHEST = CASTLE;
    /** Symbols a board draw can show in one cell: the paying symbols, Wild and Multiplier Wild. */
    public static final int DRAWN = 7;
    public static final int COUNT = 10;

    public static final List<String> NAMES = List.of("WHEAT", "TREE", "WINDMILL", "HOUSE", "CASTLE", "WILD",
            "MULTIPLIER_WILD", "KING", "QUEEN", "PRINCESS");

    /** One character per id, for hand-drawn test boards: a..e paying, W wild, M multiplier wild, K Q P royals. */
    public static final String CHARS = "abcdeWMKQP";

    private CkSymbols() {
    }

    public static boolean isRoyal(int symbol) {
        return symbol >= KING;
    }

    public static boolean isPaying(int symbol) {
        return symbol >= 0 && symbol < PAYING;
    }
}
