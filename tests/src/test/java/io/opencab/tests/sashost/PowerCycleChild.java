package io.opencab.tests.sashost;

import io.opencab.app.cabinet.Cabinet;
import io.opencab.app.cabinet.startup.CabinetSetup;
import io.opencab.app.cabinet.state.Action;
import io.opencab.app.cabinet.state.ActionResult;
import io.opencab.app.cabinet.state.CabinetState;
import io.opencab.app.cabinet.state.TiltReason;
import io.opencab.app.config.CabinetConfig;
import io.opencab.app.config.SasSettings;
import io.opencab.app.sas.SasService;
import io.opencab.engine.game.GameCatalog;
import io.opencab.tests.harness.NotUnderTest;
import io.opencab.tests.harness.SayingLedger;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

/**
 * The cabinet with SAS in a JVM of its own, for {@link PowerUpExceptionsTest} to kill with SIGKILL (a power cut).
 * Argument: the configuration file. After a cut its attendant resolves a bill left in doubt and keys off a handpay;
 * it prints {@code READY} once SAS runs. On the line {@code PLAY} from standard input it plays rounds back to back (a
 * $20 bill whenever credits run short) until it is killed, saying {@code PLAYING} at its first round; on {@code BILL}
 * it inserts a $20 bill, saying {@code ESCROW 2000} once its credit is pending, 50 ms before it is stacked
 * ({@link SayingLedger}). The software check is stood in for ({@link NotUnderTest}): without it the cabinet, SAS being
 * a real link, is a verification lockup that plays nothing (as it was until 2026-11-28: no kill of this test ever
 * landed during play).
 */
public final class PowerCycleChild {
    private PowerCycleChild() {
    }

    public static void main(String[] args) throws Exception {
        Path config = Path.of(args[0]);
        Cabinet cabinet = Cabinet.start(SayingLedger.into(CabinetSetup.of(CabinetConfig.load(config, GameCatalog.standard()),
            config).withVerifier(NotUnderTest.verifier("power-up kills")), System.out, 50));
        SasService.open(cabinet, SasSettings.of(cabinet.config()));
        attendAfterTheCut(cabinet);
        System.out.println("READY");
        System.out.flush();
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        for (String line; (line = in.readLine()) != null; ) {
            if (line.equals("PLAY")) {
                play(cabinet);
            } else if (line.equals("BILL")) {
                cabinet.submit(new Action.InsertBill(2000)).join();
            }
        }
    }

    /**
     * Before play, an attendant resolves what a kill left: a bill in doubt (counted as stacked: either answer is a
     * valid history, docs/meters.md) and a handpay (keyed off). Anything else stays: play is refused, the child says
     * {@code NOT PLAYING} with the reason, and the parent, waiting for {@code PLAYING}, fails showing that line.
     */
    private static void attendAfterTheCut(Cabinet cabinet) {
        cabinet.sync(); // the validator reports a note it had pending as it opens, taken in on the cabinet thread
        CabinetState s = cabinet.state();
        if (!s.tilted(TiltReason.BILL_IN_DOUBT) && s.handpay().isEmpty()) {
            return;
        }
        cabinet.submit(new Action.KeyTurned(true)).join();
        cabinet.submit(new Action.EnterPin(CabinetRig.ATTENDANT_PIN)).join();
        if (cabinet.state().tilted(TiltReason.BILL_IN_DOUBT)) {
            cabinet.submit(new Action.ResolveBill(true)).join();
        }
        if (cabinet.state().handpay().isPresent()) {
            cabinet.submit(new Action.KeyOffHandpay()).join();
        }
        cabinet.submit(new Action.KeyTurned(false)).join();
    }

    private static void play(Cabinet cabinet) {
        cabinet.submit(new Action.SelectGame("christmas-tree")).join();
        boolean playing = false;
        boolean told = false;
        while (true) {
            if (cabinet.state().credits() < cabinet.state().bet()) {
                cabinet.submit(new Action.InsertBill(2000)).join();
                cabinet.sync();
                continue;
            }
            ActionResult r = cabinet.submit(new Action.Spin()).join();
            if (r.accepted() && r.state().round().isPresent()) {
                if (!playing) {
                    System.out.println("PLAYING");
                    System.out.flush();
                    playing = true;
                }
                cabinet.submit(new Action.PresentationDone(r.state().round().get().roundId())).join();
            } else {
                if (!playing && !told) { // the parent, waiting for PLAYING, shows this line when it gives up
                    System.out.println("NOT PLAYING: " + r.message() + " " + cabinet.state().tilts());
                    System.out.flush();
                    told = true;
                }
                java.util.concurrent.locks.LockSupport.parkNanos(20_000_000L);
            }
        }
    }
}
