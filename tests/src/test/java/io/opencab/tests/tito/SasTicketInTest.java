package io.opencab.tests.tito;

import io.opencab.app.cabinet.state.Action;
import io.opencab.app.cabinet.state.ActionResult;
import io.opencab.app.cabinet.state.TiltReason;
import io.opencab.hal.bill.id003.Id003Emulator;
import io.opencab.meters.MeterSnapshot;
import io.opencab.meters.Scope;
import io.opencab.meters.TicketInRecord;
import io.opencab.meters.TicketInState;
import io.opencab.meters.TicketIns;
import io.opencab.meters.TicketOuts;
import io.opencab.sas.tito.TicketMeters;
import io.opencab.tests.sas.TicketInRig;
import io.opencab.tests.sas.TicketInRig.Redemption;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Ticket in end to end, headless, over ptys (issue 28, docs/tito.md "Ticket in"): the real cabinet, the real
 * ID-003 driver with the emulated validator on the other end of its pty, the SAS host simulator on the other end
 * of the SAS pty. The host encodes LP 4C/70/71/2F itself and computes validation numbers with its own CRC.
 * 1-cent credits. A ticket that leaves the emulator's escrow without reaching its stacker was returned: from
 * escrow the emulator only stacks (on STACK) or returns (on RETURN; its own escrow timeout is off).
 */
class SasTicketInTest {
    private static final int VALIDATION_ID = 0x123456;
    private static final int EXCEPTION_TICKET_INSERTED = 0x67;
    private static final int EXCEPTION_TICKET_TRANSFER_COMPLETE = 0x68;
    /** The ticket meter codes the host reads with LP 2F (docs/sas.md "Meters"). */
    private static final int[] TICKET_CODES = {TicketMeters.CASHABLE_IN_CENTS, TicketMeters.CASHABLE_OUT_CENTS,
        TicketMeters.CASHABLE_IN_COUNT, TicketMeters.CASHABLE_OUT_COUNT, TicketMeters.TOTAL_IN_CREDITS,
        TicketMeters.TOTAL_OUT_CREDITS, TicketMeters.REGULAR_IN_CENTS, TicketMeters.REGULAR_IN_COUNT,
        TicketMeters.REGULAR_OUT_CENTS, TicketMeters.REGULAR_OUT_COUNT};

    @TempDir
    Path dir;
    private TicketInRig rig;

    @AfterEach
    void tearDown() throws Exception {
        if (rig != null) {
            rig.close();
        }
    }

    private TicketInRig start(String... extraKeys) throws Exception {
        return startWithLinkDown("keep-playing", extraKeys);
    }

    private TicketInRig startWithLinkDown(String policy, String... extraKeys) throws Exception {
        rig = new TicketInRig(dir, policy, extraKeys).start(28);
        return rig;
    }

    private long credits() {
        return rig.cabinet().state().credits();
    }

    private TicketInRecord last() {
        return rig.journal().getFirst();
    }

    /** The exception codes the host received after the first {@code mark} (polling once more first). */
    private List<Integer> seenSince(int mark) {
        return rig.seenSince(mark);
    }

    /**
     * Inserts a ticket into the emulated validator and polls until the host receives exception 67; returns the
     * number of exceptions received before the insertion.
     */
    private int insertAndAwait67(String validation) {
        int mark = rig.poll().size();
        assertTrue(rig.validator().insertTicket(validation), "the validator takes the ticket");
        rig.awaitPolling(() -> seenSince(mark).contains(EXCEPTION_TICKET_INSERTED), "exception 67");
        return mark;
    }

    private boolean returnedAndJournaled() {
        return !rig.journal().isEmpty() && last().state() == TicketInState.RETURNED && rig.validator().idle();
    }

