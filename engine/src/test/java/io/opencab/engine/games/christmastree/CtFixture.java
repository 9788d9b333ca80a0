package io.opencab.engine.games.christmastree;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.engine.game.MathResource;
import io.opencab.engine.grid.Board;
import io.opencab.engine.grid.GridShape;
import io.opencab.engine.rng.ScriptedRng;

/**
 * Hand-made boards and scripted draws for Christmas Tree's rule tests. Boards are drawn top row
 * first (2 cells) to bottom row (7 cells) with {@link CtSymbols#CHARS}: a b c low, d e f medium,
 * g h high, W wild, M mystery. Draws name what they stand for, looked up in the shipped math,
 * so the tests follow the weights when they are re-tuned.
 */
final class CtFixture {
    static final GridShape TREE = ChristmasTree.shape();
    /** A chance draw that never triggers (chances are below one million per million). */
    static final int NO = io.opencab.engine.game.DrawCatalog.CHANCE_BOUND - 1;
    /** A chance draw that always triggers (chances are above zero). */
    static final int YES = 0;

    final ChristmasTree game;
    final CtMath math;

    CtFixture(ChristmasTree game) {
        this.game = game;
        this.math = game.math();
        assertTrue(math.blizzardChance > 0 && math.blizzardChance < io.opencab.engine.game.DrawCatalog.CHANCE_BOUND, "tests need 0 < Blizzard chance < 1");
        assertTrue(math.snowmanChance > 0 && math.snowmanChance < io.opencab.engine.game.DrawCatalog.CHANCE_BOUND, "tests need 0 < Snowman chance < 1");
    }

    static CtFixture standard() {
        return new CtFixture(ChristmasTree.standard());
    }

    /** The shipped math with one key changed. */
    static CtFixture with(String key, String value) {
        return new CtFixture(new ChristmasTree(MathResource.load(ChristmasTree.class, ChristmasTree.RESOURCE).with(key, value)));
    }

    static Board tree(String... rowsTopDown) {
        return Board.parse(TREE, CtSymbols.CHARS, rowsTopDown);
    }

    static int sym(char c) {
        return CtSymbols.CHARS.indexOf(c);
    }

    static int index(int column, int row) {
        return TREE.index(column, row);
    }

    static long cell(int column, int row) {
        return 1L << TREE.index(column, row);
    }

    /** Base-game refill draws showing these symbols, in refill order (column by column, bottom up). */
    int[] base(String symbols) {
        int[] d = new int[symbols.length()];
        for (int i = 0; i < d.length; i++) {
            d[i] = math.baseReel.firstStop(sym(symbols.charAt(i)));
        }
        return d;
    }

    /** Free-spin reel draws showing these symbols. */
    int[] free(String symbols) {
        int[] d = new int[symbols.length()];
        for (int i = 0; i < d.length; i++) {
            d[i] = math.freeReel.firstStop(sym(symbols.charAt(i)));
        }
        return d;
    }

    /** A whole free-spin board as drawn: one draw per cell, column by column, bottom to top. */
    int[] freeBoard(Board b) {
        StringBuilder s = new StringBuilder();
        for (int i : TREE.cells()) {
            s.append(CtSymbols.CHARS.charAt(b.at(i)));
        }
        return free(s.toString());
    }

    int blizzardCount(int n) {
        return math.blizzardCount.firstStop(n);
    }

    int reveal(char c) {
        return math.mysteryReveal.firstStop(sym(c));
    }

    int miracle(CtMiracle.Kind kind) {
        return math.miracleKind.firstStop(kind.ordinal());
    }

    int betWin(int bets) {
        return math.miracleBetWin.firstStop(bets);
    }

    int multiplier(int x) {
        return math.miracleMultiplier.firstStop(x);
    }

    ChristmasTreeOutcome play(int level, boolean snowman, Board board, ScriptedRng rng) {
        ChristmasTreeOutcome o = game.playFrom(level, snowman, board, rng);
        assertTrue(rng.remaining() == 0, () -> rng.remaining() + " scripted draws left unused: " + o);
        return o;
    }

    static ScriptedRng draws(int[]... parts) {
        ScriptedRng r = new ScriptedRng();
        for (int[] p : parts) {
            r.then(p);
        }
        return r;
    }

    static int[] d(int... v) {
        return v;
    }
}
