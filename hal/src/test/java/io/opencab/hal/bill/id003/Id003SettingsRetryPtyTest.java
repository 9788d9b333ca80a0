package io.opencab.hal.bill.id003;

import static io.opencab.hal.bill.id003.Id003PtyRig.waitFor;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.hal.EventLog;
import io.opencab.hal.bill.BillEvent;
import io.opencab.hal.bill.RecordingLedger;
import io.opencab.hal.bill.ValidatorFault;
import io.opencab.testkit.StepClock;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * SETTINGS_UNCONFIRMED retried (issue 41, docs/hal.md "Sequence" 5) over a socat pty pair: the driver on one end,
 * the emulator on the other, which takes and echoes the inhibit setting inverted (asked {@code C3 01}, it answers
 * {@code C3 00}) while its fault is on. The driver's clock is moved by hand, so the back-off (1 s, 2 s, 5 s, then
 * every 30 s) is checked to the millisecond without waiting for it; the line runs in real time (10 ms polls), and
 * waits are on the emulator's counters or on events, with timeouts as upper bounds only.
 */
class Id003SettingsRetryPtyTest {
    private static final Duration WAIT = Id003PtyRig.WAIT;
    private static final Instant START = Instant.parse("2026-03-01T08:00:00Z");

    @TempDir
    Path dir;
    private Id003PtyRig rig;
    private Id003Emulator device;
    private Id003BillValidator driver;
    private final StepClock clock = new StepClock(START);
    private final RecordingLedger ledger = new RecordingLedger();
    private final EventLog<BillEvent> events = new EventLog<>();

    @BeforeAll
    static void socat() {
        SocatPair.requireSocat();
    }

    /**
     * Opens driver and emulator and takes notes; then the validator starts echoing the inhibit setting inverted and
     * the driver inhibits it: the setting is dropped unconfirmed and SETTINGS_UNCONFIRMED raised at {@link #START}.
     */
    private void startWithAGlitch() {
        rig = new Id003PtyRig(dir, c -> c, ledger, clock, events);
        device = rig.device;
        driver = rig.driver;
        rig.accept(false);

        device.echoWrongSetting(Id003Codes.SET_INHIBIT);
        driver.setAccepting(false);
        events.await(BillEvent.FaultRaised.class, f -> f.fault() == ValidatorFault.SETTINGS_UNCONFIRMED, WAIT);
        settle();
    }

    /** Lets the driver poll 10 more times, so a retry that was going to be made has been, its round done. */
    private void settle() {
        rig.settle(10);
    }

    /**
     * Moves the driver's clock; returns the tries of the settings ({@code SettingsRetried}) in the polls that
     * follow, each checked to have reset the validator. Tries, not RESET frames, are counted: a RESET whose answer
     * is late on a busy machine is sent again by the link layer (a second frame, the same try).
     */
    private long triesAfter(long millis) {
        long before = events.of(BillEvent.SettingsRetried.class).size();
        long resets = device.resets();
        clock.advance(Duration.ofMillis(millis));
        settle();
        long tries = events.of(BillEvent.SettingsRetried.class).size() - before;
        assertTrue(tries == 0 || device.resets() > resets, "a try without a reset of the validator");
        return tries;
    }

    private boolean unconfirmed() {
        return driver.status().faults().contains(ValidatorFault.SETTINGS_UNCONFIRMED);
    }

    @AfterEach
    void stop() {
        if (rig != null) {
            rig.close();
        }
    }

