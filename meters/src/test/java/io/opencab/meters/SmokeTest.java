package io.opencab.meters;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SmokeTest {
    @TempDir
    Path dir;

    @Test
    void createPlayReopen() {
        Fixture f = new Fixture(dir);
        try (MeterStore s = f.createWithCredits(10)) {
            assertEquals(1000, s.credits());
            Fixture.play(s, 50, 120);
            assertEquals(1070, s.credits());
        }
        try (MeterStore s = f.open()) {
            assertEquals(1070, s.credits());
            assertEquals(true, s.recovery().cleanShutdown());
        }
    }
}
