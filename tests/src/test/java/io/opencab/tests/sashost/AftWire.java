package io.opencab.tests.sashost;

import static io.opencab.tests.sashost.AftHostTest.lp74;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

/**
 * What the AFT pty tests of the lock and of the refusals share, built like {@link AftHostTest}'s polls from the public
 * LP 72/74 descriptions: an LP 72 order whose every field a test may set or spoil, the host's wait on LP 74 for a state
 * it expects (a host polls until it sees it; the cabinet's SAS view follows the cabinet within one refresh), and the
 * money a host can see, to show that a refusal moved nothing.
 */
final class AftWire {
    /** LP 74 reply offsets: lock status (00 locked, 40 pending, FF not locked), available transfers. */
    static final int LOCK = 7;
    static final int AVAILABLE = 8;
    /** LP 74 available transfers bits 0 (to the machine OK) and 1 (from the machine OK). */
    static final int TO_OR_FROM = 0x03;
    /** A zero registration key: the host does not ask for registration (public LP 72 descriptions). */
    static final byte[] NO_KEY = new byte[20];

    private AftWire() {
    }

    /**
     * An LP 72 transfer order, field by field: {@code len code index type cashable restricted non-restricted (5 BCD
     * cents) flags asset(4, LSB first) key(20) id-len id expiry(4 BCD) pool(2, LSB first) receipt-len}. Defaults: full
     * (code 00), index 00, type 00, no amounts, no flags, our asset, no key, no expiry, pool 3.
     */
    static final class Order {
        private int code;
        private int index;
        private int type;
        private byte[] cashable = Hex.bcd(0, 5);
        private byte[] restricted = Hex.bcd(0, 5);
        private byte[] nonRestricted = Hex.bcd(0, 5);
        private int flags;
        private long asset = AftHostTest.ASSET;
        private byte[] key = NO_KEY;
        private byte[] id;
        private byte[] expiry = Hex.bcd(0, 4);
        private int pool = 3;
        private final String why;

        /** An order with its transaction id and what it is for (a failure message names it). */
        Order(String id, String why) {
            this.id = id.getBytes(StandardCharsets.US_ASCII);
            this.why = why;
        }

        Order(String id) {
            this(id, "");
        }

        @Override
        public String toString() {
            return "LP 72 order " + new String(id, StandardCharsets.ISO_8859_1) + (why.isEmpty() ? "" : " (" + why + ")");
        }

        Order code(int c) {
            code = c;
            return this;
        }

        Order index(int i) {
            index = i;
            return this;
        }

        Order type(int t) {
            type = t;
            return this;
        }

        /** Cashable, restricted and non-restricted amounts in cents. */
        Order cents(long c, long r, long nr) {
            cashable = Hex.bcd(c, 5);
            restricted = Hex.bcd(r, 5);
            nonRestricted = Hex.bcd(nr, 5);
            return this;
        }

        /** The cashable field as raw bytes (5), e.g. not BCD. */
        Order cashableField(byte[] raw) {
            cashable = raw.clone();
            return this;
        }

        Order flags(int f) {
            flags = f;
            return this;
        }

        Order key(byte[] k) {
            key = k.clone();
            return this;
        }

        /** The transaction id as raw bytes (any length, any byte). */
        Order id(byte[] raw) {
            id = raw.clone();
            return this;
        }

        /** The expiry field as raw bytes (4): MMDDYYYY or 0000NNNN in BCD, or anything else. */
        Order expiry(byte[] raw) {
            expiry = raw.clone();
            return this;
        }

        Order pool(int p) {
            pool = p;
            return this;
        }

        /** Sends it; the reply (status at offset 4, long form or short). */
        byte[] send(SasHost host) {
            byte[] body = Hex.concat(new byte[] {(byte) code, (byte) index, (byte) type}, cashable, restricted,
                nonRestricted, new byte[] {(byte) flags}, AftHostTest.le(asset, 4), key, new byte[] {(byte) id.length},
                id, expiry, AftHostTest.le(pool, 2), new byte[] {0});
            byte[] reply = host.answeredS(Habits.ADDRESS, 0x72, Hex.concat(new byte[] {(byte) body.length}, body),
                HostLine.Shape.lengthAt(2));
            host.sync();
            if (reply == null) {
                throw new AssertionError("no reply to LP 72" + host.transcript());
            }
            return reply;
        }