    @Test
    void aHalfSecondGlitchIsCuredByTheFirstRetryWithoutAPowerUp() {
        // given a validator that echoed the inhibit setting wrongly for half a second, then is right again
        startWithAGlitch();
        clock.advance(Duration.ofMillis(500));
        device.echoWrongSetting(0);
        settle();
        assertTrue(unconfirmed(), "before the first step of the back-off nothing is tried");
        long resets = device.resets();

        // when the first step of the back-off comes
        clock.advance(Duration.ofMillis(500));

        // then one reset and the settings, echoed as sent: the fault clears, and notes are taken again
        events.await(BillEvent.FaultCleared.class, f -> f.fault() == ValidatorFault.SETTINGS_UNCONFIRMED, WAIT);
        assertEquals(resets + 1, device.resets(), "one reset, not a power-up");
        assertTrue(device.inhibited(), "the inhibit setting now as the host chose it");
        rig.accept(false);
        assertTrue(device.insert(0x64));
        assertEquals(1_000, events.await(BillEvent.NoteStacked.class, WAIT).valueCents());
        assertEquals(List.of(0x64), device.stackedCodes());
    }

    @Test
    void settingsWrongForMinutesKeepTheFaultAndAreRetriedOnlyOnTheBackOff() {
        // given a validator that keeps echoing the inhibit setting wrongly
        startWithAGlitch();

        // when four minutes pass on the driver's clock, then one try after 1 s, 2 s, 5 s, then every 30 s, none between
        long[] waits = {1_000, 2_000, 5_000, 30_000};
        for (int i = 0; i < waits.length; i++) {
            assertEquals(0, triesAfter(waits[i] - 1), "try " + (i + 1) + " before its time");
            assertEquals(1, triesAfter(1), "try " + (i + 1) + " when due");
        }
        for (int i = 0; i < 7; i++) {
            assertEquals(1, triesAfter(30_000), "try " + (waits.length + i + 1));
        }

        List<BillEvent.SettingsRetried> tries = events.of(BillEvent.SettingsRetried.class);
        assertEquals(11, tries.size());
        assertEquals(START.plusSeconds(1), tries.get(0).at());
        assertEquals(START.plusSeconds(3), tries.get(1).at());
        assertEquals(START.plusSeconds(8), tries.get(2).at());
        for (int i = 3; i < tries.size(); i++) {
            assertEquals(Duration.ofSeconds(30), Duration.between(tries.get(i - 1).at(), tries.get(i).at()),
                    "try " + (i + 1));
        }
        assertTrue(unconfirmed(), "the fault stays");
        // The settings fault raised once and never cleared (a busy machine may add a line fault of its own, cleared).
        assertEquals(1, events.of(BillEvent.FaultRaised.class).stream()
            .filter(f -> f.fault() == ValidatorFault.SETTINGS_UNCONFIRMED).count());
        assertTrue(events.of(BillEvent.FaultCleared.class).stream()
            .noneMatch(f -> f.fault() == ValidatorFault.SETTINGS_UNCONFIRMED));
        // and the validator, taking notes against the host's wish, has each one given back
        waitFor(device::idle, "validator never idle");
        assertTrue(device.insert(0x64));
        events.await(BillEvent.NoteRejected.class, WAIT);
        waitFor(device::idle, "the note never given back");
        assertTrue(ledger.calls().isEmpty());
        assertTrue(device.stackedCodes().isEmpty());
    }

    @Test
    void anAttendantsRetryTriesAtOnceAndTheFaultIsReportedAgainWhileTheSettingsAreWrong() {
        startWithAGlitch();
        long resets = device.resets();

        driver.retrySettings();

        BillEvent.SettingsRetried retry = events.await(BillEvent.SettingsRetried.class, WAIT);
        assertTrue(retry.byAttendant());
        assertEquals(START, retry.at(), "no wait on the back-off");
        waitFor(() -> events.of(BillEvent.FaultRaised.class).size() == 2, "the fault never reported again");
        assertEquals(resets + 1, device.resets());
        assertTrue(unconfirmed());

        // and once the validator behaves, the next retry the attendant asks for clears it
        device.echoWrongSetting(0);
        driver.retrySettings();
        events.await(BillEvent.FaultCleared.class, f -> f.fault() == ValidatorFault.SETTINGS_UNCONFIRMED, WAIT);
        assertFalse(unconfirmed());
        assertEquals(2, events.of(BillEvent.SettingsRetried.class).size());
    }
}
