package io.opencab.hal.gpio;

import io.opencab.hal.HalException;
import java.time.Duration;
import java.util.EnumMap;
import java.util.Map;
import java.util.Set;

/** The checks shared by the GPIO config records: a bad value is an error, never clamped or filled in. */
final class GpioChecks {
    private GpioChecks() {
    }

    /** {@code d} present and from {@code min} to {@code max}. */
    static void duration(String what, Duration d, Duration min, Duration max) {
        if (d == null) {
            throw new HalException(what + " missing");
        }
        if (d.compareTo(min) < 0 || d.compareTo(max) > 0) {
            throw new HalException(what + " " + d.toMillis() + " ms outside " + min.toMillis() + ".."
                    + max.toMillis() + " ms");
        }
    }

    /**
     * An immutable copy of {@code wiring}, which must have an entry for every one of {@code inputs};
     * {@code missing} opens the error (e.g. "doors: every door needs a switch").
     */
    static <K extends Enum<K>, V> Map<K, V> everyInput(String missing, Map<K, V> wiring, Class<K> inputs) {
        int all = inputs.getEnumConstants().length;
        if (wiring == null || wiring.size() != all) {
            throw new HalException(missing + ", got " + (wiring == null ? 0 : wiring.size()) + " of " + all);
        }
        return Map.copyOf(new EnumMap<>(wiring));
    }

    /** Claims BCM pin {@code bcm} for {@code what}; a pin claimed twice is an error. */
    static void claim(Set<Integer> used, int bcm, String what) {
        if (!used.add(bcm)) {
            throw new HalException("BCM pin " + bcm + " used twice (again by " + what + ")");
        }
    }
}
