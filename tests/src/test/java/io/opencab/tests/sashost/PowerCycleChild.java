package io.opencab.tests.sashost;

import io.opencab.app.cabinet.Cabinet;
import io.opencab.app.cabinet.startup.CabinetSetup;
import io.opencab.app.cabinet.state.Action;
import io.opencab.app.cabinet.state.ActionResult;
import io.opencab.app.config.CabinetConfig;
import io.opencab.app.config.SasSettings;
import io.opencab.app.sas.SasService;
import io.opencab.engine.game.GameCatalog;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

/**
 * The cabinet with SAS in a JVM of its own, for {@link PowerUpExceptionsTest} to kill with SIGKILL (a power cut).
 * Argument: the configuration file. Prints {@code READY} once SAS runs; on the line {@code PLAY} from standard input
 * it plays rounds back to back (a $20 bill whenever credits run short) until it is killed.
 */
public final class PowerCycleChild {
    private PowerCycleChild() {
    }

    public static void main(String[] args) throws Exception {
        Path config = Path.of(args[0]);
        Cabinet cabinet = Cabinet.start(CabinetSetup.of(CabinetConfig.load(config, GameCatalog.standard()), config));
        SasService.open(cabinet, SasSettings.of(cabinet.config()));
        System.out.println("READY");
        System.out.flush();
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        for (String line; (line = in.readLine()) != null; ) {
            if (line.equals("PLAY")) {
                play(cabinet);
            }
        }
    }

    private static void play(Cabinet cabinet) {
        cabinet.submit(new Action.SelectGame("christmas-tree")).join();
        while (true) {
            if (cabinet.state().credits() < cabinet.state().bet()) {
                cabinet.submit(new Action.InsertBill(2000)).join();
                cabinet.sync();
                continue;
            }
            ActionResult r = cabinet.submit(new Action.Spin()).join();
            if (r.accepted() && r.state().round().isPresent()) {
                cabinet.submit(new Action.PresentationDone(r.state().round().get().roundId())).join();
            } else {
                java.util.concurrent.locks.LockSupport.parkNanos(20_000_000L);
            }
        }
    }
}
