package io.opencab.app.sas;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.app.cabinet.Cabinet;
import io.opencab.app.cabinet.state.CabinetState;
import io.opencab.app.cabinet.state.StateKind;
import io.opencab.meters.BonusAwards;
import io.opencab.meters.HandpayRecord;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Bonuses on the real cabinet and store, the host on an in-memory port (docs/aft.md "Bonus transfers", "LP 8A"): what
 * the player sees of an award, the bonus handpay's state, LP 8A with 7C; 1-cent credits, handpay limit 1,000 credits.
 */
class BonusServiceTest {
    @TempDir
    Path dir;
    private AftLink link;
    private Cabinet cabinet;

    private void start(boolean bonus) {
        link = new AftLink(dir, Map.of("sas.aft.enabled", "true", "sas.bonus.enabled", Boolean.toString(bonus),
            "handpay.limit.credits", "1000"));
        cabinet = link.cabinet;
    }

    @AfterEach
    void tearDown() {
        if (link != null) {
            link.close();
        }
    }

    private CabinetState await(Predicate<CabinetState> p) throws InterruptedException {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        CabinetState s = cabinet.state();
        while (!p.test(s) && System.nanoTime() < end) {
            Thread.sleep(20);
            s = cabinet.state();
        }
        return s;
    }

    @Test
    void aBonusCoinOutWinIsShownToThePlayerAsAnAward() throws InterruptedException {
        start(true);
        link.register();

        link.poll(AftLink.transfer("B-1", "10", "00 00 00 05 00", "00 00 00 00 00", "00"));
        String done = link.outcome();

        assertEquals("00", done.split(" ")[4], done);
        CabinetState s = await(st -> st.bonusCents() > 0);
        assertEquals(500, s.bonusCents());
        assertEquals(500, s.credits());
        assertTrue(s.message().startsWith("BONUS AWARD 5.00 USD"), s.message());
        assertTrue(link.exception("69"));
    }

    @Test
    void aBonusJackpotAtTheHandpayLimitLocksUpForAnAttendantAndCreditsNothing() throws InterruptedException {
        start(true);
        link.register();

        link.poll(AftLink.transfer("J-1", "11", "00 00 00 10 00", "00 00 00 00 00", "00"));
        link.outcome();

        CabinetState s = await(st -> st.kind() == StateKind.HANDPAY_PENDING);
        assertEquals(StateKind.HANDPAY_PENDING, s.kind());
        assertTrue(s.handpay().orElseThrow().jackpot());
        assertEquals(1_000, s.handpay().get().credits());
        assertEquals(0, s.credits());
        assertEquals(HandpayRecord.Kind.BONUS_JACKPOT,
            cabinet.withStore(st -> st.pendingHandpay()).orElseThrow().kind());
    }

    @Test
    void theBonusHandpayPlateNamesTheCasinoSystemsAwardNotARound() throws InterruptedException {
        start(true);
        link.register();

        link.poll(AftLink.transfer("J-1", "11", "00 00 00 10 00", "00 00 00 00 00", "00"));
        link.outcome();
        CabinetState s = await(st -> st.kind() == StateKind.HANDPAY_PENDING);

        io.opencab.ui.port.Lockup l = io.opencab.app.kiosk.KioskStatesAccess.lockup(s);
        assertEquals(io.opencab.ui.port.Lockup.Kind.HANDPAY_JACKPOT, l.kind());
        assertEquals("Bonus award from the casino system", l.reason());
    }

    @Test
    void aLegacyBonusIsAcknowledgedPaidWith7CAndCountedByTaxStatus() throws InterruptedException {
        start(true);

        String ack = link.poll("01 8A 00 00 02 50 02");

        assertEquals("01", ack);
        CabinetState s = await(st -> st.credits() == 250);
        assertEquals(250, s.credits());
        assertTrue(link.exception("7C"));
        long[] legacy = cabinet.withStore(st -> BonusAwards.legacyMeters(st.meters()));
        assertEquals(250, legacy[2], "wager match");
        assertTrue(s.message().startsWith("BONUS AWARD 2.50 USD"), s.message());
    }

    @Test
    void withoutBonusingLp8AIsNotAnsweredAndABonusTransferIsRefused82() throws InterruptedException {
        start(false);
        link.register();

        assertEquals("", link.send(AftLink.HEX.formatHex(io.opencab.sas.Crc16.append(java.util.HexFormat.of()
            .parseHex("018A0000025000"))), false));
        String r = link.poll(AftLink.transfer("B-1", "10", "00 00 00 05 00", "00 00 00 00 00", "00"));

        assertEquals("82", r.split(" ")[4], r);
        assertEquals(0, cabinet.state().credits());
    }
}
