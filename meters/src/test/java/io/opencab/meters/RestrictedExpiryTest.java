package io.opencab.meters;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.time.Duration;
import org.junit.jupiter.api.Test;

/**
 * Restricted credits' expiry (docs/aft.md "Expiry"), checked by the store's clock: MMDDYYYY usable through that day,
 * 0000NNNN days from the transfer; expired credits forfeited, counted and audited.
 */
class RestrictedExpiryTest extends CreditedStore {
    RestrictedExpiryTest() {
        super(5, Fixture.HANDPAY_LIMIT, 0);
    }

    /** $10 cashable and $5 restricted of pool 3 with {@code expiry}; the fixture's clock is 2023-11-14 22:13 UTC. */
    private AftTransferRecord in(long expiry) {
        return AftTransfers.of(s).transfer(new AftTransferRequest("IN-" + expiry, 0, 1_000, 500, 0, false, 3, expiry, 0,
            100_000));
    }

    @Test
    void beforeItsDateNothingExpires() {
        in(11142023);

        assertEquals(0, CreditKinds.of(s).expireRestricted());
        assertEquals(100, CreditKinds.of(s).balances().restricted());
    }

    @Test
    void theDayAfterItsDateTheRestrictedCreditsAreForfeitedAndCounted() {
        in(11142023);
        f.clock.advance(Duration.ofDays(1).toMillis());

        assertEquals(100, CreditKinds.of(s).expireRestricted());
        assertEquals(new CreditBalances(200, 0, 0, 0, 0), CreditKinds.of(s).balances());
        assertEquals(100, s.meters().get(Scope.LIFETIME, Kinds.RESTRICTED_FORFEITED));
        s.verify();
    }

    @Test
    void aNumberOfDaysCountsFromTheTransfer() {
        in(2);
        f.clock.advance(Duration.ofDays(2).toMillis() - 1);
        assertEquals(0, CreditKinds.of(s).expireRestricted());

        f.clock.advance(1);

        assertEquals(100, CreditKinds.of(s).expireRestricted());
    }

    @Test
    void noExpiryNeverExpires() {
        in(0);
        f.clock.advance(Duration.ofDays(20_000).toMillis());

        assertEquals(0, CreditKinds.of(s).expireRestricted());
    }

    @Test
    void anExpiryThatIsNoDateIsRefused83() {
        assertEquals(AftTransfers.NOT_VALID_AMOUNT, in(13402023).status());
        assertEquals(0, s.credits());
    }

    @Test
    void duringARoundTheyAreNotForfeitedYet() {
        in(1);
        s.decide(Fixture.round(s, 10, 0));
        f.clock.advance(Duration.ofDays(1).toMillis());

        assertThrows(MeterException.class, () -> CreditKinds.of(s).expireRestricted());
        assertEquals(90, CreditKinds.of(s).balances().restricted(), "the bet drew 10 restricted credits, none forfeited");
    }
}
