package io.opencab.tests.sas;

import io.opencab.app.cabinet.Cabinet;
import io.opencab.app.cabinet.startup.CabinetSetup;
import io.opencab.app.cabinet.state.Action;
import io.opencab.app.cabinet.state.ActionResult;
import io.opencab.app.config.CabinetConfig;
import io.opencab.app.config.SasSettings;
import io.opencab.app.sas.SasService;
import io.opencab.app.sas.SasValidation;
import io.opencab.engine.game.GameCatalog;
import io.opencab.engine.rng.SeededStreams;
import io.opencab.hal.bill.id003.Id003Emulator;
import io.opencab.hal.gpio.sim.SimKeySwitch;
import io.opencab.meters.TicketInRecord;
import io.opencab.meters.TicketIns;
import io.opencab.sas.tito.ValidationIds;
import io.opencab.tests.harness.NotUnderTest;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import java.util.stream.Stream;

/**
 * Ticket in end to end over ptys (docs/tito.md "Ticket in"): the real cabinet with SAS on one socat pty (the
 * {@link HostSimulator} on its other end), the real ID-003 driver on a second pty with {@link Id003Emulator} on its
 * other end, the simulated printer writing PNGs, {@code tito.ticket.in=true}. Public so the tests of other
 * packages ({@code io.opencab.tests.tito}) can drive it; the host's side of LP 70/71 and LP 2F is encoded here
 * from the protocol's description (docs/sas.md "Ticket in"), with the host simulator's own CRC and BCD, never
 * with the sas module's code.
 */
public final class TicketInRig implements AutoCloseable {
    /** The attendant's PIN in the rig's configuration. */
    public static final String ATTENDANT_PIN = SasRig.PIN;
    private final Path dir;
    private final SasRig rig;
    private final ValidatorPty line;
    private final Id003Emulator validator;
    /** Every exception code the host received, in order (each acknowledged by the next poll's sync). */
    private final List<Integer> exceptions = new ArrayList<>();

    /** An LP 71 reply: machine status, amount in cents and validation number (both absent for C0 and FF). */
    public record Redemption(int status, long amountCents, Optional<String> validation) {
    }

    /**
     * The configuration: SAS with the link-down policy {@code linkDown} ({@code sas.link.down}: keep-playing or
     * disable-play), a real ID-003 validator on its pty, the simulated printer with the tito keys, ticket in on;
     * {@code extraKeys} ("key=value") are appended (e.g. the redeem timeout).
     */
    public TicketInRig(Path dir, String linkDown, String... extraKeys) throws Exception {
        this.dir = dir;
        line = new ValidatorPty(dir);
        Path cabinetEnd = line.cabinetEnd;
        validator = line.validator;
        rig = new SasRig(dir, linkDown);
        List<String> keys = new ArrayList<>(List.of("hal.bill=real", "hal.bill.port=" + cabinetEnd, "hal.bill.port.kind=pty", "hal.bill.parity=none",
            "hal.bill.poll.ms=10", "hal.bill.response.ms=100", "hal.bill.failures=3", "hal.bill.reconnect.ms=50",
            "hal.bill.startup.ms=5000", "hal.printer=simulated", "hal.printer.dir=" + dir.resolve("tickets"),
            "tito.ticket.limit.cents=10000", "tito.casino.name=OPENCAB CASINO", "tito.ticket.expiry.days=0",
            "tito.ticket.in=true"));
        keys.addAll(List.of(extraKeys));
        Files.writeString(rig.config, Files.readString(rig.config).replace("hal.bill=simulated\n", String.join("\n", keys)
            + "\n"));
    }

    /**
     * Starts the cabinet (the test stands in for the software check, as {@link SasRig#startCabinetWithRealDevices}
     * explains), SAS with ticket validation, the host; polls until the link is up and the validator enabled.
     */
    public TicketInRig start(long seed) {
        CabinetConfig cfg = CabinetConfig.load(rig.config, GameCatalog.standard());
        ValidationIds ids = new ValidationIds();
        rig.cabinet = Cabinet.start(CabinetSetup.of(cfg, rig.config).withRng(SeededStreams.single(seed))
            .withHostValidation(new SasValidation(ids))
            .withVerifier(NotUnderTest.verifier("ticket-in test")));
        rig.sas = SasService.open(rig.cabinet, SasSettings.of(rig.cabinet.config()), null, ids);
        rig.host = new HostSimulator(rig.hostEnd.toString(), 1);
        awaitPolling(() -> rig.cabinet.hostGate().linkUp(), "the SAS link up");
        // Outputs are applied after each cabinet task: from this one on the driver takes barcodes (docs/tito.md).
        rig.cabinet.sync();
        awaitPolling(() -> rig.cabinet.state().acceptingBills() && !validator.inhibited(), "the validator enabled");
        return this;
    }

