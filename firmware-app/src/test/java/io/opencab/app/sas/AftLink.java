package io.opencab.app.sas;

import io.opencab.app.cabinet.Cabinet;
import io.opencab.app.cabinet.devices.CabinetClock;
import io.opencab.app.cabinet.startup.CabinetSetup;
import io.opencab.app.config.CabinetConfig;
import io.opencab.app.config.SasSettings;
import io.opencab.engine.game.GameCatalog;
import io.opencab.engine.rng.SeededStreams;
import io.opencab.sas.Crc16;
import io.opencab.sas.MemorySasPort;
import io.opencab.sas.Parmrk;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.HexFormat;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * The real cabinet and store with an AFT host on an in-memory SAS port (docs/aft.md), for the firmware-app AFT tests:
 * frames in hex, a long poll with its CRC and the implied ACK, the host's registration and interrogation.
 */
final class AftLink implements AutoCloseable {
    static final Instant T0 = Instant.parse("2026-11-25T17:50:41Z");
    static final HexFormat HEX = HexFormat.ofDelimiter(" ").withUpperCase();
    static final String ASSET = "D2 04 00 00";
    static final String KEY = "11 22 33 44 55 66 77 88 99 AA BB CC DD EE FF 01 02 03 04 05";
    /** The machine's busy reply: its address and 00. */
    static final String BUSY = "01 00";
    final MemorySasPort port = new MemorySasPort();
    final Cabinet cabinet;
    private final SasService sas;

    /** The cabinet with {@code settings} over the defaults (sas.aft.enabled among them). */
    AftLink(Path dir, Map<String, String> settings) {
        java.util.Properties p = CabinetConfig.defaultProperties(dir, GameCatalog.standard());
        settings.forEach(p::setProperty);
        CabinetConfig config = CabinetConfig.parse(p, GameCatalog.standard(), dir.toAbsolutePath());
        Clock clock = CabinetClock.over(Clock.fixed(T0, ZoneOffset.UTC));
        cabinet = Cabinet.start(CabinetSetup.of(config, null).withRng(SeededStreams.single(5L)).withClock(clock));
        sas = SasService.open(cabinet, new SasSettings(Optional.of("/dev/null"), true, 1, false, true, 1234, false, true),
            port, cabinet.clock(), null, null);
    }

    @Override
    public void close() {
        sas.close();
        cabinet.close();
    }

    String send(String hex, boolean replyExpected) throws InterruptedException {
        port.out.clear();
        port.in.add(Parmrk.encode(HexFormat.of().parseHex(hex.replace(" ", "")), true));
        byte[] r = port.out.poll(replyExpected ? 10 : 0, TimeUnit.SECONDS);
        return r == null ? "" : HEX.formatHex(r);
    }

    /** A long poll with its CRC, then the sync byte (the implied ACK, so the next poll is a new question). */
    String poll(String body) throws InterruptedException {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (true) {
            String r = send(HEX.formatHex(Crc16.append(HexFormat.of().parseHex(body.replace(" ", "")))), true);
            send("80", false);
            // "01 00" is the machine's busy answer (SAS 6.02): the poll was not taken, as before the first AFT view
            // is published after a start, which took longer on a loaded machine (CI failed on it). A host asks again.
            if (!r.equals(BUSY) || System.nanoTime() > end) {
                return r;
            }
            Thread.sleep(20);
        }
    }

    /** LP 72 transfer code 00 of {@code type}, amounts 5 BCD cents each, restricted pool 7, the registered key. */
    static String transfer(String id, String type, String cashable, String restricted, String flags) {
        return transfer(id, type, cashable, restricted, flags, "00 00 00 00");
    }

    /** The same with the restricted expiry (4 BCD: MMDDYYYY or 0000NNNN days). */
    static String transfer(String id, String type, String cashable, String restricted, String flags, String expiry) {
        String idHex = HEX.formatHex(id.getBytes(java.nio.charset.StandardCharsets.US_ASCII));
        String rest = "00 00 " + type + " " + cashable + " " + restricted + " 00 00 00 00 00 " + flags + " " + ASSET + " "
            + KEY + " " + String.format("%02X", id.length()) + " " + idHex + " " + expiry + " 07 00 00";
        return "01 72 " + String.format("%02X", rest.split(" ").length) + " " + rest;
    }

    void register() throws InterruptedException {
        poll("01 73 1D 00 " + ASSET + " " + KEY + " 00 00 00 00");
        poll("01 73 1D 01 " + ASSET + " " + KEY + " 00 00 00 00");
    }

    /** Interrogates (72 FF 00) until the transfer's status is not pending; that reply. */
    String outcome() throws InterruptedException {
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

    /**
     * The cabinet with AFT and host cash-out timing out after {@code timeoutMs}, registered, with $20 cashable
     * transferred in by a transfer with the host cash-out {@code flags} (hex: 00 off, 03 soft, 07 hard), completed 00.
     */
    static AftLink withTwentyDollars(Path dir, String timeoutMs, String flags) throws InterruptedException {
        AftLink link = new AftLink(dir, Map.of("sas.aft.enabled", "true", "sas.aft.hostcashout.timeout.ms", timeoutMs));
        link.register();
        link.poll(transfer("IN-1", "00", "00 00 00 20 00", "00 00 00 00 00", flags));
        String done = link.outcome();
        if (!done.split(" ")[4].equals("00")) {
            link.close();
            throw new AssertionError("the $20 transfer: " + done);
        }
        return link;
    }

    /** Waits (10 s at most) until {@code c} holds, failing with {@code what} otherwise. */
    static void await(java.util.function.BooleanSupplier c, String what) throws InterruptedException {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (System.nanoTime() < end && !c.getAsBoolean()) {
            Thread.sleep(20);
        }
        if (!c.getAsBoolean()) {
            throw new AssertionError(what);
        }
    }

    /** General polls until exception {@code code} (hex) comes, within 2 s of empty answers. */
    boolean exception(String code) throws InterruptedException {
        for (int i = 0; i < 100; i++) {
            String e = send("81", true);
            send("80", false);
            if (e.equals(code)) {
                return true;
            }
            if (e.equals("00")) {
                Thread.sleep(20);
            }
        }
        return false;
    }
}
