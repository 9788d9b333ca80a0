package io.opencab.provision;

import java.nio.file.Path;
import picocli.CommandLine.Option;

/** The options of the commands that work on a provisioned cabinet: its configuration file and the authorizing PIN. */
final class CabinetOptions {
    static final String DEFAULT_CONFIG = "${env:OPENCAB_CONFIG:-/var/lib/opencab/cabinet.properties}";

    @Option(names = "--config", paramLabel = "FILE", defaultValue = DEFAULT_CONFIG,
            description = "The configuration file. Default $OPENCAB_CONFIG or /var/lib/opencab/cabinet.properties.")
    Path config;

    @Option(names = "--pin", paramLabel = "PIN",
            description = "The authorizing PIN (else read from the terminal without echo, or standard input).")
    String pin;
}
