package io.opencab.tests.sashost;

import static io.opencab.tests.sashost.AftHostTest.ASSET;
import static io.opencab.tests.sashost.AftHostTest.KEY;
import static io.opencab.tests.sashost.AftHostTest.credits;
import static io.opencab.tests.sashost.AftHostTest.lp72;
import static io.opencab.tests.sashost.AftHostTest.lp73;
import static io.opencab.tests.sashost.AftHostTest.outcome;
import static io.opencab.tests.sashost.AftHostTest.status;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.app.cabinet.state.Action;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * AFT from the machine to the host over the pty (issue 40), with this package's own host: LP 72 type 80 (in-house
 * from the machine, [M]'s transfer type table), full and partial; and host cash-out: the LP 72 transfer flags bits
 * 0-1 (host cash-out enable control and enable) set by a transfer, exception 6A at CASH OUT, LP 74's host cash-out
 * status byte (offset 9) and available transfers (offset 8, bit 1 "from the machine OK"), the host's type 80 with
 * flag bit 3 (cash-out request), and the fallback to a handpay when the host does not answer in time.
 */
class AftOutHostTest {
    private static final int TO_MACHINE = 0x00;
    private static final int FROM_MACHINE = 0x80;

    /** Registers, then transfers $10 cashable and $1 non-restricted in with {@code flags}. */
    private static void registeredWithTenDollars(SasHost host, int flags) throws InterruptedException {
        Habits.INTERLEAVING.drain(host, 2, 20);
        lp73(host, 0x00);
        lp73(host, 0x01);
        assertEquals(0x40, status(lp72(host, 0x00, TO_MACHINE, "IN-1", 1_000, 0, 100, ASSET, KEY, flags)));
        assertEquals(0x00, status(outcome(host)));
        // its 69 read now: one still to come would be counted as the next transfer's
        Habits.INTERLEAVING.drainAfter(host, e -> e.contains(0x69), "69 for IN-1", 20);
    }

    @Test
    void transfersFromTheMachineFullAndPartialEachOnce(@TempDir Path dir) throws Exception {
        try (CabinetRig rig = AftHostTest.rig(dir)) {
            SasHost host = rig.host;
            registeredWithTenDollars(host, 0);
            byte[] st = AftWire.lp74Until(host, s -> (s[8] & 0xFF) == 0x03, "transfers to and from the machine OK");
            assertEquals(0x03, st[8] & 0xFF, "to and from the machine OK " + Hex.of(st));

            // a full transfer of $4 cashable to the host
            assertEquals(0x40, status(lp72(host, 0x00, FROM_MACHINE, "OUT-1", 400, 0, 0, ASSET, KEY, 0)));
            byte[] full = outcome(host);
            assertEquals(0x00, status(full), "full " + Hex.of(full));
            assertEquals(FROM_MACHINE, full[6] & 0xFF, "type 80 " + Hex.of(full));
            // LP 72's outcome comes from the AFT view, rebuilt just after the snapshot LP 1A answers from
            assertEquals(700, HostWait.credits(host, 700, "after OUT-1"));
            List<Integer> codes = Habits.INTERLEAVING.drainAfter(host, e -> e.contains(0x69), "69", 20);
            assertEquals(1, codes.stream().filter(c -> c == 0x69).count(), "one 69: " + Habits.codes(codes));

            // a full transfer of more cashable than the meter holds is refused 82, nothing moves
            lp72(host, 0x00, FROM_MACHINE, "OUT-2", 5_000, 0, 0, ASSET, KEY, 0);
            assertEquals(0x82, status(outcome(host)));
            assertEquals(700, credits(host));

            // partial allowed: what each kind holds ($6 cashable, $1 non-restricted)
            lp72(host, 0x01, FROM_MACHINE, "OUT-3", 5_000, 0, 5_000, ASSET, KEY, 0);
            byte[] partial = outcome(host);
            assertEquals(0x01, status(partial), "partial " + Hex.of(partial));
            assertEquals(600, Hex.bcd(partial, 7, 5), "cashable taken");
            assertEquals(100, Hex.bcd(partial, 17, 5), "non-restricted taken");
            assertEquals(0, HostWait.credits(host, 0, "after OUT-3"));

            // the same id again: answered from its record, nothing moves
            assertEquals(0x00, status(lp72(host, 0x00, FROM_MACHINE, "OUT-1", 400, 0, 0, ASSET, KEY, 0)));
            Thread.sleep(300);
            assertEquals(0, credits(host));
            assertEquals(0x01, AftWire.lp74Until(host, s -> (s[8] & 0xFF) == 0x01, "only a transfer to the machine OK")[8]
                & 0xFF, "no credits: only a transfer to the machine is OK");
        }
    }

