package io.opencab.tests.sas;

import io.opencab.app.cabinet.Cabinet;
import io.opencab.app.cabinet.startup.CabinetSetup;
import io.opencab.app.config.CabinetConfig;
import io.opencab.app.config.SasSettings;
import io.opencab.app.headless.HeadlessDriver;
import io.opencab.app.headless.Script;
import io.opencab.app.sas.SasService;
import io.opencab.engine.game.GameCatalog;
import io.opencab.engine.rng.SeededStreams;
import io.opencab.tests.harness.SayingLedger;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

/**
 * The cabinet with its SAS link in a JVM of its own, for {@link SasPowerLossTest} to kill with SIGKILL. The
 * product's headless mode refuses a script with a SAS link (issue 34 item 1: a script's bill lines are credits),
 * so the test drives the same {@link HeadlessDriver} here, with the software check stood in for as in
 * {@link SasRig}. Arguments: configuration file, script file, seed. Prints {@code cabinet <id> started} once SAS runs,
 * and {@code ESCROW <cents>} when a bill's pending credit is durable, 50 ms before it is stacked ({@link SayingLedger}).
 */
public final class SasPowerLossChild {
    private SasPowerLossChild() {
    }

    public static void main(String[] args) {
        Path config = Path.of(args[0]);
        CabinetConfig cfg = CabinetConfig.load(config, GameCatalog.standard());
        PrintWriter out = new PrintWriter(System.out, true, StandardCharsets.UTF_8);
        try (Cabinet cabinet = Cabinet.start(SayingLedger.into(CabinetSetup.of(cfg, config)
                .withRng(SeededStreams.single(Long.parseLong(args[2]))).withVerifier(SasRig.NOT_UNDER_TEST), System.out, 50));
                SasService sas = SasService.open(cabinet, SasSettings.of(cfg))) {
            out.println("cabinet " + cfg.cabinetId() + " started");
            new HeadlessDriver(cabinet, out).run(Script.load(Path.of(args[1])));
        }
    }
}
