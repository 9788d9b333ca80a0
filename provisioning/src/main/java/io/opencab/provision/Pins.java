package io.opencab.provision;

import io.opencab.app.cabinet.startup.ConfigSeal;
import io.opencab.app.config.CabinetConfig;
import io.opencab.app.config.PinHash;
import java.io.BufferedReader;
import java.io.Console;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

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
            throw new ProvisionException("cannot read the " + prompt + ": " + io.opencab.app.config.IoReason.of(e), e);
        }
    }

    /** Which roles a PIN opens, in the cabinet's order technician, attendant, regulator. */
    static List<String> roles(CabinetConfig c, String pin) {
        return roles(c, pin, null);
    }

    /** Which roles but {@code except} a PIN opens (each check is a PBKDF2 run: the role's own is not made). */
    static List<String> roles(CabinetConfig c, String pin, String except) {
        List<String> out = new ArrayList<>();
        if (!"technician".equals(except) && c.technicianPin().matches(pin)) {
            out.add("technician");
        }
        if (!"attendant".equals(except) && c.attendantPin().matches(pin)) {
            out.add("attendant");
        }
        if (!"regulator".equals(except) && c.regulatorPin().map(h -> h.matches(pin)).orElse(false)) {
            out.add("regulator");
        }
        return out;
    }

    /** Why two roles never share a PIN; init and set say it alike. */
    static final String OWN_PIN = "give each role its own PIN (the cabinet checks technician, attendant, regulator in"
        + " that order, so a shared PIN opens only the first)";

    /**
     * Refuses PINs that roles share, naming only those roles, as init gets them ({@code entered}: role to PIN, in the
     * order attendant, technician, regulator). An entered PIN is compared with the others entered, and with the hash
     * of each role {@code c} has from --from (one PBKDF2 run each: the entered roles' own hashes are not checked).
     */
    static void refuseEqual(CabinetConfig c, Map<String, String> entered) {
        Set<String> shared = new LinkedHashSet<>();
        entered.forEach((role, p) -> entered.forEach((other, q) -> {
            if (!role.equals(other) && p.equals(q)) {
                shared.add(role);
            }
        }));
        Map<String, Optional<PinHash>> hashed = new LinkedHashMap<>();
        hashed.put("attendant", Optional.of(c.attendantPin()));
        hashed.put("technician", Optional.of(c.technicianPin()));
        hashed.put("regulator", c.regulatorPin());
        hashed.forEach((role, hash) -> {
            if (!entered.containsKey(role) && hash.isPresent()) {
                entered.forEach((other, p) -> {
                    if (hash.get().matches(p)) {
                        shared.add(role);
                        shared.add(other);
                    }
                });
            }
        });
        if (!shared.isEmpty()) {
            List<String> inOrder = hashed.keySet().stream().filter(shared::contains).toList();
            throw new ProvisionException(OWN_PIN + ": " + String.join(", ", inOrder.subList(0, inOrder.size() - 1))
                + " and " + inOrder.getLast() + " were given equal PINs");
        }
    }

    /**
     * Refuses {@code pin} as the new PIN of {@code role} (configuration key {@code key}) when it already opens another
     * role of {@code c}, as init refuses equal PINs. Called only once the technician's PIN was checked
     * ({@code authorizedAs}); the role is named only when it is that PIN itself.
     */
    static void refuseShared(CabinetConfig c, String key, String role, String pin, String authorizedAs) {
        List<String> others = roles(c, pin, role);
        if (!others.isEmpty()) {
            throw new ProvisionException(key + ": this PIN already opens " + (others.contains(authorizedAs)
                ? "the " + authorizedAs + " role (your own PIN)" : "another role") + "; " + OWN_PIN
                + "; nothing was changed");
        }
    }

    /**
     * The role the PIN opens among {@code allowed} (technician first), or a refusal that names no
     * hash and does not tell whether the PIN belongs to another role. A role whose hash in the file is not the one
     * {@code sealed} in the store opens nothing (whoever can write the file would otherwise be that role: lab pass of
     * 2026-11-29); the refusal says so for each allowed role, whatever PIN was given.
     */
    static String require(CabinetConfig c, Map<String, String> sealed, String pin, String... allowed) {
        Set<String> unsealed = ConfigSeal.unsealedPins(c.values(), sealed);
        List<String> roles = roles(c, pin);
        for (String a : allowed) {
            if (roles.contains(a) && !unsealed.contains(PIN_PREFIX + a)) {
                return a;
            }
        }
        List<String> notSealed = java.util.Arrays.stream(allowed).filter(a -> unsealed.contains(PIN_PREFIX + a)).toList();
        throw new ProvisionException("wrong PIN: this needs the " + String.join(" or ", allowed) + " PIN of cabinet "
            + c.cabinetId() + (notSealed.isEmpty() ? "" : "; the " + String.join(" and ", notSealed) + " PIN hash in the"
            + " configuration file is not the one sealed in the meter store (it was changed outside provision and the"
            + " attendant menu), so it opens nothing: put the file back (a backup-* directory holds earlier ones)")
            + "; nothing was changed");
    }

    /** The configuration keys of the PINs: {@code security.pin.} and the role. */
    static final String PIN_PREFIX = "security.pin.";

    /** The hash to store for a new PIN (refused unless 4-12 digits). */
    static String hash(String pin, int iterations, java.security.SecureRandom random, String role) {
        if (pin == null || !pin.matches(PinHash.PIN_PATTERN)) {
            throw new ProvisionException("the " + role + " PIN must be 4 to 12 digits");
        }
        return PinHash.create(pin, iterations, random).encode();
    }

}
