package io.opencab.app.sas;

import io.opencab.app.cabinet.Cabinet;
import io.opencab.app.cabinet.startup.CabinetSetup;
import io.opencab.app.cabinet.devices.CabinetClock;
import io.opencab.app.cabinet.state.Action;
import io.opencab.app.config.CabinetConfig;
import io.opencab.app.config.SasSettings;
import io.opencab.engine.game.GameCatalog;
import io.opencab.engine.rng.SeededStreams;
import io.opencab.meters.AftTransfers;
import io.opencab.meters.CreditBalances;
import io.opencab.meters.CreditKinds;
import io.opencab.sas.Crc16;
import io.opencab.sas.MemorySasPort;
import io.opencab.sas.Parmrk;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.HexFormat;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * AFT on the real cabinet and store with the host on an in-memory port (docs/aft.md): LP 73 registration kept in
 * critical memory, LP 74's lock holding play, an LP 72 transfer applied once on the cabinet thread with exception 69,
 * interrogated afterwards, and the same transaction id again moving nothing.
 */
class AftServiceTest {
    private static final Instant T0 = Instant.parse("2026-11-25T17:50:41Z");
    private static final HexFormat HEX = HexFormat.ofDelimiter(" ").withUpperCase();
    private static final String ASSET = "D2 04 00 00";
    private static final String KEY = "11 22 33 44 55 66 77 88 99 AA BB CC DD EE FF 01 02 03 04 05";
    @TempDir
    Path dir;
    private final MemorySasPort port = new MemorySasPort();
    private Cabinet cabinet;
    private SasService sas;

    private void start(boolean aft) {
        start(aft, "keep");
    }

    private void start(boolean aft, String restrictedAtCashOut) {
        java.util.Properties p = CabinetConfig.defaultProperties(dir, GameCatalog.standard());
        p.setProperty("sas.aft.enabled", Boolean.toString(aft));
        p.setProperty("credits.restricted.at.cashout", restrictedAtCashOut);
        CabinetConfig config = CabinetConfig.parse(p, GameCatalog.standard(), dir.toAbsolutePath());
        Clock clock = CabinetClock.over(Clock.fixed(T0, ZoneOffset.UTC));
        cabinet = Cabinet.start(CabinetSetup.of(config, null).withRng(SeededStreams.single(5L)).withClock(clock));
        sas = SasService.open(cabinet, new SasSettings(Optional.of("/dev/null"), true, 1, false, true, 1234, false, true),
            port, cabinet.clock(), null, null);
    }

    @AfterEach
    void tearDown() {
        if (sas != null) {
            sas.close();
        }
        if (cabinet != null) {
            cabinet.close();
        }
    }

    private String send(String hex, boolean replyExpected) throws InterruptedException {
        port.out.clear();
        port.in.add(Parmrk.encode(HexFormat.of().parseHex(hex.replace(" ", "")), true));
        byte[] r = port.out.poll(replyExpected ? 10 : 0, TimeUnit.SECONDS);
        return r == null ? "" : HEX.formatHex(r);
    }

    /** A long poll with its CRC, then the sync byte (the implied ACK, so the next poll is a new question). */
    private String poll(String body) throws InterruptedException {
        String r = send(HEX.formatHex(Crc16.append(HexFormat.of().parseHex(body.replace(" ", "")))), true);
        send("80", false);
        return r;
    }

    private static String transfer(String id) {
        String idHex = HEX.formatHex(id.getBytes(java.nio.charset.StandardCharsets.US_ASCII));
        // code 00, index 00, type 00; cashable 2,000 cents, restricted 500, non-restricted 0; flags 00
        String rest = "00 00 00 00 00 00 20 00 00 00 00 05 00 00 00 00 00 00 00 " + ASSET + " " + KEY + " "
            + String.format("%02X", id.length()) + " " + idHex + " 00 00 00 00 07 00 00";
        return "01 72 " + String.format("%02X", rest.split(" ").length) + " " + rest;
    }

    private void register() throws InterruptedException {
        poll("01 73 1D 00 " + ASSET + " " + KEY + " 00 00 00 00");
        poll("01 73 1D 01 " + ASSET + " " + KEY + " 00 00 00 00");
    }

