package io.opencab.app.cabinet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.app.AppException;
import io.opencab.app.cabinet.state.CabinetQueue;
import io.opencab.app.cabinet.state.StateKind;
import io.opencab.app.cabinet.state.TiltReason;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A class of the program that cannot be loaded while the cabinet runs (lab pass of 2026-11-29: a jar replaced under
 * the running JVM made the first Lost Relics round fail with NoClassDefFoundError, and the headless cabinet hung).
 */
class ProgramFaultTest {
    @TempDir
    Path dir;
    Fixture f;

    @AfterEach
    void stop() {
        f.close();
    }

    @Test
    void aClassThatCannotBeLoadedLocksTheCabinetUpAndItKeepsAnswering() {
        // given
        f = new Fixture(dir);
        f.start();

        // when: work on the cabinet thread meets a class that cannot be loaded
        assertThrows(AppException.class, () -> f.cabinet.call(m -> {
            throw new NoClassDefFoundError("io/opencab/engine/games/lostrelics/LrBoardDraw");
        }));

        // then: the caller got an answer, the cabinet is locked up naming it, and the cabinet thread still runs
        assertEquals(StateKind.TILT, f.state().kind());
        assertTrue(f.state().tilts().stream().anyMatch(t -> t.reason() == TiltReason.SOFTWARE_VERIFICATION
            && t.code().equals(CabinetQueue.CODE_FAULT) && t.detail().contains("LrBoardDraw")), f.state().tilts().toString());
        assertEquals(1, (int) f.cabinet.call(m -> 1));
    }
}
