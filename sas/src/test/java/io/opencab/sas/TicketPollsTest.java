package io.opencab.sas;

import static io.opencab.sas.LongPollTest.hexWithCrc;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.opencab.sas.tito.TicketIn;
import io.opencab.sas.tito.TicketStatus;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * LP 70 and LP 71 on hand-written frames (docs/sas.md "Ticket in"). Layouts as the Monaco SAS client gives them:
 * LP 70 reply = length, ticket status (00 in escrow / FF none), amount (5 BCD, zeros), parsing code 00,
 * validation (9 BCD); LP 71 poll = length, transfer code, amount (5 BCD cents), parsing code, validation (9 BCD);
 * its reply = length, machine status, amount, parsing code, validation (C0 and FF: the status alone). Bodies
 * worked out by hand; the CRC is appended by the tested SAS CRC.
 */
class TicketPollsTest {
    private static final String NUMBER = "007648465487018968";
    private static final String NUMBER_BCD = "00 76 48 46 54 87 01 89 68";
    private static final String OTHER_BCD = "00 81 69 37 21 74 16 23 92";
    /** LP 71, transfer code 00, $20.00, parsing code 00, our ticket's number. */
    private static final String REDEEM_20 = "01 71 10 00 00 00 00 20 00 00 " + NUMBER_BCD;
    private static final String STATUS_QUERY = "01 71 01 FF";

    private final Fixture f = new Fixture();

    private void ticket(TicketIn.Phase phase, long cents, int status) {
        f.snapshot = Fixture.withTicket(Fixture.snapshot(Map.of(), List.of()), new TicketIn(NUMBER, phase, cents, status));
    }

    private void waiting() {
        ticket(TicketIn.Phase.WAITING_FOR_HOST, 0, TicketStatus.WAITING_FOR_LONG_POLL_71);
    }

    @Test
    void lp70WithNoTicketSaysNoTicketInEscrow() {
        assertEquals(hexWithCrc("01 70 01 FF"), f.send("01 70"));
    }

    @Test
    void lp70WithATicketInEscrowReportsItsValidationNumber() {
        waiting();
        assertEquals(hexWithCrc("01 70 10 00 00 00 00 00 00 00 " + NUMBER_BCD), f.send("01 70"));
    }

    @Test
    void lp70OnceTheHostHasAnsweredNoLongerReportsTheTicket() {
        ticket(TicketIn.Phase.PENDING, 2_000, TicketStatus.PENDING);
        assertEquals(hexWithCrc("01 70 01 FF"), f.send("01 70"));
    }

    @Test
    void lp71CashableAnswersPendingAndAsksTheCabinetToRedeem() {
        waiting();
        assertEquals(hexWithCrc("01 71 10 40 00 00 00 20 00 00 " + NUMBER_BCD), f.send(hexWithCrc(REDEEM_20)));
        assertEquals(List.of("redeem " + NUMBER + " code 0 2000 cents"), f.orders.stream()
            .filter(o -> o.startsWith("redeem") || o.startsWith("refused")).toList());
    }

    @Test
    void theStatusQueryAnswersPendingWhileTheSnapshotHasNotCaughtUp() {
        waiting();
        f.send(hexWithCrc(REDEEM_20));
        String pending = hexWithCrc("01 71 10 40 00 00 00 20 00 00 " + NUMBER_BCD);
        assertEquals(pending, f.send(hexWithCrc(STATUS_QUERY)));
        ticket(TicketIn.Phase.PENDING, 2_000, TicketStatus.PENDING);
        f.send("80");
        assertEquals(pending, f.send(hexWithCrc(STATUS_QUERY)));
    }

    @Test
    void theStatusQueryReportsTheTicketRedeemedWithItsAmountOnceFinished() {
        waiting();
        f.send(hexWithCrc(REDEEM_20));
        ticket(TicketIn.Phase.FINISHED, 2_000, TicketStatus.REDEEMED);
        assertEquals(hexWithCrc("01 71 10 00 00 00 00 20 00 00 " + NUMBER_BCD), f.send(hexWithCrc(STATUS_QUERY)));
    }

    @Test
    void theStatusQueryReportsTheCabinetsRejectionCode() {
        waiting();
        f.send(hexWithCrc(REDEEM_20));
        ticket(TicketIn.Phase.FINISHED, 2_000, TicketStatus.AMOUNT_EXCEEDS_LIMIT);
        assertEquals(hexWithCrc("01 71 10 84 00 00 00 20 00 00 " + NUMBER_BCD), f.send(hexWithCrc(STATUS_QUERY)));
    }

    @Test
    void theStatusQueryWithNoTicketSincePowerUpSaysNoInformation() {
        assertEquals(hexWithCrc("01 71 01 FF"), f.send(hexWithCrc(STATUS_QUERY)));
    }

    @Test
    void theStatusQueryWhileTheTicketWaitsSaysWaitingForLp71() {
        waiting();
        assertEquals(hexWithCrc("01 71 10 20 00 00 00 00 00 00 " + NUMBER_BCD), f.send(hexWithCrc(STATUS_QUERY)));
    }

