package io.opencab.hal.gpio;

import io.opencab.hal.Bounds;
import io.opencab.hal.HalException;
import java.time.Duration;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/**
 * Button deck wiring: for each button its switch input and its lamp output; the stable time a switch must
 * hold before a change is reported (debounce) and the lamp blink period (one full on+off cycle).
 */
public record ButtonDeckConfig(Map<Button, Wiring> buttons, Duration debounce, Duration blinkPeriod) {
    /** One button's switch and lamp. */
    public record Wiring(InputPin input, OutputPin lamp) {
        public Wiring {
            if (input == null || lamp == null) {
                throw new HalException("button wiring needs both an input and a lamp pin");
            }
        }
    }

    public static final Bounds DEBOUNCE_MS = GpioChecks.DEBOUNCE_MS;
    public static final Bounds BLINK_MS = GpioChecks.BLINK_MS;

    public ButtonDeckConfig {
        buttons = GpioChecks.everyInput("button deck: every button needs wiring", buttons, Button.class);
        GpioChecks.duration("button deck debounce", debounce, DEBOUNCE_MS);
        GpioChecks.duration("button deck blink period", blinkPeriod, BLINK_MS);
        Set<Integer> used = new HashSet<>();
        for (var e : new EnumMap<>(buttons).entrySet()) {
            GpioChecks.claim(used, e.getValue().input().bcm(), e.getKey() + " input");
            GpioChecks.claim(used, e.getValue().lamp().bcm(), e.getKey() + " lamp");
        }
    }

    /**
     * The default wiring documented in docs/hal.md: switches to ground on BCM 4..11 (pull-up), lamps on
     * BCM 12..19 (active high, off at start and shutdown), 20 ms debounce, 1 s blink.
     */
    public static ButtonDeckConfig defaults() {
        Map<Button, Wiring> m = new EnumMap<>(Button.class);
        int i = 0;
        for (Button b : Button.values()) {
            m.put(b, new Wiring(InputPin.toGround(4 + i), OutputPin.lamp(12 + i)));
            i++;
        }
        return new ButtonDeckConfig(m, Duration.ofMillis(20), Duration.ofSeconds(1));
    }
}