    /** Interrogates (72 FF 00) until the transfer's status is not pending; that reply. */
    private String outcome() throws InterruptedException {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (System.nanoTime() < end) {
            String r = poll("01 72 02 FF 00");
            if (!r.split(" ")[4].equals("40")) {
                return r;
            }
            Thread.sleep(20);
        }
        throw new AssertionError("the transfer stayed pending for 10 s");
    }

    private boolean exception69() throws InterruptedException {
        for (int i = 0; i < 100; i++) {
            String e = send("81", true);
            send("80", false);
            if (e.equals("69")) {
                return true;
            }
            if (e.equals("00")) {
                Thread.sleep(20);
            }
        }
        return false;
    }

    @Test
    void withoutTheKeyAftPollsAreNotAnswered() throws InterruptedException {
        start(false);
        assertEquals("", send(HEX.formatHex(Crc16.append(HexFormat.of().parseHex("0174FF000000"))), false));
    }

    @Test
    void theRegistrationIsKeptInCriticalMemory() throws InterruptedException {
        start(true);
        register();
        String read = poll("01 73 01 FF");

        assertEquals("01", read.split(" ")[3], "registered: " + read);
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
        int status = 0;
        while (System.nanoTime() < end && status != 1) {
            status = cabinet.withStore(s -> AftTransfers.of(s).registration().status());
            Thread.sleep(20);
        }
        assertEquals(1, status);
    }

    @Test
    void aTransferIsAppliedOnceWith69AndItsCreditsByKind() throws InterruptedException {
        start(true);
        register();
        String lock = poll("01 74 00 01 00 10");
        assertEquals("00", lock.split(" ")[7], "locked: " + lock);
        assertTrue(cabinet.hostGate().aftLocked());

        String pending = poll(transfer("T-1"));
        String done = outcome();

        assertEquals("40", pending.split(" ")[4], pending);
        assertEquals("00", done.split(" ")[4], "full transfer: " + done);
        CreditBalances b = cabinet.withStore(s -> CreditKinds.of(s).balances());
        assertEquals(new CreditBalances(2_000, 500, 0, 7, 0), b, "$20 cashable, $5 restricted of pool 7 (1-cent credits)");
        assertTrue(exception69(), "exception 69 after the transfer");
        assertTrue(!cabinet.hostGate().aftLocked(), "the lock ends with its transfer");

        String again = poll(transfer("T-1"));
        assertEquals("00", again.split(" ")[4], "answered from the record: " + again);
        Thread.sleep(300);
        assertEquals(2_500L, (long) cabinet.withStore(s -> s.credits()), "credited once");
    }

    @Test
    void underTheLockNoRoundStarts() throws InterruptedException {
        start(true);
        register();
        poll(transfer("T-1"));
        outcome();
        poll("01 74 00 01 00 10");

        cabinet.submit(new Action.Spin());
        Thread.sleep(300);

        assertTrue(cabinet.state().message().contains("AFT lock"), cabinet.state().message());
    }

    /** Transfers $20 cashable and $5 restricted, then presses CASH OUT; the handpay it started. */
    private io.opencab.app.cabinet.state.HandpayView cashOutAfterATransfer() throws InterruptedException {
        register();
        poll(transfer("T-1"));
        outcome();
        cabinet.submit(new Action.CashOut());
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (System.nanoTime() < end && cabinet.state().handpay().isEmpty()) {
            Thread.sleep(20);
        }
        return cabinet.state().handpay().orElseThrow(() -> new AssertionError("no handpay: "
            + cabinet.state().message()));
    }

    @Test
    void aCashOutPaysTheCashableCreditsAndKeepsTheRestrictedOnes() throws InterruptedException {
        start(true, "keep");

        assertEquals(2_000, cashOutAfterATransfer().credits());
        assertEquals(500, (long) cabinet.withStore(s -> CreditKinds.of(s).balances().restricted()));
    }

    @Test
    void withForfeitACashOutTakesTheRestrictedCreditsOffTheMeter() throws InterruptedException {
        start(true, "forfeit");

        assertEquals(2_000, cashOutAfterATransfer().credits());
        CreditBalances b = cabinet.withStore(s -> CreditKinds.of(s).balances());
        assertEquals(0, b.restricted());
        assertEquals(2_000, b.total());
    }
}
