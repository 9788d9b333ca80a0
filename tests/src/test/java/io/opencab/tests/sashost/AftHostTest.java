package io.opencab.tests.sashost;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * AFT over the pty (issue 40), with this package's own host: the poll layouts are built here from the public AFT
 * descriptions (the Monaco SAS client's LP 72-74 parsers document every field), with this host's own CRC and BCD, not
 * from the cabinet's code. LP 73: {@code len code asset(4 LSB first) key(20) POS(4)}; LP 74: {@code lock-code condition
 * timeout(2 BCD)}, reply of 0x23 bytes (asset, lock status, available, host cash-out, AFT status, max index, cashable,
 * restricted, non-restricted, limit: 5 BCD cents each, expiry, pool); LP 72: {@code len code index type cashable
 * restricted non-restricted (5 BCD cents) flags asset(4) key(20) id-len id expiry(4 BCD) pool(2) receipt-len}, reply
 * {@code len position status receipt type amounts ...}.
 */
class AftHostTest {
    static final long ASSET = 4711;
    static final byte[] KEY = Hex.parse("A1 A2 A3 A4 A5 A6 A7 A8 A9 AA AB AC AD AE AF B0 B1 B2 B3 B4");

    static CabinetRig rig(Path dir, String... extra) throws Exception {
        String[] lines = java.util.stream.Stream.concat(java.util.stream.Stream.of("sas.asset.number=" + ASSET,
            "sas.aft.enabled=true"), java.util.Arrays.stream(extra)).toArray(String[]::new);
        return new CabinetRig(dir, lines).start();
    }

    static byte[] lp74(SasHost host, int code) {
        return lp74(host, code, 0x01);
    }

    /** LP 74 with a lock code and the transfer conditions (bit 0 to the machine, bit 1 from it), timeout 30 s. */
    static byte[] lp74(SasHost host, int code, int conditions) {
        return lp74(host, code, conditions, 3000);
    }

    /** LP 74 with a lock code, the transfer conditions and the lock timeout in hundredths of a second (2 BCD). */
    static byte[] lp74(SasHost host, int code, int conditions, int hundredths) {
        byte[] r = host.answeredS(Habits.ADDRESS, 0x74, Hex.concat(new byte[] {(byte) code, (byte) conditions},
            Hex.bcd(hundredths, 2)), HostLine.Shape.fixed(40));
        host.sync();
        return r;
    }

    static byte[] lp73(SasHost host, int code) {
        byte[] r = host.answeredS(Habits.ADDRESS, 0x73, Hex.concat(new byte[] {0x1D, (byte) code}, le(ASSET, 4), KEY,
            le(0, 4)), HostLine.Shape.lengthAt(2));
        host.sync();
        return r;
    }

    static byte[] le(long v, int n) {
        byte[] b = new byte[n];
        for (int i = 0; i < n; i++) {
            b[i] = (byte) (v >>> (8 * i));
        }
        return b;
    }

    /** LP 72, transfer code 00, type 00 (in-house to the machine), amounts in cents. */
    static byte[] lp72(SasHost host, String id, long c, long r, long nr, long asset, byte[] key, int flags) {
        return lp72(host, 0x00, 0x00, id, c, r, nr, asset, key, flags);
    }

    /** LP 72 with a transfer code (00 full, 01 partial allowed) and a transfer type (00 to the machine, 80 from it). */
    static byte[] lp72(SasHost host, int code, int type, String id, long c, long r, long nr, long asset, byte[] key,
                       int flags) {
        return lp72(host, code, type, id, c, r, nr, asset, key, flags, 0);
    }

    /** The same with the restricted credits' expiry (4 BCD: MMDDYYYY, or 0000NNNN days; 0 none). */
    static byte[] lp72(SasHost host, int code, int type, String id, long c, long r, long nr, long asset, byte[] key,
                       int flags, long expiry) {
        byte[] ascii = id.getBytes(StandardCharsets.US_ASCII);
        byte[] body = Hex.concat(new byte[] {(byte) code, 0x00, (byte) type}, Hex.bcd(c, 5), Hex.bcd(r, 5), Hex.bcd(nr, 5),
            new byte[] {(byte) flags}, le(asset, 4), key, new byte[] {(byte) ascii.length}, ascii, Hex.bcd(expiry, 4),
            le(3, 2), new byte[] {0});
        // a host sends the order again when no reply came (an unchanged repeat is a NACK; its id makes it safe anyway)
        byte[] reply = host.answeredS(Habits.ADDRESS, 0x72, Hex.concat(new byte[] {(byte) body.length}, body),
            HostLine.Shape.lengthAt(2));
        host.sync();
        return reply;
    }

    static byte[] interrogate(SasHost host) {
        return interrogate(host, 0x00);
    }

