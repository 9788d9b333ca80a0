package io.opencab.tests.sas;

import io.opencab.app.cabinet.Cabinet;
import io.opencab.app.cabinet.startup.CabinetSetup;
import io.opencab.app.cabinet.state.Action;
import io.opencab.app.cabinet.state.ActionResult;
import io.opencab.app.cabinet.state.CabinetState;
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
import java.util.Random;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import java.util.function.BooleanSupplier;

/**
 * The child JVM of {@link TicketOutPowerLossTest}: the real cabinet with SAS on a pty and the real TCL printer
 * driver on another (the emulator is in the parent), inserting bills and cashing out as tickets, forever, until the
 * parent kills it. It says {@code READY} once started, {@code VALIDATION} once the host's validation ID is in the
 * store, then {@code CASHOUT n} before each cash-out and {@code PRINTED n} after it. Anything but a printed ticket
 * (a handpay, a lockup) prints {@code FAIL ...} and exits 3: the parent leaves it a cabinet with nothing open.
 *
 * <p>Arguments: configuration file, seed.
 */
public final class TicketOutChild {
    private static final long[] NOTES = {100, 500, 1000, 2000, 5000};

    private TicketOutChild() {
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
            run(c, new Random(seed), out);
        } catch (RuntimeException e) {
            e.printStackTrace();
            fail(out, e.toString());
        }
    }

    private static void run(Cabinet c, Random r, PrintStream out) {
        for (long n = 1; ; n++) {
            int bills = 1 + r.nextInt(3);
            for (int i = 0; i < bills; i++) {
                ActionResult b = c.submit(new Action.InsertBill(NOTES[r.nextInt(NOTES.length)])).join();
                if (!b.accepted()) {
                    fail(out, "bill refused: " + b.message());
                }
            }
            c.sync();
            await(out, () -> c.devices().ticketPrinter().orElseThrow().status().canPrint(), "the printer ready");
            long cashOut = n;
            say(out, "CASHOUT " + cashOut + " " + c.state().credits());
            ActionResult r2 = c.submit(new Action.CashOut()).join();
            if (!r2.accepted()) {
                fail(out, "cash-out refused: " + r2.message());
            }
            await(out, () -> {
                CabinetState s = c.state();
                if (!s.tilts().isEmpty() || s.handpay().isPresent()) {
                    fail(out, "cash-out " + cashOut + " not printed: " + s.tilts() + " " + s.handpay());
                }
                return s.kind() == StateKind.IDLE && s.credits() == 0;
            }, "the ticket printed");
            say(out, "PRINTED " + cashOut);
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
