package io.opencab.hal.bill.id003;

import static io.opencab.hal.bill.id003.Id003Codes.*;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.hal.bill.BillEvent;
import io.opencab.hal.bill.PendingNote;
import io.opencab.hal.bill.RecordingLedger;
import io.opencab.hal.bill.RejectReason;
import io.opencab.hal.bill.ValidatorFault;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;

class Id003HostTest {

    @Test
    void startUpResetsConfiguresAndBecomesReady() {
        HostScript s = new HostScript();
        s.host.setAccepting(false);
        s.poll(POWER_UP);
        assertFalse(s.host.ready());
        s.poll(INITIALIZE).poll(DISABLE);

        assertTrue(s.host.ready());
        // USD has no 0x62 and 0x68: bits 1 and 7 inhibited.
        assertEquals(List.of(Id003Frame.of(STATUS_REQUEST), Id003Frame.of(RESET), Id003Frame.of(SET_ENABLE, 0x82, 0),
                Id003Frame.of(SET_SECURITY, 0, 0), Id003Frame.of(SET_OPTIONAL_FUNCTION, POWER_RECOVERY, 0),
                Id003Frame.of(SET_INHIBIT, 1), Id003Frame.of(STATUS_REQUEST),
                Id003Frame.of(STATUS_REQUEST)), s.sent);
    }

    @Test
    void noteIsCreditedOnlyWhenReportedStackedAfterVendValid() {
        HostScript s = new HostScript().startUp(true);

        s.poll(ESCROW, 0x63).poll(STACKING).poll(VEND_VALID);
        assertEquals(0, s.ledger.creditedCents());
        s.poll(STACKED);

        assertEquals(500, s.ledger.creditedCents());
        BillEvent.NoteStacked stacked = s.events.await(BillEvent.NoteStacked.class, java.time.Duration.ZERO);
        assertEquals(500, stacked.valueCents());
        assertTrue(s.sentCommand(STACK_1));
        assertTrue(s.sentCommand(ACK));
    }

    @Test
    void pendingCreditIsDurableBeforeStackAndBeforeVendValidIsAcknowledged() {
        HostScript s = new HostScript().startUp(true);

        s.poll(ESCROW, 0x64).poll(STACKING).poll(VEND_VALID).poll(STACKED);

        List<String> stackOrAck = s.timeline.stream()
                .filter(t -> t.startsWith("sent 41") || t.startsWith("sent 50")).toList();
        assertEquals(2, stackOrAck.size());
        stackOrAck.forEach(t -> assertTrue(t.endsWith("after 1 ledger calls"), t));
        assertEquals(List.of("escrow 1000", "stacked"), s.ledger.calls());
    }

    @Test
    void repeatedStackedReportNeverCreditsTwice() {
        HostScript s = new HostScript().startUp(true);

        s.poll(ESCROW, 0x61).poll(VEND_VALID).poll(STACKED).poll(STACKED).poll(VEND_VALID).poll(STACKED);

        assertEquals(1, s.ledger.credited().size());
        assertEquals(100, s.ledger.creditedCents());
        assertNull(s.ledger.violation());
    }

    @Test
    void stackedWithoutVendValidIsInDoubtAndNotCredited() {
        HostScript s = new HostScript().startUp(true);

        s.poll(ESCROW, 0x61).poll(STACKED);

        assertEquals(0, s.ledger.creditedCents());
        assertEquals(1, s.events.of(BillEvent.NoteInDoubt.class).size());
        assertEquals(1, s.ledger.pendingCount(), "left pending for the attendant");
    }

    @Test
    void vendValidForANoteNeverSeenInEscrowIsAcknowledgedButNeverCredited() {
        HostScript s = new HostScript().startUp(true);

        s.poll(VEND_VALID).poll(STACKED);

        assertTrue(s.sentCommand(ACK));
        assertEquals(0, s.ledger.creditedCents());
        assertTrue(s.ledger.calls().isEmpty());
    }

