package io.opencab.meters;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Since power-up, since door close, period: when each set starts again from 0. */
class ScopesTest {
    @TempDir
    Path dir;

    @Test
    void reopeningCountsAPowerResetAndClearsOnlyTheSincePowerUpMeters() {
        Fixture f = new Fixture(dir);
        try (MeterStore s = f.createWithCredits(10)) {
            Fixture.play(s, 10, 0);
        }

        try (MeterStore s = f.open()) {
            MeterSnapshot m = s.meters();
            assertEquals(0, m.get(Scope.POWER_UP, Meter.GAMES_PLAYED), "SAS 0025 games since power reset");
            assertEquals(1, m.get(Scope.POWER_UP, Meter.POWER_RESETS));
            assertEquals(1, m.get(Scope.LIFETIME, Meter.GAMES_PLAYED));
            assertEquals(1, m.get(Scope.PERIOD, Meter.GAMES_PLAYED));
            assertEquals(1, m.get(Scope.DOOR_CLOSE, Meter.GAMES_PLAYED));
            assertEquals(2, m.get(Scope.LIFETIME, Meter.POWER_RESETS), "create's open and this open");
            assertEquals(0, m.game(Scope.POWER_UP, "christmas-tree", GameMeter.COIN_IN));
            assertEquals(1000 - 10, m.credits());
        }
    }

    @Test
    void doorOpeningsAreCountedPerDoorAndClosingClearsTheSinceDoorCloseMeters() {
        Fixture f = new Fixture(dir);
        try (MeterStore s = f.createWithCredits(10)) {
            Fixture.play(s, 10, 0);

            s.doorOpened("main");
            s.doorOpened("main");
            s.doorOpened("cashbox");
            MeterSnapshot open = s.meters();
            s.doorClosed("main");

            MeterSnapshot m = s.meters();
            assertEquals(2, open.doorOpenings(Scope.LIFETIME, "main"));
            assertEquals(1, open.doorOpenings(Scope.LIFETIME, "cashbox"));
            assertEquals(1, open.get(Scope.DOOR_CLOSE, Meter.GAMES_PLAYED));
            assertEquals(0, m.get(Scope.DOOR_CLOSE, Meter.GAMES_PLAYED), "SAS 0026 games since door closure");
            assertEquals(0, m.doorOpenings(Scope.DOOR_CLOSE, "main"));
            assertEquals(2, m.doorOpenings(Scope.LIFETIME, "main"));
            assertEquals(1, m.get(Scope.PERIOD, Meter.GAMES_PLAYED));
            assertEquals(EventType.DOOR_CLOSED, s.events(1).get(0).type());
        }
    }

    @Test
    void anAttendantClearsThePeriodMetersAndTheLogKeepsTheirValuesBefore() {
        Fixture f = new Fixture(dir);
        try (MeterStore s = f.createWithCredits(10)) {
            Fixture.play(s, 10, 30);

            s.clearPeriodMeters("attendant-4");

            MeterSnapshot m = s.meters();
            for (Meter meter : Meter.values()) {
                if (meter != Meter.CURRENT_CREDITS) {
                    assertEquals(0, m.get(Scope.PERIOD, meter), meter.name());
                }
            }
            assertEquals(0, m.game(Scope.PERIOD, "christmas-tree", GameMeter.COIN_IN));
            assertEquals(10, m.get(Scope.LIFETIME, Meter.COIN_IN));
            assertEquals(30, m.get(Scope.LIFETIME, Meter.COIN_OUT));
            assertEquals(1020, m.credits());
            EventRecord e = s.events(1).get(0);
            assertEquals(EventType.PERIOD_CLEAR, e.type());
            assertTrue(e.detail().contains("attendant-4"), e.detail());
            assertTrue(e.detail().contains("0000=10"), e.detail());
        }
    }
}
