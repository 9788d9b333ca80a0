package io.opencab.hal.gpio.pi4j;

import io.opencab.hal.ListenedDevice;
import io.opencab.hal.gpio.Door;
import io.opencab.hal.gpio.DoorConfig;
import io.opencab.hal.gpio.DoorEvent;
import io.opencab.hal.gpio.DoorSwitches;
import java.util.Collections;
import java.util.EnumMap;
import java.util.Map;
import java.util.Objects;

/** Door switches on Pi4J digital inputs; state read when opened, then debounced events. */
public final class Pi4jDoorSwitches extends ListenedDevice<DoorEvent> implements DoorSwitches {
    private final DebouncedInputs<Door> switches;
    private final Pi4jGpio.Ticking ticking;

    public Pi4jDoorSwitches(Pi4jGpio gpio, DoorConfig config) {
        super("door switches");
        Objects.requireNonNull(gpio, "gpio");
        this.switches = new DebouncedInputs<>(gpio, Door.class, "door", config.doors(), config.debounce(),
                (d, open, at) -> listeners.fire(new DoorEvent(d, open, at)));
        this.ticking = gpio.register(switches);
    }

    @Override
    public boolean isOpen(Door door) {
        return switches.active(door);
    }

    @Override
    public Map<Door, Boolean> snapshot() {
        Map<Door, Boolean> m = new EnumMap<>(Door.class);
        for (Door d : Door.values()) {
            m.put(d, switches.active(d));
        }
        return Collections.unmodifiableMap(m);
    }

    @Override
    public void close() {
        ticking.end();
    }
}
