package io.opencab.hal.gpio;

import java.util.Map;
import java.util.function.Consumer;

/**
 * The door switches. The state is read when the device opens (a door open at power-up is reported by
 * {@link #isOpen}, not by an event), then every debounced change is an event.
 */
public interface DoorSwitches extends AutoCloseable {
    void addListener(Consumer<? super DoorEvent> listener);

    void removeListener(Consumer<? super DoorEvent> listener);

    boolean isOpen(Door door);

    /** Every door's current state, in {@link Door} order. */
    Map<Door, Boolean> snapshot();

    @Override
    void close();
}