    @Test
    void aRefusalCodeIsAnsweredRejectedAndTheCabinetIsToldToReturnTheTicket() {
        waiting();
        assertEquals(hexWithCrc("01 71 10 80 00 00 00 00 00 00 " + NUMBER_BCD),
            f.send(hexWithCrc("01 71 10 84 00 00 00 00 00 00 " + NUMBER_BCD)));
        assertEquals(List.of("refused " + NUMBER + " code 84"),
            f.orders.stream().filter(o -> o.startsWith("redeem") || o.startsWith("refused")).toList());
    }

    @Test
    void anotherValidationNumberIsAnsweredMismatchWithOursAndTheCabinetIsNotCalled() {
        waiting();
        assertEquals(hexWithCrc("01 71 10 81 00 00 00 00 00 00 " + NUMBER_BCD),
            f.send(hexWithCrc("01 71 10 00 00 00 00 20 00 00 " + OTHER_BCD)));
        assertEquals(List.of(), f.orders.stream().filter(o -> o.startsWith("redeem") || o.startsWith("refused")).toList());
    }

    @Test
    void aNonBcdAmountIsAnsweredNotAValidAmountAndTheCabinetIsNotCalled() {
        waiting();
        assertEquals(hexWithCrc("01 71 10 83 00 00 00 00 00 00 " + NUMBER_BCD),
            f.send(hexWithCrc("01 71 10 00 00 00 00 2A 00 00 " + NUMBER_BCD)));
        assertEquals(List.of(), f.orders.stream().filter(o -> o.startsWith("redeem") || o.startsWith("refused")).toList());
    }

    @ParameterizedTest(name = "transfer code {0}")
    @ValueSource(ints = {1, 2})
    void promotionalCodesGoToTheCabinetWhichDecides(int code) {
        waiting();
        assertEquals(hexWithCrc("01 71 10 40 00 00 00 05 00 00 " + NUMBER_BCD),
            f.send(hexWithCrc("01 71 10 0" + code + " 00 00 00 05 00 00 " + NUMBER_BCD)));
        assertEquals(List.of("redeem " + NUMBER + " code " + code + " 500 cents"),
            f.orders.stream().filter(o -> o.startsWith("redeem")).toList());
    }

    @Test
    void aTransferCodeSasDoesNotDefineIsNotAValidFunctionAndTheTicketStaysInEscrow() {
        waiting();
        assertEquals(hexWithCrc("01 71 10 82 00 00 00 00 00 00 " + NUMBER_BCD),
            f.send(hexWithCrc("01 71 10 05 00 00 00 20 00 00 " + NUMBER_BCD)));
        assertEquals(List.of(), f.orders.stream().filter(o -> o.startsWith("redeem") || o.startsWith("refused")).toList());
    }

    @Test
    void lp71WithNoTicketWaitingIsNotCompatibleWithTheRedemptionCycle() {
        assertEquals(hexWithCrc("01 71 01 C0"), f.send(hexWithCrc(REDEEM_20)));
    }

    @Test
    void aDifferentLp71WhileOneIsPendingIsNotCompatibleAndNotForwarded() {
        waiting();
        f.send(hexWithCrc(REDEEM_20));
        assertEquals(hexWithCrc("01 71 01 C0"), f.send(hexWithCrc("01 71 10 00 00 00 00 50 00 00 " + NUMBER_BCD)));
        assertEquals(1, f.orders.stream().filter(o -> o.startsWith("redeem")).count());
    }

    @Test
    void theSameLp71AgainAfterAnotherPollIsAnsweredWithTheStatusAndNotForwardedTwice() {
        waiting();
        String pending = f.send(hexWithCrc(REDEEM_20));
        f.send("80");
        assertEquals(pending, f.send(hexWithCrc(REDEEM_20)));
        assertEquals(1, f.orders.stream().filter(o -> o.startsWith("redeem")).count());
    }

    @Test
    void theSameTicketInsertedAgainAfterExceptionSixtyEightIsANewRedemptionCycle() {
        // the host refuses the ticket (80) and reads the status at once, before the cabinet has given it back
        waiting();
        f.send(hexWithCrc("01 71 10 80 00 00 00 00 00 00 " + NUMBER_BCD));
        f.send(hexWithCrc(STATUS_QUERY));
        // the cabinet gives it back: exception 68 with the ticket FINISHED
        f.snapshot = Fixture.withTicket(Fixture.snapshot(Map.of(), List.of(new SasSnapshot.QueuedException(9, 0x68, 0, 0))),
            new TicketIn(NUMBER, TicketIn.Phase.FINISHED, 0, TicketStatus.REJECTED_BY_HOST));
        assertEquals("68", f.send("81"));
        f.send("80");

        // when the player inserts the same ticket again and the host now authorises it
        waiting();
        String reply = f.send(hexWithCrc(REDEEM_20));

        // then it is a new cycle: pending, and the cabinet asked to redeem it
        assertEquals(hexWithCrc("01 71 10 40 00 00 00 20 00 00 " + NUMBER_BCD), reply);
        assertEquals(List.of("refused " + NUMBER + " code 80", "redeem " + NUMBER + " code 0 2000 cents"),
            f.orders.stream().filter(o -> o.startsWith("redeem") || o.startsWith("refused")).toList());
    }
}
