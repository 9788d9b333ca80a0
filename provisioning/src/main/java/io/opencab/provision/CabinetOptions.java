package io.opencab.provision;

import io.opencab.app.cli.PathArgument;
import java.nio.file.Path;
import picocli.CommandLine;
import picocli.CommandLine.Option;

/** The options of the commands that work on a provisioned cabinet: its configuration file and the authorizing PIN. */
final class CabinetOptions {
    static final String DEFAULT_CONFIG = "${env:OPENCAB_CONFIG:-/var/lib/opencab/cabinet.properties}";

    @Option(names = "--config", paramLabel = "FILE", defaultValue = DEFAULT_CONFIG, converter = ConfigPath.class,
            description = "The configuration file. Default $OPENCAB_CONFIG or /var/lib/opencab/cabinet.properties.")
    Path config;

    @Option(names = "--pin", paramLabel = "PIN",
            description = "The authorizing PIN (else read from the terminal without echo, or standard input).")
    String pin;

    /**
     * {@code --config}: a path ({@link PathArgument}); when empty because {@code $OPENCAB_CONFIG} is set but empty (picocli
     * then takes the variable, not the built-in default), the refusal names the variable the technician did not type.
     */
    static final class ConfigPath implements CommandLine.ITypeConverter<Path> {
        @Override
        public Path convert(String value) {
            if (value.isEmpty() && "".equals(System.getenv("OPENCAB_CONFIG"))) {
                throw new CommandLine.TypeConversionException("the path is empty: $OPENCAB_CONFIG (the default of"
                    + " --config) is set but empty; give --config FILE or unset it");
            }
            return new PathArgument().convert(value);
        }
    }
}
