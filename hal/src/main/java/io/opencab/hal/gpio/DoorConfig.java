package io.opencab.hal.gpio;

import io.opencab.hal.Bounds;
import java.time.Duration;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/** Door switch wiring; the input is "active" when the door is open. */
public record DoorConfig(Map<Door, InputPin> doors, Duration debounce) {
    public static final Bounds DEBOUNCE_MS = GpioChecks.DEBOUNCE_MS;

    public DoorConfig {
        doors = GpioChecks.everyInput("doors: every door needs a switch", doors, Door.class);
        GpioChecks.duration("door debounce", debounce, DEBOUNCE_MS);
        Set<Integer> used = new HashSet<>();
        for (var e : new EnumMap<>(doors).entrySet()) {
            GpioChecks.claim(used, e.getValue().bcm(), e.getKey() + " door");
        }
    }

    /**
     * Default wiring (docs/hal.md): BCM 20..23; a closed door holds its switch closed to ground, so an open
     * door lets the pull-up raise the line (active high). A cut wire therefore reads as an open door.
     */
    public static DoorConfig defaults() {
        Map<Door, InputPin> m = new EnumMap<>(Door.class);
        int i = 0;
        for (Door d : Door.values()) {
            m.put(d, new InputPin(20 + i++, false, Pull.UP));
        }
        return new DoorConfig(m, Duration.ofMillis(50));
    }
}
