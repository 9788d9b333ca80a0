package io.opencab.tests.sas;

import io.opencab.app.cabinet.Cabinet;
import io.opencab.app.cabinet.startup.CabinetSetup;
import io.opencab.app.cabinet.state.CabinetState;
import io.opencab.app.cabinet.state.StateKind;
import io.opencab.app.config.CabinetConfig;
import io.opencab.app.config.SasSettings;
import io.opencab.app.sas.SasService;
import io.opencab.engine.game.GameCatalog;
import io.opencab.engine.rng.SeededStreams;
import io.opencab.tests.harness.NotUnderTest;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.concurrent.locks.LockSupport;

/**
 * The child JVM of {@link TicketInPowerLossTest}: the real cabinet with SAS on a pty and the real ID-003 bill
 * validator driver on another (the emulator and the host are in the parent, which inserts the tickets and answers
 * exception 67). It says {@code READY} once started, then only watches: a lockup or a handpay while it runs (a
 * ticket in doubt without a power cut, say) prints {@code FAIL ...} and exits 3, until the parent kills it.
 *
 * <p>Arguments: configuration file, seed.
 */
public final class TicketInChild {
    private TicketInChild() {
    }

    public static void main(String[] args) {
        Path config = Path.of(args[0]);
        long seed = Long.parseLong(args[1]);
        PrintStream out = System.out;
        CabinetConfig cfg = CabinetConfig.load(config, GameCatalog.standard());
        // A real device is configured and this is target/classes, not a signed image: the test stands in for the
        // software check (regulations.md 1.8), as SasRig.startCabinetWithRealDevices does.
        CabinetSetup setup = CabinetSetup.of(cfg, config).withRng(SeededStreams.single(seed))
            .withVerifier(NotUnderTest.verifier("ticket-in kill test"));
        try (Cabinet c = Cabinet.start(setup); SasService sas = SasService.open(c, SasSettings.of(cfg))) {
            if (!c.state().tilts().isEmpty() || c.state().kind() != StateKind.IDLE) {
                fail(out, "the parent left something open: " + c.state().kind() + " " + c.state().tilts());
            }
            say(out, "READY " + sas.address());
            while (true) {
                CabinetState s = c.state();
                if (!s.tilts().isEmpty() || s.handpay().isPresent()) {
                    fail(out, "lockup while running: " + s.tilts() + " " + s.handpay() + " " + s.message());
                }
                LockSupport.parkNanos(5_000_000L);
            }
        } catch (RuntimeException e) {
            e.printStackTrace();
            fail(out, e.toString());
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
