package io.opencab.meters;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * AFT bonus transfers to the machine (types 10 and 11, docs/aft.md "Bonus transfers"): the credits and their meters,
 * the handpay rule of a bonus jackpot, once per transaction id. 5-cent credits, handpay limit 1,000 credits.
 */
class AftBonusTest extends CreditedStore {
    private static final long LIMIT = 1_000;

    AftBonusTest() {
        super(5, LIMIT, 0);
    }

    private AftTransferRecord bonus(String id, int type, long cashableCents, long nonRestrictedCents) {
        return AftTransfers.of(s).transfer(new AftTransferRequest(id, type, cashableCents, 0, nonRestrictedCents, false,
            0, 0, 0, 100_000));
    }

    private long meter(String key) {
        return s.meters().get(Scope.LIFETIME, key);
    }

    @Test
    void aBonusCoinOutWinGoesOnTheMeterAsCashableWithItsMetersAnd69() {
        AftTransferRecord t = bonus("B-1", AftTransferRequest.BONUS_COIN_OUT_WIN, 500, 0);

        assertEquals(AftTransferRecord.FULL, t.status());
        assertEquals(100, s.credits());
        assertEquals(100, CreditKinds.of(s).balances().cashable());
        assertEquals(100, meter(Bonuses.AFT_CASHABLE));
        assertEquals(1, meter(Bonuses.AFT_CASHABLE + Kinds.COUNT));
        assertEquals(100, meter(Bonuses.MACHINE_PAID), "001E machine-paid external bonus");
        assertEquals(100, s.meters().get(Meter.TOTAL_WON));
        assertEquals(0, s.meters().get(Meter.COIN_OUT), "a bonus is no paytable win");
        assertTrue(s.sasQueue().pending().stream().anyMatch(e -> e.code() == 0x69 && e.v1() == t.id()));
        s.verify();
    }

    @Test
    void aNonRestrictedBonusIsNonRestrictedCreditAndCountedInB0() {
        bonus("B-1", AftTransferRequest.BONUS_COIN_OUT_WIN, 0, 250);

        assertEquals(50, CreditKinds.of(s).balances().nonRestricted());
        assertEquals(50, meter(Bonuses.AFT_NON_RESTRICTED));
        assertEquals(1, meter(Bonuses.AFT_NON_RESTRICTED + Kinds.COUNT));
        s.verify();
    }

    @Test
    void aBonusJackpotBelowTheHandpayLimitGoesOnTheMeter() {
        bonus("J-1", AftTransferRequest.BONUS_JACKPOT_WIN, (LIMIT - 1) * 5, 0);

        assertEquals(LIMIT - 1, s.credits());
        assertTrue(s.pendingHandpay().isEmpty());
        s.verify();
    }

    @Test
    void aBonusJackpotAtTheHandpayLimitBecomesABonusHandpayAndNothingGoesOnTheMeter() {
        AftTransferRecord t = bonus("J-1", AftTransferRequest.BONUS_JACKPOT_WIN, LIMIT * 5, 0);

        assertEquals(AftTransferRecord.FULL, t.status());
        HandpayRecord h = s.pendingHandpay().orElseThrow();
        assertEquals(HandpayRecord.Kind.BONUS_JACKPOT, h.kind());
        assertEquals(LIMIT, h.amount());
        assertEquals(t.id(), h.roundId(), "the handpay names its transfer's row");
        assertEquals(0, s.credits());
        assertEquals(0, meter(Bonuses.AFT_CASHABLE), "AE counts bonus credits put on the meter only");
        assertTrue(s.sasQueue().pending().stream().anyMatch(e -> e.code() == 0x51));
        assertTrue(s.sasQueue().pending().stream().anyMatch(e -> e.code() == 0x69));
        s.verify();
    }

    @Test
    void theKeyOffOfABonusHandpayCountsAttendantPaidBonusTotalWonAndHandPaid() {
        bonus("J-1", AftTransferRequest.BONUS_JACKPOT_WIN, LIMIT * 5, 0);
        long id = s.pendingHandpay().orElseThrow().handpayId();

        s.handpayPaid(id, "attendant-1");

        assertEquals(LIMIT, meter(Bonuses.HANDPAID), "0021");
        assertEquals(LIMIT, s.meters().get(Meter.TOTAL_WON));
        assertEquals(LIMIT, s.meters().get(Meter.TOTAL_HANDPAID));
        assertEquals(0, s.meters().get(Meter.JACKPOT), "0002 stays the games' jackpots");
        assertEquals(0, s.credits());
        s.verify();
    }

    @Test
    void aRepeatedIdOfABonusHandpayIsAnsweredFromItsRecordAndOpensNoSecondHandpay() {
        AftTransferRecord first = bonus("J-1", AftTransferRequest.BONUS_JACKPOT_WIN, LIMIT * 5, 0);
        s.handpayPaid(s.pendingHandpay().orElseThrow().handpayId(), "attendant-1");
        s.abandon();
        s = f.open();

        AftTransferRecord again = bonus("J-1", AftTransferRequest.BONUS_JACKPOT_WIN, LIMIT * 5, 0);

        assertTrue(again.repeated());
        assertEquals(first.id(), again.id());
        assertTrue(s.pendingHandpay().isEmpty());
        assertEquals(LIMIT, meter(Bonuses.HANDPAID), "paid once");
    }

    @Test
    void aPartialOrRestrictedBonusIsRefused82() {
        AftTransferRecord partial = AftTransfers.of(s).transfer(new AftTransferRequest("P", 0x10, 500, 0, 0, true, 0, 0,
            0, 100_000));
        AftTransferRecord restricted = AftTransfers.of(s).transfer(new AftTransferRequest("R", 0x10, 0, 500, 0, false,
            3, 0, 0, 100_000));

        assertEquals(AftTransfers.NOT_VALID_FUNCTION, partial.status());
        assertEquals(AftTransfers.NOT_VALID_FUNCTION, restricted.status());
        assertFalse(partial.stored() || restricted.stored());
        assertEquals(0, s.credits());
    }

    @Test
    void aBonusPaidOnTheMeterPastTheCreditLimitIsRefused84() {
        AftTransferRecord t = AftTransfers.of(s).transfer(new AftTransferRequest("L", 0x10, 1_000, 0, 0, false, 0, 0, 0,
            100));

        assertEquals(AftTransfers.OVER_LIMIT, t.status());
        assertEquals(0, s.credits());
    }

    @Test
    void aBonusIsRefused87WhileARoundIsUnderWay() {
        Fixture.fund(s, 10);
        s.decide(Fixture.round(s, 10, 0));

        AftTransferRecord t = bonus("B-1", AftTransferRequest.BONUS_COIN_OUT_WIN, 500, 0);

        assertEquals(AftTransfers.UNABLE_NOW, t.status());
        assertEquals(0, meter(Bonuses.MACHINE_PAID));
    }
}
