package io.opencab.hal.gpio;

import io.opencab.hal.Bounds;
import io.opencab.hal.HalException;
import java.time.Duration;

/** Attendant key switch wiring; the input is "active" when the key is turned. */
public record KeySwitchConfig(InputPin input, Duration debounce) {
    public static final Bounds DEBOUNCE_MS = GpioChecks.DEBOUNCE_MS;

    public KeySwitchConfig {
        if (input == null) {
            throw new HalException("key switch: input pin missing");
        }
        GpioChecks.duration("key switch debounce", debounce, DEBOUNCE_MS);
    }

    /** Default wiring (docs/hal.md): BCM 24, switch to ground with pull-up, 50 ms debounce. */
    public static KeySwitchConfig defaults() {
        return new KeySwitchConfig(InputPin.toGround(24), Duration.ofMillis(50));
    }
}
