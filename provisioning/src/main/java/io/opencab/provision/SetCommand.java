package io.opencab.provision;

import io.opencab.app.config.CabinetConfig;
import io.opencab.app.config.ConfigFile;
import io.opencab.app.config.ConfigKey;
import io.opencab.app.config.PinHash;
import io.opencab.engine.game.GameCatalog;
import io.opencab.meters.MeterStore;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.List;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code provision set KEY VALUE}: one validated change (the whole configuration with it must
 * pass), the file replaced atomically, the change logged in the meter store's event log with
 * the value before and after (CONFIG_CHANGED). Technician PIN required. Nothing is written when
 * any check fails.
 */
@Command(name = "set", mixinStandardHelpOptions = true,
        description = {"Changes one configuration value after validating the whole configuration with it; the change is"
            + " logged with before and after in the meter store. Needs the technician PIN (--pin, the terminal or"
            + " standard input) and a stopped cabinet.",
            "For security.pin.* give the new PIN (4-12 digits); it is stored hashed."})
final class SetCommand extends CabinetCommand {
    /** Keys that belong to the meter store: changing them needs init --force (a RAM clear). */
    static final String PIN_PREFIX = Pins.PIN_PREFIX;
    static final List<String> STORE_KEYS = List.of(ConfigKey.DENOMINATION.key(), ConfigKey.STORE_PATH.key(),
        ConfigKey.STORE_WITNESS_PATH.key());

    @Option(names = "--pin-iterations", paramLabel = "N", defaultValue = "" + PinHash.DEFAULT_ITERATIONS,
            description = "For a new PIN: PBKDF2 iterations. Default ${DEFAULT-VALUE}.")
    int iterations;
    @Parameters(index = "0", paramLabel = "KEY") String key;
    @Parameters(index = "1", paramLabel = "VALUE") String value;

    @Override
    public Integer call() {
        boolean newPin = key.startsWith(PIN_PREFIX) && value.strip().matches("[0-9]+");
        if (spec.commandLine().getParseResult().hasMatchedOption("--pin-iterations") && !newPin) {
            throw badArgument("--pin-iterations is for a new PIN (security.pin.* with the PIN's digits); "
                + OneLine.escaped(key) + " takes none");
        }
        if (iterations < PinHash.MIN_ITERATIONS || iterations > PinHash.MAX_ITERATIONS) {
            throw badArgument("--pin-iterations must be " + PinHash.MIN_ITERATIONS + ".." + PinHash.MAX_ITERATIONS
                + ", got " + iterations);
        }
        String newValue = value.strip();
        // Before anything is shown: a line break in the key or value would split every message that names it.
        OneLine.requireConfigText(key, newValue);
        GameCatalog catalog = GameCatalog.standard();
        CabinetConfig cfg = CabinetConfig.load(cabinet.config, catalog);
        if (STORE_KEYS.contains(key)) {
            throw new ProvisionException(key + ": belongs to the meter store and cannot be changed by set; re-provision"
                + " with 'provision init --force' (backs up and RAM-clears the store)");
        }
        String role = newPin ? key.substring(PIN_PREFIX.length()) : null;
        String pin = newValue;
        if (newPin) {
            if (!pin.matches(PinHash.PIN_PATTERN)) {
                // The key as written, and the count, never the digits (outside check, stop 50: the key went unnamed).
                throw new ProvisionException(key + ": a PIN is 4 to 12 digits, this one has " + pin.length());
            }
            newValue = Pins.hash(pin, iterations, new SecureRandom(), role);
        }
        // The value on its own first: an unknown key or a malformed value never asks for a PIN.
        CabinetConfig.validate(key, newValue, catalog);
        java.util.Map<String, String> after = new java.util.TreeMap<>(ConfigText.read(cabinet.config));
        after.put(key, newValue);
        CabinetConfig.parse(ConfigText.properties(after), catalog, cabinet.config.toAbsolutePath().getParent());
        String by = authorize(cfg, "technician PIN", "technician");
        if (newPin) {
            // After the PIN only: whether a PIN opens another role is no answer for someone without the technician's.
            Pins.refuseShared(cfg, key, role, pin, by);
        }
        String before = cfg.values().get(key);
        try (MeterStore s = Stores.open(cfg, root.clock)) {
            String msg = ConfigFile.set(cabinet.config, key, newValue, catalog);
            boolean changed = s.setConfig(key, Stores.sealed(key, newValue), "provision set (" + by + ")");
            out().println(key + ": " + Stores.shown(key, before) + " -> " + Stores.shown(key, newValue)
                + (changed ? "" : " (unchanged)") + "; " + msg);
        }
        return 0;
    }
}