    /** LP 72 interrogation (72 02 FF index): 00 the newest, 01-7F a buffer position, 81 the newest, 82 the one before. */
    static byte[] interrogate(SasHost host, int index) {
        byte[] r = host.answeredS(Habits.ADDRESS, 0x72, new byte[] {0x02, (byte) 0xFF, (byte) index},
            HostLine.Shape.lengthAt(2));
        host.sync();
        return r;
    }

    static int status(byte[] lp72Reply) {
        return lp72Reply[4] & 0xFF;
    }

    /**
     * Interrogates (72 FF 00) until the newest transfer is no longer pending (4 s at most). An interrogation left
     * unanswered is asked again, as a host does (on a loaded machine a reply can miss the host's timeout).
     */
    static byte[] outcome(SasHost host) throws InterruptedException {
        byte[] done = interrogate(host);
        for (int i = 0; i < 200 && (done == null || status(done) == 0x40); i++) {
            Thread.sleep(20);
            done = interrogate(host);
        }
        if (done == null) {
            throw new AssertionError("LP 72 interrogation never answered" + host.transcript());
        }
        return done;
    }

    /** LP 1A: the credit meter. */
    static long credits(SasHost host) {
        byte[] credits = host.answeredR(Habits.ADDRESS, 0x1A, HostLine.Shape.fixed(8));
        host.sync();
        if (credits == null) {
            throw new AssertionError("LP 1A unanswered " + SasHost.TRIES + " times" + host.transcript());
        }
        return Hex.bcd(credits, 2, 4);
    }

    @Test
    void registeredLockedTransferOfEachKindArrivesOnceWith69(@TempDir Path dir) throws Exception {
        try (CabinetRig rig = rig(dir)) {
            SasHost host = rig.host;
            Habits.INTERLEAVING.drain(host, 2, 20);
            // given a registered, locked cabinet
            assertEquals(0x00, lp73(host, 0x00)[3] & 0xFF, "registration ready" + host.transcript());
            assertEquals(0x01, lp73(host, 0x01)[3] & 0xFF, "registered" + host.transcript());
            byte[] lock = lp74(host, 0x00);
            assertTrue(SasCrc.valid(lock) && (lock[7] & 0xFF) == 0x00, "locked: " + Hex.of(lock) + host.transcript());
            // when the host transfers $10 cashable, $2 restricted, $1 non-restricted
            byte[] pending = lp72(host, "AFT-1", 1_000, 200, 100, ASSET, KEY, 0x40);
            assertEquals(0x40, status(pending), "pending " + Hex.of(pending));
            byte[] done = outcome(host);
            // then it is complete, 69 comes, and LP 74 shows the credits by kind (1-cent credits)
            assertEquals(0x00, status(done), "full transfer " + Hex.of(done));
            List<Integer> codes = Habits.INTERLEAVING.drainAfter(host, e -> e.contains(0x69), "69", 20);
            assertEquals(1, codes.stream().filter(c -> c == 0x69).count(), "one 69: " + Habits.codes(codes));
            byte[] st = lp74(host, 0xFF);
            assertEquals(1_000, Hex.bcd(st, 12, 5), "cashable " + Hex.of(st));
            assertEquals(200, Hex.bcd(st, 17, 5), "restricted");
            assertEquals(100, Hex.bcd(st, 22, 5), "non-restricted");
            assertEquals(3, Hex.lsbFirst(st, 36, 2), "pool (after the limit 27-31 and the expiry 32-35)");
            assertEquals(0xFF, st[7] & 0xFF, "the lock ended with the transfer");
            // and the same transaction id again is answered from its record, crediting nothing more
            byte[] again = lp72(host, "AFT-1", 1_000, 200, 100, ASSET, KEY, 0x00);
            assertEquals(0x00, status(again), "answered from the record " + Hex.of(again));
            Thread.sleep(300);
            assertEquals(1_300, credits(host), "LP 1A");
        }
    }

    @Test
    void refusedTransfersMoveNothing(@TempDir Path dir) throws Exception {
        try (CabinetRig rig = rig(dir)) {
            SasHost host = rig.host;
            Habits.INTERLEAVING.drain(host, 2, 20);
            lp73(host, 0x00);
            lp73(host, 0x01);
            assertEquals(0x93, status(lp72(host, "X-1", 500, 0, 0, ASSET + 1, KEY, 0)), "another asset");
            byte[] wrongKey = KEY.clone();
            wrongKey[0] ^= 1;
            assertEquals(0x89, status(lp72(host, "X-2", 500, 0, 0, ASSET, wrongKey, 0)), "another key");
            assertEquals(0x94, status(lp72(host, "X-3", 500, 0, 0, ASSET, KEY, 0x40)), "only if locked, not locked");
            byte[] unsupported = host.answeredS(Habits.ADDRESS, 0x72, new byte[] {0x02, 0x07, 0x00},
                HostLine.Shape.lengthAt(2));
            host.sync();
            assertEquals(0xC1, status(unsupported), "unsupported transfer code " + Hex.of(unsupported));
            assertEquals(0, credits(host), "nothing credited");
        }
    }
}
