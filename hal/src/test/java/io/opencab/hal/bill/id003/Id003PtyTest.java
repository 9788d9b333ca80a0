package io.opencab.hal.bill.id003;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.hal.EventLog;
import io.opencab.hal.HalException;
import io.opencab.hal.bill.BillEvent;
import io.opencab.hal.bill.BillValidatorConfig;
import io.opencab.hal.bill.DenominationTable;
import io.opencab.hal.bill.Parity;
import io.opencab.hal.bill.RecordingLedger;
import io.opencab.hal.bill.RejectReason;
import io.opencab.hal.bill.ValidatorFault;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * End to end over a real pseudo-terminal pair: the jSerialComm driver on one end, the device-side emulator
 * on the other (8N1: ptys reject even parity on reopen). Waits are on events, with timeouts as upper bounds.
 */
class Id003PtyTest {
    private static final Duration WAIT = Duration.ofSeconds(5);

    @TempDir
    Path dir;
    private SocatPair pty;
    private Id003Emulator device;
    private Id003BillValidator driver;
    private final RecordingLedger ledger = new RecordingLedger();
    private final EventLog<BillEvent> events = new EventLog<>();

    @BeforeAll
    static void socat() {
        SocatPair.requireSocat();
    }

    private BillValidatorConfig config(Duration startup) {
        return BillValidatorConfig.defaults(dir.resolve("ttyHost").toString(), DenominationTable.usd())
                .withParity(Parity.NONE)
                .withTimings(Duration.ofMillis(10), Duration.ofMillis(100), 3, Duration.ofMillis(50), startup);
    }

    private void start() {
        pty = new SocatPair(dir);
        device = Id003Emulator.open(pty.device().toString(), Parity.NONE);
        driver = Id003BillValidator.open(config(Duration.ofSeconds(5)), ledger, Clock.systemUTC());
        driver.addListener(events);
    }

    private void acceptNotes() {
        driver.setAccepting(true);
        long end = System.nanoTime() + WAIT.toNanos();
        while (device.inhibited() || !device.idle()) {
            if (System.nanoTime() > end) {
                throw new AssertionError("validator never enabled");
            }
            java.util.concurrent.locks.LockSupport.parkNanos(1_000_000L);
        }
    }

    @AfterEach
    void stop() {
        if (driver != null) {
            driver.close();
        }
        if (device != null) {
            device.close();
        }
        if (pty != null) {
            pty.close();
        }
    }

    @Test
    void powerUpSequenceLeavesTheValidatorInhibitedWithOurDenominations() {
        start();

        assertTrue(driver.status().ready());
        assertTrue(device.inhibited());
        assertEquals(0x82, device.inhibitMask(), "USD table: 0x62 and 0x68 inhibited");
    }

    @Test
    void insertedNoteIsCreditedOnceAfterItIsStacked() {
        start();
        acceptNotes();

        assertTrue(device.insert(0x64));
        BillEvent.NoteStacked stacked = events.await(BillEvent.NoteStacked.class, WAIT);

        assertEquals(1_000, stacked.valueCents());
        assertEquals(1_000, ledger.creditedCents());
        assertEquals(List.of(0x64), device.stackedCodes());
        assertEquals(List.of("escrow 1000", "stacked"), ledger.calls());
    }

    @Test
    void noteRejectedByTheValidatorReportsItsReason() {
        start();
        acceptNotes();

        device.insertRejected(0x72);

        assertEquals(RejectReason.MAGNETIC_PATTERN, events.await(BillEvent.NoteRejected.class, WAIT).reason());
        assertTrue(ledger.calls().isEmpty());
    }

    @Test
    void noteInsertedWhileInhibitedIsRejected() {
        start();

        device.insert(0x61);

        assertEquals(RejectReason.INHIBITED, events.await(BillEvent.NoteRejected.class, WAIT).reason());
        assertEquals(0, ledger.creditedCents());
    }

    @Test
    void jamIsRaisedAndClearedAndNotesFlowAgain() {
        start();
        acceptNotes();

        device.jamAcceptor();
        events.await(BillEvent.FaultRaised.class, f -> f.fault() == ValidatorFault.ACCEPTOR_JAM, WAIT);
        assertTrue(driver.status().faults().contains(ValidatorFault.ACCEPTOR_JAM));
        device.clearError();
        events.await(BillEvent.FaultCleared.class, f -> f.fault() == ValidatorFault.ACCEPTOR_JAM, WAIT);
        acceptNotes();
        device.insert(0x61);

        events.await(BillEvent.NoteStacked.class, WAIT);
        assertEquals(100, ledger.creditedCents());
    }

