package io.opencab.meters;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The three kinds of credit (docs/aft.md "Credit kinds"): the order bets draw them, what a cash-out pays, the audit. */
class CreditKindsTest extends CreditedStore {
    CreditKindsTest() {
        super(1); // 100 cashable credits from a $1 bill
    }

    private void transfer(String id, long cashable, long restricted, long nonRestricted) {
        AftTransferRecord r = AftTransfers.of(s).transferIn(new AftTransferRequest(id, 0, cashable, restricted,
            nonRestricted, false, 7, 0, 0, 1_000_000));
        assertEquals(AftTransferRecord.FULL, r.status(), "transfer " + id);
    }

    private long meter(String key) {
        return s.meters().get(Scope.LIFETIME, key);
    }

    @Test
    void aBetDrawsRestrictedFirstThenNonRestrictedThenCashable() {
        transfer("T1", 0, 30, 20);

        Fixture.play(s, 40, 0);

        CreditBalances b = CreditKinds.of(s).balances();
        assertEquals(0, b.restricted(), "30 restricted played first");
        assertEquals(10, b.nonRestricted(), "then 10 of the 20 non-restricted");
        assertEquals(100, b.cashable(), "cashable untouched");
        assertEquals(30, meter(Kinds.RESTRICTED_PLAYED));
        assertEquals(10, meter(Kinds.NON_RESTRICTED_PLAYED));
    }

    @Test
    void aBetLargerThanThePromotionalCreditsTakesTheRestFromCashable() {
        transfer("T1", 0, 5, 5);

        Fixture.play(s, 25, 0);

        CreditBalances b = CreditKinds.of(s).balances();
        assertEquals(0, b.restricted());
        assertEquals(0, b.nonRestricted());
        assertEquals(85, b.cashable());
    }

    @Test
    void winsAreCashable() {
        transfer("T1", 0, 10, 0);

        Fixture.play(s, 10, 50);

        CreditBalances b = CreditKinds.of(s).balances();
        assertEquals(0, b.restricted());
        assertEquals(150, b.cashable());
    }

    @Test
    void aCashOutPaysCashableAndNonRestrictedAndKeepsRestricted() {
        transfer("T1", 0, 30, 20);

        HandpayRecord h = s.cashoutHandpay();
        s.handpayPaid(h.handpayId(), "att");

        assertEquals(120, h.amount(), "100 cashable + 20 non-restricted");
        CreditBalances b = CreditKinds.of(s).balances();
        assertEquals(30, b.restricted(), "restricted kept for play");
        assertEquals(30, s.credits());
        assertEquals(120, meter(Meter.CANCELLED_CREDITS.key()));
        assertEquals(20, meter(Kinds.NON_RESTRICTED_OUT));
        assertEquals(7, b.poolId());
    }

    @Test
    void onlyRestrictedCreditsCannotBeCashedOut() {
        Fixture.play(s, 100, 0);
        transfer("T1", 0, 30, 0);

        MeterException e = assertThrows(MeterException.class, s::cashoutHandpay);

        assertEquals(MeterException.Kind.ILLEGAL_STATE, e.kind());
        assertTrue(e.getMessage().contains("restricted"), e.getMessage());
    }

    @Test
    void forfeitingTakesTheRestrictedCreditsOffTheMeterAndCountsThem() {
        transfer("T1", 0, 30, 0);

        long gone = CreditKinds.of(s).forfeitRestricted("cash-out, credits.restricted.at.cashout=forfeit");

        assertEquals(30, gone);
        assertEquals(100, s.credits());
        assertEquals(30, meter(Kinds.RESTRICTED_FORFEITED));
        assertEquals(0, CreditKinds.of(s).balances().poolId());
        assertTrue(s.events(3).stream().anyMatch(ev -> ev.type() == EventType.PROMO_CREDITS));
    }

    @Test
    void theKindsSurviveAPowerCycleAndPassTheOpensChecks() {
        transfer("T1", 50, 30, 20);
        Fixture.play(s, 40, 0);
        s.close();

        s = f.open();
        s.verify();

        CreditBalances b = CreditKinds.of(s).balances();
        assertEquals(new CreditBalances(150, 0, 10, 0, 0), b);
    }

    @Test
    void aRestrictedBalanceThatDisagreesWithItsMetersFailsTheSelfAudit() {
        transfer("T1", 0, 30, 0);

        s.editMetersForTest(m -> m.balance(Kinds.RESTRICTED, 29));

        MeterException e = assertThrows(MeterException.class, () -> Fixture.play(s, 1, 0));
        assertEquals(MeterException.Kind.AUDIT, e.kind());
        assertTrue(e.getMessage().contains("001B"), e.getMessage());
    }
}