        /**
         * Sends it and returns the status the host learns: the reply's, or, when the order was accepted (40), the
         * outcome's at interrogation (index 00) once it is no longer pending.
         */
        int decided(SasHost host) throws InterruptedException {
            byte[] reply = send(host);
            return AftHostTest.status(reply) == 0x40 ? AftHostTest.status(AftHostTest.outcome(host))
                : AftHostTest.status(reply);
        }
    }

    /** LP 74 (interrogate, FF) polled until {@code expected} holds, as a host waits for a state (HostWait). */
    static byte[] lp74Until(SasHost host, Predicate<byte[]> expected, String what) {
        return HostWait.until(host, () -> lp74(host, 0xFF), st -> st != null && expected.test(st), "LP 74 with " + what,
            Hex::of);
    }

    /** LP 74 bits 0 and 1 of the available transfers both clear: the SAS view shows a cabinet busy (round, handpay). */
    static boolean noTransferAvailable(byte[] lp74) {
        return (lp74[AVAILABLE] & TO_OR_FROM) == 0;
    }

    /**
     * The money a host can see: LP 1A (credits), LP 74's cashable, restricted and non-restricted amounts and pool,
     * the AFT meters A0, A2, A4 (in) and B8, BA, BC (out) of LP 2F (5 BCD cents each), and the newest history
     * record (LP 72 interrogation 81). Equal before and after a refusal: nothing moved and nothing was kept.
     */
    record Ledger(long credits, long cashable, long restricted, long nonRestricted, long pool, List<Long> aftMeters,
                  String newest) {
        private static final int[] AFT_METERS = {0xA0, 0xA2, 0xA4, 0xB8, 0xBA, 0xBC};

        /**
         * The ledger once LP 1A has caught up with LP 74: LP 74 answers from the AFT view, which the SAS thread rebuilds
         * just after the snapshot LP 1A and LP 2F answer from (SasService.refresh), so right after a transfer LP 1A can
         * still show the credits before it. Read until LP 1A's credits times {@code rig}'s denomination are LP 74's
         * three amounts; LP 1A is read after LP 74 and LP 2F after LP 1A (the snapshot only moves forward), so the
         * AFT meters, written with the credits, are at least that new.
         */
        static Ledger read(CabinetRig rig) {
            long denomination = rig.cabinet.state().denominationCents();
            return HostWait.until(rig.host, () -> once(rig.host), l -> l.credits() * denomination == l.cashable()
                + l.restricted() + l.nonRestricted(), "LP 1A's credits (x " + denomination + " cents) equal to LP 74's"
                + " amounts", Ledger::toString);
        }

        private static Ledger once(SasHost host) {
            byte[] st = lp74(host, 0xFF);
            if (st == null) {
                throw new AssertionError("LP 74 unanswered " + SasHost.TRIES + " times" + host.transcript());
            }
            long credits = AftHostTest.credits(host);
            byte[] codes = new byte[AFT_METERS.length];
            for (int i = 0; i < codes.length; i++) {
                codes[i] = (byte) AFT_METERS[i];
            }
            // LP 2F: length, game 0000 (the machine), the meter codes; reply: game, then each code and its value
            byte[] m = host.answeredS(Habits.ADDRESS, 0x2F, Hex.concat(new byte[] {(byte) (2 + codes.length), 0, 0},
                codes), HostLine.Shape.lengthAt(2));
            host.sync();
            List<Long> meters = new ArrayList<>();
            for (int i = 0; i < AFT_METERS.length; i++) {
                int at = 5 + i * 6;
                if (m == null || (m[at] & 0xFF) != AFT_METERS[i]) {
                    throw new AssertionError("LP 2F: meter " + Integer.toHexString(AFT_METERS[i]) + " expected at "
                        + at + ": " + Hex.of(m) + host.transcript());
                }
                meters.add(Hex.bcd(m, at + 1, 5));
            }
            byte[] newest = AftHostTest.interrogate(host, 0x81);
            return new Ledger(credits, Hex.bcd(st, 12, 5), Hex.bcd(st, 17, 5), Hex.bcd(st, 22, 5),
                Hex.lsbFirst(st, 36, 2), List.copyOf(meters), Hex.of(newest));
        }
    }
}