    @Test
    void stackerFullAndRemovedAreReported() {
        start();
        acceptNotes();
        device.stackerCapacity(1);

        device.insert(0x65);
        events.await(BillEvent.NoteStacked.class, WAIT);
        events.await(BillEvent.FaultRaised.class, f -> f.fault() == ValidatorFault.STACKER_FULL, WAIT);
        assertFalse(device.insert(0x65), "a full validator takes no note");
        device.removeStacker();
        events.await(BillEvent.FaultRaised.class, f -> f.fault() == ValidatorFault.STACKER_OPEN, WAIT);
        device.replaceStacker();

        events.await(BillEvent.FaultCleared.class, f -> f.fault() == ValidatorFault.STACKER_OPEN, WAIT);
        assertEquals(2_000, ledger.creditedCents());
    }

    @Test
    void cutLineIsReportedAndReconnectionRestoresService() {
        start();
        acceptNotes();

        device.cutLine(true);
        events.await(BillEvent.FaultRaised.class, f -> f.fault() == ValidatorFault.COMMUNICATION_LOST, WAIT);
        assertFalse(driver.status().online());
        device.cutLine(false);
        events.await(BillEvent.FaultCleared.class, f -> f.fault() == ValidatorFault.COMMUNICATION_LOST, WAIT);
        acceptNotes();
        device.insert(0x67);

        assertEquals(10_000, events.await(BillEvent.NoteStacked.class, WAIT).valueCents());
    }

    @Test
    void garbageCorruptTruncatedAndDuplicatedAnswersNeverCreditTwice() {
        start();
        acceptNotes();

        device.sendGarbage(new byte[] {0x00, (byte) 0xFC, 0x03, 0x13, (byte) 0xFC, (byte) 0xFF});
        device.corruptAnswers(2);
        device.truncateAnswers(2);
        device.duplicateAnswers(6);
        device.insert(0x63);
        events.await(BillEvent.NoteStacked.class, WAIT);
        device.insert(0x63);
        events.await(BillEvent.NoteStacked.class, e -> !e.noteId().equals(ledger.credited().getFirst()), WAIT);

        assertEquals(1_000, ledger.creditedCents());
        assertEquals(2, ledger.credited().size());
        assertNull(ledger.violation());
        assertEquals(List.of(0x63, 0x63), device.stackedCodes());
    }

    @Test
    void validatorPowerCycleIsResetAndReconfigured() {
        start();
        acceptNotes();

        device.powerCycle(Id003Emulator.BillAtPowerUp.NONE);
        acceptNotes(); // the driver resets it and restates acceptance
        device.insert(0x61);

        events.await(BillEvent.NoteStacked.class, WAIT);
        assertEquals(100, ledger.creditedCents());
    }

    @Test
    void powerLostWithTheNoteInTheStackerPathIsCreditedWhenTheValidatorVendsIt() {
        start();
        acceptNotes();
        device.holdInEscrow(true);

        device.insert(0x66);
        events.await(BillEvent.NoteEscrowed.class, WAIT);
        device.powerCycle(Id003Emulator.BillAtPowerUp.IN_STACKER);
        device.holdInEscrow(false);

        assertEquals(5_000, events.await(BillEvent.NoteStacked.class, WAIT).valueCents());
        assertEquals(List.of(0x66), device.stackedCodes());
        assertEquals(5_000, ledger.creditedCents());
    }

    @Test
    void stackerJamWithANoteInEscrowRecoversAndCreditsItOnce() {
        start();
        acceptNotes();
        device.holdInEscrow(true);

        device.insert(0x65);
        events.await(BillEvent.NoteEscrowed.class, WAIT);
        device.jamStacker();
        events.await(BillEvent.FaultRaised.class, f -> f.fault() == ValidatorFault.STACKER_JAM, WAIT);
        device.holdInEscrow(false);
        device.clearError();

        assertEquals(2_000, events.await(BillEvent.NoteStacked.class, WAIT).valueCents());
        events.await(BillEvent.FaultCleared.class, f -> f.fault() == ValidatorFault.STACKER_JAM, WAIT);
        assertEquals(List.of(0x65), device.stackedCodes());
        assertEquals(1, ledger.credited().size());
    }

    @Test
    void notePendingAtStartUpThatTheValidatorDoesNotHaveIsReportedInDoubt() {
        java.util.UUID id = java.util.UUID.randomUUID();
        RecordingLedger restarted = new RecordingLedger(new io.opencab.hal.bill.PendingNote(id, 1_000));
        pty = new SocatPair(dir);
        device = Id003Emulator.open(pty.device().toString(), Parity.NONE);
        driver = Id003BillValidator.open(config(Duration.ofSeconds(5)), restarted, Clock.systemUTC());

        driver.addListener(events); // start-up events are kept for the first listener

        assertEquals(id, events.await(BillEvent.NoteInDoubt.class, WAIT).noteId());
        assertEquals(0, restarted.creditedCents());
        assertEquals(1, restarted.pendingCount());
    }

