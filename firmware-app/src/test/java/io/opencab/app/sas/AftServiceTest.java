package io.opencab.app.sas;

import io.opencab.app.cabinet.Cabinet;
import io.opencab.app.cabinet.state.Action;
import io.opencab.meters.AftTransfers;
import io.opencab.meters.CreditBalances;
import io.opencab.meters.CreditKinds;
import io.opencab.sas.Crc16;
import java.nio.file.Path;
import java.util.HexFormat;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * AFT on the real cabinet and store with the host on an in-memory port (docs/aft.md): LP 73 registration kept in
 * critical memory, LP 74's lock holding play, an LP 72 transfer applied once on the cabinet thread with exception 69,
 * interrogated afterwards, and the same transaction id again moving nothing.
 */
class AftServiceTest {
    @TempDir
    Path dir;
    private AftLink link;
    private Cabinet cabinet;

    private void start(boolean aft) {
        start(aft, "keep");
    }

    private void start(boolean aft, String restrictedAtCashOut) {
        link = new AftLink(dir, java.util.Map.of("sas.aft.enabled", Boolean.toString(aft),
            "credits.restricted.at.cashout", restrictedAtCashOut));
        cabinet = link.cabinet;
    }

    @AfterEach
    void tearDown() {
        if (link != null) {
            link.close();
        }
    }

    private String send(String hex, boolean replyExpected) throws InterruptedException {
        return link.send(hex, replyExpected);
    }

    private String poll(String body) throws InterruptedException {
        return link.poll(body);
    }

    /** code 00, index 00, type 00; cashable 2,000 cents, restricted 500, non-restricted 0; flags 00. */
    private static String transfer(String id) {
        return AftLink.transfer(id, "00", "00 00 00 20 00", "00 00 00 05 00", "00");
    }

    private void register() throws InterruptedException {
        link.register();
    }

    private String outcome() throws InterruptedException {
        return link.outcome();
    }

    private boolean exception69() throws InterruptedException {
        return link.exception("69");
    }

    @Test
    void withoutTheKeyAftPollsAreNotAnswered() throws InterruptedException {
        start(false);
        assertEquals("", send(AftLink.HEX.formatHex(Crc16.append(HexFormat.of().parseHex("0174FF000000"))), false));
    }

    @Test
    void theRegistrationIsKeptInCriticalMemory() throws InterruptedException {
        start(true);
        register();
        String read = poll("01 73 01 FF");

        assertEquals("01", read.split(" ")[3], "registered: " + read);
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
        int status = 0;
        while (System.nanoTime() < end && status != 1) {
            status = cabinet.withStore(s -> AftTransfers.of(s).registration().status());
            Thread.sleep(20);
        }
        assertEquals(1, status);
    }

    @Test
    void aTransferIsAppliedOnceWith69AndItsCreditsByKind() throws InterruptedException {
        start(true);
        register();
        String lock = poll("01 74 00 01 00 10");
        assertEquals("00", lock.split(" ")[7], "locked: " + lock);
        assertTrue(cabinet.hostGate().aftLocked());

        String pending = poll(transfer("T-1"));
        String done = outcome();

        assertEquals("40", pending.split(" ")[4], pending);
        assertEquals("00", done.split(" ")[4], "full transfer: " + done);
        CreditBalances b = cabinet.withStore(s -> CreditKinds.of(s).balances());
        assertEquals(new CreditBalances(2_000, 500, 0, 7, 0), b, "$20 cashable, $5 restricted of pool 7 (1-cent credits)");
        assertTrue(exception69(), "exception 69 after the transfer");
        assertTrue(!cabinet.hostGate().aftLocked(), "the lock ends with its transfer");

        String again = poll(transfer("T-1"));
        assertEquals("00", again.split(" ")[4], "answered from the record: " + again);
        Thread.sleep(300);
        assertEquals(2_500L, (long) cabinet.withStore(s -> s.credits()), "credited once");
    }

    @Test
    void underTheLockNoRoundStarts() throws InterruptedException {
        start(true);
        register();
        poll(transfer("T-1"));
        outcome();
        poll("01 74 00 01 00 10");

        cabinet.submit(new Action.Spin());
        Thread.sleep(300);

        assertTrue(cabinet.state().message().contains("AFT lock"), cabinet.state().message());
    }

    /** Transfers $20 cashable and $5 restricted, then presses CASH OUT; the handpay it started. */
    private io.opencab.app.cabinet.state.HandpayView cashOutAfterATransfer() throws InterruptedException {
        register();
        poll(transfer("T-1"));
        outcome();
        cabinet.submit(new Action.CashOut());
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (System.nanoTime() < end && cabinet.state().handpay().isEmpty()) {
            Thread.sleep(20);
        }
        return cabinet.state().handpay().orElseThrow(() -> new AssertionError("no handpay: "
            + cabinet.state().message()));
    }

    @Test
    void aCashOutPaysTheCashableCreditsAndKeepsTheRestrictedOnes() throws InterruptedException {
        start(true, "keep");

        assertEquals(2_000, cashOutAfterATransfer().credits());
        assertEquals(500, (long) cabinet.withStore(s -> CreditKinds.of(s).balances().restricted()));
    }

    @Test
    void withForfeitACashOutTakesTheRestrictedCreditsOffTheMeter() throws InterruptedException {
        start(true, "forfeit");

        assertEquals(2_000, cashOutAfterATransfer().credits());
        CreditBalances b = cabinet.withStore(s -> CreditKinds.of(s).balances());
        assertEquals(0, b.restricted());
        assertEquals(2_000, b.total());
    }

    @Test
    void restrictedCreditsPastTheirExpiryAreForfeitedBeforeTheNextRound() throws InterruptedException {
        start(true);
        register();
        // $5 restricted usable through 11/24/2026; the cabinet's clock says 11/25/2026
        poll(AftLink.transfer("T-EXP", "00", "00 00 00 20 00", "00 00 00 05 00", "00", "11 24 20 26"));
        assertEquals("00", outcome().split(" ")[4]);

        cabinet.submit(new Action.Spin());
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (System.nanoTime() < end && cabinet.withStore(s -> CreditKinds.of(s).balances().restricted()) > 0) {
            Thread.sleep(20);
        }

        assertEquals(0L, (long) cabinet.withStore(s -> CreditKinds.of(s).balances().restricted()));
        assertTrue(cabinet.withStore(s -> s.meters().get(io.opencab.meters.Scope.LIFETIME, "PROMO:R_FORFEIT")) == 500L);
    }
}
