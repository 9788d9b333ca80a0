package io.opencab.app.cli;

import io.opencab.app.config.PinHash;
import java.io.BufferedReader;
import java.io.Console;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code cabinet hash-pin}: the hashed form of a PIN for the configuration's security.pin.* keys. */
@Command(name = "hash-pin", mixinStandardHelpOptions = true,
        description = "Reads a PIN (4-12 digits) from the terminal without echo, or from standard input, and prints"
            + " its PBKDF2WithHmacSHA256 hash for security.pin.attendant/technician/regulator.")
final class HashPinCommand extends CliCommand {
    @Option(names = "--iterations", description = "PBKDF2 iterations, " + PinHash.MIN_ITERATIONS + ".." + PinHash.MAX_ITERATIONS
        + ". Default ${DEFAULT-VALUE}.", defaultValue = "" + PinHash.DEFAULT_ITERATIONS)
    int iterations;

    @Override
    public Integer call() throws IOException {
        if (iterations < PinHash.MIN_ITERATIONS || iterations > PinHash.MAX_ITERATIONS) {
            throw badArgument("--iterations must be " + PinHash.MIN_ITERATIONS + ".."
                + PinHash.MAX_ITERATIONS + ", got " + iterations);
        }
        String pin;
        Console console = System.console();
        if (console != null && console.isTerminal()) {
            char[] c = console.readPassword("PIN: ");
            pin = c == null ? null : new String(c);
        } else {
            pin = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8)).readLine();
        }
        if (pin == null || !pin.strip().matches(PinHash.PIN_PATTERN)) {
            throw badArgument("a PIN is 4 to 12 digits");
        }
        out().println(PinHash.create(pin.strip(), iterations, new SecureRandom()).encode());
        return 0;
    }
}
