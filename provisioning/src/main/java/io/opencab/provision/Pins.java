package io.opencab.provision;

import io.opencab.app.config.CabinetConfig;
import io.opencab.app.config.PinHash;
import java.io.BufferedReader;
import java.io.Console;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * PIN entry for provisioning. A PIN comes from an option (visible to other local users in the
 * process list: scripts and tests only), else from the terminal without echo, else one line of
 * standard input. Checked against the configuration's hashes (docs/configuration.md "PINs").
 */
final class Pins {
    private final InputStream in;
    private BufferedReader reader;

    Pins(InputStream in) {
        this.in = in;
    }

    /** The next PIN: {@code given} if set, else prompted or read from standard input. */
    String read(String given, String prompt) {
        if (given != null) {
            return given.strip();
        }
        Console console = System.console();
        if (in == System.in && console != null && console.isTerminal()) {
            char[] c = console.readPassword(prompt + ": ");
            if (c == null) {
                throw new ProvisionException("no " + prompt + " entered");
            }
            return new String(c).strip();
        }
        try {
            if (reader == null) {
                reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            }
            String line = reader.readLine();
            if (line == null) {
                throw new ProvisionException("no " + prompt + " given (use the option or one line on standard input)");
            }
            return line.strip();
        } catch (IOException e) {
            throw new ProvisionException("cannot read the " + prompt + ": " + e, e);
        }
    }

    /** Which roles a PIN opens, in the cabinet's order technician, attendant, regulator. */
    static List<String> roles(CabinetConfig c, String pin) {
        List<String> out = new ArrayList<>();
        if (c.technicianPin().matches(pin)) {
            out.add("technician");
        }
        if (c.attendantPin().matches(pin)) {
            out.add("attendant");
        }
        if (c.regulatorPin().map(h -> h.matches(pin)).orElse(false)) {
            out.add("regulator");
        }
        return out;
    }

    /**
     * The role the PIN opens among {@code allowed} (technician first), or a refusal that names no
     * hash and does not tell whether the PIN belongs to another role.
     */
    static String require(CabinetConfig c, String pin, String... allowed) {
        List<String> roles = roles(c, pin);
        for (String a : allowed) {
            if (roles.contains(a)) {
                return a;
            }
        }
        throw new ProvisionException("wrong PIN: this needs the " + String.join(" or ", allowed) + " PIN of cabinet "
            + c.cabinetId() + "; nothing was changed");
    }

    /** The hash to store for a new PIN (refused unless 4-12 digits). */
    static String hash(String pin, int iterations, java.security.SecureRandom random, String role) {
        if (pin == null || !pin.matches(PinHash.PIN_PATTERN)) {
            throw new ProvisionException("the " + role + " PIN must be 4 to 12 digits");
        }
        return PinHash.create(pin, iterations, random).encode();
    }

}
