package io.opencab.provision;

import io.opencab.app.cli.CliCommand;
import io.opencab.app.config.CabinetConfig;
import io.opencab.engine.game.GameCatalog;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code provision show}: the configuration, validated, PIN hashes hidden; read-only (the store is not opened). */
@Command(name = "show", mixinStandardHelpOptions = true,
        description = "Prints the cabinet's configuration (PIN hashes hidden) and whether it is valid. Reads only.")
final class ShowCommand extends CliCommand {

    @Option(names = "--config", paramLabel = "FILE", defaultValue = CabinetOptions.DEFAULT_CONFIG,
            converter = CabinetOptions.ConfigPath.class,
            description = "The configuration file. Default $OPENCAB_CONFIG or /var/lib/opencab/cabinet.properties.")
    Path config;

    @Option(names = "--describe", description = "Add what each key means.")
    boolean describe;

    @Override
    public Integer call() {
        PrintWriter out = out();
        Map<String, String> raw = ConfigText.read(config);
        CabinetConfig cfg = null;
        String problem = null;
        try {
            cfg = CabinetConfig.parse(ConfigText.properties(raw), GameCatalog.standard(), config.toAbsolutePath().getParent());
        } catch (RuntimeException e) {
            problem = e.getMessage();
        }
        out.println("configuration " + config.toAbsolutePath());
        raw.forEach((k, v) -> {
            out.println("  " + k + " = " + (k.startsWith("security.") ? Stores.shown(k, v) : v));
            if (describe) {
                String d = CabinetConfig.describe(k);
                out.println("      " + (d == null ? "(unknown key)" : d));
            }
        });
        if (cfg != null) {
            Path store = cfg.storePath();
            out.println("meter store " + store + (Files.exists(store) ? "" : " (missing)"));
            out.println("valid: yes");
            return 0;
        }
        out.println("valid: NO: " + problem);
        return 1;
    }
}