    @Test
    void aPrintedTicketIsRedeemedOnceForTheAmountTheHostAuthorises() throws Exception {
        start();
        rig.setValidationId(VALIDATION_ID, 0x10);
        assertTrue(rig.validator().insert(0x65), "a $20 note enters");
        rig.awaitPolling(() -> credits() == 2000, "the note credited");
        assertTrue(rig.cabinet().submit(new Action.CashOut()).join().accepted());
        rig.awaitPolling(() -> credits() == 0, "the ticket printed");
        String validation = TicketInRig.validationNumber(VALIDATION_ID, 0x11);
        List<String> printed = rig.ticketFiles();
        assertEquals(1, printed.size(), printed.toString());
        assertTrue(printed.getFirst().contains(validation), printed + " should carry " + validation);
        rig.awaitPolling(() -> !rig.validator().inhibited() && rig.cabinet().state().acceptingBills(),
            "the validator enabled after the cash-out");

        // when the player inserts that ticket and the host authorises $20.00 cashable
        int mark = insertAndAwait67(validation);
        assertEquals(Optional.of(validation), rig.lp70(), "LP 70 reports the ticket in escrow");
        assertEquals(new Redemption(0x40, 2000, Optional.of(validation)), rig.lp71(0x00, 2000, validation),
            "LP 71 answered pending");
        rig.awaitPolling(() -> seenSince(mark).contains(EXCEPTION_TICKET_TRANSFER_COMPLETE) && credits() == 2000,
            "exception 68 and the credits");

        // then the ticket is in the stacker, its amount credited once, and the host sees it redeemed
        assertEquals(List.of(validation), rig.validator().stackedTickets());
        assertEquals(TicketInState.STACKED, last().state());
        assertEquals(2000, last().amountCents());
        rig.awaitPolling(() -> rig.lp71Status().status() == 0x00, "LP 71 status redeemed");
        assertEquals(new Redemption(0x00, 2000, Optional.of(validation)), rig.lp71Status());
        assertEquals(0xC0, rig.lp71(0x00, 2000, validation).status(), "the same LP 71 again is not a new cycle");
        rig.cabinet().sync();
        assertEquals(2000, credits(), "credited once");
        MeterSnapshot m = rig.cabinet().meterReport().meters();
        assertEquals(1, m.get(Scope.LIFETIME, TicketIns.COUNT_METER));
        assertEquals(2000, m.get(Scope.LIFETIME, TicketIns.CREDITS_METER));
        assertEquals(1, rig.journal().size());
    }

    @Test
    void theTicketMetersOverSasEqualTheStoresAfterATicketOutAndIn() throws Exception {
        start();
        rig.setValidationId(VALIDATION_ID, 0x10);
        assertTrue(rig.validator().insert(0x65), "a $20 note enters");
        rig.awaitPolling(() -> credits() == 2000, "the note credited");
        assertTrue(rig.cabinet().submit(new Action.CashOut()).join().accepted());
        rig.awaitPolling(() -> credits() == 0 && !rig.validator().inhibited(), "the ticket printed");
        String validation = TicketInRig.validationNumber(VALIDATION_ID, 0x11);
        insertAndAwait67(validation);
        rig.lp71(0x00, 1500, validation);
        rig.awaitPolling(() -> rig.lp71Status().status() == 0x00, "LP 71 status redeemed");

        // when the host reads the ticket meters with LP 2F (the snapshot that reports the ticket redeemed)
        Map<Integer, Long> got = rig.meters(TICKET_CODES);

        // then each equals the store's TKT_IN / TKT_OUT meter (cents = credits x 1 cent)
        MeterSnapshot m = rig.cabinet().meterReport().meters();
        long inCredits = m.get(Scope.LIFETIME, TicketIns.CREDITS_METER);
        long inCount = m.get(Scope.LIFETIME, TicketIns.COUNT_METER);
        long outCredits = m.get(Scope.LIFETIME, TicketOuts.CREDITS_METER);
        long outCount = m.get(Scope.LIFETIME, TicketOuts.COUNT_METER);
        assertEquals(List.of(1500L, 1L, 2000L, 1L), List.of(inCredits, inCount, outCredits, outCount),
            "the store: $15.00 in, $20.00 out");
        Map<Integer, Long> expected = new HashMap<>();
        expected.put(TicketMeters.CASHABLE_IN_CENTS, inCredits);
        expected.put(TicketMeters.REGULAR_IN_CENTS, inCredits);
        expected.put(TicketMeters.TOTAL_IN_CREDITS, inCredits);
        expected.put(TicketMeters.CASHABLE_IN_COUNT, inCount);
        expected.put(TicketMeters.REGULAR_IN_COUNT, inCount);
        expected.put(TicketMeters.CASHABLE_OUT_CENTS, outCredits);
        expected.put(TicketMeters.REGULAR_OUT_CENTS, outCredits);
        expected.put(TicketMeters.TOTAL_OUT_CREDITS, outCredits);
        expected.put(TicketMeters.CASHABLE_OUT_COUNT, outCount);
        expected.put(TicketMeters.REGULAR_OUT_COUNT, outCount);
        assertEquals(expected, got);
        assertEquals(1500, credits());
    }

