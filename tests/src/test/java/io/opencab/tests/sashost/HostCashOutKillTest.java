package io.opencab.tests.sashost;

import static io.opencab.tests.sashost.AftHostTest.ASSET;
import static io.opencab.tests.sashost.AftHostTest.KEY;
import static io.opencab.tests.sashost.AftHostTest.lp73;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.app.config.CabinetConfig;
import io.opencab.app.config.StoreSettings;
import io.opencab.engine.game.GameCatalog;
import io.opencab.meters.MeterStore;
import io.opencab.meters.Scope;
import io.opencab.tests.harness.ChildJvm;
import io.opencab.tests.harness.KillRun;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * AFT host cash-out under power loss (issue 40 item 4; docs/aft.md "Host cash-out"): a child JVM ({@link
 * HostCashOutChild}) runs the cabinet with SAS and AFT on a pty and cashes out whenever it has credits; this host
 * transfers cashable credits in (with host cash-out on, soft or hard at random) and, half the time, restricted credits
 * whose expiry has passed (forfeited at the cash-out), answers 6A with a transfer from the machine (type 80, flag bit
 * 3) or lets the offer time out (soft: a handpay the child's attendant keys off; hard: a lockup it resets now and
 * then), and kills the child with SIGKILL at a random moment: any time, right after 6A, right after sending its type
 * 80, after its outcome, after the timeout, or within 60 ms of the transfer in (the cash-out's forfeit). After each restart it sends every transfer whose outcome it has not
 * seen again, as a host retrying does (a kept id is answered from its record; one not kept is applied now or
 * refused), and checks from one LP 2F read of the cabinet's own meters: AFT in and out equal what this host counts,
 * and every credit in is on the meter, with the host, hand-paid or forfeited (restricted that is neither on the meter
 * nor with the host), never below 0: no money created, lost or applied twice. At the end the store opens in this JVM,
 * passes {@code verify()}, and its forfeited meter equals the restricted credits forfeited by this host's count.
 * Kills: {@code -Dhcokill.kills=N} (default 2, for CI); {@code tests/sas/hco-kills.sh} runs 100 (docs/aft.md).
 */
class HostCashOutKillTest {
    private static final String[] PHASES = {"random", "after 6A", "type 80 sent", "type 80 done", "after the timeout",
        "at the cash-out (forfeit)"};
    private static final int FROM_MACHINE = 0x80;
    private static final int CASH_OUT_REQUEST = 0x08;

    @TempDir
    Path dir;

    /** Transfers whose outcome this host has not seen: id to {type, cashable, restricted}. */
    private final Map<String, long[]> open = new LinkedHashMap<>();
    private long in;
    private long restrictedIn;
    private long out;
    private long restrictedOut;
    private int resent;
    private int fromRecord;
    private int appliedOnResend;
    private int refusedOnResend;
    /** The status each transfer in first got (00 done, 87 busy ...; -1 no outcome before the kill). */
    private final Map<String, Integer> inStatus = new java.util.TreeMap<>();
    private final int[] phases = new int[PHASES.length];
    private final List<String> checks = new ArrayList<>();
    /** How long this host waited for LP 74 to offer a transfer to the machine before each transfer in (ms). */
    private final List<Long> waits = new ArrayList<>();

    @Test
    void killedAroundAHostCashOutNoMoneyIsCreatedLostOrAppliedTwice() throws Exception {
        KillRun run = KillRun.fromProperties("host cash-out kill test", "hcokill", 2);
        Random random = run.random();
        Path tmp = Files.createDirectories(dir.resolve("child-tmp"));
        long start = System.nanoTime();
        try (CabinetRig rig = new CabinetRig(dir, "sas.asset.number=" + ASSET, "sas.aft.enabled=true",
                "sas.aft.hostcashout.timeout.ms=1000", "credits.restricted.at.cashout=keep")) {
            SasHost host = rig.hostOnly();
            for (int k = 0; k <= run.kills(); k++) {
                try (ChildJvm child = ChildJvm.of(HostCashOutChild.class).tmp(tmp)
                        .args(rig.config.toString(), Long.toString(random.nextLong())).start()) {
                    child.await("READY");
                    if (k == 0) {
                        register(host);
                    }
                    settle(host);
                    check(host, "after restart " + k);
                    if (k == run.kills()) {
                        break; // the last run only checks
                    }
                    int phase = random.nextInt(PHASES.length);
                    phases[phase]++;
                    drive(host, child, random, k, phase);
                    child.kill();
                }
            }
        }
        // A run that moved nothing would pass every check above: it must have moved money both ways.
        assertTrue(in > 0, "no credits moved in");
        assertTrue(out > 0 || run.kills() < 10, "no credits moved to the host in " + run.kills() + " runs");
        verifyStore();
        System.out.printf("host cash-out kill test: %d kills in %.0f s (%s); transfers in, first status %s; credits in %d"
                + " (restricted %d), to the"
                + " host %d (restricted %d); %d transfers sent again: %d answered from their record, %d applied then,"
                + " %d refused; %d checks of the meters, each held: 0 credits created, 0 lost, 0 applied twice; waits"
                + " for LP 74 to offer a transfer in: %s%n",
            run.kills(), (System.nanoTime() - start) / 1e9, phases(), inStatus, in, restrictedIn, out, restrictedOut, resent,
            fromRecord, appliedOnResend, refusedOnResend, checks.size(), waits());
    }

    /** One run of the child up to its kill: a transfer in, the cash-out it starts, the host's answer or none. */
    private void drive(SasHost host, ChildJvm child, Random random, int k, int phase) throws Exception {
        long killAt = System.nanoTime() + random.nextInt(3_000) * 1_000_000L;
        long cashable = 100 * (1 + random.nextInt(50));
        long restricted = random.nextBoolean() ? 100 * (1 + random.nextInt(10)) : 0;
        int flags = random.nextBoolean() ? 0x07 : 0x03; // host cash-out on, hard or soft
        untilTransferToMachine(host, child);
        send(host, "IN-" + k, 0x00, cashable, restricted, flags);
        if (phase == 0) {
            untilKill(host, child, killAt);
            return;
        }
        if (phase == 5) {
            // the child presses CASH OUT within its next 20 ms cycle: the expired restricted credits are forfeited
            // then, before the offer
            child.runFor(random.nextInt(60));
            return;
        }
        if (!sixA(host, child, 3.0)) {
            return; // no offer came (the transfer was refused, say): killed now
        }
        if (phase == 1) {
            return;
        }
        if (phase == 4) {
            child.runFor(1_000 + random.nextInt(800)); // the timeout: a handpay, or a hard lockup
            return;
        }
        long credits = AftHostTest.credits(host);
        long hold = meters(host).get(0x1B); // restricted credits the host may take back too
        String id = "OUT-" + k;
        byte[] r = lp72(host, 0x00, FROM_MACHINE, id, credits - hold, hold, 0, ASSET, KEY, CASH_OUT_REQUEST);
        open.put(id, new long[] {FROM_MACHINE, credits - hold, hold});
        if (phase == 2) {
            child.runFor(random.nextInt(30));
            return;
        }
        seen(id, status(r) == 0x40 ? outcome(host) : r);
    }

    /**
     * As a host does before a transfer to the machine: general polls and LP 74 until its available transfers say one is
     * possible (bit 0), 20 s at most. After a restart the cabinet is often not idle: credits left from before the kill
     * are cashed out at once by the child's player (offered to this host first, then a handpay or, in hard mode, the
     * lockup until the child's attendant resets it), or a handpay from before waits for its key-off; a transfer in
     * sent then is refused 87 (docs/aft.md "Host cash-out under power loss"). Each of those ends by itself within
     * seconds: a cabinet that offers no transfer in 20 s is stuck (as a STORE_FAULT lockup once kept it), which fails.
     */
    private void untilTransferToMachine(SasHost host, ChildJvm child) throws InterruptedException {
        long start = System.nanoTime();
        long end = start + 20_000_000_000L;
        byte[] st = AftHostTest.lp74(host, 0xFF);
        while ((st == null || (st[8] & 0x01) == 0) && System.nanoTime() < end) {
            child.check();
            Habits.INTERLEAVING.step(host);
            st = AftHostTest.lp74(host, 0xFF);
        }
        assertTrue(st != null && (st[8] & 0x01) != 0, "LP 74 offered no transfer to the machine in 20 s: "
            + Hex.of(st) + host.transcript());
        waits.add((System.nanoTime() - start) / 1_000_000);
    }

    private static void untilKill(SasHost host, ChildJvm child, long killAt) {
        while (System.nanoTime() < killAt) {
            child.check();
            Habits.INTERLEAVING.step(host);
        }
    }

    /** General polls until 6A (true) or {@code seconds} pass. */
    private static boolean sixA(SasHost host, ChildJvm child, double seconds) {
        long end = System.nanoTime() + (long) (seconds * 1e9);
        while (System.nanoTime() < end) {
            child.check();
            if (Habits.INTERLEAVING.step(host) == 0x6A) {
                return true;
            }
        }
        return false;
    }

    /** LP 73 initialise then register, each asked again until its reply says so (status 00, then 01). */
    private static void register(SasHost host) {
        for (int code : new int[] {0x00, 0x01}) {
            byte[] r = null;
            for (int attempt = 0; attempt < 10 && (r == null || (r[3] & 0xFF) != code); attempt++) {
                r = lp73(host, code);
            }
            assertTrue(r != null && (r[3] & 0xFF) == code, "LP 73 " + code + " not taken: " + host.transcript());
        }
    }

    /** An LP 72 of ours: kept open until its outcome is seen. */
    private void send(SasHost host, String id, int type, long cashable, long restricted, int flags) throws Exception {
        open.put(id, new long[] {type, cashable, restricted});
        byte[] r = lp72(host, 0x00, type, id, cashable, restricted, 0, ASSET, KEY, flags, restricted > 0 ? expired() : 0);
        byte[] done = status(r) == 0x40 ? outcome(host) : r;
        inStatus.merge((done == null || status(done) == 0x40 ? "--" : String.format("%02X", status(done)))
, 1, Integer::sum);
        seen(id, done);
    }

    /**
     * LP 72 as a host sends it on a noisy line: a poll left unanswered is sent again (the same order: a pending one is
     * answered pending, a kept one from its record), up to five times; null if it never was.
     */
    private static byte[] lp72(SasHost host, int code, int type, String id, long c, long r, long nr, long asset,
            byte[] key, int flags, long expiry) {
        byte[] reply = null;
        for (int attempt = 0; attempt < 5 && reply == null; attempt++) {
            reply = AftHostTest.lp72(host, code, type, id, c, r, nr, asset, key, flags, expiry);
        }
        return reply;
    }

    private static byte[] lp72(SasHost host, int code, int type, String id, long c, long r, long nr, long asset,
            byte[] key, int flags) {
        return lp72(host, code, type, id, c, r, nr, asset, key, flags, 0);
    }

    /** Status of an LP 72 reply; 0x40 (pending: ask again later) when none came. */
    private static int status(byte[] reply) {
        return reply == null || reply.length < 5 ? 0x40 : reply[4] & 0xFF;
    }

    /** Interrogates (72 FF 00) until the newest transfer is no longer pending, 4 s at most; null if never answered. */
    private static byte[] outcome(SasHost host) throws InterruptedException {
        byte[] done = null;
        for (int i = 0; i < 200 && status(done) == 0x40; i++) {
            byte[] r = AftHostTest.interrogate(host);
            done = r == null ? done : r;
            if (status(done) == 0x40) {
                Thread.sleep(20);
            }
        }
        return done;
    }

    /** An expiry two days before today (MMDDYYYY): the restricted credits are forfeited at the next cash-out. */
    private static long expired() {
        LocalDate d = LocalDate.now(ZoneOffset.UTC).minusDays(2);
        return d.getMonthValue() * 1_000_000L + d.getDayOfMonth() * 10_000L + d.getYear();
    }

    /** The outcome of {@code id} as the cabinet answered it: counted once when complete, dropped when refused. */
    private void seen(String id, byte[] reply) {
        int st = status(reply);
        if (reply == null || st == 0x40 || !open.containsKey(id) || !idOf(reply).equals(id)) {
            return; // still pending, or an answer about another transfer: asked again after the next restart
        }
        long[] t = open.remove(id);
        if (st == 0x00 || st == 0x01) {
            long c = Hex.bcd(reply, 7, 5);
            long r = Hex.bcd(reply, 12, 5);
            if (t[0] == FROM_MACHINE) {
                out += c;
                restrictedOut += r;
            } else {
                in += c;
                restrictedIn += r;
            }
        }
    }

    /** The transaction id in an LP 72 long reply (its length byte follows the asset number, at offset 27). */
    private static String idOf(byte[] reply) {
        if (reply.length < 28) {
            return "";
        }
        int len = reply[27] & 0xFF;
        return reply.length < 28 + len ? "" : new String(reply, 28, len, StandardCharsets.US_ASCII);
    }

    /**
     * After a restart: every transfer without a seen outcome sent again with the same id, until each has an outcome
     * (a reply lost on the line is asked again, three rounds at most).
     */
    private void settle(SasHost host) throws Exception {
        for (int round = 0; round < 3 && !open.isEmpty(); round++) {
            for (Map.Entry<String, long[]> e : new ArrayList<>(open.entrySet())) {
                long[] t = e.getValue();
                int flags = t[0] == FROM_MACHINE ? CASH_OUT_REQUEST : 0x03;
                byte[] r = lp72(host, 0x00, (int) t[0], e.getKey(), t[1], t[2], 0, ASSET, KEY, flags,
                    t[2] > 0 && t[0] != FROM_MACHINE ? expired() : 0);
                byte[] done = status(r) == 0x40 ? outcome(host) : r;
                int st = status(done);
                if (st == 0x40 || !idOf(done).equals(e.getKey())) {
                    continue; // no outcome yet: asked again
                }
                resent++;
                if (done == r && (st == 0x00 || st == 0x01)) {
                    fromRecord++; // kept: answered from its record at once
                } else if (st == 0x00 || st == 0x01) {
                    appliedOnResend++;
                } else {
                    refusedOnResend++;
                }
                seen(e.getKey(), done);
                open.remove(e.getKey()); // refused now: never applied (a kept id is answered from its record)
            }
        }
    }

    /**
     * One LP 2F read (one snapshot of the cabinet's meters): AFT in and out as this host counted them; every credit in
     * accounted for once: on the meter, with the host, hand-paid, or (restricted only) forfeited.
     */
    private void check(SasHost host, String when) throws InterruptedException {
        assertTrue(open.isEmpty(), when + ": outcomes not seen " + open.keySet());
        // The meters come from the SAS snapshot, refreshed a moment after the outcome a reply showed: wait for it.
        Map<Integer, Long> m = HostWait.until(host, () -> meters(host), r -> r.get(0xA0) == in && r.get(0xA2) == restrictedIn
            && r.get(0xB8) == out && r.get(0xBA) == restrictedOut, when + ": the AFT meters A0, A2, B8, BA at the host's"
            + " counts " + List.of(in, restrictedIn, out, restrictedOut), Map::toString);
        assertEquals(in, m.get(0xA0), when + ": AFT cashable in (A0) = the host's count");
        assertEquals(restrictedIn, m.get(0xA2), when + ": AFT restricted in (A2) = the host's count");
        assertEquals(out, m.get(0xB8), when + ": AFT cashable out (B8) = the host's count");
        assertEquals(restrictedOut, m.get(0xBA), when + ": AFT restricted out (BA) = the host's count");
        long forfeited = restrictedIn - restrictedOut - m.get(0x1B);
        assertTrue(forfeited >= 0, when + ": restricted credits created: " + m);
        long accounted = m.get(0x0C) + out + restrictedOut + m.get(0x03) + forfeited;
        assertEquals(in + restrictedIn, accounted, when + ": credits in = on the meter + to the host + hand-paid +"
            + " forfeited " + m);
        checks.add(when);
    }

    /** LP 2F for 0003, 000C, 001B (4 BCD, credits) and A0, A2, B8, BA (5 BCD, cents); the denomination is 1 cent. */
    private static Map<Integer, Long> meters(SasHost host) {
        int[] codes = {0x03, 0x0C, 0x1B, 0xA0, 0xA2, 0xB8, 0xBA};
        byte[] req = new byte[3 + codes.length];
        req[0] = (byte) (2 + codes.length);
        for (int i = 0; i < codes.length; i++) {
            req[3 + i] = (byte) codes[i];
        }
        byte[] r = null;
        for (int attempt = 0; attempt < 5 && r == null; attempt++) {
            r = host.longPollS(Habits.ADDRESS, 0x2F, req, HostLine.Shape.lengthAt(2));
            host.sync();
        }
        assertTrue(r != null, "LP 2F unanswered: " + host.transcript());
        Map<Integer, Long> m = new LinkedHashMap<>();
        int at = 5;
        int end = Math.min(r.length - 2, 3 + (r[2] & 0xFF)); // the length byte counts what follows it up to the CRC
        while (at < end) {
            int code = r[at] & 0xFF;
            int size = code >= 0xA0 ? 5 : 4;
            m.put(code, Hex.bcd(r, at + 1, size));
            at += 1 + size;
        }
        assertEquals(codes.length, m.size(), "LP 2F answered every code: " + Hex.of(r));
        return m;
    }

    /** The store as the child left it, opened here: every row, the chain and the self-audit. */
    private void verifyStore() throws Exception {
        Path config = dir.resolve("cabinet.properties");
        CabinetConfig c = CabinetConfig.load(config, GameCatalog.standard());
        try (MeterStore s = MeterStore.open(c.storePath(), StoreSettings.of(c), Clock.systemUTC())) {
            s.verify();
            long forfeited = s.meters().get(Scope.LIFETIME, "PROMO:R_FORFEIT");
            assertEquals(restrictedIn - restrictedOut - s.meters().get(Scope.LIFETIME, "001B"), forfeited,
                "the store's forfeited meter = restricted in - out - on the meter");
        }
    }

    /** The waits before the transfers in: how many, how many at once (under 100 ms), median and longest. */
    private String waits() {
        List<Long> w = waits.stream().sorted().toList();
        return w.isEmpty() ? "none" : String.format("%d, %d at once, median %d ms, longest %d ms", w.size(),
            w.stream().filter(x -> x < 100).count(), w.get(w.size() / 2), w.get(w.size() - 1));
    }

    private String phases() {
        List<String> s = new ArrayList<>();
        for (int i = 0; i < PHASES.length; i++) {
            s.add(PHASES[i] + " " + phases[i]);
        }
        return String.join(", ", s);
    }
}
