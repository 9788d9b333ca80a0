package io.opencab.app.cabinet;

import io.opencab.app.cabinet.state.Action;
import io.opencab.app.cabinet.state.ActionResult;
import io.opencab.app.cabinet.state.Tilt;
import io.opencab.app.cabinet.state.TiltReason;
import io.opencab.app.cabinet.tickets.TicketHost;
import io.opencab.app.cabinet.tickets.TicketRedeem;
import io.opencab.meters.SasEvent;
import io.opencab.meters.TicketInRecord;
import io.opencab.meters.TicketInState;
import io.opencab.meters.TicketIns;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Ticket in on the real cabinet (docs/tito.md "Ticket in"): the simulated validator reads a barcode; the host's
 * LP 71 answers reach the cabinet as {@link TicketHost} calls, as the SAS service makes them. 1-cent credits,
 * credit limit 100,000 credits.
 */
class TicketInTest {
    private static final String V = "007648465487018968";
    @TempDir
    Path dir;
    private Fixture f;

    @BeforeEach
    void setUp() {
        f = new Fixture(dir);
        f.values = Map.of("cabinet.id", "TEST-1", "security.pin.attendant", Fixture.ATTENDANT.encode(),
            "sas.enabled", "true", "tito.ticket.in", "true", "tito.redeem.timeout.ms", "1000");
        f.start();
        f.cabinet.ticketHost().link(true);
        f.state();
    }

    @AfterEach
    void tearDown() {
        f.close();
    }

    private List<TicketInRecord> journal() {
        return f.cabinet.withStore(s -> TicketIns.of(s).log(10));
    }

    private TicketInRecord last() {
        return journal().getFirst();
    }

    private List<Integer> exceptions() {
        return f.cabinet.withStore(s -> s.sasQueue().pending()).stream().map(SasEvent::code).toList();
    }

    private static void await(String what, BooleanSupplier done) {
        long end = System.nanoTime() + 10_000_000_000L;
        while (!done.getAsBoolean()) {
            if (System.nanoTime() > end) {
                throw new AssertionError("timed out waiting for " + what);
            }
            Thread.onSpinWait();
            try {
                Thread.sleep(5);
            } catch (InterruptedException e) {
                throw new AssertionError(e);
            }
        }
    }

    private void insert(String barcode) {
        f.validator().insertTicket(barcode);
        await("the ticket journaled", () -> !journal().isEmpty() && journal().getFirst().validation().equals(barcode));
    }

    private void awaitSettled() {
        await("the ticket settled", () -> !last().state().open());
        f.state();
    }

    @Test
    void ticketTheHostAuthorisesIsCreditedOnceWithTheAuthorisedAmount() {
        // given a ticket in escrow, announced to the host with exception 67
        insert(V);
        assertEquals(TicketInState.ESCROWED, last().state());
        assertTrue(exceptions().contains(0x67), exceptions().toString());
        // when the host authorises $20.00 cashable
        f.cabinet.ticketHost().redeem(V, 0x00, 2_000);
        awaitSettled();
        // then it is stacked and 2,000 credits are on the meter, once, with exception 68
        assertEquals(TicketInState.STACKED, last().state());
        assertEquals(2_000, f.state().credits());
        assertTrue(exceptions().contains(0x68), exceptions().toString());
        f.cabinet.ticketHost().redeem(V, 0x00, 2_000);
        f.state();
        assertEquals(2_000, f.state().credits(), "a repeated authorisation credits nothing");
        assertEquals(1, journal().size());
    }

    @Test
    void ticketTheHostRefusesIsGivenBackAndCreditsNothing() {
        insert(V);

        f.cabinet.ticketHost().refused(V, 0x84);
        awaitSettled();

        assertEquals(TicketInState.RETURNED, last().state());
        assertEquals(0x80, last().hostStatus());
        assertEquals(0, f.state().credits());
        assertTrue(f.state().message().startsWith("ticket returned: refused by the casino system"), f.state().message());
    }

    @Test
    void ticketWithNoAnswerInTimeIsGivenBackAsATimeout() {
        insert(V);

        awaitSettled();

        assertEquals(TicketInState.RETURNED, last().state());
        assertEquals(0x88, last().hostStatus());
        assertEquals(0, f.state().credits());
    }

    @Test
    void ticketWaitingWhenTheLinkGoesDownIsGivenBack() {
        insert(V);

        f.cabinet.ticketHost().link(false);
        awaitSettled();

        assertEquals(0x89, last().hostStatus());
        assertEquals(0, f.state().credits());
    }

