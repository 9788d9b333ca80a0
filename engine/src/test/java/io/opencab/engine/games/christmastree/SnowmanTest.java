package io.opencab.engine.games.christmastree;

import static io.opencab.engine.games.christmastree.CtFixture.NO;
import static io.opencab.engine.games.christmastree.CtFixture.d;
import static io.opencab.engine.games.christmastree.CtFixture.draws;
import static io.opencab.engine.games.christmastree.CtFixture.index;
import static io.opencab.engine.games.christmastree.CtFixture.sym;
import static io.opencab.engine.games.christmastree.CtFixture.tree;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.opencab.engine.grid.Board;
import org.junit.jupiter.api.Test;

/** Snowman (rule sheet): a random low or medium symbol, and all its current and future copies, turn Wild. */
class SnowmanTest {
    private final CtFixture f = CtFixture.standard();

    @Test
    void theSymbolHitAndAllItsCurrentCopiesTurnWild() {
        // given the quiet board; the snowball hits candidate 10 in cell order: the e at column 3, row 3
        ChristmasTreeOutcome o = f.play(1, true, ClusterPaysTest.QUIET, draws(d(10), d(NO)));
        CtSpin s = o.regular();
        // then every e became Wild before the first evaluation
        assertEquals(sym('e'), s.snowmanSymbol());
        assertEquals(index(3, 3), s.snowmanCell());
        assertEquals(tree(
                "...f...",
                "...c...",
                "..gha..",
                "..dWf..",
                ".habcd.",
                "dWfghab",
                "abcdWfg"), s.start());
        assertEquals(ClusterPaysTest.QUIET, s.drawn());
        assertEquals(0, o.totalWin());
    }

    @Test
    void laterCopiesLandAsWild() {
        // given five a at the bottom; the snowball hits candidate 5, the c at column 2, row 1
        Board b = tree(
                "...f...",
                "...c...",
                "..gha..",
                "..def..",
                ".hebcd.",
                "decghab",
                "aaaaafg");
        // when the a cluster (with the c-turned-Wild above it) falls away and a c refills column 0
        ChristmasTreeOutcome o = f.play(1, true, b, draws(d(5), f.base("cbadab"), d(NO)));
        // then the new c landed as a Wild, on top of column 0
        CtCascade c = (CtCascade) o.regular().steps().get(0);
        assertEquals(CtSymbols.WILD, c.after().at(0, 1));
        // and the Wild that was a c joined the a cluster: 6 cells
        assertEquals(6, c.clusters().get(0).size());
        assertEquals(f.math.pay(sym('a'), 6), o.totalWin());
        // and the win is credited to Snowman in the RTP split
        assertEquals(o.totalWin(), o.sourceWin(ChristmasTreeOutcome.Source.SNOWMAN.ordinal()));
    }

    @Test
    void theSnowballTargetIsUniformOverLowAndMediumCells() {
        // given the quiet board: 21 of its 27 cells hold a low or medium symbol
        ScriptedDrawCount rng = new ScriptedDrawCount(12, NO);
        f.game.playFrom(1, true, ClusterPaysTest.QUIET, rng);
        // then the target was drawn from exactly 21 candidates
        assertEquals(21, rng.firstBound);
    }

    /** Records the first bound asked, then replays scripted values. */
    private static final class ScriptedDrawCount implements io.opencab.engine.rng.GameRng {
        private final int[] values;
        private int next;
        int firstBound = -1;

        ScriptedDrawCount(int... values) {
            this.values = values;
        }

        @Override
        public int nextInt(int bound) {
            if (firstBound < 0) {
                firstBound = bound;
            }
            return values[next++];
        }

        @Override
        public long nextLong() {
            throw new AssertionError();
        }
    }
}