    @Test
    void aSecondTicketAfterARedeemedOneIsANewRedemptionCycle() throws Exception {
        start();
        String first = TicketInRig.validationNumber(VALIDATION_ID, 0x31);
        String second = TicketInRig.validationNumber(VALIDATION_ID, 0x32);
        insertAndAwait67(first);
        rig.lp71(0x00, 1000, first);
        rig.awaitPolling(() -> rig.lp71Status().status() == 0x00, "the first ticket redeemed");

        // when a second ticket follows and the host authorises it
        int mark = insertAndAwait67(second);
        assertEquals(Optional.of(second), rig.lp70(), "LP 70 reports the second ticket");
        assertEquals(new Redemption(0x40, 500, Optional.of(second)), rig.lp71(0x00, 500, second));
        rig.awaitPolling(() -> seenSince(mark).contains(EXCEPTION_TICKET_TRANSFER_COMPLETE) && credits() == 1500,
            "the second ticket credited");

        // then both are in the stacker, each credited once with its own amount
        assertEquals(List.of(first, second), rig.validator().stackedTickets());
        rig.awaitPolling(() -> rig.lp71Status().status() == 0x00, "the second ticket's status");
        assertEquals(new Redemption(0x00, 500, Optional.of(second)), rig.lp71Status());
        assertEquals(List.of(500L, 1000L), rig.journal().stream().map(TicketInRecord::amountCents).toList());
        assertEquals(1500, credits());
    }

    @Test
    void theSameTicketInsertedAgainAfterARefusalCanBeRedeemed() throws Exception {
        start();
        String validation = TicketInRig.validationNumber(VALIDATION_ID, 0x25);
        int mark = insertAndAwait67(validation);
        // the host cannot validate it now (80) and reads the final status at once, before exception 68
        assertEquals(0x80, rig.lp71(0x80, 0, validation).status());
        assertEquals(0x80, rig.lp71Status().status());
        rig.awaitPolling(() -> returnedAndJournaled() && seenSince(mark).contains(EXCEPTION_TICKET_TRANSFER_COMPLETE),
            "the ticket returned and exception 68");

        // when the player inserts the same ticket again and the host now authorises $20.00
        insertAndAwait67(validation);
        assertEquals(Optional.of(validation), rig.lp70());
        Redemption answer = rig.lp71(0x00, 2000, validation);

        // then it is a new redemption: pending, stacked, credited
        assertEquals(new Redemption(0x40, 2000, Optional.of(validation)), answer);
        rig.awaitPolling(() -> credits() == 2000, "the ticket credited");
        assertEquals(List.of(validation), rig.validator().stackedTickets());
    }

