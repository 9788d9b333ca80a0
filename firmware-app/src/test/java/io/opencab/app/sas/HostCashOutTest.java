package io.opencab.app.sas;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.app.cabinet.state.Action;
import io.opencab.app.cabinet.state.StateKind;
import io.opencab.meters.CreditKind;
import io.opencab.meters.CreditKinds;
import java.nio.file.Path;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * AFT host cash-out on the real cabinet and store (docs/aft.md "Host cash-out"): CASH OUT offers the credits to the
 * host with 6A, the host takes them with a transfer from the machine; without its transfer in time the cash-out
 * falls back to a handpay, and a transfer answering the offer after that is refused: never paid twice.
 */
class HostCashOutTest {
    @TempDir
    Path dir;
    private AftLink link;

    @AfterEach
    void tearDown() {
        if (link != null) {
            link.close();
        }
    }

    /** $20 cashable on the meter by AFT; flags 03 (host cash-out enable control + enable) when {@code hostCashOut}. */
    private void start(boolean hostCashOut) throws InterruptedException {
        link = AftLink.withTwentyDollars(dir, "1000", hostCashOut ? "03" : "00");
        assertTrue(link.exception("69"));
    }

    private static void await(BooleanSupplier c, String what) throws InterruptedException {
        AftLink.await(c, what);
    }

    /** The host's answer to 6A: type 80, flag bit 3, all $20 cashable. */
    private String takeIt(String id) throws InterruptedException {
        link.poll(AftLink.transfer(id, "80", "00 00 00 20 00", "00 00 00 00 00", "08"));
        return link.outcome();
    }

    @Test
    void cashOutOffersTheHostTheCreditsWith6AAndLp74ShowsIt() throws InterruptedException {
        start(true);

        link.cabinet.submit(new Action.CashOut());

        assertTrue(link.exception("6A"), "AFT request for host cash-out");
        String status = link.poll("01 74 FF 00 00 00");
        assertEquals("02", status.split(" ")[8], "available: a transfer from the machine only: " + status);
        assertEquals("03", status.split(" ")[9], "host cash-out flags: control + enable");
    }

    @Test
    void theHostTakesTheCreditsWithATransferFromTheMachine() throws InterruptedException {
        start(true);
        link.cabinet.submit(new Action.CashOut());
        assertTrue(link.exception("6A"));

        String done = takeIt("OUT-1");

        assertEquals("00", done.split(" ")[4], "full transfer: " + done);
        await(() -> link.cabinet.state().kind() == StateKind.IDLE, "idle after the host took it");
        assertEquals(0L, (long) link.cabinet.withStore(s -> s.credits()));
        assertEquals(2_000L, (long) link.cabinet.withStore(s -> CreditKinds.of(s).transferredOut(CreditKind.CASHABLE)));
        assertTrue(link.cabinet.state().handpay().isEmpty(), "no handpay");
        Thread.sleep(1_300);
        assertTrue(link.cabinet.state().handpay().isEmpty(), "the timeout found no offer standing: no handpay after it");
    }

    @Test
    void withoutTheHostsTransferInTimeTheCashOutIsHandPaidAndALateTransferIsRefused() throws InterruptedException {
        start(true);
        link.cabinet.submit(new Action.CashOut());
        assertTrue(link.exception("6A"));
        await(() -> link.cabinet.state().handpay().isPresent(), "the fallback hand-pays after the timeout");

        String late = takeIt("OUT-LATE");

        assertEquals("87", late.split(" ")[4], "offer over: unable to transfer now: " + late);
        assertEquals(2_000, link.cabinet.state().handpay().orElseThrow().credits(), "the handpay holds them all");
        assertEquals(0L, (long) link.cabinet.withStore(s -> CreditKinds.of(s).transferredOut(CreditKind.CASHABLE)));
    }

    @Test
    void aLateTransferWithoutTheCashOutFlagIsRefusedWhileTheHandpayIsOpen() throws InterruptedException {
        start(true);
        link.cabinet.submit(new Action.CashOut());
        await(() -> link.cabinet.state().handpay().isPresent(), "the fallback hand-pays after the timeout");

        String late = link.poll(AftLink.transfer("OUT-PLAIN", "80", "00 00 00 20 00", "00 00 00 00 00", "00"));

        assertEquals("87", late.split(" ")[4], late);
        assertEquals(2_000L, (long) link.cabinet.withStore(s -> s.credits()), "still on the meter for the handpay");
    }

    @Test
    void aCashOutOfferedToTheHostRaises66WithThe6A() throws InterruptedException {
        // given host cash-out on
        start(true);

        // when the player cashes out and the cabinet offers the host the credits
        link.cabinet.submit(new Action.CashOut());
        await(() -> queued().contains(0x6A), "6A queued");

        // then 66 (cash-out button pressed) is queued too, as with a ticket or a handpay (found by the clean-room host)
        assertTrue(queued().contains(0x66), "66: " + queued());
    }

    private java.util.List<Integer> queued() {
        return link.cabinet.withStore(s -> s.sasQueue().pending()).stream().map(io.opencab.meters.SasEvent::code).toList();
    }

    @Test
    void aCashOutOfferedToTheHostAndThenHandPaidRaises66Once() throws InterruptedException {
        // given host cash-out on and nobody taking the offer
        start(true);

        // when the player cashes out and the offer ends in the handpay
        link.cabinet.submit(new Action.CashOut());
        await(() -> link.cabinet.state().handpay().isPresent(), "the fallback hand-pays after the timeout");

        // then the queue holds one 66 (cash-out button pressed) for the one press, with 6A and 51
        java.util.List<Integer> codes = queued();
        assertEquals(1, codes.stream().filter(c -> c == 0x66).count(), "66 once: " + codes);
        assertTrue(codes.contains(0x6A) && codes.contains(0x51), "6A and 51: " + codes);
    }

    @Test
    void withHostCashOutOffCashOutHandPaysAtOnceWithout6A() throws InterruptedException {
        start(false);

        link.cabinet.submit(new Action.CashOut());

        await(() -> link.cabinet.state().handpay().isPresent(), "hand-paid as without AFT");
        assertFalse(link.exception("6A"));
    }
}
