package io.opencab.app.cabinet;

import io.opencab.app.cabinet.attendant.PinPad;
import io.opencab.app.cabinet.startup.Startup;
import io.opencab.app.cabinet.state.Action;
import io.opencab.app.cabinet.state.ActionResult;
import io.opencab.app.cabinet.state.Role;
import io.opencab.app.cabinet.state.TiltReason;
import io.opencab.meters.EventType;
import io.opencab.meters.MeterStore;
import io.opencab.testkit.StepClock;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Wrong attendant PINs across key sessions and power cycles (issue 26 item 4; regulations.md 1.11). */
class PinAttemptTest {
    private static final String WRONG = "9999";

    @TempDir
    Path dir;
    Fixture f;
    final StepClock clock = new StepClock(Instant.parse("2026-11-25T12:00:00Z"));

    @BeforeEach
    void start() {
        f = new Fixture(dir);
        f.clock = clock;
        f.start();
    }

    @AfterEach
    void stop() {
        f.close();
    }

    /** Wrong PINs, each in a new key session, waiting out every delay. */
    private void wrongPins(int n) {
        for (int i = 0; i < n; i++) {
            clock.advance(PinPad.MAX_DELAY);
            ActionResult r = f.login(WRONG);
            assertFalse(r.accepted());
            assertTrue(r.message().startsWith("wrong PIN"), r.message());
            f.logout();
        }
    }

    /** The ATTENDANT_LOGIN events, newest first, read from the store once the cabinet is stopped. */
    private List<String> logins() {
        f.cabinet.close();
        try (MeterStore s = MeterStore.open(f.storePath(), Startup.storeConfig(f.config()), clock)) {
            return s.events(100).stream().filter(e -> e.type() == EventType.ATTENDANT_LOGIN).map(e -> e.detail())
                .toList();
        }
    }

    /** The bypass: turning the key off and on reset the 3-try limit, so guesses never slowed down. */
    @Test
    void turningTheKeyOffAndOnDoesNotResetTheCount() {
        for (int i = 0; i < 3; i++) {
            assertFalse(f.login(WRONG).accepted());
            f.logout();
        }

        ActionResult r = f.login(Fixture.TECHNICIAN_PIN);

        assertFalse(r.accepted(), "the right PIN waits out the delay too");
        assertEquals("too many wrong PINs (3): try again in 15 s", r.message());
        assertEquals(r.message(), f.state().message(), "shown on the PIN pad");
        assertTrue(f.state().attendant().orElseThrow().pinLocked());
    }

    @Test
    void aPowerCycleDoesNotResetTheCount() {
        for (int i = 0; i < 3; i++) {
            assertFalse(f.login(WRONG).accepted());
        }
        f.logout();

        f.restart();

        ActionResult r = f.login(Fixture.ATTENDANT_PIN);

        assertFalse(r.accepted(), "still waiting after the restart");
        assertEquals(3, f.state().attendant().orElseThrow().failedPins());
    }

    @Test
    void afterThreeWrongPinsTheDelayDoublesWithEachWrongOne() {
        assertEquals(List.of(0L, 0L, 0L, 15L, 30L, 60L, 120L, 900L, 900L),
            List.of(0, 1, 2, 3, 4, 5, 6, 9, 40).stream().map(n -> PinPad.delay(n).toSeconds()).toList());
    }

    @Test
    void theRightPinIsAcceptedOnceTheDelayIsOverAndResetsTheCount() {
        wrongPins(4);
        clock.advance(Duration.ofSeconds(29));
        assertFalse(f.login(Fixture.ATTENDANT_PIN).accepted(), "30 s after the 4th");
        clock.advance(Duration.ofSeconds(1));

        ActionResult r = f.act(new Action.EnterPin(Fixture.ATTENDANT_PIN));

        assertTrue(r.accepted(), r.message());
        assertEquals(0, f.state().attendant().orElseThrow().failedPins());
        assertEquals("attendant entered the menu after 4 wrong PINs", logins().getFirst());
    }

    /** Issue 39: the login after one wrong PIN said "after 1 wrong PINs". */
    @Test
    void oneWrongPinIsLoggedInTheSingular() {
        wrongPins(1);
        clock.advance(PinPad.MAX_DELAY);

        assertTrue(f.login(Fixture.ATTENDANT_PIN).accepted());

        assertEquals("attendant entered the menu after 1 wrong PIN", logins().getFirst());
    }

    @Test
    void everyAttemptIsLoggedTheRefusedOnesToo() {
        wrongPins(3);
        f.login(Fixture.ATTENDANT_PIN);

        List<String> l = logins();

        assertEquals(4, l.size(), l.toString());
        assertTrue(l.getFirst().startsWith("PIN attempt refused unchecked: 3 wrong PINs"), l.getFirst());
        assertEquals(List.of("wrong PIN (3 since the last right one)", "wrong PIN (2 since the last right one)",
            "wrong PIN (1 since the last right one)"), l.subList(1, 4));
    }

    @Test
    void tenWrongPinsLockTheCabinetUpAndOnlyATechnicianGetsIn() {
        wrongPins(10);

        assertTrue(f.state().tilts().stream().anyMatch(t -> t.reason() == TiltReason.PIN_LOCKOUT), "locked up");
        clock.advance(PinPad.MAX_DELAY);
        ActionResult attendant = f.login(Fixture.ATTENDANT_PIN);
        assertFalse(attendant.accepted());
        assertEquals("PIN lockout: only a technician can open the menu", attendant.message());
        clock.advance(PinPad.MAX_DELAY);
        assertTrue(f.act(new Action.EnterPin(Fixture.TECHNICIAN_PIN)).accepted());
        assertEquals(Role.TECHNICIAN, f.cabinet.attendant().role().orElseThrow());
    }

    @Test
    void theLockoutSurvivesARestartAndATechnicianClearsIt() {
        wrongPins(10);
        f.restart();
        assertTrue(f.state().tilts().stream().anyMatch(t -> t.code().equals(PinPad.LOCKOUT)));
        clock.advance(PinPad.MAX_DELAY);
        assertTrue(f.login(Fixture.TECHNICIAN_PIN).accepted());

        ActionResult r = f.act(new Action.ClearTilt(PinPad.LOCKOUT));

        assertTrue(r.accepted(), r.message());
        assertTrue(f.state().tilts().isEmpty());
    }
}