    @Test
    void promotionalTicketsAreRefusedClearly() {
        insert(V);

        f.cabinet.ticketHost().redeem(V, 0x01, 2_000);
        awaitSettled();

        assertEquals(TicketInState.RETURNED, last().state());
        assertEquals(0x82, last().hostStatus());
        assertEquals(0, f.state().credits());
        assertTrue(f.state().message().contains("promotional tickets are not accepted"), f.state().message());
    }

    @Test
    void amountOverTheCreditLimitIsRefused() {
        insert(V);

        f.cabinet.ticketHost().redeem(V, 0x00, 100_001);
        awaitSettled();

        assertEquals(0x84, last().hostStatus());
        assertEquals(0, f.state().credits());
    }

    @Test
    void anAnswerForAnotherTicketIsIgnored() {
        insert(V);

        f.cabinet.ticketHost().redeem("001111222233334444", 0x00, 2_000);
        f.state();

        assertEquals(TicketInState.ESCROWED, last().state());
        assertEquals(0, f.state().credits());
    }

    @Test
    void whileATicketIsValidatedNoSpinCashOutOrBillIsTaken() {
        f.bill(500);
        insert(V);

        ActionResult spin = f.spin(0);
        ActionResult cashOut = f.act(new Action.CashOut());

        assertFalse(spin.accepted());
        assertEquals("please wait: your ticket is being validated", spin.message());
        assertFalse(cashOut.accepted());
        assertEquals(500, f.state().credits());
    }

    @Test
    void withTheLinkDownTheValidatorTakesNoTicketAndNothingIsJournaled() {
        f.cabinet.ticketHost().link(false);
        f.state();

        f.validator().insertTicket(V);
        f.state();

        assertTrue(journal().isEmpty());
        assertEquals(0, f.state().credits());
    }

    @Test
    void aSecondTicketAfterTheFirstIsRedeemedOnItsOwn() {
        insert(V);
        f.cabinet.ticketHost().redeem(V, 0x00, 2_000);
        awaitSettled();

        insert("001111222233334444");
        f.cabinet.ticketHost().redeem("001111222233334444", 0x00, 500);
        awaitSettled();

        assertEquals(2_500, f.state().credits());
        assertEquals(2, journal().size());
    }

    @Test
    void ticketAuthorisedWhenThePowerWentIsInDoubtUntilAnAttendantLooksInTheStacker() {
        // given a ticket authorised but not yet reported stacked when the power goes
        insert(V);
        f.cabinet.withStore(s -> TicketIns.of(s).authorised(last().ticketId(), 2_000));
        f.cabinet.close();
        // when the cabinet starts again
        f.start();
        // then it is in doubt, locked up, and not credited
        assertEquals(TicketInState.IN_DOUBT, last().state());
        assertTrue(f.state().tilts().stream().anyMatch(t -> t.reason() == TiltReason.REDEEM_IN_DOUBT), f.state().tilts()
            .toString());
        assertEquals(0, f.state().credits());
        assertFalse(f.act(new Action.ClearTilt(TicketRedeem.IN_DOUBT)).accepted(), "CLEAR TILT does not resolve it");
        // when the attendant finds it in the stacker
        assertTrue(f.login(Fixture.ATTENDANT_PIN).accepted());
        ActionResult r = f.act(new Action.ResolveRedeem(true));
        // then its authorised amount is credited and the lockup ends
        assertTrue(r.accepted(), r.message());
        assertEquals(TicketInState.STACKED, last().state());
        assertEquals(2_000, f.state().credits());
        assertTrue(f.state().tilts().isEmpty(), f.state().tilts().toString());
    }

    @Test
    void ticketInDoubtGivenBackIsNeverCredited() {
        insert(V);
        f.cabinet.withStore(s -> TicketIns.of(s).authorised(last().ticketId(), 2_000));
        f.cabinet.close();
        f.start();
        assertTrue(f.login(Fixture.ATTENDANT_PIN).accepted());

        ActionResult r = f.act(new Action.ResolveRedeem(false));

        assertTrue(r.accepted(), r.message());
        assertEquals(TicketInState.RETURNED, last().state());
        assertEquals(0, f.state().credits());
    }

    /** The validator reports the ticket waiting for the host stacked without our STACK (the driver: in doubt). */
    private ActionResult stackedUnasked() {
        java.util.UUID device = java.util.UUID.fromString(last().deviceRef());
        return f.act(new Action.BillReported(new io.opencab.hal.bill.BillEvent.TicketInDoubt(device, V,
            "the validator vended a ticket the host did not ask to stack", java.time.Instant.now())));
    }

