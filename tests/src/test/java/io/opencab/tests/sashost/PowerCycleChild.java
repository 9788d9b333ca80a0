package io.opencab.tests.sashost;

import io.opencab.app.cabinet.Cabinet;
import io.opencab.app.cabinet.startup.CabinetSetup;
import io.opencab.app.cabinet.state.Action;
import io.opencab.app.cabinet.state.ActionResult;
import io.opencab.app.config.CabinetConfig;
import io.opencab.app.config.SasSettings;
import io.opencab.app.sas.SasService;
import io.opencab.engine.game.GameCatalog;
import io.opencab.tests.harness.Attendant;
import io.opencab.tests.harness.NotUnderTest;
import io.opencab.tests.harness.SayingLedger;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Random;

/**
 * The cabinet with SAS in a JVM of its own, for {@link PowerUpExceptionsTest} to kill with SIGKILL (a power cut).
 * Arguments: the configuration file, and the seed of the attendant's answers (the run's seed plus the start's number).
 * After a cut the power-loss tests' {@link Attendant} resolves a bill left in doubt
 * and keys off a handpay;
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
        // Before play, as in the power-loss tests: a round the cut interrupted is shown again and paid once, then the
        // attendant resolves what the cut left, a bill in doubt (stacked or not, either a valid history: docs/meters.md)
        // and a handpay; the cabinet must then be free to play.
        Attendant.finishRecoveredRound(cabinet);
        Attendant.afterTheCut(cabinet, CabinetRig.ATTENDANT_PIN, new Random(Long.parseLong(args[1])));
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
