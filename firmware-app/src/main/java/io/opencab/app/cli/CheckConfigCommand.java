package io.opencab.app.cli;

import io.opencab.app.config.CabinetConfig;
import io.opencab.app.config.StoreSettings;
import io.opencab.engine.game.GameCatalog;
import io.opencab.hal.DeviceMode;
import io.opencab.hal.anchor.AnchorConfig;
import java.io.PrintWriter;
import java.nio.file.Path;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/** {@code cabinet check-config FILE}: validates a configuration file as the cabinet would at start-up. */
@Command(name = "check-config", mixinStandardHelpOptions = true,
        description = "Validates a configuration file (docs/configuration.md) and prints its values (PIN hashes hidden).")
final class CheckConfigCommand extends CliCommand {
    @Parameters(paramLabel = "FILE", description = "The configuration file.")
    Path file;

    @Override
    public Integer call() {
        if (file.toString().isEmpty()) {
            throw badArgument("FILE is empty: name the configuration file"); // Path.of("") is the working directory
        }
        CabinetConfig c = CabinetConfig.load(file, GameCatalog.standard());
        PrintWriter out = out();
        // A valid file a start would still refuse (no store, and this file may not create one) is said here too: an
        // outside tester read "valid" and was then refused by run.
        String store = java.nio.file.Files.exists(c.storePath()) || c.createStore() ? ""
            : " (not there yet, and store.create is false: run refuses until provision init creates it)";
        // The anchor as resolved (against the file's directory, like the store): where the cabinet will look for it.
        AnchorConfig anchor = StoreSettings.anchorConfig(c);
        // Where the store, witness and anchor lie, as run and provision init check it: real devices without an anchor
        // or a reason were "valid" here and refused at the start (outside check, stop 50).
        java.util.List<String> placement = StoreSettings.placement(c);
        String anchored = anchor.mode() == DeviceMode.NONE ? "" : "; rollback anchor " + anchor.path();
        out.println(file + ": valid; meter store " + c.storePath() + store + anchored);
        placement.forEach(n -> out.println("  note: " + n));
        c.displayValues().forEach((k, v) -> out.println("  " + k + " = " + v));
        return 0;
    }
}
