package io.opencab.tests.sashost;

import io.opencab.app.cabinet.Cabinet;
import io.opencab.app.cabinet.startup.CabinetSetup;
import io.opencab.app.verify.SoftwareVerifier;
import io.opencab.app.config.CabinetConfig;
import io.opencab.app.config.SasSettings;
import io.opencab.app.kiosk.KioskLauncher;
import io.opencab.app.sas.SasService;
import io.opencab.engine.game.GameCatalog;
import io.opencab.tests.harness.NotUnderTest;
import java.nio.file.Path;

/**
 * The reply-time benchmark's cabinet (tests/sas/reply-time.sh; not a test): the real cabinet, SAS service and JavaFX
 * kiosk, started as {@code cabinet run --config} starts them, with the software check stood in for. A SAS link is
 * real (issue 34 item 1), so a development build with SAS on is a SOFTWARE_VERIFICATION lockup that plays nothing,
 * and an image signed by a TEST key is refused as well: {@code bin/run run} cannot play autoplay with SAS on. The
 * benchmark measures the link while the kiosk plays, not the check (tested in firmware-app), so it stands in for
 * the check as {@link CabinetRig} does. Run it on ZGC with JavaFX on the module path, as bin/run runs the cabinet.
 *
 * <p>Usage: {@code BenchKiosk CONFIG_FILE}; ends when the window is closed or the process is killed.
 */
public final class BenchKiosk {
    private static final SoftwareVerifier NOT_UNDER_TEST = NotUnderTest.verifier("SAS reply-time benchmark");

    private BenchKiosk() {
    }

    public static void main(String[] args) {
        Path config = Path.of(args[0]);
        GameCatalog catalog = GameCatalog.standard();
        CabinetConfig cfg = CabinetConfig.load(config, catalog);
        KioskLauncher launcher = new KioskLauncher(System.getenv());
        launcher.startToolkit(); // before the meter store is opened, as RunCommand does
        CabinetSetup setup = CabinetSetup.of(cfg, config).withVerifier(NOT_UNDER_TEST);
        try (Cabinet cabinet = Cabinet.start(setup);
             SasService sas = SasService.open(cabinet, SasSettings.of(cfg), setup.verifier(), null)) {
            System.out.println("bench kiosk " + cfg.cabinetId() + " started, SAS on " + SasSettings.of(cfg).port().orElseThrow());
            System.out.flush();
            launcher.show(cabinet, setup.games(), catalog, false, sas);
        }
    }
}