    @Test
    void noteInEscrowWhileInhibitedIsReturnedWithoutTouchingTheLedger() {
        HostScript s = new HostScript().startUp(false);

        s.poll(ESCROW, 0x61).poll(RETURNING).poll(DISABLE);

        assertTrue(s.sentCommand(RETURN));
        assertFalse(s.sentCommand(STACK_1));
        assertEquals(RejectReason.HOST_NOT_ACCEPTING, s.events.of(BillEvent.NoteRejected.class).getFirst().reason());
        assertTrue(s.ledger.calls().isEmpty());
    }

    @Test
    void escrowCodeWithoutValueIsReturned() {
        HostScript s = new HostScript().startUp(true);

        s.poll(ESCROW, 0x62).poll(RETURNING);

        assertTrue(s.sentCommand(RETURN));
        assertEquals(RejectReason.HOST_UNKNOWN_DENOMINATION,
                s.events.of(BillEvent.NoteRejected.class).getFirst().reason());
    }

    @Test
    void disabledDenominationIsReturned() {
        HostScript s = new HostScript().startUp(true);
        s.host.setEnabledCodes(java.util.Set.of(0x61));

        s.poll(ENABLE).poll(ESCROW, 0x67).poll(RETURNING);

        assertTrue(s.sentCommand(RETURN));
        assertTrue(s.sent.contains(Id003Frame.of(SET_ENABLE, 0xFE, 0)));
        assertEquals(RejectReason.HOST_DENOMINATION_DISABLED,
                s.events.of(BillEvent.NoteRejected.class).getFirst().reason());
    }

    @Test
    void ledgerFailureReturnsTheNoteAndRaisesAFault() {
        HostScript s = new HostScript().startUp(true);
        s.ledger.failEscrow(true);

        s.poll(ESCROW, 0x65).poll(RETURNING).poll(ENABLE);

        assertTrue(s.sentCommand(RETURN));
        assertFalse(s.sentCommand(STACK_1));
        assertEquals(ValidatorFault.LEDGER_FAILED, s.events.of(BillEvent.FaultRaised.class).getFirst().fault());
        assertEquals(0, s.ledger.creditedCents());
    }

    @Test
    void validatorRejectReasonIsReported() {
        HostScript s = new HostScript().startUp(true);

        s.poll(ACCEPTING).poll(REJECTING, 0x77);

        BillEvent.NoteRejected r = s.events.of(BillEvent.NoteRejected.class).getFirst();
        assertEquals(RejectReason.PHOTO_PATTERN_1, r.reason());
        assertEquals(0x77, r.rawCode());
    }

    @Test
    void noteThatGoesBackBeforeVendValidIsReturnedInTheLedger() {
        HostScript s = new HostScript().startUp(true);

        s.poll(ESCROW, 0x63).poll(RETURNING);

        assertEquals(1, s.ledger.returnedNotes().size());
        assertEquals(0, s.ledger.pendingCount());
        assertEquals(1, s.events.of(BillEvent.NoteReturned.class).size());
    }

    @Test
    void idleAfterAcknowledgedVendValidWithoutStackedLeavesTheNoteInDoubt() {
        HostScript s = new HostScript().startUp(true);

        s.poll(ESCROW, 0x63).poll(VEND_VALID).poll(ENABLE);

        assertEquals(0, s.ledger.creditedCents());
        assertEquals(1, s.ledger.pendingCount());
        assertEquals(1, s.events.of(BillEvent.NoteInDoubt.class).size());
    }

    @Test
    void powerUpWithBillInStackerIsCreditedWhenTheValidatorVendsItAfterReset() {
        HostScript s = new HostScript().startUp(true);

        s.poll(ESCROW, 0x66).poll(VEND_VALID).poll(POWER_UP_BILL_IN_STACKER);
        assertEquals(0, s.ledger.creditedCents(), "in the stacker path is not yet stacked");
        assertEquals(RESET, s.host.nextCommand().command());
        s.poll(INITIALIZE).poll(VEND_VALID).poll(STACKED);

        assertEquals(5_000, s.ledger.creditedCents());
    }

