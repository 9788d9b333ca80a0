package io.opencab.tests.sashost;

import io.opencab.app.cabinet.Cabinet;
import io.opencab.app.cabinet.startup.CabinetSetup;
import io.opencab.app.cabinet.state.Action;
import io.opencab.app.cabinet.state.ActionResult;
import io.opencab.app.config.CabinetConfig;
import io.opencab.app.config.PinHash;
import io.opencab.app.config.SasSettings;
import io.opencab.app.sas.SasService;
import io.opencab.app.sas.SasValidation;
import io.opencab.engine.game.GameCatalog;
import io.opencab.engine.rng.SeededStreams;
import io.opencab.hal.gpio.Door;
import io.opencab.sas.tito.ValidationIds;
import io.opencab.tests.cabinet.SocatPty;
import io.opencab.tests.harness.NotUnderTest;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.List;

/**
 * The real cabinet (simulated devices, a real meter store) with SAS on one end of a socat pseudo-terminal pair and
 * this package's own {@link SasHost} on the other. Only the cabinet's public start-up is used (as the tests/ rigs
 * start it); nothing of its SAS code is reused by the host.
 */
final class CabinetRig implements AutoCloseable {
    static final String ATTENDANT_PIN = "3141";
    final Path dir;
    final Path config;
    private final SocatPty line;
    Cabinet cabinet;
    private SasService sas;
    SasHost host;

    /** A configuration file with SAS at address 1 on the pty, plus {@code extra} lines ({@code key=value}). */
    CabinetRig(Path dir, String... extra) throws IOException {
        this.dir = dir;
        line = new SocatPty(dir, "ttySasCab", "ttySasHost", "socat.log");
        config = dir.resolve("cabinet.properties");
        List<String> lines = new ArrayList<>(configuration(dir, line.host()));
        lines.addAll(List.of(extra));
        lines.add("");
        Files.writeString(config, String.join("\n", lines));
    }

    static List<String> configuration(Path dir, Path sasPort) {
        return List.of(
            "cabinet.id=SASHOST-1",
            "cabinet.denomination.cents=1",
            "games.enabled=christmas-tree",
            "bet.max.credits=1000",
            "credit.limit.credits=1000000",
            "handpay.limit.credits=120000",
            "bills.accepted.cents=100,500,1000,2000,5000,10000",
            "hal.gpio=simulated",
            "hal.bill=simulated",
            "hal.bill.currency=USD",
            "store.path=" + dir.resolve("meters.db"),
            "store.create=true",
            "store.colocated.reason=test rig: one disk (docs/meters.md)",
            "store.anchor.none.reason=test rig: no second device (docs/meters.md)",
            "security.pin.attendant=" + PinHash.create(ATTENDANT_PIN, PinHash.MIN_ITERATIONS, new SecureRandom()).encode(),
            "security.pin.technician=" + PinHash.create("2718", PinHash.MIN_ITERATIONS, new SecureRandom()).encode(),
            "sas.enabled=true",
            "sas.port=" + sasPort,
            "sas.port.kind=pty",
            "sas.address=1");
    }

    /** The software check this rig stands in for: a SAS link is real (issue 34 item 1), see {@link NotUnderTest}. */
    private static final io.opencab.app.verify.SoftwareVerifier NOT_UNDER_TEST = NotUnderTest.verifier("SAS host test");

    /** Starts the cabinet and SAS, and opens the host's end. */
    CabinetRig start() {
        CabinetConfig cfg = CabinetConfig.load(config, GameCatalog.standard());
        cabinet = Cabinet.start(CabinetSetup.of(cfg, config).withRng(SeededStreams.single(35)).withVerifier(NOT_UNDER_TEST));
        sas = SasService.open(cabinet, SasSettings.of(cabinet.config()));
        host = new SasHost(line.device());
        return this;
    }

    /** The same with ticket validation (a ticket printer and the tito.* keys among the extra lines): LP 7B needs it. */
    CabinetRig startWithTickets() {
        CabinetConfig cfg = CabinetConfig.load(config, GameCatalog.standard());
        ValidationIds ids = new ValidationIds();
        cabinet = Cabinet.start(CabinetSetup.of(cfg, config).withRng(SeededStreams.single(35)).withVerifier(NOT_UNDER_TEST)
            .withHostValidation(new SasValidation(ids)));
        sas = SasService.open(cabinet, SasSettings.of(cabinet.config()), null, ids);
        host = new SasHost(line.device());
        return this;
    }

    /** The host's end alone, the cabinet running in a child JVM on this rig's configuration (a kill test). */
    SasHost hostOnly() {
        host = new SasHost(line.device());
        return host;
    }

    ActionResult act(Action a) {
        return cabinet.submit(a).join();
    }

    void door(Door door, boolean open) {
        ActionResult r = act(new Action.DoorChanged(door, open));
        if (!r.accepted()) {
            throw new AssertionError("door " + door + (open ? " open" : " close") + " refused: " + r.message());
        }
    }

    /**
     * A bill into the simulated validator; returns whether the cabinet credited it (credits grew by its value within
     * 5 s). A refused insertion returns false at once; the refusal's text goes to {@link #lastRefusal}.
     */
    boolean bill(long cents) {
        long before = cabinet.state().credits();
        ActionResult r = act(new Action.InsertBill(cents));
        if (!r.accepted()) {
            lastRefusal = r.message();
            return false;
        }
        long want = before + cents / cabinet.state().denominationCents();
        long end = System.nanoTime() + 5_000_000_000L;
        while (cabinet.state().credits() < want && System.nanoTime() < end) {
            java.util.concurrent.locks.LockSupport.parkNanos(10_000_000L);
        }
        lastRefusal = cabinet.state().credits() == want ? "" : "not credited: " + cabinet.state().message();
        return cabinet.state().credits() == want;
    }

    String lastRefusal = "";

    /** An attendant keys off the pending handpay (key on, PIN, key off the handpay, key off). */
    void keyOffHandpay() {
        act(new Action.KeyTurned(true));
        ActionResult pin = act(new Action.EnterPin(ATTENDANT_PIN));
        ActionResult paid = act(new Action.KeyOffHandpay());
        act(new Action.KeyTurned(false));
        if (!paid.accepted()) {
            throw new AssertionError("the handpay key-off was refused: " + paid.message() + " (PIN: " + pin.message() + ")");
        }
    }

    @Override
    public void close() throws InterruptedException {
        if (host != null) {
            host.close();
        }
        if (sas != null) {
            sas.close();
        }
        if (cabinet != null) {
            cabinet.close();
        }
        line.close();
    }
}
