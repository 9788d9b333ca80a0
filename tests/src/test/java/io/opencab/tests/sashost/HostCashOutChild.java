package io.opencab.tests.sashost;

import io.opencab.app.cabinet.Cabinet;
import io.opencab.app.cabinet.cashless.HostCashOut;
import io.opencab.app.cabinet.startup.CabinetSetup;
import io.opencab.app.cabinet.state.Action;
import io.opencab.app.cabinet.state.CabinetState;
import io.opencab.app.cabinet.state.StateKind;
import io.opencab.app.config.CabinetConfig;
import io.opencab.app.config.SasSettings;
import io.opencab.app.sas.SasService;
import io.opencab.engine.game.GameCatalog;
import io.opencab.engine.rng.SeededStreams;
import io.opencab.tests.harness.NotUnderTest;
import java.nio.file.Path;
import java.util.Random;
import java.util.concurrent.locks.LockSupport;

/**
 * The cabinet with SAS and AFT in a JVM of its own, for {@link HostCashOutKillTest} to kill with SIGKILL: it presses
 * CASH OUT whenever it is idle with credits (so each transfer of the host's becomes a host cash-out offer), and an
 * attendant keys off every handpay and, now and then, resets a hard host cash-out lockup. Arguments: configuration
 * file, seed. Prints {@code READY} once SAS runs.
 */
public final class HostCashOutChild {
    private HostCashOutChild() {
    }

    public static void main(String[] args) {
        Path config = Path.of(args[0]);
        Random random = new Random(Long.parseLong(args[1]));
        Cabinet cabinet = Cabinet.start(CabinetSetup.of(CabinetConfig.load(config, GameCatalog.standard()), config)
            .withRng(SeededStreams.single(random.nextLong())).withVerifier(NotUnderTest.verifier("host cash-out kills")));
        SasService.open(cabinet, SasSettings.of(cabinet.config()));
        System.out.println("READY");
        System.out.flush();
        long lockedSince = 0;
        while (true) {
            CabinetState s = cabinet.state();
            boolean locked = s.tilts().stream().anyMatch(t -> t.code().equals(HostCashOut.TILT));
            lockedSince = locked ? (lockedSince == 0 ? System.nanoTime() : lockedSince) : 0;
            if (s.handpay().isPresent()) {
                attendant(cabinet, new Action.KeyOffHandpay());
            } else if (locked && System.nanoTime() - lockedSince > 500_000_000L && random.nextInt(20) == 0) {
                attendant(cabinet, new Action.ClearTilt(HostCashOut.TILT));
            } else if (s.kind() == StateKind.IDLE && s.credits() > 0 && s.tilts().isEmpty()) {
                cabinet.submit(new Action.CashOut()).join();
            }
            LockSupport.parkNanos(20_000_000L);
        }
    }

    private static void attendant(Cabinet cabinet, Action a) {
        cabinet.submit(new Action.KeyTurned(true)).join();
        cabinet.submit(new Action.EnterPin(CabinetRig.ATTENDANT_PIN)).join();
        cabinet.submit(a).join();
        cabinet.submit(new Action.KeyTurned(false)).join();
    }
}
