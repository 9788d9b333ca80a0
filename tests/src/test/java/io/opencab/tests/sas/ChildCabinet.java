package io.opencab.tests.sas;

import io.opencab.app.cabinet.Cabinet;
import io.opencab.app.cabinet.startup.CabinetSetup;
import io.opencab.app.cabinet.state.StateKind;
import io.opencab.app.config.CabinetConfig;
import io.opencab.app.config.SasSettings;
import io.opencab.app.sas.SasService;
import io.opencab.app.sas.SasValidation;
import io.opencab.engine.game.GameCatalog;
import io.opencab.engine.rng.SeededStreams;
import io.opencab.meters.TicketOuts;
import io.opencab.sas.tito.ValidationIds;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import java.util.function.BooleanSupplier;
import java.util.function.UnaryOperator;

/**
 * What the power-loss children with ticket validation share ({@link TicketOutChild}, {@link HandpayValidationChild}):
 * the real cabinet with SAS and the host's validation, started from the configuration file, and the lines they say
 * to the parent ({@code READY}, {@code VALIDATION}, {@code FAIL ...} then exit 3).
 */
record ChildCabinet(Cabinet cabinet, SasService sas, PrintStream out) implements AutoCloseable {
    /** Starts the cabinet, says READY, waits for the host's LP 4C in the store and says VALIDATION. */
    static ChildCabinet start(Path config, long seed) {
        return start(config, seed, UnaryOperator.identity());
    }

    /** As {@link #start(Path, long)}, the cabinet's setup changed by {@code devices} (a saying ledger, say). */
    static ChildCabinet start(Path config, long seed, UnaryOperator<CabinetSetup> devices) {
        PrintStream out = System.out;
        CabinetConfig cfg = CabinetConfig.load(config, GameCatalog.standard());
        ValidationIds ids = new ValidationIds();
        CabinetSetup setup = devices.apply(CabinetSetup.of(cfg, config).withRng(SeededStreams.single(seed))
            .withVerifier(SasRig.NOT_UNDER_TEST).withHostValidation(new SasValidation(ids)));
        Cabinet c = Cabinet.start(setup);
        ChildCabinet child = new ChildCabinet(c, SasService.open(c, SasSettings.of(cfg), null, ids), out);
        if (!c.state().tilts().isEmpty() || c.state().kind() != StateKind.IDLE) {
            child.fail("the parent left something open: " + c.state().kind() + " " + c.state().tilts());
        }
        child.say("READY");
        child.await(() -> c.withStore(s -> TicketOuts.of(s).validationSeed().id()) != 0, "the host's LP 4C");
        child.say("VALIDATION");
        return child;
    }

    void await(BooleanSupplier done, String what) {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        while (!done.getAsBoolean()) {
            if (System.nanoTime() > end) {
                fail("timed out waiting for " + what);
            }
            LockSupport.parkNanos(5_000_000L);
        }
    }

    void say(String line) {
        out.println(line);
        out.flush();
    }

    void fail(String why) {
        say("FAIL " + why);
        System.exit(3);
    }

    @Override
    public void close() {
        sas.close();
        cabinet.close();
    }
}
