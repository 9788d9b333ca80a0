package io.opencab.engine.games.christmastree;

import static io.opencab.engine.games.christmastree.CtFixture.NO;
import static io.opencab.engine.games.christmastree.CtFixture.d;
import static io.opencab.engine.games.christmastree.CtFixture.draws;
import static io.opencab.engine.games.christmastree.CtFixture.sym;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/** Free Spins (rule sheet): Snowman in each, progressive multiplier kept between spins, no retrigger. */
class FreeSpinsTest {
    private final CtFixture f = CtFixture.standard();

    /** A free spin on the quiet board whose snowball (candidate 10, an e) makes no win. */
    static int[] quietFreeSpin(CtFixture f) {
        return IntStream.concat(IntStream.of(f.freeBoard(ClusterPaysTest.QUIET)), IntStream.of(10, NO)).toArray();
    }

    /** A free spin on TOP_H: snowball on candidate 0 (the a at the bottom left), then the given refills. */
    private int[] topHFreeSpin(String... refills) {
        IntStream s = IntStream.concat(IntStream.of(f.freeBoard(MiracleTest.TOP_H)), IntStream.of(0));
        for (String r : refills) {
            s = IntStream.concat(s, IntStream.of(f.free(r)));
        }
        return IntStream.concat(s, IntStream.of(NO)).toArray();
    }

    private ChristmasTreeOutcome withFreeSpins(int[]... spins) {
        int[][] parts = new int[spins.length + 5][];
        parts[0] = f.base("hhhhh");
        parts[1] = f.base("hhhhh");
        parts[2] = f.base(MiracleTest.QUIET_TOP);
        parts[3] = d(NO);
        parts[4] = d(f.miracle(CtMiracle.Kind.FREE_SPINS));
        System.arraycopy(spins, 0, parts, 5, spins.length);
        return f.play(1, false, MiracleTest.TOP_H, draws(parts));
    }

    private static List<Integer> multipliers(CtSpin s) {
        return s.steps().stream().filter(x -> x instanceof CtCascade).map(x -> ((CtCascade) x).multiplier()).toList();
    }

    @Test
    void multiplierRisesAfterEachCascadeAndCarriesToTheNextSpin() {
        int[] quiet = quietFreeSpin(f);
        ChristmasTreeOutcome o = withFreeSpins(
                topHFreeSpin("hhhhh", MiracleTest.QUIET_TOP),
                topHFreeSpin(MiracleTest.QUIET_TOP),
                quiet, quiet, quiet);
        // then spin 1 paid x1 then x2, spin 2 paid x3
        assertEquals(List.of(1, 2), multipliers(o.freeSpins().get(0)));
        assertEquals(List.of(3), multipliers(o.freeSpins().get(1)));
        long h5 = f.math.pay(sym('h'), 5);
        assertEquals(h5 * (1 + 2 + 3), o.sourceWin(ChristmasTreeOutcome.Source.FREE_SPINS.ordinal()));
    }

    @Test
    void snowmanIsActiveInEveryFreeSpin() {
        int[] quiet = quietFreeSpin(f);
        ChristmasTreeOutcome o = withFreeSpins(quiet, quiet, quiet, quiet, quiet);
        for (CtSpin s : o.freeSpins()) {
            assertEquals(sym('e'), s.snowmanSymbol());
        }
    }

    @Test
    void threeCascadesInAFreeSpinDoNotRetrigger() {
        // given a free spin with 3 cascades: no Miracle draw follows (the script would run out)
        int[] quiet = quietFreeSpin(f);
        ChristmasTreeOutcome o = withFreeSpins(
                topHFreeSpin("hhhhh", "hhhhh", MiracleTest.QUIET_TOP),
                quiet, quiet, quiet, quiet);
        assertEquals(3, o.freeSpins().get(0).cascades());
        assertEquals(5, o.freeSpins().size());
        assertEquals(CtMiracle.Kind.FREE_SPINS, o.miracle().kind());
    }

    @Test
    void wildsAreNotKeptBetweenFreeSpins() {
        // given spin 1 with Snowman Wilds; spin 2 starts from its own drawn board
        int[] quiet = quietFreeSpin(f);
        ChristmasTreeOutcome o = withFreeSpins(quiet, quiet, quiet, quiet, quiet);
        assertEquals(ClusterPaysTest.QUIET, o.freeSpins().get(1).drawn());
    }

    @Test
    void theRegularGameHasNoMultiplier() {
        ChristmasTreeOutcome o = f.play(1, false, MiracleTest.TOP_H, draws(f.base("hhhhh"), f.base(MiracleTest.QUIET_TOP), d(NO)));
        assertEquals(List.of(1, 1), multipliers(o.regular()));
        assertNull(o.miracle());
    }
}
