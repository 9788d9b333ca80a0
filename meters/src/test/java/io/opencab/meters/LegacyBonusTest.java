package io.opencab.meters;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The legacy bonus of LP 8A in critical memory (docs/aft.md "LP 8A"): credits, meters by tax status, 7C. */
class LegacyBonusTest extends CreditedStore {
    private static final long LIMIT = 1_000;

    LegacyBonusTest() {
        super(1, LIMIT, 0);
    }

    @Test
    void aDeductibleBonusGoesOnTheMeterAsCashableWithItsMeterAnd7C() {
        BonusAwards.Legacy l = BonusAwards.of(s).legacy(500, BonusAwards.DEDUCTIBLE);

        assertTrue(l.applied());
        assertTrue(l.handpay().isEmpty());
        assertEquals(500, s.credits());
        assertEquals(500, CreditKinds.of(s).balances().cashable());
        assertArrayEquals(new long[] {500, 0, 0}, BonusAwards.legacyMeters(s.meters()));
        assertEquals(500, s.meters().get(Scope.LIFETIME, Bonuses.MACHINE_PAID));
        assertTrue(s.sasQueue().pending().stream().anyMatch(e -> e.code() == 0x7C && e.v1() == 500 && e.v2() == 0));
        s.verify();
    }

    @Test
    void eachTaxStatusHasItsOwnMeter() {
        BonusAwards.of(s).legacy(10, BonusAwards.NON_DEDUCTIBLE);
        BonusAwards.of(s).legacy(20, BonusAwards.WAGER_MATCH);

        assertArrayEquals(new long[] {0, 10, 20}, BonusAwards.legacyMeters(s.meters()));
        assertEquals(30, s.credits());
        s.verify();
    }

    @Test
    void aBonusAtTheHandpayLimitBecomesABonusHandpay() {
        BonusAwards.Legacy l = BonusAwards.of(s).legacy(LIMIT, BonusAwards.DEDUCTIBLE);

        assertEquals(HandpayRecord.Kind.BONUS_JACKPOT, l.handpay().orElseThrow().kind());
        assertEquals(0, s.credits());
        assertTrue(s.sasQueue().pending().stream().anyMatch(e -> e.code() == 0x7C));
        s.handpayPaid(l.handpay().get().handpayId(), "attendant-1");
        assertEquals(LIMIT, s.meters().get(Scope.LIFETIME, Bonuses.HANDPAID));
        s.verify();
    }

    @Test
    void aBonusWhileARoundIsUnderWayIsNotAppliedAndWritesNothing() {
        Fixture.fund(s, 1);
        s.decide(Fixture.round(s, 10, 0));

        BonusAwards.Legacy l = BonusAwards.of(s).legacy(500, BonusAwards.DEDUCTIBLE);

        assertFalse(l.applied());
        assertArrayEquals(new long[] {0, 0, 0}, BonusAwards.legacyMeters(s.meters()));
        assertFalse(s.sasQueue().pending().stream().anyMatch(e -> e.code() == 0x7C));
    }

    @Test
    void theAwardSurvivesAPowerCutWithTheSelfAuditTrue() {
        BonusAwards.of(s).legacy(500, BonusAwards.WAGER_MATCH);
        s.abandon();

        s = f.open();

        assertEquals(500, s.credits());
        assertArrayEquals(new long[] {0, 0, 500}, BonusAwards.legacyMeters(s.meters()));
        s.verify();
    }
}