    /**
     * Stops the host, SAS and the cabinet as a power cut would leave the store (nothing resolved on the way down);
     * the validator's emulator and both ptys stay. {@link #start} brings the cabinet up again on the same store.
     */
    public void stopCabinet() throws InterruptedException {
        rig.host.close();
        rig.sas.close();
        rig.cabinet.close();
        rig.host = null;
        rig.sas = null;
        rig.cabinet = null;
    }

    public Cabinet cabinet() {
        return rig.cabinet;
    }

    public Id003Emulator validator() {
        return validator;
    }

    public boolean linkUp() {
        return rig.sas.linkUp();
    }

    /**
     * An attendant turns the key, gives the PIN and resolves the redeemed ticket in doubt: found in the stacker or
     * not ({@code Action.ResolveRedeem}); the key stays turned.
     */
    public ActionResult attendantResolves(boolean inStacker) {
        ((SimKeySwitch) rig.cabinet.devices().key()).turn(true);
        rig.cabinet.sync();
        ActionResult pin = rig.cabinet.submit(new Action.EnterPin(ATTENDANT_PIN)).join();
        if (!pin.accepted()) {
            throw new AssertionError("the attendant's PIN refused: " + pin.message());
        }
        return rig.cabinet.submit(new Action.ResolveRedeem(inStacker)).join();
    }

    /** The ticket-in journal, newest first. */
    public List<TicketInRecord> journal() {
        return rig.cabinet.withStore(s -> TicketIns.of(s).log(10));
    }

