package io.opencab.meters;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Tickets redeemed (schema 7): credits only after the host's authorisation and the stacked report, once. */
class TicketInsTest extends CreditedStore {
    private static final String VALIDATION = "008169372174162392";
    private static final int TIMEOUT = 0x88;

    TicketInsTest() {
        super(5);
    }

    private TicketIns tickets() {
        return TicketIns.of(s);
    }

    @Test
    void ticketInEscrowIsJournaledWithException67AndNoCredit() {
        TicketInRecord t = tickets().escrowed(VALIDATION, "dev-1");

        assertEquals(TicketInState.ESCROWED, t.state());
        assertEquals(500, s.credits());
        assertEquals(0x67, s.sasQueue().pending().getFirst().code());
    }

    @Test
    void authorisedTicketIsNotCreditedUntilStacked() {
        TicketInRecord t = tickets().escrowed(VALIDATION, "dev-1");

        TicketInRecord a = tickets().authorised(t.ticketId(), 2_000);

        assertEquals(TicketInState.AUTHORISED, a.state());
        assertEquals(2_000, a.credits());
        assertEquals(500, s.credits());
    }

    @Test
    void stackedTicketCreditsTheAuthorisedAmountOnceAndQueues68() {
        TicketInRecord t = tickets().escrowed(VALIDATION, "dev-1");
        tickets().authorised(t.ticketId(), 2_000);

        tickets().stacked(t.ticketId());

        assertEquals(2_500, s.credits());
        MeterSnapshot m = s.meters();
        assertEquals(2_000, m.get(Scope.LIFETIME, TicketIns.CREDITS_METER));
        assertEquals(1, m.get(Scope.LIFETIME, TicketIns.COUNT_METER));
        assertEquals(2_000, m.get(Meter.DROP) - 500, "bills 500 + ticket 2000 to the drop");
        SasEvent last = s.sasQueue().pending().getLast();
        assertEquals(0x68, last.code());
        assertEquals(TicketIns.REDEEMED, last.v2());
        assertThrows(MeterException.class, () -> tickets().stacked(t.ticketId()), "a second stacked report");
        assertEquals(2_500, s.credits());
    }

    @Test
    void returnedTicketCreditsNothingAndKeepsTheRefusal() {
        TicketInRecord t = tickets().escrowed(VALIDATION, "dev-1");
        tickets().authorised(t.ticketId(), 2_000);

        TicketInRecord r = tickets().returned(t.ticketId(), TIMEOUT, "no stacked report in 10000 ms");

        assertEquals(TicketInState.RETURNED, r.state());
        assertEquals(TIMEOUT, r.hostStatus());
        assertEquals(500, s.credits());
        assertEquals(0x68, s.sasQueue().pending().getLast().code());
        assertThrows(MeterException.class, () -> tickets().stacked(t.ticketId()));
    }

    @Test
    void openTicketBlocksRoundsBillsCashOutsAndASecondTicket() {
        tickets().escrowed(VALIDATION, "dev-1");

        assertThrows(MeterException.class, () -> s.decide(Fixture.round(s, 100, 0)));
        assertThrows(MeterException.class, () -> s.billEscrowAccepted(100));
        assertThrows(MeterException.class, s::cashoutHandpay);
        assertThrows(MeterException.class, () -> tickets().escrowed(VALIDATION, "dev-2"));
    }

    @Test
    void amountThatIsNotWholeCreditsOrNotPositiveIsRefused() {
        TicketInRecord t = tickets().escrowed(VALIDATION, "dev-1");

        assertThrows(MeterException.class, () -> tickets().authorised(t.ticketId(), 0));
        assertThrows(MeterException.class, () -> tickets().authorised(t.ticketId(), -100));
        assertEquals(TicketInState.ESCROWED, tickets().open().orElseThrow().state());
    }

    @Test
    void ticketInDoubtIsCreditedOnlyWhenTheAttendantFindsItInTheStacker() {
        TicketInRecord t = tickets().escrowed(VALIDATION, "dev-1");
        tickets().authorised(t.ticketId(), 2_000);
        tickets().inDoubt(t.ticketId(), "validator jammed while stacking");
        assertEquals(500, s.credits());

        TicketInRecord r = tickets().resolve(t.ticketId(), true, TIMEOUT, "attendant 7");

        assertEquals(TicketInState.STACKED, r.state());
        assertEquals(2_500, s.credits());
    }

