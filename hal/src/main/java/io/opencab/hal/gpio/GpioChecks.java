package io.opencab.hal.gpio;

import io.opencab.hal.Bounds;
import io.opencab.hal.HalException;
import java.time.Duration;
import java.util.EnumMap;
import java.util.Map;
import java.util.Set;

/** The checks shared by the GPIO config records: a bad value is an error, never clamped or filled in. */
final class GpioChecks {
    /** A switch's debounce and a lamp's blink period, in milliseconds (docs/hal.md "GPIO"). */
    static final Bounds DEBOUNCE_MS = new Bounds(1, 1_000);
    static final Bounds BLINK_MS = new Bounds(50, 10_000);

    private GpioChecks() {
    }

    /** {@code d} present and within {@code ms} milliseconds. */
    static void duration(String what, Duration d, Bounds ms) {
        if (d == null) {
            throw new HalException(what + " missing");
        }
        if (!ms.holds(d.toMillis())) {
            throw new HalException(what + " " + d.toMillis() + " ms outside " + ms + " ms");
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
