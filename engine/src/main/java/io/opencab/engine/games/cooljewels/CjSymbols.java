package io.opencab.engine.games.cooljewels;

import java.util.List;

/**
 * Cool Jewels' symbols (rule sheet; public reviews of the real game): eight jewels that all pay the
 * same meter value, Premium 10x, Bonus, and the four Wilds. Ids 0..9 form Matching Groups;
 * the Wilds only substitute.
 */
public final class CjSymbols {
    public static final int RED_HEXAGON = 0;
    public static final int GREEN_OCTAGON = 1;
    public static final int GREEN_PENTAGON = 2;
    public static final int PINK_TEARDROP = 3;
    public static final int YELLOW_TRIANGLE = 4;
    public static final int BLUE_RHOMBUS = 5;
    public static final int ORANGE_ROUND = 6;
    public static final int PURPLE_RECTANGLE = 7;
    /** Pays 10x the meter value when destroyed (rule sheet). */
    public static final int PREMIUM = 8;
    /** Four or more destroyed in one game trigger Free Games (rule sheet). */
    public static final int BONUS = 9;
    /** Activated: destroys the spaces touching it (see CjPatterns). Reels 2-5 only. */
    public static final int UNSTABLE = 10;
    /** Activated: destroys its row and column. Reels 2-5 only. */
    public static final int SHATTERING = 11;
    /** Activated: destroys its diagonals. Reels 2-5 only. */
    public static final int SHOCKING = 12;
    /** Made by a pair of two same Wilds (and may land); destroys with the Unstable pattern. */
    public static final int PERSISTING = 13;

    /** Symbols that form Matching Groups: the jewels, Premium 10x and Bonus. */
    public static final int GROUPING = 10;
    public static final int JEWELS = 8;
    public static final int COUNT = 14;

    /** Names by id, as written in outcomes and PAR sheets. */
    public static final List<String> NAMES = List.of("RED_HEXAGON", "GREEN_OCTAGON", "GREEN_PENTAGON",
            "PINK_TEARDROP", "YELLOW_TRIANGLE", "BLUE_RHOMBUS", "ORANGE_ROUND", "PURPLE_RECTANGLE",
            "PREMIUM_10X", "BONUS", "UNSTABLE_WILD", "SHATTERING_WILD", "SHOCKING_WILD", "PERSISTING_WILD");

    /**
     * One character per id, for hand-drawn test boards: jewels a..h, X Premium 10x, B Bonus,
     * U Unstable, S Shattering, K Shocking, P Persisting.
     */
    public static final String CHARS = "abcdefghXBUSKP";

    private CjSymbols() {
    }

    /** Unstable, Shattering or Shocking: the Wilds that pair and land only on reels 2-5. */
    public static boolean special(int symbol) {
        return symbol >= UNSTABLE && symbol <= SHOCKING;
    }

    /** Any of the four Wilds. */
    public static boolean wild(int symbol) {
        return symbol >= UNSTABLE;
    }
}
