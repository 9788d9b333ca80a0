package io.opencab.meters;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Wrong attendant PINs counted in critical memory (schema 4, table guard; regulations.md 1.11). */
class PinFailuresTest {
    @TempDir
    Path dir;

    @Test
    void wrongPinsCountUpAndARightOneResetsWithEachAttemptLogged() {
        Fixture f = new Fixture(dir);
        try (MeterStore s = f.create()) {
            s.pinAttempt(false, "wrong PIN (1)");
            assertEquals(2, s.pinAttempt(false, "wrong PIN (2)").value());

            assertEquals(0, s.pinAttempt(true, "attendant entered the menu").value());

            assertEquals(3, s.events(10).stream().filter(e -> e.type() == EventType.ATTENDANT_LOGIN).count());
        }
    }

    @Test
    void theCountSurvivesAPowerCycle() {
        Fixture f = new Fixture(dir);
        try (MeterStore s = f.create()) {
            s.pinAttempt(false, "wrong PIN (1)");
            s.pinAttempt(false, "wrong PIN (2)");
        }

        try (MeterStore s = f.open()) {
            assertEquals(2, s.pinFailures().value());
        }
    }

    /** Setting the count back to 0 with sqlite, keeping the old MAC, is a RAM error, not a reset. */
    @Test
    void aCountEditedInTheDatabaseFailsItsMac() throws Exception {
        Fixture f = new Fixture(dir);
        try (MeterStore s = f.create()) {
            s.pinAttempt(false, "wrong PIN (1)");
            s.pinAttempt(false, "wrong PIN (2)");
        }
        RawSql.exec(f.file, "UPDATE guard SET value = 0 WHERE name = 'pin_failures'");

        MeterException e = assertThrows(MeterException.class, f::open);

        assertTrue(e.kind().ramError(), e.kind().name());
        assertTrue(e.getMessage().contains("guard row 'pin_failures' fails its MAC"), e.getMessage());
    }

}
