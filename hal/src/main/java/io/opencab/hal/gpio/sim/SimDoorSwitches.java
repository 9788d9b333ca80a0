package io.opencab.hal.gpio.sim;

import io.opencab.hal.ListenedDevice;
import io.opencab.hal.gpio.Door;
import io.opencab.hal.gpio.DoorEvent;
import io.opencab.hal.gpio.DoorSwitches;
import java.time.Clock;
import java.util.Collections;
import java.util.EnumMap;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/** Simulated doors that a UI or a headless driver opens and closes; same events as the real switches. */
public final class SimDoorSwitches extends ListenedDevice<DoorEvent> implements DoorSwitches {
    private final Clock clock;
    private final Map<Door, Boolean> open = new EnumMap<>(Door.class);

    /** All doors closed at start-up. */
    public SimDoorSwitches(Clock clock) {
        this(clock, Set.of());
    }

    /** The given doors are open at start-up (reported by {@link #isOpen}, not by an event). */
    public SimDoorSwitches(Clock clock, Set<Door> openAtStart) {
        super("simulated doors");
        this.clock = Objects.requireNonNull(clock, "clock");
        for (Door d : Door.values()) {
            open.put(d, openAtStart.contains(d));
        }
    }

    public void open(Door door) {
        set(door, true);
    }

    public void close(Door door) {
        set(door, false);
    }

    private void set(Door door, boolean isOpen) {
        synchronized (this) {
            if (open.put(Objects.requireNonNull(door, "door"), isOpen) == isOpen) {
                return;
            }
        }
        listeners.fire(new DoorEvent(door, isOpen, clock.instant()));
    }

    @Override
    public synchronized boolean isOpen(Door door) {
        return open.get(door);
    }

    @Override
    public synchronized Map<Door, Boolean> snapshot() {
        return Collections.unmodifiableMap(new EnumMap<>(open));
    }

    @Override
    public void close() {
        // Nothing to release: inputs have no shutdown state.
    }
}