    @Test
    void ticketInDoubtGivenBackIsNeverCredited() {
        TicketInRecord t = tickets().escrowed(VALIDATION, "dev-1");
        tickets().authorised(t.ticketId(), 2_000);
        tickets().inDoubt(t.ticketId(), "power lost while stacking");

        TicketInRecord r = tickets().resolve(t.ticketId(), false, 0x8B, "attendant 7");

        assertEquals(TicketInState.RETURNED, r.state());
        assertEquals(500, s.credits());
        assertTrue(tickets().open().isEmpty());
    }

    @Test
    void ticketTheValidatorStackedBeforeTheHostAuthorisedItIsInDoubtAndNeverCredited() {
        // given a ticket still waiting for the host that the validator took into its stacker by itself (issue 41)
        TicketInRecord t = tickets().escrowed(VALIDATION, "dev-1");
        TicketInRecord d = tickets().inDoubt(t.ticketId(), "the validator vended a ticket the host did not ask to stack");
        assertEquals(TicketInState.IN_DOUBT, d.state());
        assertEquals(0, d.amountCents());
        assertTrue(tickets().open().isPresent(), "open: no round, bill or cash-out until an attendant resolves it");

        // when the attendant finds it in the stacker
        TicketInRecord r = tickets().resolve(t.ticketId(), true, 0x8B, "attendant 7");

        // then nothing is credited and the host is told it was not redeemed here
        assertEquals(TicketInState.RETURNED, r.state());
        assertEquals(0x8B, r.hostStatus());
        assertTrue(r.detail().contains("found in the stacker by attendant 7, never authorised"), r.detail());
        assertEquals(500, s.credits());
        assertEquals(0, s.meters().get(Scope.LIFETIME, TicketIns.COUNT_METER));
        SasEvent last = s.sasQueue().pending().getLast();
        assertEquals(0x68, last.code());
        assertEquals(0x8B, last.v2());
    }

    @Test
    void onlyAnEscrowedOrAuthorisedTicketCanBeInDoubt() {
        TicketInRecord t = tickets().escrowed(VALIDATION, "dev-1");
        tickets().returned(t.ticketId(), TIMEOUT, "no answer");

        assertThrows(MeterException.class, () -> tickets().inDoubt(t.ticketId(), "late report"));
    }

    @Test
    void authorisedTicketSurvivesARestartUncredited() {
        TicketInRecord t = tickets().escrowed(VALIDATION, "dev-1");
        tickets().authorised(t.ticketId(), 2_000);
        s.abandon();

        s = f.open();

        TicketInRecord open = tickets().open().orElseThrow();
        assertEquals(TicketInState.AUTHORISED, open.state());
        assertEquals(2_000, open.amountCents());
        assertEquals(500, s.credits());
    }

    @Test
    void tamperedAmountStopsTheStoreFromOpening() throws Exception {
        TicketInRecord t = tickets().escrowed(VALIDATION, "dev-1");
        tickets().authorised(t.ticketId(), 2_000);
        s.close();
        RawSql.exec(f.file, "UPDATE ticket_in SET amount_cents = 200000, credits = 200000");

        MeterException e = assertThrows(MeterException.class, f::open);

        assertEquals(MeterException.Kind.INTEGRITY, e.kind());
        assertTrue(e.getMessage().contains("ticket-in row 1 fails its MAC"), e.getMessage());
    }

    @Test
    void logIsNewestFirst() {
        TicketInRecord a = tickets().escrowed(VALIDATION, "dev-1");
        tickets().returned(a.ticketId(), 0x80, "refused by the host");
        TicketInRecord b = tickets().escrowed(VALIDATION, "dev-2");

        List<TicketInRecord> log = tickets().log(35);

        assertEquals(List.of(b.ticketId(), a.ticketId()), log.stream().map(TicketInRecord::ticketId).toList());
    }
}
