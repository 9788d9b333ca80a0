package io.opencab.app.cli;

import io.opencab.app.AppException;
import io.opencab.app.config.IoReason;
import io.opencab.app.config.PinHash;
import java.io.Console;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.Reader;
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
            try {
                pin = pinLine(new InputStreamReader(System.in, StandardCharsets.UTF_8));
            } catch (IOException e) {
                // "hash-pin < /tmp" said "internal error: java.io.IOException: Is a directory" (outside check, stop 50).
                throw new AppException("cannot read the PIN from standard input: " + IoReason.of(e), e);
            }
        }
        if (pin == null || !pin.strip().matches(PinHash.PIN_PATTERN)) {
            throw badArgument("a PIN is 4 to 12 digits");
        }
        out().println(PinHash.create(pin.strip(), iterations, new SecureRandom()).encode());
        return 0;
    }

    /**
     * The one line standard input holds. A second line is refused, not cut: "1234\n5678" printed the hash of 1234
     * without a word, and a script piping the wrong file would seal a PIN nobody typed (outside check, stop 50). It
     * reads up to the first line break and then only what has already arrived (piped input arrives whole), so a PIN
     * typed without a terminal (ssh without -t) is taken at its Enter, not at the end of input. At most
     * {@link #MOST_CHARS} are read: endless input ({@code < /dev/zero}) is refused, not read into memory.
     */
    private String pinLine(Reader in) throws IOException {
        char[] buf = new char[MOST_CHARS + 1];
        int n = 0;
        boolean lineEnded = false;
        while (n < buf.length && (!lineEnded || in.ready())) {
            int r = in.read(buf, n, buf.length - n);
            if (r <= 0) {
                break;
            }
            for (int i = n; i < n + r; i++) {
                lineEnded |= buf[i] == '\n';
            }
            n += r;
        }
        if (n > MOST_CHARS) {
            throw badArgument("a PIN is 4 to 12 digits; standard input holds more than " + MOST_CHARS + " characters");
        }
        String text = new String(buf, 0, n);
        String line = text.endsWith("\r\n") ? text.substring(0, n - 2) : text.endsWith("\n") ? text.substring(0, n - 1) : text;
        if (line.indexOf('\n') >= 0 || line.indexOf('\r') >= 0) {
            throw badArgument("standard input holds more than one line; give the PIN alone, on one line");
        }
        return n == 0 ? null : line;
    }

    private static final int MOST_CHARS = 64;
}