    @Test
    void aTicketInEscrowWhenTheCabinetStopsIsGivenBackAfterTheRestartAndNeverCredited() throws Exception {
        start();
        String validation = TicketInRig.validationNumber(VALIDATION_ID, 0x26);
        int mark = insertAndAwait67(validation);
        assertEquals(Optional.of(validation), rig.lp70());

        // when the power goes before the host answers (the validator too: its ticket is at the bezel at power-up)
        rig.stopCabinet();
        rig.validator().powerCycle(Id003Emulator.BillAtPowerUp.IN_ACCEPTOR);
        rig.start(29);

        // then the journal says returned, unable to accept (87), which is what the host reads; nothing stacked
        assertEquals(TicketInState.RETURNED, last().state());
        assertEquals(0x87, last().hostStatus());
        rig.awaitPolling(() -> seenSince(mark).contains(EXCEPTION_TICKET_TRANSFER_COMPLETE), "exception 68");
        assertEquals(Optional.empty(), rig.lp70(), "LP 70: no ticket waiting");
        assertEquals(new Redemption(0x87, 0, Optional.of(validation)), rig.lp71Status());
        assertEquals(List.of(), rig.validator().stackedTickets());
        assertEquals(0, credits());

        // and the ticket, inserted again, is redeemed as usual
        insertAndAwait67(validation);
        assertEquals(0x40, rig.lp71(0x00, 2000, validation).status());
        rig.awaitPolling(() -> credits() == 2000, "the ticket credited after the restart");
        assertEquals(List.of(validation), rig.validator().stackedTickets());
    }

    @Test
    void aTicketJammedWhileStackingIsInDoubtUntilTheAttendantFindsItInTheStacker() throws Exception {
        start();
        String validation = TicketInRig.validationNumber(VALIDATION_ID, 0x27);
        int mark = insertAndAwait67(validation);
        rig.validator().jamOnStack(true);

        // when the host authorises it and the validator jams while stacking
        assertEquals(0x40, rig.lp71(0x00, 2000, validation).status());
        rig.awaitPolling(() -> rig.cabinet().state().tilts().stream().anyMatch(t -> t.reason() == TiltReason.REDEEM_IN_DOUBT),
            "the REDEEM_IN_DOUBT lockup");

        // then nothing is credited and the host is told it is still pending
        assertEquals(TicketInState.IN_DOUBT, last().state());
        assertEquals(0, credits());
        assertEquals(new Redemption(0x40, 2000, Optional.of(validation)), rig.lp71Status());

        // when the technician clears the jam, the ticket goes on into the stacker, and the attendant finds it there
        rig.validator().clearError();
        rig.awaitPolling(() -> rig.validator().stackedTickets().contains(validation), "the ticket in the stacker");
        ActionResult r = rig.attendantResolves(true);

        // then its amount is credited once, the host gets 68 and reads it redeemed
        assertTrue(r.accepted(), r.message());
        assertEquals(TicketInState.STACKED, last().state());
        assertEquals(2000, credits());
        rig.awaitPolling(() -> seenSince(mark).contains(EXCEPTION_TICKET_TRANSFER_COMPLETE), "exception 68");
        rig.awaitPolling(() -> rig.lp71Status().status() == 0x00, "LP 71 status redeemed");
        assertEquals(new Redemption(0x00, 2000, Optional.of(validation)), rig.lp71Status());
        assertEquals(1, rig.cabinet().meterReport().meters().get(Scope.LIFETIME, TicketIns.COUNT_METER));
    }

    @Test
    void anAmountOverTheCreditLimitIsReturnedAndTheHostReadsWhy() throws Exception {
        start();
        String validation = TicketInRig.validationNumber(VALIDATION_ID, 0x24);
        insertAndAwait67(validation);

        // when the host authorises $10,000.01, one cent over the credit limit of 1,000,000 1-cent credits
        assertEquals(0x40, rig.lp71(0x00, 1_000_001, validation).status(), "LP 71 answered pending");
        rig.awaitPolling(this::returnedAndJournaled, "the ticket returned");

        // then the cabinet gives it back and the status query, pending until then, says over the limit
        assertReturned(validation, 0x84);
    }

