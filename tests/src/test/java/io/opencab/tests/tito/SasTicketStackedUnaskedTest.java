package io.opencab.tests.tito;

import io.opencab.app.cabinet.state.ActionResult;
import io.opencab.app.cabinet.state.Tilt;
import io.opencab.app.cabinet.state.TiltReason;
import io.opencab.meters.Scope;
import io.opencab.meters.TicketInRecord;
import io.opencab.meters.TicketInState;
import io.opencab.meters.TicketIns;
import io.opencab.tests.sas.TicketInRig;
import io.opencab.tests.sas.TicketInRig.Redemption;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.AutoClose;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Issue 41 end to end over ptys: a ticket held in escrow while the host is asked (67) that the validator takes into
 * its stacker without our STACK (VEND VALID, then STACKED) is a ticket in doubt, never "returned" to the player:
 * REDEEM_IN_DOUBT for the attendant, nothing credited, and the host reads it pending as any ticket in doubt, then,
 * once the attendant has resolved it, not redeemed here. The real cabinet and ID-003 driver, {@code Id003Emulator}
 * on the validator's pty, the SAS host simulator on the other ({@link TicketInRig}).
 */
class SasTicketStackedUnaskedTest {
    private static final String VALIDATION = "007648465487018968";
    private static final int EXCEPTION_TICKET_INSERTED = 0x67;
    private static final int EXCEPTION_TICKET_TRANSFER_COMPLETE = 0x68;

    @TempDir
    Path dir;
    @AutoClose
    private TicketInRig rig;

    private TicketInRecord last() {
        return rig.journal().getFirst();
    }

    private List<TiltReason> tilts() {
        return rig.cabinet().state().tilts().stream().map(Tilt::reason).toList();
    }

    @Test
    void aHeldTicketStackedWithoutOurStackIsInDoubtNotReturnedAndNothingIsCredited() throws Exception {
        // given a ticket held in escrow, announced to the host, which reads it with LP 70
        rig = new TicketInRig(dir, "keep-playing").start(41);
        int mark = rig.poll().size();
        assertTrue(rig.validator().insertTicket(VALIDATION), "the validator takes the ticket");
        rig.awaitPolling(() -> rig.seenSince(mark).contains(EXCEPTION_TICKET_INSERTED), "exception 67");
        rig.awaitPolling(() -> rig.validator().holding(), "the ticket held in escrow");
        assertEquals(Optional.of(VALIDATION), rig.lp70());

        // when the validator stacks it by itself: VEND VALID, then STACKED, with no STACK from the cabinet
        assertTrue(rig.validator().stackUnasked());
        rig.awaitPolling(() -> tilts().contains(TiltReason.REDEEM_IN_DOUBT), "the REDEEM_IN_DOUBT lockup");
        rig.awaitPolling(() -> rig.validator().idle(), "the validator idle again");

        // then it is in the stacker, in doubt, nothing credited, the player not told it was returned
        assertEquals(List.of(VALIDATION), rig.validator().stackedTickets());
        assertEquals(TicketInState.IN_DOUBT, last().state());
        assertEquals(List.of(TiltReason.REDEEM_IN_DOUBT), tilts());
        assertEquals(0, rig.cabinet().state().credits());
        String shown = rig.cabinet().state().message();
        assertFalse(shown.contains("returned"), shown);
        // and the host reads it pending, as any ticket in doubt, with no transfer complete (68) yet (LP 71 answers
        // from the SAS snapshot, which shows the lockup a refresh after the cabinet: until then, 20 waiting for LP 71)
        rig.awaitPolling(() -> rig.lp71Status().status() == 0x40, "LP 71 status pending");
        assertEquals(new Redemption(0x40, 0, Optional.of(VALIDATION)), rig.lp71Status());
        assertFalse(rig.seenSince(mark).contains(EXCEPTION_TICKET_TRANSFER_COMPLETE));

        // when the attendant finds it in the stacker
        ActionResult r = rig.attendantResolves(true);

        // then still nothing is credited, the lockup ends, and the host learns it was not redeemed here
        assertTrue(r.accepted(), r.message());
        assertEquals(TicketInState.RETURNED, last().state());
        assertEquals(0, rig.cabinet().state().credits());
        assertEquals(List.of(), tilts());
        rig.awaitPolling(() -> rig.seenSince(mark).contains(EXCEPTION_TICKET_TRANSFER_COMPLETE), "exception 68");
        rig.awaitPolling(() -> rig.lp71Status().status() == 0x8B, "LP 71 status: validator failure, not redeemed");
        assertEquals(0, rig.cabinet().meterReport().meters().get(Scope.LIFETIME, TicketIns.COUNT_METER));
    }
}
