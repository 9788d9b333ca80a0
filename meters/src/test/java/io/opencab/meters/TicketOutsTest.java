package io.opencab.meters;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Cash-out tickets journaled in the store (schema 6): credits leave the meter only when printed. */
class TicketOutsTest extends CreditedStore {
    private static final String VALIDATION = "008169372174162392";

    TicketOutsTest() {
        super(25);
    }

    private TicketOuts tickets() {
        return TicketOuts.of(s);
    }

    @Test
    void theHostsValidationIdIsKeptAcrossAPowerCycle() {
        assertEquals(0, tickets().validationSeed().id(), "never set");
        tickets().saveValidationSeed(0x123456, 0x10);
        s.close();

        s = f.open();

        ValidationSeed seed = tickets().validationSeed();
        assertEquals(0x123456, seed.id());
        assertEquals(0x10, seed.sequence());
        assertTrue(s.events(5).stream().anyMatch(e -> e.detail().contains("validation ID 1193046 and sequence 16")));
    }

    @Test
    void journaledTicketHoldsTheWholeMeterWithoutTakingIt() {
        TicketRecord t = tickets().start(17, 1, VALIDATION);

        assertEquals(TicketState.PENDING, t.state());
        assertEquals(2_500, t.credits());
        assertEquals(2_500, t.cents());
        assertEquals(2_500, s.credits());
    }

    @Test
    void printedTicketTakesTheCreditsOnceAndCountsAsCancelledCredits() {
        TicketRecord t = tickets().start(17, 1, VALIDATION);

        tickets().printed(t.ticketId());

        assertEquals(0, s.credits());
        MeterSnapshot m = s.meters();
        assertEquals(2_500, m.get(Meter.CANCELLED_CREDITS));
        assertEquals(0, m.get(Meter.HANDPAID_CANCELLED_CREDITS));
        assertEquals(2_500, m.get(Scope.LIFETIME, TicketOuts.CREDITS_METER));
        assertEquals(1, m.get(Scope.LIFETIME, TicketOuts.COUNT_METER));
    }

    @Test
    void secondConfirmationOfTheSameTicketIsRefused() {
        TicketRecord t = tickets().start(17, 1, VALIDATION);
        tickets().printed(t.ticketId());

        assertThrows(MeterException.class, () -> tickets().printed(t.ticketId()));
        assertEquals(0, s.credits());
    }

    @Test
    void printedTicketQueuesException3D() {
        TicketRecord t = tickets().start(17, 1, VALIDATION);

        tickets().printed(t.ticketId());

        SasEvent e = s.sasQueue().pending().getFirst();
        assertEquals(0x3D, e.code());
        assertEquals(2_500, e.v1());
    }

    @Test
    void ticketNotPrintedLeavesTheCreditsForAHandpay() {
        TicketRecord t = tickets().start(17, 1, VALIDATION);

        tickets().notPrinted(t.ticketId(), "printer PAPER_OUT");

        assertEquals(2_500, s.credits());
        assertTrue(tickets().open().isEmpty());
        assertEquals(TicketState.NOT_PRINTED, tickets().log(1).getFirst().state());
    }

    @Test
    void ticketInDoubtBlocksRoundsBillsAndCashOuts() {
        TicketRecord t = tickets().start(17, 1, VALIDATION);
        tickets().inDoubt(t.ticketId(), "printer JAM while printing");

        assertThrows(MeterException.class, () -> s.decide(Fixture.round(s, 100, 0)));
        assertThrows(MeterException.class, () -> s.billEscrowAccepted(100));
        assertThrows(MeterException.class, s::cashoutHandpay);
        assertThrows(MeterException.class, () -> tickets().start(18, 2, VALIDATION));
        assertEquals(2_500, s.credits());
    }

    @Test
    void attendantFindingTheTicketMakesItPrinted() {
        TicketRecord t = tickets().start(17, 1, VALIDATION);
        tickets().inDoubt(t.ticketId(), "printer JAM while printing");

        TicketRecord r = tickets().resolve(t.ticketId(), true, "attendant 7");

        assertEquals(TicketState.PRINTED, r.state());
        assertEquals(0, s.credits());
    }

    @Test
    void attendantVoidingTheTicketKeepsTheCredits() {
        TicketRecord t = tickets().start(17, 1, VALIDATION);
        tickets().inDoubt(t.ticketId(), "printer JAM while printing");

        TicketRecord r = tickets().resolve(t.ticketId(), false, "attendant 7");

        assertEquals(TicketState.VOIDED, r.state());
        assertEquals(2_500, s.credits());
        s.cashoutHandpay();
    }

    @Test
    void pendingTicketSurvivesARestartAndIsNotSettledByTheStore() {
        TicketRecord t = tickets().start(17, 1, VALIDATION);
        s.abandon();

        s = f.open();

        TicketRecord open = tickets().open().orElseThrow();
        assertEquals(t.ticketId(), open.ticketId());
        assertEquals(TicketState.PENDING, open.state());
        assertEquals(2_500, s.credits());
    }

    @Test
    void cashOutWithNoCreditsIsRefused() {
        TicketRecord t = tickets().start(17, 1, VALIDATION);
        tickets().printed(t.ticketId());

        assertThrows(MeterException.class, () -> tickets().start(18, 2, VALIDATION));
    }

    @Test
    void tamperedTicketRowStopsTheStoreFromOpening() throws Exception {
        tickets().start(17, 1, VALIDATION);
        s.close();
        RawSql.exec(f.file, "UPDATE ticket_out SET credits = 1");

        MeterException e = assertThrows(MeterException.class, f::open);

        assertEquals(MeterException.Kind.INTEGRITY, e.kind());
        assertTrue(e.getMessage().contains("ticket row 1 fails its MAC"), e.getMessage());
    }

    @Test
    void logIsNewestFirst() {
        TicketRecord a = tickets().start(17, 1, VALIDATION);
        tickets().notPrinted(a.ticketId(), "printer OFFLINE");
        TicketRecord b = tickets().start(18, 2, VALIDATION);

        List<TicketRecord> log = tickets().log(35);

        assertEquals(List.of(b.ticketId(), a.ticketId()), log.stream().map(TicketRecord::ticketId).toList());
    }
}
