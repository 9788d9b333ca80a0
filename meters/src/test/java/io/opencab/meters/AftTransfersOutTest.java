package io.opencab.meters;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * AFT transfers from the machine to the host (type 80, docs/aft.md): each kind from its own balance, the row written
 * with the credits in one transaction, once per transaction id; the host cash-out flags and exception 6A.
 */
class AftTransfersOutTest extends CreditedStore {
    AftTransfersOutTest() {
        super(5, Fixture.HANDPAY_LIMIT, 0);
    }

    @BeforeEach
    void setUp() {
        // 200 cashable, 100 restricted (pool 3), 50 non-restricted credits of 5 cents
        AftTransfers.of(s).transfer(new AftTransferRequest("IN", 0, 1_000, 500, 250, false, 3, 12312026, 0, 100_000));
    }

    private AftTransferRecord out(String id, long c, long r, long nr, boolean partial) {
        return out(id, c, r, nr, partial, 0);
    }

    private AftTransferRecord out(String id, long c, long r, long nr, boolean partial, int flags) {
        return AftTransfers.of(s).transfer(new AftTransferRequest(id, AftTransferRequest.IN_HOUSE_FROM_MACHINE, c, r, nr,
            partial, 3, 0, flags, 100_000));
    }

    @Test
    void aFullTransferOutTakesEachKindFromItsBalanceCountsItAndQueues69() {
        AftTransferRecord t = out("OUT-1", 500, 250, 250, false);

        assertEquals(AftTransferRecord.FULL, t.status());
        assertTrue(t.stored());
        assertEquals(new CreditBalances(100, 50, 0, 3, 12312026), CreditKinds.of(s).balances());
        assertEquals(100, CreditKinds.of(s).transferredOut(CreditKind.CASHABLE));
        assertEquals(50, CreditKinds.of(s).transferredOut(CreditKind.RESTRICTED));
        assertEquals(50, CreditKinds.of(s).transferredOut(CreditKind.NON_RESTRICTED));
        assertEquals(1, s.meters().get(Scope.LIFETIME, Kinds.AFT_OUT_CASHABLE + Kinds.COUNT));
        assertTrue(s.sasQueue().pending().stream().anyMatch(e -> e.code() == 0x69 && e.v1() == t.id()));
        s.verify();
    }

    @Test
    void allTheRestrictedCreditsOutClearsThePool() {
        out("OUT-1", 0, 500, 0, false);

        assertEquals(new CreditBalances(200, 0, 50, 0, 0), CreditKinds.of(s).balances());
        s.verify();
    }

    @Test
    void aFullTransferOfMoreThanAKindHoldsIsRefused82AndMovesNothing() {
        AftTransferRecord t = out("OUT-1", 1_005, 0, 0, false);

        assertEquals(AftTransfers.NOT_VALID_FUNCTION, t.status());
        assertFalse(t.stored());
        assertEquals(350, s.credits());
    }

    @Test
    void aPartialTransferTakesWhatEachKindHolds() {
        AftTransferRecord t = out("OUT-1", 5_000, 0, 5_000, true);

        assertEquals(AftTransferRecord.PARTIAL, t.status());
        assertEquals(1_000, t.cashableCents());
        assertEquals(250, t.nonRestrictedCents());
        assertEquals(100, s.credits(), "the restricted credits stay");
        s.verify();
    }

    @Test
    void aPartialTransferOfAKindTheMeterDoesNotHoldIsRefused83() {
        out("OUT-1", 0, 0, 250, false);

        assertEquals(AftTransfers.NOT_VALID_AMOUNT, out("OUT-2", 0, 0, 250, true).status());
        assertEquals(300, s.credits());
    }

    @Test
    void theSameTransactionIdOutIsAnsweredFromItsRecordAlsoAfterAPowerCut() {
        out("OUT-1", 500, 0, 0, false);
        s.abandon();
        s = f.open();

        AftTransferRecord again = out("OUT-1", 500, 0, 0, false);

        assertTrue(again.repeated());
        assertEquals(250, s.credits(), "taken once");
        assertEquals(100, CreditKinds.of(s).transferredOut(CreditKind.CASHABLE));
    }

    @Test
    void aRoundUnderWayRefusesATransferOut87() {
        s.decide(Fixture.round(s, 10, 0));

        assertEquals(AftTransfers.UNABLE_NOW, out("OUT-1", 500, 0, 0, false).status());
    }

    @Test
    void aPendingHandpayRefusesATransferOut87SoACashOutIsNeverPaidTwice() {
        s.cashoutHandpay();

        assertEquals(AftTransfers.UNABLE_NOW, out("OUT-1", 1_000, 0, 0, false).status());
        assertEquals(350, s.credits(), "the handpay holds them until it is keyed off");
    }

    @Test
    void aCompletedTransferSetsTheHostCashOutFlagsHardModeIncluded() {
        assertEquals(0, AftTransfers.of(s).hostCashOutFlags());

        out("OUT-1", 5, 0, 0, false, AftTransfers.HCO_CONTROL | AftTransfers.HCO_ENABLE | AftTransfers.HCO_HARD | 0x08);

        assertEquals(AftTransfers.HCO_CONTROL | AftTransfers.HCO_ENABLE | AftTransfers.HCO_HARD,
            AftTransfers.of(s).hostCashOutFlags(), "bits 0-2 kept, not bit 3");
        assertTrue(AftTransfers.of(s).hostCashOutEnabled());
        assertTrue(AftTransfers.of(s).hostCashOutHard());
        out("OUT-2", 5, 0, 0, false, AftTransfers.HCO_CONTROL | AftTransfers.HCO_ENABLE);
        assertFalse(AftTransfers.of(s).hostCashOutHard(), "soft again");
    }

    @Test
    void aZeroAmountTransferWithTheControlBitOnlySetsTheFlags() {
        AftTransferRecord t = AftTransfers.of(s).transfer(new AftTransferRequest("FLAGS", 0, 0, 0, 0, false, 0, 0,
            AftTransfers.HCO_CONTROL | AftTransfers.HCO_ENABLE, 100_000));

        assertEquals(AftTransferRecord.FULL, t.status());
        assertEquals(350, s.credits());
        assertTrue(AftTransfers.of(s).hostCashOutEnabled());
        AftTransfers.of(s).transfer(new AftTransferRequest("FLAGS-OFF", 0, 0, 0, 0, false, 0, 0,
            AftTransfers.HCO_CONTROL, 100_000));
        assertFalse(AftTransfers.of(s).hostCashOutEnabled());
    }

    @Test
    void theFlagsSurviveAPowerCycle() {
        out("OUT-1", 5, 0, 0, false, AftTransfers.HCO_CONTROL | AftTransfers.HCO_ENABLE);
        s.close();
        s = f.open();

        assertTrue(AftTransfers.of(s).hostCashOutEnabled());
    }

    @Test
    void aHostCashOutRequestQueues6A() {
        AftTransfers.of(s).requestHostCashOut(250);

        assertTrue(s.sasQueue().pending().stream().anyMatch(e -> e.code() == 0x6A));
    }
}
