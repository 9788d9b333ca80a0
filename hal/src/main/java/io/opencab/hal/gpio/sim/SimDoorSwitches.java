package io.opencab.hal.gpio.sim;

import io.opencab.hal.gpio.Door;
import io.opencab.hal.gpio.DoorEvent;
import io.opencab.hal.gpio.DoorSwitches;
import java.time.Clock;
import java.util.Map;
import java.util.Set;

/** Simulated doors that a UI or a headless driver opens and closes; same events as the real switches. */
public final class SimDoorSwitches extends SimSwitches<Door, DoorEvent> implements DoorSwitches {
    /** All doors closed at start-up. */
    public SimDoorSwitches(Clock clock) {
        this(clock, Set.of());
    }

    /** The given doors are open at start-up (reported by {@link #isOpen}, not by an event). */
    public SimDoorSwitches(Clock clock, Set<Door> openAtStart) {
        super("simulated doors", clock, Door.class, openAtStart, DoorEvent::new);
    }

    public void open(Door door) {
        set(door, true);
    }

    public void close(Door door) {
        set(door, false);
    }

    @Override
    public boolean isOpen(Door door) {
        return isOn(door);
    }

    @Override
    public Map<Door, Boolean> snapshot() {
        return states();
    }

    @Override
    public void close() {
        // Nothing to release: inputs have no shutdown state.
    }
}
