package io.opencab.tests.sashost;

import static io.opencab.tests.sashost.AftHostTest.lp74;
import static io.opencab.tests.sashost.AftWire.LOCK;
import static io.opencab.tests.sashost.AftWire.lp74Until;
import static io.opencab.tests.sashost.AftWire.noTransferAvailable;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.app.cabinet.state.Action;
import io.opencab.app.cabinet.state.ActionResult;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * LP 74, the game lock, over the pty with this package's own host (issue 40 "How it is tested": lock, unlock,
 * timeout; item 2: a lock refused while a round or handpay is unfinished). The poll {@code 74 lock-code condition
 * timeout(2 BCD hundredths)}: 00 request, 80 cancel, FF interrogate; the reply's lock status (offset 7) 00 locked, 40
 * pending, FF not locked ([M]'s LP 74 parser, docs/aft.md "LP 74"). The host waits for what it expects by polling
 * LP 74, as a host does: the cabinet's SAS view follows the cabinet within one snapshot refresh.
 */
class AftLockHostTest {
    private static final int REQUEST = 0x00;
    private static final int CANCEL = 0x80;
    private static final int TO_MACHINE = 0x01;

    /** A cabinet with $10 (1,000 one-cent credits) from a bill and the game chosen, the SAS view showing them. */
    private static void withTenDollars(CabinetRig rig) throws InterruptedException {
        Habits.INTERLEAVING.drain(rig.host, 2, 20);
        assertTrue(rig.bill(1_000), rig.lastRefusal);
        assertTrue(rig.act(new Action.SelectGame("christmas-tree")).accepted());
        lp74Until(rig.host, st -> Hex.bcd(st, 12, 5) == 1_000, "the $10 cashable");
    }

    @Test
    void aLockIsGrantedReadBackAndCancelledByTheHost(@TempDir Path dir) throws Exception {
        try (CabinetRig rig = AftHostTest.rig(dir)) {
            SasHost host = rig.host;
            withTenDollars(rig);

            // when the host asks for a lock for a transfer to the machine
            byte[] granted = lp74(host, REQUEST, TO_MACHINE);

            // then it is locked at once, reads back locked, and the cabinet starts no round under it
            assertEquals(0x00, granted[LOCK] & 0xFF, "locked " + Hex.of(granted) + host.transcript());
            assertEquals(0x00, lp74(host, 0xFF)[LOCK] & 0xFF, "read back locked");
            assertFalse(rig.act(new Action.Spin()).accepted(), "no spin under the AFT lock");

            // and when the host cancels it, it is not locked, and play goes on
            byte[] cancelled = lp74(host, CANCEL, TO_MACHINE);
            assertEquals(0xFF, cancelled[LOCK] & 0xFF, "not locked after the cancel " + Hex.of(cancelled));
            assertEquals(0xFF, lp74(host, 0xFF)[LOCK] & 0xFF, "read back not locked");
            ActionResult spin = rig.act(new Action.Spin());
            assertTrue(spin.accepted(), "a spin after the cancel: " + spin.message());
        }
    }

    @Test
    void aLockEndsByItselfAtItsTimeoutAndAnOnlyIfLockedTransferIsThenRefused94(@TempDir Path dir) throws Exception {
        try (CabinetRig rig = AftHostTest.rig(dir)) {
            SasHost host = rig.host;
            withTenDollars(rig);
            AftWire.Ledger before = AftWire.Ledger.read(rig);

            // given a lock of 1.5 s, granted, and the host sending nothing to end it
            assertEquals(0x00, lp74(host, REQUEST, TO_MACHINE, 150)[LOCK] & 0xFF, "locked" + host.transcript());

            // when the host waits (polling LP 74) until the cabinet reports it not locked
            lp74Until(host, st -> (st[LOCK] & 0xFF) != 0x00, "the lock's end");

            // then it ended by itself: not locked, a transfer "only if locked" (flag bit 6) is refused 94 and moves
            // nothing, and the cabinet no longer holds its meter (a bill is taken again)
            assertEquals(0xFF, lp74(host, 0xFF)[LOCK] & 0xFF, "not locked");
            assertEquals(0x94, AftHostTest.status(new AftWire.Order("T-1").cents(500, 0, 0).flags(0x40).send(host)));
            assertEquals(before, AftWire.Ledger.read(rig), "nothing moved");
            assertTrue(rig.bill(500), "a bill after the lock's timeout: " + rig.lastRefusal);
        }
    }

    @Test
    void aLockAskedDuringARoundIsPendingAndGrantedWhenTheRoundEnds(@TempDir Path dir) throws Exception {
        try (CabinetRig rig = AftHostTest.rig(dir)) {
            SasHost host = rig.host;
            withTenDollars(rig);
            // given a round under way (spun, not yet shown to its end), which the host sees on LP 74
            ActionResult spin = rig.act(new Action.Spin());
            assertTrue(spin.accepted(), spin.message());
            lp74Until(host, AftWire::noTransferAvailable, "no transfer available during the round");

            // when the host asks for a lock
            byte[] asked = lp74(host, REQUEST, TO_MACHINE);

            // then it is pending while the round runs
            assertEquals(0x40, asked[LOCK] & 0xFF, "pending during the round " + Hex.of(asked) + host.transcript());
            assertEquals(0x40, lp74(host, 0xFF)[LOCK] & 0xFF, "still pending");

            // and once the round has ended it is locked, and no next round starts under it
            assertTrue(rig.act(new Action.PresentationDone(spin.state().round().orElseThrow().roundId())).accepted());
            byte[] after = lp74Until(host, st -> (st[LOCK] & 0xFF) != 0x40, "the pending lock decided");
            assertEquals(0x00, after[LOCK] & 0xFF, "locked after the round " + Hex.of(after));
            assertFalse(rig.act(new Action.Spin()).accepted(), "no new round while locked");
        }
    }

    @Test
    void aLockIsRefusedWhileAHandpayIsOpenAndGrantedAfterItsKeyOff(@TempDir Path dir) throws Exception {
        try (CabinetRig rig = AftHostTest.rig(dir)) {
            SasHost host = rig.host;
            withTenDollars(rig);
            // given a cash-out hand-paid (no printer), open, which the host sees on LP 74
            assertTrue(rig.act(new Action.CashOut()).accepted());
            assertTrue(rig.cabinet.state().handpay().isPresent(), "a handpay is open");
            lp74Until(host, AftWire::noTransferAvailable, "no transfer available during the handpay");

            // when the host asks for a lock, it is refused: not locked
            byte[] refused = lp74(host, REQUEST, TO_MACHINE);
            assertEquals(0xFF, refused[LOCK] & 0xFF, "refused during the handpay " + Hex.of(refused));
            assertTrue(noTransferAvailable(refused), "nothing available " + Hex.of(refused));

            // and after the attendant's key-off the same request is granted
            rig.keyOffHandpay();
            lp74Until(host, st -> (st[AftWire.AVAILABLE] & TO_MACHINE) != 0, "a transfer to the machine available");
            assertEquals(0x00, lp74(host, REQUEST, TO_MACHINE)[LOCK] & 0xFF, "locked after the key-off");
        }
    }
}
