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

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Bonuses over the pty with this package's own host (issue 40 item 5, docs/aft.md "Bonus transfers", "LP 8A"): LP 72
 * types 10 (bonus coin-out win) and 11 (bonus jackpot win, [M]'s transfer type table), LP 74's bonus bits (available
 * transfers bit 4, AFT status bit 5), the bonus meters in LP 2F (001E machine-paid external bonus 4 BCD credits, AE
 * AFT bonus cashable 5 BCD cents); a bonus jackpot at the handpay limit hand-paid; LP 8A (amount 4 BCD credits, tax
 * status) acknowledged with the address alone, exception 7C, and LP 9A's legacy meters. 1-cent credits, the rig's
 * handpay limit of 120,000 credits ($1,200).
 */
class BonusHostTest {
    private static final int COIN_OUT_WIN = 0x10;
    private static final int JACKPOT_WIN = 0x11;
    /** The rig's handpay limit: 120,000 credits of 1 cent. */
    private static final long LIMIT = 120_000;

    private static CabinetRig rig(Path dir) throws Exception {
        return AftHostTest.rig(dir, "sas.bonus.enabled=true");
    }

    private static void registered(SasHost host) throws InterruptedException {
        Habits.INTERLEAVING.drain(host, 2, 20);
        lp73(host, 0x00);
        lp73(host, 0x01);
    }

    /** LP 2F for the machine (game 0000) and one meter code; the reply's value field. */
    private static long meter(SasHost host, int code, int size) {
        byte[] r = host.answeredS(Habits.ADDRESS, 0x2F, new byte[] {0x03, 0x00, 0x00, (byte) code},
            HostLine.Shape.lengthAt(2));
        host.sync();
        assertTrue(r != null && (r[5] & 0xFF) == code, "LP 2F " + Hex.of(r) + host.transcript());
        return Hex.bcd(r, 6, size);
    }

    /** LP 8A of 250 credits, non-deductible: the reply, 1 byte (ACK) or 2 (busy: address 00). */
    private static byte[] lp8A(SasHost host) {
        byte[] r = host.answeredS(Habits.ADDRESS, 0x8A, Hex.concat(Hex.bcd(250, 4), new byte[] {0x01}),
            HostLine.Shape.fixed(2));
        host.sync();
        return r;
    }

    @Test
    void bonusWinsBelowTheLimitAreCreditedOnceWith69AndTheirMeters(@TempDir Path dir) throws Exception {
        try (CabinetRig rig = rig(dir)) {
            SasHost host = rig.host;
            registered(host);
            byte[] st = AftWire.lp74Until(host, s -> (s[8] & 0xFF) == 0x11, "to the machine and bonus OK");
            assertEquals(0x11, st[8] & 0xFF, "to the machine and bonus OK (no credits: not from it) " + Hex.of(st));
            assertEquals(0x20, st[10] & 0x20, "AFT status bit 5: bonus transfers enabled " + Hex.of(st));

            // a $5 bonus coin-out win and a $9.99 bonus jackpot win (below the limit)
            assertEquals(0x40, status(lp72(host, 0x00, COIN_OUT_WIN, "BON-1", 500, 0, 0, ASSET, KEY, 0)));
            byte[] one = outcome(host);
            assertEquals(0x00, status(one), "complete " + Hex.of(one));
            assertEquals(COIN_OUT_WIN, one[6] & 0xFF);
            assertEquals(0x40, status(lp72(host, 0x00, JACKPOT_WIN, "BON-2", 999, 0, 0, ASSET, KEY, 0)));
            assertEquals(0x00, status(outcome(host)));
            List<Integer> codes = Habits.INTERLEAVING.drainAfter(host,
                e -> e.stream().filter(c -> c == 0x69).count() >= 2, "two 69s", 20);
            assertEquals(2, codes.stream().filter(c -> c == 0x69).count(), "one 69 each: " + Habits.codes(codes));
            assertEquals(1_499, HostWait.credits(host, 1_499, "after BON-1 and BON-2"));
            assertEquals(1_499, meter(host, 0x1E, 4), "001E machine-paid external bonus, credits");
            assertEquals(1_499, meter(host, 0xAE, 5), "AE AFT bonus cashable, cents");

            // the same id again: answered from its record, nothing more credited
            assertEquals(0x00, status(lp72(host, 0x00, COIN_OUT_WIN, "BON-1", 500, 0, 0, ASSET, KEY, 0)));
            Thread.sleep(300);
            assertEquals(1_499, credits(host));
        }
    }

    @Test
    void aBonusJackpotAtTheLimitIsHandPaidAndTheRepeatOpensNoSecondHandpay(@TempDir Path dir) throws Exception {
        try (CabinetRig rig = rig(dir)) {
            SasHost host = rig.host;
            registered(host);

            assertEquals(0x40, status(lp72(host, 0x00, JACKPOT_WIN, "JP-1", LIMIT, 0, 0, ASSET, KEY, 0)));
            assertEquals(0x00, status(outcome(host)), "the transfer is complete: its award is a handpay");
            long end = System.nanoTime() + 10_000_000_000L;
            while (rig.cabinet.state().handpay().isEmpty() && System.nanoTime() < end) {
                Thread.sleep(20);
            }
            assertEquals(LIMIT, rig.cabinet.state().handpay().orElseThrow().credits());
            assertEquals(0, credits(host), "nothing on the credit meter");
            List<Integer> codes = Habits.INTERLEAVING.drainAfter(host, e -> e.contains(0x51) && e.contains(0x69),
                "51 and 69", 20);
            assertTrue(codes.contains(0x51) && codes.contains(0x69), "51 and 69: " + Habits.codes(codes));

            rig.keyOffHandpay();
            assertEquals(0x00, status(lp72(host, 0x00, JACKPOT_WIN, "JP-1", LIMIT, 0, 0, ASSET, KEY, 0)),
                "the repeat is answered from its record");
            Thread.sleep(300);
            assertTrue(rig.cabinet.state().handpay().isEmpty(), "no second handpay");
            // the key-off's meters reach the SAS snapshot a refresh later
            assertEquals(LIMIT, HostWait.until(host, () -> meter(host, 0x21, 4), m -> m == LIMIT,
                "0021 attendant-paid external bonus at " + LIMIT, String::valueOf), "0021 attendant-paid external bonus");
            assertEquals(0, credits(host));
        }
    }

    @Test
    void aLegacyBonusIsAcknowledgedPaidWith7CAndCountedByTaxStatus(@TempDir Path dir) throws Exception {
        try (CabinetRig rig = rig(dir)) {
            SasHost host = rig.host;
            Habits.INTERLEAVING.drain(host, 2, 20);

            // LP 8A: 250 credits, tax status 01 (non-deductible); busy (address 00) is asked again, as a host does
            byte[] ack = lp8A(host);
            for (int i = 0; i < 50 && ack != null && ack.length == 2 && ack[1] == 0; i++) {
                Thread.sleep(100);
                ack = lp8A(host);
            }
            assertEquals(1, ack == null ? 0 : ack.length, "ACK: the address alone " + Hex.of(ack) + host.transcript());
            assertEquals(Habits.ADDRESS, ack[0] & 0xFF);
            List<Integer> codes = Habits.INTERLEAVING.drainAfter(host, e -> e.contains(0x7C), "7C", 20);
            assertEquals(1, codes.stream().filter(c -> c == 0x7C).count(), "one 7C: " + Habits.codes(codes));
            assertEquals(250, HostWait.credits(host, 250, "after the LP 8A bonus"));

            // LP 9A: deductible, non-deductible, wager match (4 BCD credits each) for the machine
            byte[] m = host.answeredS(Habits.ADDRESS, 0x9A, new byte[] {0x00, 0x00}, HostLine.Shape.fixed(18));
            host.sync();
            assertEquals(0, Hex.bcd(m, 4, 4), "deductible " + Hex.of(m));
            assertEquals(250, Hex.bcd(m, 8, 4), "non-deductible");
            assertEquals(0, Hex.bcd(m, 12, 4), "wager match");
            assertEquals(250, meter(host, 0x1E, 4));
        }
    }
}