    @ParameterizedTest(name = "refusal code {0}")
    @ValueSource(ints = {0x84, 0x85})
    void aTicketTheHostRefusesIsReturnedAndNothingCredited(int refusal) throws Exception {
        start();
        String validation = TicketInRig.validationNumber(VALIDATION_ID, 0x21);
        insertAndAwait67(validation);
        assertEquals(Optional.of(validation), rig.lp70());

        // when the host refuses it (0x84 already redeemed, 0x85 expired)
        assertEquals(0x80, rig.lp71(refusal, 0, validation).status(), "LP 71 answered rejected by host");
        rig.awaitPolling(this::returnedAndJournaled, "the ticket returned");

        // then it is not in the stacker, nothing is credited, and the host's status query says rejected
        assertReturned(validation, 0x80);
    }

    @Test
    void aTicketTheHostNeverAnswersIsReturnedAfterTheRedeemTimeout() throws Exception {
        start("tito.redeem.timeout.ms=1000");
        String validation = TicketInRig.validationNumber(VALIDATION_ID, 0x22);
        insertAndAwait67(validation);

        // when the host keeps polling but never sends LP 71
        rig.awaitPolling(this::returnedAndJournaled, "the ticket returned after 1000 ms");

        // then
        assertReturned(validation, 0x88);
    }

    @ParameterizedTest(name = "sas.link.down={0}")
    @ValueSource(strings = {"keep-playing", "disable-play"})
    void aTicketWaitingWhenTheLinkIsLostIsReturned(String policy) throws Exception {
        startWithLinkDown(policy, "tito.redeem.timeout.ms=20000");
        String validation = TicketInRig.validationNumber(VALIDATION_ID, 0x23);
        insertAndAwait67(validation);

        // when the host stops polling for more than the 5 s of the link-down detection
        rig.awaitSilent(() -> !rig.linkUp() && returnedAndJournaled(), "the link down and the ticket returned");
        assertFalse(rig.linkUp());

        // then, once the host polls again, it reads the ticket's status: link down
        rig.awaitPolling(rig::linkUp, "the link up again");
        assertReturned(validation, 0x89);
    }

    @ParameterizedTest(name = "barcode {0}")
    @ValueSource(strings = {"00764846548701896", "0076484654870189688", "00764846548701896A"})
    void aBarcodeThatIsNotEighteenDigitsIsReturnedWithoutAskingTheHost(String barcode) throws Exception {
        start();
        int mark = rig.poll().size();

        // when the player inserts it
        assertTrue(rig.validator().insertTicket(barcode), "the validator takes the ticket");
        rig.awaitPolling(() -> rig.validator().idle(), "the validator idle again");

        // then it was returned, and the host was never asked
        assertEquals(List.of(), rig.validator().stackedTickets());
        assertFalse(seenSince(mark).contains(EXCEPTION_TICKET_INSERTED), "no exception 67");
        assertEquals(List.of(), rig.journal());
        assertEquals(Optional.empty(), rig.lp70(), "LP 70: no ticket waiting");
        assertEquals(new Redemption(0xFF, 0, Optional.empty()), rig.lp71Status(), "LP 71 FF: no information");
        assertEquals(0, credits());
    }

    /** The ticket given back: not stacked, nothing credited, journaled RETURNED with the status the host reads. */
    private void assertReturned(String validation, int status) {
        assertEquals(List.of(), rig.validator().stackedTickets(), "not in the stacker");
        assertEquals(0, credits(), "nothing credited");
        assertEquals(TicketInState.RETURNED, last().state());
        assertEquals(validation, last().validation());
        assertEquals(status, last().hostStatus());
        rig.awaitPolling(() -> rig.poll().contains(EXCEPTION_TICKET_TRANSFER_COMPLETE), "exception 68");
        rig.awaitPolling(() -> rig.lp71Status().status() == status, "LP 71 status " + Integer.toHexString(status));
        assertEquals(new Redemption(status, 0, Optional.of(validation)), rig.lp71Status());
        assertEquals(0, rig.cabinet().meterReport().meters().get(Scope.LIFETIME, TicketIns.COUNT_METER));
    }
}
