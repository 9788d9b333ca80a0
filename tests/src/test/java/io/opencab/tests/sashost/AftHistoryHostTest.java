package io.opencab.tests.sashost;

import static io.opencab.tests.sashost.AftHostTest.ASSET;
import static io.opencab.tests.sashost.AftHostTest.KEY;
import static io.opencab.tests.sashost.AftHostTest.interrogate;
import static io.opencab.tests.sashost.AftHostTest.lp72;
import static io.opencab.tests.sashost.AftHostTest.lp73;
import static io.opencab.tests.sashost.AftHostTest.outcome;
import static io.opencab.tests.sashost.AftHostTest.status;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.app.cabinet.state.Action;
import io.opencab.app.cabinet.state.ActionResult;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * AFT over the pty with this package's own host (issue 40 "How it is tested"): the history read by index, and the
 * credit kinds played in their order. Layouts from the public descriptions, as {@link AftHostTest} says: an
 * interrogation is {@code 72 02 FF index}; index 00 the newest, 01-7F a buffer position, 81 the newest, 82 the one
 * before, and so on; the reply {@code len position status receipt type cashable restricted non-restricted (5 BCD
 * cents each) flags asset(4) id-len id ...}. LP 74's reply holds the balances by kind (5 BCD cents each at 12, 17, 22).
 */
class AftHistoryHostTest {
    private static final int ID_LENGTH = 27;

    private static String transactionId(byte[] reply) {
        int n = reply[ID_LENGTH] & 0xFF;
        return new String(Arrays.copyOfRange(reply, ID_LENGTH + 1, ID_LENGTH + 1 + n), StandardCharsets.US_ASCII);
    }

    /** Registers the cabinet and makes one full transfer to it (flags 00: no lock needed), waiting for its outcome. */
    private static void transfer(SasHost host, String id, long c, long r, long nr) throws InterruptedException {
        lp72(host, id, c, r, nr, ASSET, KEY, 0x00);
        byte[] done = outcome(host);
        assertEquals(0x00, status(done), id + " complete: " + Hex.of(done));
    }

    private static void register(SasHost host) {
        Habits.INTERLEAVING.drain(host, 2, 20);
        lp73(host, 0x00);
        assertEquals(0x01, lp73(host, 0x01)[3] & 0xFF, "registered" + host.transcript());
    }

    @Test
    void theHistoryIsReadByPositionAndByRelativeIndex(@TempDir Path dir) throws Exception {
        try (CabinetRig rig = AftHostTest.rig(dir)) {
            SasHost host = rig.host;
            // given three transfers, one of each kind
            register(host);
            transfer(host, "H-1", 500, 0, 0);
            transfer(host, "H-2", 0, 200, 0);
            transfer(host, "H-3", 0, 0, 100);

            // when the host reads the history by position and relative to the newest
            byte[] first = interrogate(host, 0x01);
            byte[] third = interrogate(host, 0x03);
            byte[] newest = interrogate(host, 0x81);
            byte[] oldest = interrogate(host, 0x83);
            byte[] unused = interrogate(host, 0x05);

            // then each reply is that transfer, with its position, id and amount in its kind's field
            assertEquals(1, first[3] & 0xFF, "position " + Hex.of(first));
            assertEquals("H-1", transactionId(first));
            assertEquals(500, Hex.bcd(first, 7, 5), "cashable of H-1");
            assertEquals(3, third[3] & 0xFF, "position " + Hex.of(third));
            assertEquals("H-3", transactionId(third));
            assertEquals(100, Hex.bcd(third, 17, 5), "non-restricted of H-3");
            assertEquals("H-3", transactionId(newest), "81 is the newest " + Hex.of(newest));
            assertEquals("H-1", transactionId(oldest), "83 is two before the newest " + Hex.of(oldest));
            assertEquals(200, Hex.bcd(interrogate(host, 0x02), 12, 5), "restricted of H-2");
            // and a position nothing was written to has no information (status FF)
            assertEquals(0xFF, status(unused), "an unused position " + Hex.of(unused));
        }
    }

    @Test
    void betsDrawRestrictedFirstThenNonRestrictedAndLeaveCashableToTheLast(@TempDir Path dir) throws Exception {
        try (CabinetRig rig = AftHostTest.rig(dir)) {
            SasHost host = rig.host;
            // given $10 cashable, 50 restricted and 30 non-restricted credits (1-cent credits) transferred in
            register(host);
            transfer(host, "K-1", 1_000, 50, 30);
            assertTrue(rig.act(new Action.SelectGame("christmas-tree")).accepted());

            // when two rounds of 40 credits are played
            play(rig);
            byte[] afterOne = settled(rig, host);
            play(rig);
            byte[] afterTwo = settled(rig, host);

            // then the first bet came from the restricted credits alone, the second took their last 10 and 30
            // non-restricted, and no bet touched the cashable credits (wins go to cashable)
            assertEquals(10, Hex.bcd(afterOne, 17, 5), "restricted after one bet " + Hex.of(afterOne));
            assertEquals(30, Hex.bcd(afterOne, 22, 5), "non-restricted untouched by the first bet");
            assertEquals(0, Hex.bcd(afterTwo, 17, 5), "restricted spent " + Hex.of(afterTwo));
            assertEquals(0, Hex.bcd(afterTwo, 22, 5), "non-restricted spent by the second bet");
            // LP 1A answers from the snapshot built just before the AFT view LP 74 answers from: it may lag a refresh
            long cashable = Hex.bcd(afterTwo, 12, 5);
            assertEquals(HostWait.credits(host, cashable, "LP 74's cashable after two rounds"), cashable,
                "every credit left is cashable");
            assertTrue(Hex.bcd(afterTwo, 12, 5) >= 1_000, "no cashable credit bet: " + Hex.bcd(afterTwo, 12, 5));
        }
    }

    /**
     * LP 74 read until its three amounts add up to the cabinet's credits after the round (1-cent credits): LP 74
     * answers from the SAS snapshot, rebuilt within 100 ms of each cabinet state (docs/sas.md "Snapshot").
     */
    private static byte[] settled(CabinetRig rig, SasHost host) throws InterruptedException {
        long credits = rig.cabinet.state().credits();
        return AftWire.lp74Until(host, st -> Hex.bcd(st, 12, 5) + Hex.bcd(st, 17, 5) + Hex.bcd(st, 22, 5) == credits,
            "the amounts adding up to the cabinet's " + credits + " credits");
    }

    /** One whole round at the first bet level (40 credits): spin, then the screen reports it shown. */
    private static void play(CabinetRig rig) {
        ActionResult spin = rig.act(new Action.Spin());
        assertTrue(spin.accepted(), spin.message());
        assertEquals(40, spin.state().round().orElseThrow().bet(), "the bet of level 1");
        ActionResult done = rig.act(new Action.PresentationDone(spin.state().round().orElseThrow().roundId()));
        assertTrue(done.accepted(), done.message());
    }
}
