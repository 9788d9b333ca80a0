package io.opencab.tests.sas;

import io.opencab.app.cabinet.Cabinet;
import io.opencab.app.cabinet.startup.CabinetSetup;
import io.opencab.app.cabinet.state.Action;
import io.opencab.app.cabinet.state.ActionResult;
import io.opencab.app.config.CabinetConfig;
import io.opencab.app.config.PinHash;
import io.opencab.app.config.SasSettings;
import io.opencab.app.sas.SasService;
import io.opencab.engine.game.GameCatalog;
import io.opencab.engine.rng.SeededStreams;
import io.opencab.tests.cabinet.SocatPty;
import io.opencab.tests.harness.ChildJvm;
import io.opencab.tests.harness.NotUnderTest;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;

/**
 * The real cabinet (simulated devices, a real meter store) running SAS on one end of a socat
 * pseudo-terminal pair, the {@link HostSimulator} on the other (socat is a test prerequisite; CI installs it).
 */
final class SasRig implements AutoCloseable {
    static final String PIN = "3141";
    final Path dir;
    final Path config;
    final Path cabinetEnd;
    final Path hostEnd;
    private final SocatPty line;
    Cabinet cabinet;
    SasService sas;
    HostSimulator host;

    SasRig(Path dir, String linkDown) throws IOException {
        this(dir, linkDown, false);
    }

    SasRig(Path dir, String linkDown, boolean remoteHandpayReset) throws IOException {
        this.dir = dir;
        line = new SocatPty(dir, "ttySasCabinet", "ttySasHost", "socat.log");
        cabinetEnd = line.host();
        hostEnd = line.device();
        config = dir.resolve("cabinet.properties");
        if (Files.exists(config)) {
            return;
        }
        Files.writeString(config, String.join("\n",
            "cabinet.id=SAS-7",
            "cabinet.denomination.cents=1",
            "games.enabled=christmas-tree,lost-relics",
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
            "security.pin.attendant=" + PinHash.create(PIN, PinHash.MIN_ITERATIONS, new SecureRandom()).encode(),
            "security.pin.technician=" + PinHash.create("2718", PinHash.MIN_ITERATIONS, new SecureRandom()).encode(),
            "sas.enabled=true",
            "sas.port=" + cabinetEnd,
            "sas.port.kind=pty",
            "sas.address=1",
            "sas.link.down=" + linkDown,
            "sas.handpay.remote.reset=" + remoteHandpayReset,
            ""));
    }

    /** Starts the cabinet and its SAS link, and opens the host's end. */
    SasRig start(long seed) {
        startCabinet(seed);
        return startSas();
    }

    /** The software check these tests stand in for: a SAS link is real (issue 34 item 1), see {@link NotUnderTest}. */
    static final io.opencab.app.verify.SoftwareVerifier NOT_UNDER_TEST = NotUnderTest.verifier("SAS test");

    /** The cabinet alone, SAS not yet started (the power-loss test reads the queue first). */
    SasRig startCabinet(long seed) {
        CabinetConfig cfg = CabinetConfig.load(config, GameCatalog.standard());
        cabinet = Cabinet.start(CabinetSetup.of(cfg, config).withRng(SeededStreams.single(seed))
            .withVerifier(NOT_UNDER_TEST));
        return this;
    }

    /** The cabinet with a real device configured as well (the bill validator over ID-003). */
    SasRig startCabinetWithRealDevices(long seed) {
        return startCabinet(seed);
    }

