package io.opencab.engine.games.clusterkingdom;

import io.opencab.engine.game.MathResource;
import io.opencab.engine.rng.ScriptedRng;

/**
 * Test support: the shipped math with the same-symbol-below rule switched off, so a cell's draw
 * stop does not depend on the cell below and scripts stay readable; hand-made boards and draws.
 */
final class Ck {
    static final int PPM = io.opencab.engine.game.DrawCatalog.CHANCE_BOUND;
    /** A no-win filler: no two edge-adjacent cells are equal. */
    static final String[] FILLER = {"abcde", "cdeab", "eabcd", "bcdea", "deabc"};

    private Ck() {
    }

    static MathResource testMath() {
        return MathResource.load(ClusterKingdom.class, ClusterKingdom.RESOURCE)
                .with("board.base.sameBelowPercent", "100")
                .with("board.bonus.sameBelowPercent", "100");
    }

    static ClusterKingdom game() {
        return new ClusterKingdom(testMath());
    }

    /** A bottom row WHEAT, Multiplier Wilds x{@code left} and x{@code right}, WHEAT, WHEAT, under rows that win nothing. */
    static CkBoard wheatRowWithMultiplierWilds(int left, int right) {
        return CkBoard.parse(new int[] {left, right},
                "bcdeb",
                "debcd",
                "bcdeb",
                "debcd",
                "aMMaa");
    }

    static CkBoard board(String... rowsTopDown) {
        return CkBoard.parse(new int[0], rowsTopDown);
    }

    static int idx(int column, int row) {
        return CkMath.GRID.index(column, row);
    }

    static long cells(int... columnRowPairs) {
        long m = 0;
        for (int i = 0; i < columnRowPairs.length; i += 2) {
            m |= 1L << idx(columnRowPairs[i], columnRowPairs[i + 1]);
        }
        return m;
    }

    /** The draw stop that shows {@code symbol} (a char of CkSymbols.CHARS) on a base board. */
    static int base(ClusterKingdom g, char symbol) {
        return g.math().baseBoard(-1).firstStop(CkSymbols.CHARS.indexOf(symbol));
    }

    static int bonus(ClusterKingdom g, char symbol) {
        return g.math().bonusBoard(-1).firstStop(CkSymbols.CHARS.indexOf(symbol));
    }

    /** Draws that fill {@code symbols} in order on a base board. */
    static ScriptedRng fills(ScriptedRng rng, ClusterKingdom g, String symbols) {
        for (char c : symbols.toCharArray()) {
            rng.then(base(g, c));
        }
        return rng;
    }

    /** The royal-landing draw that lands none. */
    static final int NO_ROYAL = 0;
    /** The Sticky Redrops chance draw that does not trigger. */
    static final int NO_REDROPS = PPM - 1;
}
