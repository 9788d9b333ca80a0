package io.opencab.meters;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Meters roll over to 0 at 10^10 and the self-audit holds across the rollover. */
class RolloverTest {
    static final long M = MeterStore.ROLLOVER;

    @TempDir
    Path dir;

    @Test
    void meterArithmeticWrapsModuloTenToTheTenth() {
        assertEquals(0, MeterState.roll(M));
        assertEquals(5, MeterState.roll(M + 5));
        assertEquals(M - 1, MeterState.roll(-1));
    }

    @Test
    void coinInAndCoinOutRollOverToSmallValuesAndTheStoreStillAudits() {
        Fixture f = new Fixture(dir);
        try (MeterStore s = f.createWithCredits(10)) {
            Fixture.play(s, 1, 1); // makes the game's rows
            // Bring coin in and coin out (and what adds up to them) 3 credits short of rollover,
            // keeping every identity: equal amounts in and out leave the credit meter alone.
            s.editMetersForTest(m -> {
                long near = M - 3 - m.get(Meter.COIN_IN);
                for (Scope scope : Scope.values()) {
                    m.setRaw(scope, Meter.COIN_IN.key(), MeterState.roll(m.get(scope, Meter.COIN_IN.key()) + near));
                    m.setRaw(scope, Meter.COIN_OUT.key(), MeterState.roll(m.get(scope, Meter.COIN_OUT.key()) + near));
                    m.setRaw(scope, Meter.TOTAL_WON.key(), MeterState.roll(m.get(scope, Meter.TOTAL_WON.key()) + near));
                }
                m.addGame("christmas-tree", GameMeter.COIN_IN, near);
                m.addGame("christmas-tree", GameMeter.COIN_OUT, near);
            });
            s.verify();
            assertEquals(M - 3, s.meters().get(Meter.COIN_IN));

            Fixture.play(s, 10, 20);

            MeterSnapshot m = s.meters();
            assertEquals(7, m.get(Meter.COIN_IN));
            assertEquals(M - 3 + 20 - M, m.get(Meter.COIN_OUT));
            assertEquals(7, m.game(Scope.LIFETIME, "christmas-tree", GameMeter.COIN_IN));
            assertEquals(1010, m.credits());
            s.verify();
        }
        try (MeterStore s = f.open()) {
            assertEquals(7, s.meters().get(Meter.COIN_IN));
        }
    }
}