    @Test
    void portThatVanishesIsReopenedWhenItReturns() {
        start();
        acceptNotes();

        device.close();
        pty.kill();
        events.await(BillEvent.FaultRaised.class, f -> f.fault() == ValidatorFault.COMMUNICATION_LOST, WAIT);
        pty.start();
        device = Id003Emulator.open(pty.device().toString(), Parity.NONE);
        events.await(BillEvent.FaultCleared.class, f -> f.fault() == ValidatorFault.COMMUNICATION_LOST, WAIT);
        acceptNotes();
        device.insert(0x64);

        events.await(BillEvent.NoteStacked.class, WAIT);
    }

    private void insertWhenIdle(int code) {
        long end = System.nanoTime() + WAIT.toNanos();
        while (!device.insert(code)) {
            if (System.nanoTime() > end) {
                throw new AssertionError("validator never idle");
            }
            java.util.concurrent.locks.LockSupport.parkNanos(1_000_000L);
        }
    }

    @Test
    void validatorEchoingWrongSettingsIsFaultedRefusesNotesAndIsStillPolled() {
        start();
        acceptNotes();

        device.echoWrongSetting(Id003Codes.SET_ENABLE);
        driver.setEnabledDenominations(java.util.Set.of(0x61, 0x63)); // it takes 0x61 inhibited too, and says so
        events.await(BillEvent.FaultRaised.class, f -> f.fault() == ValidatorFault.SETTINGS_UNCONFIRMED, WAIT);
        long polls = device.statusRequests();
        insertWhenIdle(0x63);

        assertEquals(RejectReason.HOST_SETTINGS_UNCONFIRMED, events.await(BillEvent.NoteRejected.class, WAIT).reason());
        assertTrue(device.statusRequests() > polls, "status polls keep flowing");
        assertTrue(device.longestCommandRun() <= 1 + 4 * Id003Host.MAX_ATTEMPTS,
                "commands between two polls: " + device.longestCommandRun());
        assertTrue(driver.status().faults().contains(ValidatorFault.SETTINGS_UNCONFIRMED));
        assertTrue(ledger.calls().isEmpty());
        // A power cycle with a validator that behaves again: reset and settings confirmed, the fault cleared.
        device.echoWrongSetting(0);
        device.powerCycle(Id003Emulator.BillAtPowerUp.NONE);
        events.await(BillEvent.FaultCleared.class, f -> f.fault() == ValidatorFault.SETTINGS_UNCONFIRMED, WAIT);
        acceptNotes();
        insertWhenIdle(0x61);
        assertEquals(100, events.await(BillEvent.NoteStacked.class, WAIT).valueCents());
        assertEquals(List.of(0x61), device.stackedCodes());
    }

    @Test
    void overLongEscrowFrameIsRefusedAndTheNoteGivenBack() {
        start();
        acceptNotes();

        device.overlongEscrow(true); // FC 07 13 63 00 7B 9A
        insertWhenIdle(0x63);

        assertEquals(RejectReason.HOST_MALFORMED_ESCROW, events.await(BillEvent.NoteRejected.class, WAIT).reason());
        events.await(BillEvent.ProtocolError.class, WAIT);
        long end = System.nanoTime() + WAIT.toNanos();
        while (!device.idle() && System.nanoTime() < end) {
            java.util.concurrent.locks.LockSupport.parkNanos(1_000_000L);
        }
        assertTrue(device.idle(), "the note came back");
        assertTrue(device.stackedCodes().isEmpty());
        assertTrue(ledger.calls().isEmpty());
        device.overlongEscrow(false);
        insertWhenIdle(0x63);
        assertEquals(500, events.await(BillEvent.NoteStacked.class, WAIT).valueCents());
        assertEquals(500, ledger.creditedCents());
    }

    @Test
    void validatorThatNeverAnswersFailsTheSelfTest() {
        pty = new SocatPair(dir);

        HalException e = assertThrows(HalException.class,
                () -> Id003BillValidator.open(config(Duration.ofMillis(500)), ledger, Clock.systemUTC()));
        assertTrue(e.getMessage().contains("self-test"), e.getMessage());
    }

    @Test
    void missingPortIsAFault() {
        HalException e = assertThrows(HalException.class,
                () -> Id003BillValidator.open(config(Duration.ofMillis(500)), ledger, Clock.systemUTC()));
        assertTrue(e.getMessage().contains("does not exist"), e.getMessage());
    }
}