    /** The PNG files the simulated printer wrote, by name. */
    public List<String> ticketFiles() throws Exception {
        Path d = dir.resolve("tickets");
        if (!Files.isDirectory(d)) {
            return List.of();
        }
        try (Stream<Path> s = Files.list(d)) {
            return s.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    /** The host's own secure enhanced validation number ({@link SasTicketOutTest#validationNumber}). */
    public static String validationNumber(int validationId, int sequence) {
        return SasTicketOutTest.validationNumber(validationId, sequence);
    }

    // ------------------------------------------------------------------ the host

    /** LP 4C: sets the validation ID and the sequence number (3 bytes each, binary, LSB first); the echo is checked. */
    public void setValidationId(int id, int sequence) {
        byte[] r = rig.host.s(0x4C, 10, (byte) id, (byte) (id >> 8), (byte) (id >> 16), (byte) sequence,
            (byte) (sequence >> 8), (byte) (sequence >> 16));
        if ((r[2] & 0xFF | (r[3] & 0xFF) << 8 | (r[4] & 0xFF) << 16) != id) {
            throw new AssertionError("LP 4C echoed another validation ID: " + HexFormat.of().formatHex(r));
        }
    }

    /** General polls until no exception is left; returns every code received since the start. */
    public List<Integer> poll() {
        exceptions.addAll(rig.host.drainExceptions());
        return List.copyOf(exceptions);
    }

    /** The exception codes the host received after the first {@code mark} of them (polling once more first). */
    public List<Integer> seenSince(int mark) {
        List<Integer> all = poll();
        return all.subList(mark, all.size());
    }

    /** Waits for {@code done} while the host keeps polling (so the link stays up and exceptions are collected). */
    public void awaitPolling(BooleanSupplier done, String what) {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (!done.getAsBoolean()) {
            if (System.nanoTime() > end) {
                throw new AssertionError("timed out waiting for " + what + "; exceptions so far " + hex(exceptions));
            }
            poll();
            java.util.concurrent.locks.LockSupport.parkNanos(20_000_000L);
        }
    }

    /** Waits for {@code done} while the host sends nothing at all (the link-down detection needs > 5 s of silence). */
    public void awaitSilent(BooleanSupplier done, String what) {
        SasRig.await(done, what);
    }

    /**
     * LP 70 (R type): the validation number of the ticket waiting in escrow, or empty when the machine answers
     * {@code 01 FF} (no ticket waiting). Reply: length 16, ticket status 00, amount 5 BCD (zeros), parsing code 00,
     * validation 9 BCD.
     */
    public Optional<String> lp70() {
        rig.host.ack();
        rig.host.send(new byte[] {1, (byte) 0x70});
        byte[] r = variableReply(0x70);
        if ((r[2] & 0xFF) == 1) {
            if ((r[3] & 0xFF) != 0xFF) {
                throw new AssertionError("LP 70 short reply is not FF: " + HexFormat.of().formatHex(r));
            }
            return Optional.empty();
        }
        if ((r[2] & 0xFF) != 16 || r[3] != 0 || HostSimulator.bcd(r, 4, 5) != 0 || r[9] != 0) {
            throw new AssertionError("LP 70 reply not as docs/sas.md describes: " + HexFormat.of().formatHex(r));
        }
        return Optional.of(String.format("%018d", HostSimulator.bcd(r, 10, 9)));
    }

    /** LP 71 with a transfer code, an amount (cents, 5 BCD), parsing code 00 and the validation number (9 BCD). */
    public Redemption lp71(int transferCode, long amountCents, String validation) {
        byte[] data = new byte[17];
        data[0] = 16;
        data[1] = (byte) transferCode;
        System.arraycopy(HostSimulator.toBcd(amountCents, 5), 0, data, 2, 5);
        data[7] = 0x00;
        System.arraycopy(HostSimulator.toBcd(Long.parseLong(validation), 9), 0, data, 8, 9);
        return redemption(rig.host.s(0x71, 0, data));
    }

    /** LP 71 transfer code FF: the status query. */
    public Redemption lp71Status() {
        return redemption(rig.host.s(0x71, 0, (byte) 1, (byte) 0xFF));
    }

    private static Redemption redemption(byte[] r) {
        int length = r[2] & 0xFF;
        if (length == 1) {
            return new Redemption(r[3] & 0xFF, 0, Optional.empty());
        }
        if (length != 16 || r[9] != 0) {
            throw new AssertionError("LP 71 reply not as docs/sas.md describes: " + HexFormat.of().formatHex(r));
        }
        return new Redemption(r[3] & 0xFF, HostSimulator.bcd(r, 4, 5),
            Optional.of(String.format("%018d", HostSimulator.bcd(r, 10, 9))));
    }

    /**
     * LP 2F, game 0, the given meter codes (at most 10): code and BCD value each, 5 bytes for the amounts in cents
     * (0D, 0E, 80, 86) and 4 for counts and credits (docs/sas.md "Meters"). A code the machine leaves out is absent.
     */
    public Map<Integer, Long> meters(int... codes) {
        byte[] data = new byte[3 + codes.length];
        data[0] = (byte) (2 + codes.length);
        for (int i = 0; i < codes.length; i++) {
            data[3 + i] = (byte) codes[i];
        }
        byte[] r = rig.host.s(0x2F, 0, data);
        Map<Integer, Long> m = new LinkedHashMap<>();
        int at = 5;
        while (at < r.length - 2) {
            int code = r[at] & 0xFF;
            int size = code == 0x0D || code == 0x0E || code == 0x80 || code == 0x86 ? 5 : 4;
            m.put(code, HostSimulator.bcd(r, at + 1, size));
            at += 1 + size;
        }
        return m;
    }

    private byte[] variableReply(int cmd) {
        byte[] head = rig.host.read(3, HostSimulator.TIMEOUT_MS);
        if (head.length < 3) {
            throw new AssertionError("no reply to LP " + Integer.toHexString(cmd));
        }
        byte[] rest = rig.host.read((head[2] & 0xFF) + 2, HostSimulator.TIMEOUT_MS);
        byte[] r = new byte[3 + rest.length];
        System.arraycopy(head, 0, r, 0, 3);
        System.arraycopy(rest, 0, r, 3, rest.length);
        if ((r[0] & 0xFF) != 1 || (r[1] & 0xFF) != cmd || !HostSimulator.crcOk(r)) {
            throw new AssertionError("bad reply to LP " + Integer.toHexString(cmd) + ": " + HexFormat.of().formatHex(r));
        }
        return r;
    }

    private static String hex(List<Integer> codes) {
        return codes.stream().map(c -> String.format("%02X", c)).toList().toString();
    }

    @Override
    public void close() throws Exception {
        try {
            rig.close();
        } finally {
            line.close();
        }
    }
}
