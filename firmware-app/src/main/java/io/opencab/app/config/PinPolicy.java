package io.opencab.app.config;

import java.util.List;
import java.util.Optional;

/**
 * The public default PINs (1111, 2222, 3333: docs/configuration.md) are for a PC with simulated
 * devices only. A configuration with any real device or link ({@link RealDevice}: the GPIO, the bill
 * validator, the ticket printer, SAS) that keeps one is refused, by the cabinet at
 * start and by every provisioning command, so a first boot on real devices always has PINs of
 * its own, set by {@code provision init} (regulations.md 1.11: access to the attendant functions is
 * controlled; GLI-11 asks that default passwords be changed before use).
 */
final class PinPolicy {
    private PinPolicy() {
    }

    /**
     * @throws ConfigException naming the PIN key that holds a public default PIN, when a device or link is real
     */
    static void requireOwnPins(List<RealDevice> real, PinHash attendant, PinHash technician,
                               Optional<PinHash> regulator) {
        if (real.isEmpty()) {
            return;
        }
        String why = RealDevice.describe(real);
        // Every role against every public default (the lab's attack A4 of 2026-11-28 found the regulator's 1111 and
        // 2222 accepted): one PBKDF2 derivation each, nine at most, a second or two at a start or a provision command.
        List<String> all = List.of(CabinetConfig.DEFAULT_ATTENDANT_PIN, CabinetConfig.DEFAULT_TECHNICIAN_PIN,
            CabinetConfig.DEFAULT_REGULATOR_PIN);
        check(ConfigKey.PIN_ATTENDANT, attendant, all, why);
        check(ConfigKey.PIN_TECHNICIAN, technician, all, why);
        regulator.ifPresent(r -> check(ConfigKey.PIN_REGULATOR, r, all, why));
    }

    private static void check(ConfigKey key, PinHash hash, List<String> defaults, String real) {
        for (String pin : defaults) {
            if (hash.matches(pin)) {
                throw new ConfigException(key.key(), "is the public default PIN " + pin + ": a cabinet with a real device"
                    + " or link (" + real + ") needs PINs of its own (provision init asks for them; provision set "
                    + key.key() + " changes one)");
            }
        }
    }
}
