package io.opencab.engine.games.christmastree;

import java.util.List;

/**
 * Christmas Tree's symbols (rule sheet: 3 low, 3 medium, 2 high, Wild, Mystery). Ids 0..7 are
 * the regular symbols from lowest to highest; their order is the paytable's.
 */
public final class CtSymbols {
    public static final int PURPLE_BAUBLE = 0;
    public static final int GREEN_BAUBLE = 1;
    public static final int BLUE_BAUBLE = 2;
    public static final int BELL = 3;
    public static final int CANDY_CANE = 4;
    public static final int WRAPPED_CANDY = 5;
    public static final int ANGEL = 6;
    public static final int SANTA = 7;
    /** Snow globe: substitutes for every regular symbol, never for Mystery. */
    public static final int WILD = 8;
    /** Gift: dropped by Blizzard, transforms into one regular symbol or Wild before evaluation. */
    public static final int MYSTERY = 9;

    public static final int REGULAR = 8;
    /** Snowman picks among the low and medium symbols (ids 0..5). */
    public static final int SNOWMAN_CANDIDATES = 6;

    /** Names by id, as written in outcomes and PAR sheets. */
    public static final List<String> NAMES = List.of("PURPLE_BAUBLE", "GREEN_BAUBLE", "BLUE_BAUBLE", "BELL",
            "CANDY_CANE", "WRAPPED_CANDY", "ANGEL", "SANTA", "WILD", "MYSTERY");

    /** One character per id, for hand-drawn test boards: a b c (low), d e f (medium), g h (high), W, M. */
    public static final String CHARS = "abcdefghWM";

    private CtSymbols() {
    }
}
