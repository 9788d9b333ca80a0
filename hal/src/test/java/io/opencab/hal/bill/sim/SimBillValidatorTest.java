package io.opencab.hal.bill.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.opencab.hal.EventLog;
import io.opencab.hal.HalException;
import io.opencab.hal.bill.BillEvent;
import io.opencab.hal.bill.DenominationTable;
import io.opencab.hal.bill.RecordingLedger;
import io.opencab.hal.bill.RejectReason;
import io.opencab.hal.bill.ValidatorFault;
import io.opencab.testkit.StepClock;
import java.time.Instant;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class SimBillValidatorTest {
    private final StepClock clock = new StepClock(Instant.parse("2026-03-01T12:00:00Z"));
    private final RecordingLedger ledger = new RecordingLedger();
    private final SimBillValidator sim = new SimBillValidator(DenominationTable.eur(), ledger, clock);
    private final EventLog<BillEvent> events = new EventLog<>();

    SimBillValidatorTest() {
        sim.addListener(events);
    }

    @Test
    void acceptedNoteGoesThroughTheLedgerInTheRealOrder() {
        sim.setAccepting(true);

        sim.insert(0x64);

        assertEquals(List.of("escrow 2000", "stacked"), ledger.calls());
        assertEquals(2, events.all().size());
        assertEquals(2_000, ((BillEvent.NoteStacked) events.all().get(1)).valueCents());
    }

    @Test
    void inhibitedOrDisabledNotesAreRejectedWithoutCredit() {
        assertNull(sim.insert(0x64));
        sim.setAccepting(true);
        sim.setEnabledDenominations(Set.of(0x62));
        assertNull(sim.insert(0x64));

        assertEquals(0, ledger.creditedCents());
        assertEquals(RejectReason.INHIBITED, events.of(BillEvent.NoteRejected.class).getFirst().reason());
    }

    @Test
    void stackerFullIsRaisedAndBlocksNotesUntilCleared() {
        sim.setAccepting(true);
        sim.stackerRoom(1);

        sim.insert(0x62);
        assertNull(sim.insert(0x62));
        sim.clear(ValidatorFault.STACKER_FULL);
        sim.insert(0x62);

        assertEquals(1_000, ledger.creditedCents());
        assertEquals(ValidatorFault.STACKER_FULL, events.of(BillEvent.FaultRaised.class).getFirst().fault());
    }

    @Test
    void notePendingAtStartUpIsReportedInDoubtToTheFirstListener() {
        java.util.UUID id = java.util.UUID.randomUUID();
        SimBillValidator restarted = new SimBillValidator(DenominationTable.eur(),
                new RecordingLedger(new io.opencab.hal.bill.PendingNote(id, 500)), clock);
        EventLog<BillEvent> later = new EventLog<>();

        restarted.addListener(later);

        assertEquals(id, later.of(BillEvent.NoteInDoubt.class).getFirst().noteId());
    }

    @Test
    void unknownDenominationCannotBeEnabled() {
        assertThrows(HalException.class, () -> sim.setEnabledDenominations(Set.of(0x61)));
    }

    @Test
    void settingsRetryReportsTheTryAndTheFaultAgainWhileItStandsAndNothingWithoutIt() {
        sim.retrySettings();
        assertEquals(List.of(), events.all(), "no fault, nothing to try");
        sim.raise(ValidatorFault.SETTINGS_UNCONFIRMED, 0);

        sim.retrySettings();

        BillEvent.SettingsRetried retry = events.of(BillEvent.SettingsRetried.class).getFirst();
        assertEquals(1, retry.attempt());
        assertEquals(true, retry.byAttendant());
        assertEquals(2, events.of(BillEvent.FaultRaised.class).size(), "raised, then raised again by the failed try");
    }
}