    /**
     * Cabinet and SAS with ticket validation (docs/tito.md): the host's LP 4C sets the cabinet's validation ID,
     * LP 4D reads its printed tickets. The configuration must have a ticket printer and the tito.* keys.
     */
    SasRig startWithTickets(long seed) {
        CabinetConfig cfg = CabinetConfig.load(config, GameCatalog.standard());
        io.opencab.sas.tito.ValidationIds ids = new io.opencab.sas.tito.ValidationIds();
        cabinet = Cabinet.start(CabinetSetup.of(cfg, config).withRng(SeededStreams.single(seed))
            .withVerifier(NOT_UNDER_TEST).withHostValidation(new io.opencab.app.sas.SasValidation(ids)));
        sas = SasService.open(cabinet, SasSettings.of(cabinet.config()), null, ids);
        host = new HostSimulator(hostEnd.toString(), 1);
        return this;
    }

    /**
     * A child cabinet ({@code main}, built on {@link ChildCabinet}) on this rig's configuration, once it validates
     * tickets: on the {@code first} run the host sets the validation ID by LP 4C (ID 123456, sequence 10); the store
     * keeps it for the runs after.
     */
    ChildJvm startValidatingChild(Class<?> main, Path tmp, long seed, boolean first) throws IOException {
        ChildJvm child = ChildJvm.of(main).tmp(tmp).args(config.toString(), Long.toString(seed)).start();
        child.await("READY");
        if (first) {
            HostSimulator h = new HostSimulator(hostEnd.toString(), 1);
            h.s(0x4C, 10, (byte) 0x56, (byte) 0x34, (byte) 0x12, (byte) 0, (byte) 0, (byte) 0);
            h.close();
        }
        child.await("VALIDATION");
        return child;
    }

    /** Stops the host, SAS and the cabinet (as a power cycle would, cleanly) and starts them again with tickets. */
    SasRig restartWithTickets(long seed) throws InterruptedException {
        host.close();
        sas.close();
        cabinet.close();
        host = null;
        return startWithTickets(seed);
    }

    SasRig startSas() {
        sas = SasService.open(cabinet, SasSettings.of(cabinet.config()));
        if (host == null) {
            host = new HostSimulator(hostEnd.toString(), 1);
        }
        return this;
    }


    ActionResult act(Action a) {
        return cabinet.submit(a).join();
    }

    /** A whole round at the current bet: spin, then the screen reports it shown. */
    ActionResult play() {
        ActionResult r = act(new Action.Spin());
        if (!r.accepted()) {
            return r;
        }
        return act(new Action.PresentationDone(r.state().round().orElseThrow().roundId()));
    }

    static void await(BooleanSupplier done, String what) {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (!done.getAsBoolean()) {
            if (System.nanoTime() > end) {
                throw new AssertionError("timed out waiting for " + what);
            }
            java.util.concurrent.locks.LockSupport.parkNanos(20_000_000L);
        }
    }

    /**
     * Drains exceptions until {@code last} has come; all received, in order. The host reads them from the SAS snapshot,
     * rebuilt a refresh after the store (docs/sas.md "How it is built"): one drain right after an action can end on a
     * 00 from the snapshot before it.
     */
    static java.util.List<Integer> awaitExceptions(HostSimulator h, int last) {
        java.util.List<Integer> got = new java.util.ArrayList<>();
        await(() -> {
            got.addAll(h.drainExceptions());
            return got.contains(last);
        }, "exception " + Integer.toHexString(last));
        return got;
    }

    /**
     * Drains until the store's own exception queue is empty: every exception queued so far received and acknowledged,
     * in order (51/52 rows, which secure handpay reporting settles unsent, aside). An exception an action queued a
     * moment ago is not in the snapshot yet (docs/sas.md "How it is built"), so one drain after it can end on a 00
     * without it; and once the last drain was answered from a snapshot built after the last exception, every meter
     * the host reads next is at least as new as the store after the actions before this call.
     */
    static java.util.List<Integer> drainAll(HostSimulator h, Cabinet c) {
        java.util.List<Integer> got = new java.util.ArrayList<>();
        await(() -> {
            got.addAll(h.drainExceptions());
            return c.withStore(s -> s.sasQueue().pending()).isEmpty();
        }, "the store's exception queue emptied by the host");
        return got;
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