    @Test
    void hostCashOutTheHostTakesTheCreditsAfter6A(@TempDir Path dir) throws Exception {
        try (CabinetRig rig = AftHostTest.rig(dir, "sas.aft.hostcashout.timeout.ms=20000")) {
            SasHost host = rig.host;
            registeredWithTenDollars(host, 0x03);
            assertEquals(0x03, AftWire.lp74Until(host, s -> (s[9] & 0xFF) == 0x03, "host cash-out flags 03")[9] & 0xFF,
                "host cash-out enable control + enable kept");

            assertTrue(rig.act(new Action.CashOut()).accepted());
            List<Integer> codes = Habits.INTERLEAVING.drainAfter(host, e -> e.contains(0x6A), "6A", 20);
            assertTrue(codes.contains(0x6A), "6A: AFT request for host cash-out: " + Habits.codes(codes));
            // the AFT view LP 74 answers from is rebuilt just after the snapshot that carried 6A
            byte[] st = AftWire.lp74Until(host, s -> (s[8] & 0xFF) == 0x02, "only a transfer from the machine");
            assertEquals(0x02, st[8] & 0xFF, "only a transfer from the machine " + Hex.of(st));

            assertEquals(0x40, status(lp72(host, 0x00, FROM_MACHINE, "HCO-1", 1_000, 0, 100, ASSET, KEY, 0x08)));
            assertEquals(0x00, status(outcome(host)));
            assertEquals(0, HostWait.credits(host, 0, "after the host's cash-out HCO-1"));
            long end = System.nanoTime() + 5_000_000_000L;
            while (rig.cabinet.state().kind() != io.opencab.app.cabinet.state.StateKind.IDLE && System.nanoTime() < end) {
                Thread.sleep(20);
            }
            assertEquals(io.opencab.app.cabinet.state.StateKind.IDLE, rig.cabinet.state().kind());
            assertTrue(rig.cabinet.state().handpay().isEmpty(), "no handpay: paid once, to the host");
        }
    }

    @Test
    void hostCashOutNotTakenInTimeIsHandPaidAndTheLateTransferIsRefused(@TempDir Path dir) throws Exception {
        try (CabinetRig rig = AftHostTest.rig(dir, "sas.aft.hostcashout.timeout.ms=1000")) {
            SasHost host = rig.host;
            registeredWithTenDollars(host, 0x03);
            rig.act(new Action.CashOut());
            long end = System.nanoTime() + 10_000_000_000L;
            while (rig.cabinet.state().handpay().isEmpty() && System.nanoTime() < end) {
                Thread.sleep(20);
            }
            assertEquals(1_100, rig.cabinet.state().handpay().orElseThrow().credits(), "the fallback: a handpay of all");

            // the host answers 6A too late
            byte[] late = lp72(host, 0x00, FROM_MACHINE, "HCO-LATE", 1_000, 0, 100, ASSET, KEY, 0x08);
            byte[] outcome = status(late) == 0x40 ? outcome(host) : late;
            assertEquals(0x87, status(outcome), "refused: " + Hex.of(outcome));
            rig.keyOffHandpay();
            // LP 1A answers from the SAS snapshot, refreshed a moment after the key-off (docs/sas.md "Snapshot")
            assertEquals(0, HostWait.credits(host, 0, "the handpay keyed off"), "paid once, by hand");
            byte[] again = lp72(host, 0x00, FROM_MACHINE, "HCO-LATE", 1_000, 0, 100, ASSET, KEY, 0x08);
            assertEquals(0x87, status(status(again) == 0x40 ? outcome(host) : again),
                "asked again after the key-off it is refused again: no offer stands");
            assertEquals(0, credits(host));
        }
    }
}
