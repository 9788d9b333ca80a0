package io.opencab.sas;

import static io.opencab.sas.LongPollTest.hexWithCrc;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.sas.bonus.LegacyBonusPolls;
import io.opencab.sas.bonus.LegacyBonusPort;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * LP 8A (initiate a legacy bonus pay) and LP 9A (send legacy bonus meters) on hand-written frames (docs/aft.md
 * "LP 8A"): 8A = amount (4 BCD credits) and tax status; its reply the address alone (ACK), or busy.
 */
class LegacyBonusPollsTest {
    final Fixture f = new Fixture();
    final List<String> awards = new ArrayList<>();
    LegacyBonusPort.View view = new LegacyBonusPort.View(true, 500, 20, 3);

    LegacyBonusPollsTest() {
        new LegacyBonusPolls(() -> view, (credits, tax) -> awards.add(credits + "/" + tax))
            .register(f.responder.longPolls());
    }

    @Test
    void anAwardWhileIdleIsAcknowledgedAndHandedOn() {
        String r = f.send(hexWithCrc("01 8A 00 00 05 00 01"));

        assertEquals("01", r);
        assertEquals(List.of("500/1"), awards);
    }

    @Test
    void anAwardWhileTheCabinetIsBusyIsAnsweredBusyAndNotHandedOn() {
        view = new LegacyBonusPort.View(false, 0, 0, 0);

        assertEquals("01 00", f.send(hexWithCrc("01 8A 00 00 05 00 00")));
        assertTrue(awards.isEmpty());
    }

    @Test
    void anAmountNotBcdZeroOrATaxStatusAbove02IsNotAnswered() {
        assertEquals("", f.send(hexWithCrc("01 8A 00 00 0A 00 00")));
        assertEquals("", f.send(hexWithCrc("01 8A 00 00 00 00 00")));
        assertEquals("", f.send(hexWithCrc("01 8A 00 00 05 00 03")));
        assertTrue(awards.isEmpty());
    }

    @Test
    void lp9AReportsTheLegacyMetersForTheMachine() {
        assertEquals(hexWithCrc("01 9A 00 00 00 00 05 00 00 00 00 20 00 00 00 03"), f.send(hexWithCrc("01 9A 00 00")));
    }

    @Test
    void lp9AForAGameReportsZeros() {
        assertEquals(hexWithCrc("01 9A 00 01 00 00 00 00 00 00 00 00 00 00 00 00"), f.send(hexWithCrc("01 9A 00 01")));
    }

    /**
     * LP A0 with bonusing on and no AFT (docs/aft.md "LP 8A"): byte 1 bit 2, legacy bonus awards (04); AFT bonus
     * awards (bit 1) stay clear without LP 72.
     */
    @Test
    void lpA0AnnouncesLegacyBonusAwardsWhenLp8AIsAnswered() {
        assertEquals(hexWithCrc("01 A0 00 00 04 09 01 00 00 00"), f.send(hexWithCrc("01 A0 00 00")));
    }
}
