package io.opencab.app.config;

import io.opencab.hal.DeviceMode;
import io.opencab.hal.HalConfig;
import java.util.List;
import java.util.Optional;

/**
 * The public default PINs (1111, 2222, 3333: docs/configuration.md) are for a PC with simulated
 * devices only. A configuration with any real device that keeps one is refused, by the cabinet at
 * start and by every provisioning command, so a first boot on real devices always has PINs of
 * its own, set by {@code provision init} (regulations.md 1.11: access to the attendant functions is
 * controlled; GLI-11 asks that default passwords be changed before use).
 */
final class PinPolicy {
    private PinPolicy() {
    }

    /**
     * @throws ConfigException naming the PIN key that holds a public default PIN, when a device is real
     */
    static void requireOwnPins(HalConfig hal, PinHash attendant, PinHash technician, Optional<PinHash> regulator) {
        if (hal.gpio() != DeviceMode.REAL && hal.billValidator() != DeviceMode.REAL) {
            return;
        }
        // Each check is one PBKDF2 derivation (a fraction of a second at 600,000 iterations): the PIN's own
        // default and the other public one of the attendant pad, not every combination.
        check(ConfigKey.PIN_ATTENDANT, attendant, List.of(CabinetConfig.DEFAULT_ATTENDANT_PIN,
            CabinetConfig.DEFAULT_TECHNICIAN_PIN));
        check(ConfigKey.PIN_TECHNICIAN, technician, List.of(CabinetConfig.DEFAULT_TECHNICIAN_PIN,
            CabinetConfig.DEFAULT_ATTENDANT_PIN));
        regulator.ifPresent(r -> check(ConfigKey.PIN_REGULATOR, r, List.of(CabinetConfig.DEFAULT_REGULATOR_PIN)));
    }

    private static void check(ConfigKey key, PinHash hash, List<String> defaults) {
        for (String pin : defaults) {
            if (hash.matches(pin)) {
                throw new ConfigException(key.key(), "is the public default PIN " + pin + ": a cabinet with a real device"
                    + " (hal.gpio=real or hal.bill=real) needs PINs of its own (provision init asks for them; provision set "
                    + key.key() + " changes one)");
            }
        }
    }
}
