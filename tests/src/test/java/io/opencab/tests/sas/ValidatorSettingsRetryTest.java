package io.opencab.tests.sas;

import io.opencab.app.cabinet.Cabinet;
import io.opencab.app.cabinet.startup.CabinetSetup;
import io.opencab.app.cabinet.state.Action;
import io.opencab.app.cabinet.state.ActionResult;
import io.opencab.app.cabinet.state.Tilt;
import io.opencab.app.config.CabinetConfig;
import io.opencab.engine.game.GameCatalog;
import io.opencab.engine.rng.SeededStreams;
import io.opencab.hal.bill.BillValidatorStatus;
import io.opencab.hal.bill.id003.Id003Codes;
import io.opencab.hal.bill.id003.Id003Emulator;
import io.opencab.hal.gpio.Door;
import io.opencab.hal.gpio.sim.SimDoorSwitches;
import io.opencab.hal.gpio.sim.SimKeySwitch;
import io.opencab.tests.harness.NotUnderTest;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.InstantSource;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.LongConsumer;
import java.util.logging.Handler;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static io.opencab.tests.sas.SasRig.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Issue 41 on the whole cabinet: a bill validator that answers the inhibit setting wrongly (asked {@code C3 01}, it
 * echoes {@code C3 00}) makes the real ID-003 driver raise SETTINGS_UNCONFIRMED, which tilts the cabinet; the driver
 * tries the settings again on a back-off (1 s, 2 s, 5 s, then every 30 s), and an attendant's CLEAR TILT tries them at
 * once. The validator is {@link Id003Emulator} on a socat pty; a door opened and closed makes the cabinet send the
 * inhibit setting. In the long case the cabinet runs on a clock the test moves, so minutes pass without waiting.
 */
class ValidatorSettingsRetryTest {
    private static final String TILT = "VALIDATOR.SETTINGS_UNCONFIRMED";

    @TempDir
    Path dir;
    private ValidatorPty line;
    private Id003Emulator validator;
    private SasRig rig;
    private final List<String> cabinetLog = new ArrayList<>();
    private final Logger deviceLog = Logger.getLogger("io.opencab.app.cabinet.devices.DeviceEvents");
    private final Handler capture = new Handler() {
        @Override
        public void publish(LogRecord r) {
            synchronized (cabinetLog) {
                cabinetLog.add(r.getMessage());
            }
        }

        @Override
        public void flush() {
        }

        @Override
        public void close() {
        }
    };

    /** The cabinet on {@code clock} with the real driver and the emulated validator, taking bills. */
    private void start(Clock clock) throws Exception {
        line = new ValidatorPty(dir);
        validator = line.validator;
        rig = new SasRig(dir, "keep-playing");
        Files.writeString(rig.config, Files.readString(rig.config).replace("hal.bill=simulated\n", line.keys()));
        CabinetConfig cfg = CabinetConfig.load(rig.config, GameCatalog.standard());
        // The test stands in for the software check, as SasRig.startCabinetWithRealDevices explains.
        rig.cabinet = Cabinet.start(CabinetSetup.of(cfg, rig.config).withRng(SeededStreams.single(41L)).withClock(clock)
            .withVerifier(NotUnderTest.verifier("issue 41 test")));
        rig.startSas();
        await(this::takingBills, "the validator enabled on the line");
        deviceLog.addHandler(capture);
    }

    @AfterEach
    void stop() throws Exception {
        deviceLog.removeHandler(capture);
        if (rig != null) {
            rig.close();
        }
        if (line != null) {
            line.close();
        }
    }

    /**
     * The cabinet takes bills, the driver has confirmed every setting, and the validator is idle and enabled. The
     * driver's own status counts: after a try's reset the emulator can be idle and enabled before the driver has
     * seen the settings echoed, and a note escrowed then is returned (not credited) because they are unconfirmed.
     */
    private boolean takingBills() {
        BillValidatorStatus driver = rig.cabinet.devices().billValidator().orElseThrow().status();
        return rig.cabinet.state().acceptingBills() && driver.ready() && driver.faults().isEmpty()
            && !validator.inhibited() && validator.idle();
    }

    private List<String> tilts() {
        return rig.cabinet.state().tilts().stream().map(Tilt::code).toList();
    }

    /**
     * The validator starts echoing the inhibit setting inverted; a door opened makes the cabinet inhibit it, which the
     * driver cannot confirm: the settings tilt. The door is closed again, so that tilt alone stands.
     */
    private void glitch() {
        validator.echoWrongSetting(Id003Codes.SET_INHIBIT);
        SimDoorSwitches doors = (SimDoorSwitches) rig.cabinet.devices().doors();
        doors.open(Door.MAIN);
        await(() -> tilts().contains(TILT), "the settings tilt");
        doors.close(Door.MAIN);
        await(() -> tilts().equals(List.of(TILT)), "the door tilt gone, the settings tilt alone");
    }

