package io.opencab.app.sas;

import io.opencab.app.cabinet.Cabinet;
import io.opencab.app.cabinet.startup.CabinetSetup;
import io.opencab.app.cabinet.devices.CabinetClock;
import io.opencab.app.cabinet.state.Action;
import io.opencab.app.config.CabinetConfig;
import io.opencab.app.config.SasSettings;
import io.opencab.engine.game.GameCatalog;
import io.opencab.engine.rng.SeededStreams;
import io.opencab.meters.SasEvent;
import io.opencab.meters.SasRecords;
import io.opencab.sas.Crc16;
import io.opencab.sas.MemorySasPort;
import io.opencab.sas.Parmrk;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The SAS service wired to a real cabinet and meter store (issue 35), the host played by the test over an
 * in-memory port: LP 08's flag reaching the validator, LP 7F setting and keeping the cabinet's clock (or not, by
 * the jurisdiction's switch), the handpay queue's 51, 1B and 52 from a real handpay, the asset number, 18 and 17
 * after a restart with stale polls queued, and no 3C at a store's first start.
 */
class SasServiceTest {
    private static final Instant T0 = Instant.parse("2026-11-25T17:50:41Z");
    private static final HexFormat HEX = HexFormat.ofDelimiter(" ").withUpperCase();
    @TempDir
    Path dir;
    private final MemorySasPort port = new MemorySasPort();
    private Cabinet cabinet;
    private SasService sas;

    private static SasSettings settings(long asset, boolean hostSetsClock) {
        return new SasSettings(Optional.of("/dev/null"), true, 1, false, true, asset, false, hostSetsClock);
    }

    private void start(SasSettings settings) {
        start(settings, 1);
    }

    private void start(SasSettings settings, long denominationCents) {
        java.util.Properties p = CabinetConfig.defaultProperties(dir, GameCatalog.standard());
        p.setProperty("cabinet.denomination.cents", Long.toString(denominationCents));
        CabinetConfig config = CabinetConfig.parse(p, GameCatalog.standard(), dir.toAbsolutePath());
        Clock clock = CabinetClock.over(Clock.fixed(T0, ZoneOffset.UTC));
        cabinet = Cabinet.start(CabinetSetup.of(config, null).withRng(SeededStreams.single(5L)).withClock(clock));
        sas = SasService.open(cabinet, settings, port, cabinet.clock(), null, null);
    }

    private void stop() {
        if (sas != null) {
            sas.close();
            sas = null;
        }
        if (cabinet != null) {
            cabinet.close();
            cabinet = null;
        }
    }

    @AfterEach
    void tearDown() {
        stop();
    }

    /**
     * Sends {@code hex} (wakeup bit on its first byte); the reply as spaced hex, "" when none comes. As a host does,
     * it drops whatever came before its poll: only the answer to this poll is its reply.
     */
    private String send(String hex, boolean replyExpected) throws InterruptedException {
        port.out.clear();
        port.in.add(Parmrk.encode(HexFormat.of().parseHex(hex.replace(" ", "")), true));
        byte[] r = port.out.poll(replyExpected ? 10 : 0, TimeUnit.SECONDS);
        return r == null ? "" : HEX.formatHex(r);
    }

    private String poll(String hex) throws InterruptedException {
        return send(hex, true);
    }

    private void sync() throws InterruptedException {
        send("80", false);
    }

    private static String withCrc(String body) {
        return HEX.formatHex(Crc16.append(HexFormat.of().parseHex(body.replace(" ", ""))));
    }

    /** General polls, each acknowledged, until one answers something but 00 (or {@code code} ends the wait). */
    private String nextException() throws InterruptedException {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (System.nanoTime() < end) {
            sync();
            String e = poll("81");
            if (!e.equals("00")) {
                return e;
            }
            Thread.sleep(20);
        }
        return "00";
    }

    /** General polls, each acknowledged, until {@code code} comes (other exceptions may come first); the others. */
    private List<String> until(String code) throws InterruptedException {
        List<String> before = new java.util.ArrayList<>();
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (System.nanoTime() < end) {
            String e = nextException();
            if (e.equals(code)) {
                return before;
            }
            before.add(e);
        }
        throw new AssertionError("no " + code + " in 10 s; got " + before);
    }

    private void drainExceptions() throws InterruptedException {
        for (int i = 0; i < 100; i++) {
            sync();
            if (poll("81").equals("00")) {
                return;
            }
        }
        throw new AssertionError("the exception queue never emptied");
    }

    /** Drains the exception queue once {@code expected} has been among the exceptions read. */
    private void drainExceptionsAfter(String expected) throws InterruptedException {
        boolean seen = false;
        for (int i = 0; i < 500; i++) {
            sync();
            String e = poll("81");
            seen |= e.equals(expected);
            if (seen && e.equals("00")) {
                return;
            }
            if (e.equals("00")) {
                Thread.sleep(10);
            }
        }
        throw new AssertionError("exception " + expected + " never came, or the queue never emptied after it");
    }

    private static void await(BooleanSupplier what, String why) throws InterruptedException {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (!what.getAsBoolean()) {
            if (System.nanoTime() > end) {
                throw new AssertionError("timed out: " + why);
            }
            Thread.sleep(10);
        }
    }

    @Test
    void lp08ActionFlagZeroDisablesTheValidatorAfterTheFirstBill() throws Exception {
        start(settings(0, true));
        assertEquals("01", poll(withCrc("01 08 FF FF FF 00 00")));

        assertTrue(cabinet.submit(new Action.InsertBill(2000)).join().accepted());

        await(() -> cabinet.hostGate().billsDisabled(), "disabled after the bill is stacked, as by LP 07");
        assertFalse(cabinet.submit(new Action.InsertBill(2000)).join().accepted(), "the next bill is refused");
    }

    @Test
    void lp08ActionFlagOneKeepsTakingBills() throws Exception {
        start(settings(0, true));
        assertEquals("01", poll(withCrc("01 08 FF FF FF 00 01")));

        assertTrue(cabinet.submit(new Action.InsertBill(2000)).join().accepted());

        assertTrue(cabinet.submit(new Action.InsertBill(2000)).join().accepted());
    }

    @Test
    void lp7fSetsTheCabinetsClockAndKeepsItAcrossARestart() throws Exception {
        start(settings(0, true));

        assertEquals("01", poll(withCrc("01 7F 11 27 20 26 04 05 06")));

        assertEquals(Instant.parse("2026-11-27T04:05:06Z"), cabinet.clock().instant(), "the cabinet's clock");
        assertEquals(withCrc("01 7E 11 27 20 26 04 05 06"), poll("01 7E"));
        await(() -> cabinet.withStore(s -> SasRecords.of(s).clockOffsetMillis()) != 0, "the offset kept");
        assertTrue(cabinet.withStore(s -> s.events(20)).stream().anyMatch(e -> e.detail()
            .startsWith("SAS host set the date and time to 2026-11-27T04:05:06")), "logged with the old time");
        stop();

        start(settings(0, true));
        assertEquals(Instant.parse("2026-11-27T04:05:06Z"), cabinet.clock().instant(), "after the restart");
    }

    @Test
    void whereTheJurisdictionRefusesItLp7fIsLoggedAndTheClockKept() throws Exception {
        start(settings(0, false));

        assertEquals("01", poll(withCrc("01 7F 11 27 20 26 04 05 06")));

        assertEquals(T0, cabinet.clock().instant());
        await(() -> cabinet.withStore(s -> s.events(20)).stream().anyMatch(e -> e.detail().contains(
            "not set: sas.clock.set=false")), "the refusal logged");
        assertEquals(0, (long) cabinet.withStore(s -> SasRecords.of(s).clockOffsetMillis()));
    }

    @Test
    void aHandpayIsAnnouncedReadResetAndReportedThroughTheHandpayQueue() throws Exception {
        start(settings(0, true));
        cashOutTwentyDollarsAsAHandpay();

        handpayAnnounced();
        assertEquals(withCrc("01 1B 00 80 00 00 00 20 00 00 00 00" + " 00".repeat(10)), poll("01 1B"),
            "a cancelled-credit handpay of 2,000 credits");
        String reset = poll("01 94");
        for (int i = 0; i < 500 && reset.equals("01 00"); i++) {
            Thread.sleep(10);
            sync();
            reset = poll("01 94");
        }
        assertEquals(withCrc("01 94 00"), reset, "LP 94 reset it");
        assertFalse(until("52").contains("51"), "read: 51 not sent again");
        long id = cabinet.withStore(s -> s.handpays(1)).getFirst().handpayId();
        sync();
        await(() -> cabinet.withStore(s -> SasRecords.of(s).handpayReportedThrough()) == id, "kept as reported");
    }

    /**
     * LP 1B's amount is in credits of the cabinet's denomination, as the meters (docs/sas.md "Handpays"): a $20
     * cash-out on a 5-cent cabinet is 400, not 2,000.
     */
    @Test
    void lp1bReportsTheHandpayInCreditsOfTheDenomination() throws Exception {
        start(settings(0, true), 5);
        cashOutTwentyDollarsAsAHandpay();

        handpayAnnounced();
        assertEquals(withCrc("01 1B 00 80 00 00 00 04 00 00 00 00" + " 00".repeat(10)), poll("01 1B"),
            "a cancelled-credit handpay of 400 credits of 5 cents");
    }

    /**
     * 51 comes next; only 66 (cash-out button pressed) may come before it: 66 is queued at the press, a moment before
     * the handpay's 51, and a snapshot taken between the two carries 66 alone (docs/sas.md "Exceptions").
     */
    private void handpayAnnounced() throws InterruptedException {
        List<String> before = until("51");
        assertTrue(before.stream().allMatch("66"::equals), "only 66 may come before 51: " + before);
    }

    /** Given a $20 bill credited and the queue drained, when the player cashes out (no printer): a handpay. */
    private void cashOutTwentyDollarsAsAHandpay() throws InterruptedException {
        assertTrue(cabinet.submit(new Action.InsertBill(2000)).join().accepted());
        // The bill's exception (4A, $20 accepted) reaches the link with the next snapshot: drained before that, the
        // queue looked empty and 4A then came ahead of the handpay's 51 (seen on a loaded machine).
        drainExceptionsAfter("4A");
        assertTrue(cabinet.submit(new Action.CashOut()).join().accepted());
    }

    @Test
    void lp7bReportsTheConfiguredAssetNumber() throws Exception {
        start(settings(305_419_896L, true));

        assertEquals(withCrc("01 7B 0A 78 56 34 12 00 00 99 99 99 99"), poll(withCrc("01 7B 08 00 00 00 00 00 00 00 00")));
    }

    /**
     * Issue 35: 18 reached the host on 3 of 60 restarts. Polls the host sent while the cabinet was down wait on the
     * line; answering them sent 18 into a reply nobody read. The first live poll gets 18, then 17.
     */
    @Test
    void afterARestartThePowerExceptionsReachTheFirstLivePollsWhateverWasQueuedOnTheLine() throws Exception {
        start(settings(0, true));
        drainExceptions();
        stop(); // the clean stop queues 18; the next start queues 17
        port.in.add(Parmrk.encode(new byte[] {(byte) 0x81}, true));
        port.in.add(Parmrk.encode(new byte[] {(byte) 0x80}, true));
        port.in.add(Parmrk.encode(new byte[] {(byte) 0x81}, true));

        start(settings(0, true));
        await(port.in::isEmpty, "the queued polls read or dropped");
        Thread.sleep(300); // whatever the cabinet answered them has arrived (and the host drops it)

        assertEquals("18", nextException());
        assertEquals("17", nextException());
    }

    @Test
    void aNewStoresFirstStartQueuesNoOperatorChangedOptions() throws Exception {
        start(settings(0, true));

        List<Integer> codes = cabinet.withStore(s -> s.sasQueue().pending()).stream().map(SasEvent::code).toList();

        assertFalse(codes.contains(0x3C), "queued: " + codes);
        assertTrue(codes.contains(0x17));
    }
}
