package io.opencab.tests.sas;

import io.opencab.app.cabinet.Cabinet;
import io.opencab.app.cabinet.CabinetSetup;
import io.opencab.app.cabinet.state.Action;
import io.opencab.app.cabinet.state.ActionResult;
import io.opencab.app.cabinet.state.StateKind;
import io.opencab.app.config.CabinetConfig;
import io.opencab.app.config.SasSettings;
import io.opencab.app.sas.SasService;
import io.opencab.app.sas.SasValidation;
import io.opencab.engine.game.GameCatalog;
import io.opencab.engine.rng.SeededStreams;
import io.opencab.hal.gpio.sim.SimKeySwitch;
import io.opencab.meters.TicketOuts;
import io.opencab.sas.tito.ValidationIds;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import java.util.function.BooleanSupplier;

/**
 * The child JVM of {@link HandpayValidationPowerLossTest}: the real cabinet with SAS on a pty, ticket validation on
 * and a ticket limit of $1.00, so every cash-out of its bills is a handpay; it inserts a bill, cashes out and keys the
 * handpay off as an attendant, forever, until the parent kills it. It says {@code READY}, {@code VALIDATION} once the
 * host's validation ID is in the store, then {@code RESET n} just before each key-off and {@code PAID n} after it.
 * Anything unexpected prints {@code FAIL ...} and exits 3.
 *
 * <p>Arguments: configuration file, seed.
 */
public final class HandpayValidationChild {
    private static final long[] NOTES = {500, 1000, 2000};

    private HandpayValidationChild() {
    }

    public static void main(String[] args) {
        Path config = Path.of(args[0]);
        long seed = Long.parseLong(args[1]);
        PrintStream out = System.out;
        CabinetConfig cfg = CabinetConfig.load(config, GameCatalog.standard());
        ValidationIds ids = new ValidationIds();
        CabinetSetup setup = CabinetSetup.of(cfg, config).withRng(SeededStreams.single(seed))
            .withVerifier(SasRig.NOT_UNDER_TEST).withHostValidation(new SasValidation(ids));
        try (Cabinet c = Cabinet.start(setup); SasService sas = SasService.open(c, SasSettings.of(cfg), null, ids)) {
            if (!c.state().tilts().isEmpty() || c.state().kind() != StateKind.IDLE) {
                fail(out, "the parent left something open: " + c.state().kind() + " " + c.state().tilts());
            }
            say(out, "READY");
            await(out, () -> c.withStore(s -> TicketOuts.of(s).validationSeed().id()) != 0, "the host's LP 4C");
            say(out, "VALIDATION");
            Random r = new Random(seed);
            for (long n = 1; ; n++) {
                act(out, c, new Action.InsertBill(NOTES[r.nextInt(NOTES.length)]));
                c.sync();
                act(out, c, new Action.CashOut());
                if (c.state().kind() != StateKind.HANDPAY_PENDING) {
                    fail(out, "cash-out " + n + " is not a handpay: " + c.state().kind());
                }
                ((SimKeySwitch) c.devices().key()).turn(true);
                c.sync();
                act(out, c, new Action.EnterPin(SasRig.PIN));
                say(out, "RESET " + n);
                act(out, c, new Action.KeyOffHandpay());
                say(out, "PAID " + n);
                ((SimKeySwitch) c.devices().key()).turn(false);
                c.sync();
            }
        } catch (RuntimeException e) {
            e.printStackTrace();
            fail(out, e.toString());
        }
    }

    private static void act(PrintStream out, Cabinet c, Action a) {
        ActionResult r = c.submit(a).join();
        if (!r.accepted()) {
            fail(out, a + " refused: " + r.message());
        }
    }

    private static void await(PrintStream out, BooleanSupplier done, String what) {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        while (!done.getAsBoolean()) {
            if (System.nanoTime() > end) {
                fail(out, "timed out waiting for " + what);
            }
            LockSupport.parkNanos(5_000_000L);
        }
    }

    private static void say(PrintStream out, String line) {
        out.println(line);
        out.flush();
    }

    private static void fail(PrintStream out, String why) {
        say(out, "FAIL " + why);
        System.exit(3);
    }
}
