package io.opencab.app.sas;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.app.cabinet.cashless.HostCashOut;
import io.opencab.app.cabinet.state.Action;
import io.opencab.app.cabinet.state.ActionResult;
import io.opencab.app.cabinet.state.StateKind;
import io.opencab.hal.gpio.sim.SimKeySwitch;
import io.opencab.meters.CreditKind;
import io.opencab.meters.CreditKinds;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Hard host cash-out (LP 72 flag bit 2; docs/aft.md "Host cash-out") and 6A repeated while an offer stands, on the real
 * cabinet and store with the host on an in-memory port: at the timeout the cabinet locks up (HOST_CASHOUT) instead of
 * paying here, until the host takes the credits or an attendant resets it; never paid twice.
 */
class HardHostCashOutTest {
    @TempDir
    Path dir;
    private AftLink link;

    @AfterEach
    void tearDown() {
        if (link != null) {
            link.close();
        }
    }

    /** $20 cashable on the meter by AFT with the host cash-out flags {@code flags}; the cabinet cashes out. */
    private void cashOutWith(String flags, String timeoutMs) throws InterruptedException {
        link = AftLink.withTwentyDollars(dir, timeoutMs, flags);
        link.cabinet.submit(new Action.CashOut());
        assertTrue(link.exception("6A"));
    }

    private static void await(BooleanSupplier c, String what) throws InterruptedException {
        AftLink.await(c, what);
    }

    private boolean lockedUp() {
        return link.cabinet.state().tilts().stream().anyMatch(t -> t.code().equals(HostCashOut.TILT));
    }

    private String takeIt(String id) throws InterruptedException {
        link.poll(AftLink.transfer(id, "80", "00 00 00 20 00", "00 00 00 00 00", "08"));
        return link.outcome();
    }

    private ActionResult act(Action a) throws Exception {
        return link.cabinet.submit(a).get(10, TimeUnit.SECONDS);
    }

    /** The attendant's key, PIN and the clearing of HOST_CASHOUT (the reset of a hard host cash-out lockup). */
    private ActionResult attendantClearsTheLockup() throws Exception {
        ((SimKeySwitch) link.cabinet.devices().key()).turn(true);
        link.cabinet.sync();
        assertTrue(act(new Action.EnterPin("1111")).accepted());
        return act(new Action.ClearTilt(HostCashOut.TILT));
    }

    @Test
    void sixAComesAgainWhileTheOfferStands() throws InterruptedException {
        cashOutWith("03", "8000");

        assertTrue(link.exception("6A"), "6A again (every 800 ms while the offer stands)");
        assertTrue(link.exception("6A"), "and again");
    }

    @Test
    void inHardModeTheTimeoutLocksUpInsteadOfPayingAndTheHostCanStillTakeTheCredits() throws InterruptedException {
        cashOutWith("07", "1000");

        await(this::lockedUp, "the HOST_CASHOUT lockup at the timeout");
        assertTrue(link.cabinet.state().handpay().isEmpty(), "no fallback handpay");
        assertEquals(2_000L, (long) link.cabinet.withStore(s -> s.credits()), "the credits wait on the meter");
        assertTrue(link.exception("6A"), "6A still repeated during the lockup");

        String done = takeIt("OUT-1");

        assertEquals("00", done.split(" ")[4], done);
        await(() -> !lockedUp() && link.cabinet.state().kind() == StateKind.IDLE, "unlocked and idle");
        assertEquals(0L, (long) link.cabinet.withStore(s -> s.credits()));
        assertEquals(2_000L, (long) link.cabinet.withStore(s -> CreditKinds.of(s).transferredOut(CreditKind.CASHABLE)));
        assertTrue(link.cabinet.state().handpay().isEmpty());
    }

    @Test
    void theLockupDoesNotOutliveAPowerCycleAndTheCreditsStayOnTheMeter() throws Exception {
        cashOutWith("07", "1000");
        await(this::lockedUp, "the HOST_CASHOUT lockup at the timeout");

        link.close();
        link = new AftLink(dir, Map.of("sas.aft.enabled", "true"));

        assertTrue(!lockedUp(), "the offer ended with the power: " + link.cabinet.state().tilts());
        assertEquals(2_000L, (long) link.cabinet.withStore(s -> s.credits()), "nothing moved");
        assertTrue(link.cabinet.state().handpay().isEmpty());
        assertTrue(!link.cabinet.hostCashOutPending());
    }

    @Test
    void anAttendantResetLeavesNoStoreFaultAndAfterTheKeyOffTheCabinetIsIdle() throws Exception {
        cashOutWith("07", "1000");
        await(this::lockedUp, "the HOST_CASHOUT lockup at the timeout");

        assertTrue(attendantClearsTheLockup().accepted());
        assertTrue(act(new Action.KeyOffHandpay()).accepted());
        ((SimKeySwitch) link.cabinet.devices().key()).turn(false);
        link.cabinet.sync();

        // the reset is logged without a store fault: no tilt is left and the cabinet is idle (a STORE_FAULT here
        // refused every later transfer 87, also after a restart: HostCashOutKillTest's 97 of 100 refused)
        assertEquals(List.of(), link.cabinet.state().tilts(), "no lockup left after the reset and the key-off");
        assertEquals(StateKind.IDLE, link.cabinet.state().kind());
    }

    @Test
    void anAttendantResetPaysItHereAndALateTransferIsRefused() throws Exception {
        cashOutWith("07", "1000");
        await(this::lockedUp, "the HOST_CASHOUT lockup at the timeout");

        ActionResult reset = attendantClearsTheLockup();

        assertTrue(reset.accepted(), reset.message());
        assertTrue(!lockedUp());
        assertEquals(2_000, link.cabinet.state().handpay().orElseThrow().credits(), "a handpay of all of it");
        assertEquals("87", takeIt("OUT-LATE").split(" ")[4], "the offer is over");
        assertEquals(0L, (long) link.cabinet.withStore(s -> CreditKinds.of(s).transferredOut(CreditKind.CASHABLE)));
        assertTrue(act(new Action.KeyOffHandpay()).accepted());
        assertEquals(0L, (long) link.cabinet.withStore(s -> s.credits()), "paid once, by hand");
    }
}