    /** Lets the driver poll the validator {@code n} more times. */
    private void polls(int n) {
        long target = validator.statusRequests() + n;
        await(() -> validator.statusRequests() >= target, n + " more status polls");
    }

    private long resetsAfter(LongConsumer clock, long millis) {
        long before = validator.resets();
        clock.accept(millis);
        polls(10);
        return validator.resets() - before;
    }

    private ActionResult attendantClearsTheTilt() {
        SimKeySwitch key = (SimKeySwitch) rig.cabinet.devices().key();
        key.turn(true);
        rig.cabinet.sync();
        assertTrue(rig.act(new Action.EnterPin(SasRig.PIN)).accepted());
        ActionResult r = rig.act(new Action.ClearTilt(TILT));
        key.turn(false);
        rig.cabinet.sync();
        return r;
    }

    private void aNoteIsCredited() {
        long credits = rig.cabinet.state().credits();
        assertTrue(validator.insert(0x65), "a $20 note enters");
        await(() -> rig.cabinet.state().credits() == credits + 2000, "the $20 note credited (1-cent credits)");
    }

    @Test
    void aHalfSecondGlitchIsCuredByTheRetryAndTheCabinetTakesBillsAgainWithoutAPowerUp() throws Exception {
        // given a validator that answers the inhibit setting wrongly for about half a second (50 polls of 10 ms)
        start(Clock.systemUTC());
        glitch();
        polls(50);

        // when it answers rightly again
        validator.echoWrongSetting(0);

        // then a retry confirms the settings: the tilt clears by itself and bills are taken, with no power-up
        await(() -> tilts().isEmpty(), "the settings tilt cleared by itself");
        await(this::takingBills, "the validator enabled again");
        aNoteIsCredited();
        assertEquals(List.of(0x65), validator.stackedCodes());
    }

    @Test
    void settingsWrongForMinutesKeepTheTiltTryOnlyOnTheBackOffAndTheAttendantsClearTriesAtOnce() throws Exception {
        // given a validator that keeps answering the inhibit setting wrongly, and a clock moved by hand
        AtomicReference<Instant> now = new AtomicReference<>(Instant.parse("2026-04-01T10:00:00Z"));
        InstantSource hand = now::get;
        start(hand.withZone(ZoneOffset.UTC));
        LongConsumer clock = ms -> now.updateAndGet(t -> t.plusMillis(ms));
        glitch();
        polls(10);
        long start = validator.resets();

        // when four minutes pass: one try after 1 s, 2 s, 5 s, then every 30 s, none in between, the tilt standing
        long[] steps = {1_000, 2_000, 5_000, 30_000};
        for (long step : steps) {
            assertEquals(0, resetsAfter(clock, step - 1), "a try before " + step + " ms");
            assertEquals(1, resetsAfter(clock, 1), "the try due after " + step + " ms");
            assertEquals(List.of(TILT), tilts());
        }
        for (int i = 0; i < 7; i++) {
            assertEquals(1, resetsAfter(clock, 30_000), "the try every 30 s");
            assertEquals(List.of(TILT), tilts());
        }
        assertEquals(11, validator.resets() - start);

        // then the attendant's CLEAR TILT is taken and tries at once, without the clock moving; still wrong, the tilt
        // comes back
        ActionResult r = attendantClearsTheTilt();
        assertTrue(r.accepted(), r.message());
        await(() -> validator.resets() == start + 12, "the attendant's try on the line");
        await(() -> tilts().equals(List.of(TILT)), "the tilt back: the try failed");
        polls(10); // the cabinet's own inhibit setting after the tilt, and its restatements, go out and fail too
        synchronized (cabinetLog) {
            assertEquals(12, cabinetLog.stream().filter(l -> l.startsWith("bill validator settings not confirmed: try"))
                .count(), "every try in the cabinet's log: " + cabinetLog);
            assertTrue(cabinetLog.getLast().contains("try 12 asked by the attendant"), cabinetLog.getLast());
        }
        // and once the validator answers rightly, the attendant's next clear ends it and bills are taken again
        validator.echoWrongSetting(0);
        ActionResult again = attendantClearsTheTilt();
        assertTrue(again.accepted(), again.message() + " " + tilts());
        // (a note inserted before the try's reset reached the validator would be dropped by that reset)
        await(() -> validator.resets() == start + 13, "the attendant's second try on the line");
        await(() -> tilts().isEmpty() && takingBills(), "the settings confirmed and bills taken");
        aNoteIsCredited();
    }
}