    @Test
    void aTicketTheValidatorStacksBeforeTheHostAnswersIsInDoubtNotReturnedAndNeverCredited() {
        // given a ticket held in escrow while the host is asked (67)
        insert(V);
        // when the validator takes it into the stacker without our STACK
        ActionResult r = stackedUnasked();
        // then it is in doubt for an attendant, never "returned" to the player, nothing credited, no 68 yet
        assertEquals(TicketInState.IN_DOUBT, last().state());
        assertEquals(List.of(TiltReason.REDEEM_IN_DOUBT), f.state().tilts().stream().map(Tilt::reason).toList());
        assertFalse(r.message().contains("returned"), r.message());
        assertFalse(f.state().message().contains("returned"), f.state().message());
        assertEquals(0, f.state().credits());
        assertFalse(exceptions().contains(0x68), exceptions().toString());
        // and a late authorisation from the host changes nothing
        f.cabinet.ticketHost().redeem(V, 0x00, 2_000);
        assertEquals(TicketInState.IN_DOUBT, last().state());
        assertEquals(0, f.state().credits());
        // when the attendant finds it in the stacker, nothing is credited and the host is told it was not redeemed
        assertTrue(f.login(Fixture.ATTENDANT_PIN).accepted());
        ActionResult resolved = f.act(new Action.ResolveRedeem(true));
        assertTrue(resolved.accepted(), resolved.message());
        assertTrue(resolved.message().contains("never authorised by the casino system, nothing credited"),
            resolved.message());
        assertEquals(TicketInState.RETURNED, last().state());
        assertEquals(0x8B, last().hostStatus());
        assertEquals(0, f.state().credits());
        assertTrue(f.state().tilts().isEmpty(), f.state().tilts().toString());
        assertTrue(exceptions().contains(0x68), exceptions().toString());
    }

    @Test
    void aTicketStackedUnaskedStaysInDoubtAfterAPowerCut() {
        insert(V);
        stackedUnasked();
        f.cabinet.close();

        f.start();

        assertEquals(TicketInState.IN_DOUBT, last().state());
        assertEquals(List.of(TiltReason.REDEEM_IN_DOUBT), f.state().tilts().stream().map(Tilt::reason).toList());
        assertTrue(f.state().tilts().getFirst().detail().contains("before the casino system authorised it"),
            f.state().tilts().getFirst().detail());
        assertEquals(0, f.state().credits());
    }

    @Test
    void ticketWaitingForTheHostWhenThePowerWentIsGivenBackAtStart() {
        insert(V);
        f.cabinet.close();

        f.start();

        assertEquals(TicketInState.RETURNED, last().state());
        assertEquals(0, f.state().credits());
        assertTrue(f.state().tilts().isEmpty(), f.state().tilts().toString());
    }

    @Test
    void theValidatorStoringTheTicketAtPowerUpIsFoldedIntoTheTicketInDoubtNotABillLockup() {
        // given a redeemed ticket in doubt after a power cut while it was stacking
        insert(V);
        f.cabinet.withStore(s -> TicketIns.of(s).authorised(last().ticketId(), 2_000));
        f.cabinet.close();
        f.start();
        // when the validator then reports an item from its stacker path that the driver never saw in escrow
        f.act(new Action.BillReported(new io.opencab.hal.bill.BillEvent.NoteInDoubt(null, 0,
            "vend valid for a note the host never saw in escrow", java.time.Instant.now())));
        // then the only lockup is the ticket's, and nothing was credited
        assertEquals(List.of(TiltReason.REDEEM_IN_DOUBT), f.state().tilts().stream().map(Tilt::reason).toList());
        assertEquals(0, f.state().credits());
    }

    @Test
    void withoutATicketInDoubtAnUnknownItemStoredIsStillABillInDoubt() {
        f.act(new Action.BillReported(new io.opencab.hal.bill.BillEvent.NoteInDoubt(null, 0,
            "vend valid for a note the host never saw in escrow", java.time.Instant.now())));

        assertEquals(List.of(TiltReason.BILL_IN_DOUBT), f.state().tilts().stream().map(Tilt::reason).toList());
    }

    @Test
    void duringAGameTheValidatorTakesNoTicketAndAfterItItDoes() {
        // given a round being presented
        f.bill(500);
        ActionResult spin = f.spin(0);
        assertTrue(spin.accepted(), spin.message());
        // when a ticket is inserted, then it is refused without asking the host
        assertEquals(null, f.validator().insertTicket(V));
        f.state();
        assertTrue(journal().isEmpty());
        // and once the round is paid, the same ticket is taken
        f.act(new Action.PresentationDone(spin.state().round().orElseThrow().roundId()));
        insert(V);
        assertEquals(TicketInState.ESCROWED, last().state());
    }
}
