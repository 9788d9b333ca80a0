package io.opencab.meters;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** AFT transfers to the machine in critical memory (schema 10, docs/aft.md): once per transaction id, status codes. */
class AftTransfersTest extends CreditedStore {
    AftTransfersTest() {
        super(5, Fixture.HANDPAY_LIMIT, 0);
    }

    private AftTransferRecord in(String id, long c, long r, long nr, boolean partial, long limit) {
        return AftTransfers.of(s).transferIn(new AftTransferRequest(id, 0, c, r, nr, partial, 3, 12312026, 0, limit));
    }

    @Test
    void aFullTransferCreditsEachKindCountsItAndQueues69() {
        AftTransferRecord t = in("ABC-1", 1_000, 500, 250, false, 100_000);

        assertEquals(AftTransferRecord.FULL, t.status());
        assertTrue(t.stored());
        assertEquals(350, s.credits(), "1,750 cents of 5-cent credits");
        CreditBalances b = CreditKinds.of(s).balances();
        assertEquals(new CreditBalances(200, 100, 50, 3, 12312026), b);
        MeterSnapshot m = s.meters();
        assertEquals(200, m.get(Scope.LIFETIME, Kinds.AFT_IN_CASHABLE));
        assertEquals(1, m.get(Scope.LIFETIME, Kinds.AFT_IN_CASHABLE + Kinds.COUNT));
        assertEquals(100, m.get(Scope.LIFETIME, Kinds.AFT_IN_RESTRICTED));
        assertEquals(50, m.get(Scope.LIFETIME, Kinds.AFT_IN_NON_RESTRICTED));
        assertTrue(s.sasQueue().pending().stream().anyMatch(e -> e.code() == 0x69 && e.v1() == t.id()));
    }

    @Test
    void theSameTransactionIdIsAnsweredFromItsRecordAndNeverAppliedTwice() {
        AftTransferRecord first = in("ABC-1", 1_000, 0, 0, false, 100_000);

        AftTransferRecord again = in("ABC-1", 1_000, 0, 0, false, 100_000);

        assertTrue(again.repeated());
        assertEquals(first.id(), again.id());
        assertEquals(200, s.credits(), "credited once");
        assertEquals(1, s.sasQueue().pending().stream().filter(e -> e.code() == 0x69).count());
    }

    @Test
    void theRecordSurvivesAPowerCutSoARepeatAfterTheRestartMovesNothing() {
        in("ABC-1", 1_000, 0, 0, false, 100_000);
        s.abandon();

        s = f.open();
        AftTransferRecord again = in("ABC-1", 1_000, 0, 0, false, 100_000);

        assertTrue(again.repeated());
        assertEquals(200, s.credits());
    }

    @Test
    void overTheLimitAFullOnlyTransferIsRefused84AndMovesNothing() {
        AftTransferRecord t = in("X", 1_000, 0, 0, false, 150);

        assertEquals(AftTransfers.OVER_LIMIT, t.status());
        assertFalse(t.stored());
        assertEquals(0, s.credits());
        assertTrue(AftTransfers.of(s).newest(5).isEmpty());
    }

    @Test
    void overTheLimitAPartialTransferTakesWhatFitsCashableFirst() {
        AftTransferRecord t = in("X", 500, 500, 500, true, 150);

        assertEquals(AftTransferRecord.PARTIAL, t.status());
        assertEquals(500, t.cashableCents());
        assertEquals(250, t.nonRestrictedCents());
        assertEquals(0, t.restrictedCents());
        assertEquals(150, s.credits());
    }

    @Test
    void anAmountNotAWholeNumberOfCreditsIsRefused85() {
        assertEquals(AftTransfers.NOT_DENOMINATION_MULTIPLE, in("X", 1_001, 0, 0, false, 100_000).status());
        assertEquals(0, s.credits());
    }

    @Test
    void noAmountIsRefused83() {
        assertEquals(AftTransfers.NOT_VALID_AMOUNT, in("X", 0, 0, 0, false, 100_000).status());
    }

    @Test
    void aRoundUnderWayRefuses87() {
        in("A", 1_000, 0, 0, false, 100_000);
        s.decide(Fixture.round(s, 10, 0));

        assertEquals(AftTransfers.UNABLE_NOW, in("B", 1_000, 0, 0, false, 100_000).status());
        assertEquals(190, s.credits());
    }

    @Test
    void restrictedCreditsOfAnotherPoolAreRefused8F() {
        in("A", 0, 500, 0, false, 100_000);

        AftTransferRecord t = AftTransfers.of(s).transferIn(new AftTransferRequest("B", 0, 0, 500, 0, false, 4, 0, 0,
            100_000));

        assertEquals(AftTransfers.OTHER_POOL, t.status());
        assertEquals(100, s.credits());
    }

    @Test
    void anotherTransferTypeIsRefused82() {
        AftTransferRecord t = AftTransfers.of(s).transferIn(new AftTransferRequest("B", 0x20, 500, 0, 0, false, 0, 0, 0,
            100_000));

        assertEquals(AftTransfers.NOT_VALID_FUNCTION, t.status());
    }

    @Test
    void theHistoryKeepsTheNewestTransfersNewestFirst() {
        for (int i = 1; i <= AftTransfers.HISTORY + 3; i++) {
            in("T" + i, 5, 0, 0, false, 1_000_000);
        }

        List<AftTransferRecord> h = AftTransfers.of(s).newest(500);

        assertEquals(AftTransfers.HISTORY, h.size());
        assertEquals("T" + (AftTransfers.HISTORY + 3), h.get(0).transactionId());
        s.verify();
    }

    @Test
    void theRegistrationIsKeptAcrossAPowerCycle() {
        byte[] key = new byte[20];
        key[0] = 0x11;
        key[19] = (byte) 0xEE;
        AftTransfers.of(s).register(new AftRegistration(AftRegistration.REGISTERED, 1234, key, 77, java.time.Instant.EPOCH));
        s.close();

        s = f.open();
        AftRegistration g = AftTransfers.of(s).registration();

        assertEquals(AftRegistration.REGISTERED, g.status());
        assertEquals(1234, g.assetNumber());
        assertArrayEquals(key, g.key());
        assertEquals(77, g.posId());
    }

    @Test
    void withoutARegistrationTheStatusIsNotRegistered() {
        assertEquals(AftRegistration.NOT_REGISTERED, AftTransfers.of(s).registration().status());
    }
}
