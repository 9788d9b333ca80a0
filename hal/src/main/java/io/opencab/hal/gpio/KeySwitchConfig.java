package io.opencab.hal.gpio;

import io.opencab.hal.HalException;
import java.time.Duration;

/** Attendant key switch wiring; the input is "active" when the key is turned. */
public record KeySwitchConfig(InputPin input, Duration debounce) {
    public KeySwitchConfig {
        if (input == null) {
            throw new HalException("key switch: input pin missing");
        }
        GpioChecks.duration("key switch debounce", debounce, Duration.ofMillis(1), Duration.ofSeconds(1));
    }

    /** Default wiring (docs/hal.md): BCM 24, switch to ground with pull-up, 50 ms debounce. */
    public static KeySwitchConfig defaults() {
        return new KeySwitchConfig(InputPin.toGround(24), Duration.ofMillis(50));
    }
}