    @Test
    void powerUpWithBillInStackerFollowedByIdleLeavesTheNoteInDoubt() {
        HostScript s = new HostScript().startUp(true);

        s.poll(ESCROW, 0x66).poll(POWER_UP_BILL_IN_STACKER).poll(INITIALIZE).poll(ENABLE);

        assertEquals(0, s.ledger.creditedCents());
        assertEquals(1, s.ledger.pendingCount());
        assertEquals(1, s.events.of(BillEvent.NoteInDoubt.class).size());
    }

    @Test
    void powerUpWithBillInAcceptorReturnsIt() {
        HostScript s = new HostScript().startUp(true);

        s.poll(ESCROW, 0x66).poll(POWER_UP_BILL_IN_ACCEPTOR);

        assertEquals(0, s.ledger.creditedCents());
        assertEquals(1, s.ledger.returnedNotes().size());
    }

    @Test
    void powerUpWithNoBillInThePathLeavesTheNoteInDoubt() {
        HostScript s = new HostScript().startUp(true);

        s.poll(ESCROW, 0x66).poll(VEND_VALID).poll(POWER_UP);

        assertEquals(0, s.ledger.creditedCents());
        assertEquals(1, s.ledger.pendingCount());
        assertEquals(1, s.events.of(BillEvent.NoteInDoubt.class).size());
    }

    @Test
    void notePendingAtStartUpIsCreditedWhenTheValidatorCompletesIt() {
        UUID id = UUID.randomUUID();
        HostScript s = new HostScript(new RecordingLedger(new PendingNote(id, 2_000)));

        s.poll(VEND_VALID).poll(STACKED);

        assertEquals(List.of(id), s.ledger.credited());
    }

    @Test
    void notePendingAtStartUpIsInDoubtWhenTheValidatorIsIdle() {
        UUID id = UUID.randomUUID();
        HostScript s = new HostScript(new RecordingLedger(new PendingNote(id, 2_000)));

        s.poll(DISABLE);

        assertEquals(id, s.events.of(BillEvent.NoteInDoubt.class).getFirst().noteId());
        assertEquals(0, s.ledger.creditedCents());
        assertEquals(1, s.ledger.pendingCount());
    }

    @Test
    void errorStatusesRaiseAndClearFaults() {
        HostScript s = new HostScript().startUp(true);

        s.poll(STACKER_FULL).poll(STACKER_FULL).poll(FAILURE, 0xA2).poll(ENABLE);

        assertEquals(List.of(ValidatorFault.STACKER_FULL, ValidatorFault.FAILURE),
                s.events.of(BillEvent.FaultRaised.class).stream().map(BillEvent.FaultRaised::fault).toList());
        assertEquals(0xA2, s.events.of(BillEvent.FaultRaised.class).get(1).detail());
        assertEquals(2, s.events.of(BillEvent.FaultCleared.class).size());
        assertTrue(s.host.status().faults().isEmpty());
    }

    @Test
    void communicationLossIsRaisedAfterConsecutiveFailuresAndClearedOnAnswer() {
        HostScript s = new HostScript().startUp(true);

        for (int i = 0; i < 3; i++) {
            s.host.onNoAnswer(s.host.nextCommand());
        }
        assertEquals(ValidatorFault.COMMUNICATION_LOST, s.events.of(BillEvent.FaultRaised.class).getFirst().fault());
        assertFalse(s.host.status().online());
        s.poll(ENABLE).poll(ENABLE);

        assertEquals(ValidatorFault.COMMUNICATION_LOST, s.events.of(BillEvent.FaultCleared.class).getFirst().fault());
        assertTrue(s.host.status().online());
        assertTrue(s.sentCommand(SET_INHIBIT), "settings restated after reconnection");
    }

    @Test
    void unknownStatusIsReportedAndSurvived() {
        HostScript s = new HostScript().startUp(true);

        s.poll(0x33).poll(ENABLE);

        assertEquals(1, s.events.of(BillEvent.ProtocolError.class).size());
        assertTrue(s.host.ready());
    }
}
