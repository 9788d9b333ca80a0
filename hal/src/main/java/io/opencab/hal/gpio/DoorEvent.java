package io.opencab.hal.gpio;

import java.time.Instant;
import java.util.Objects;

/** A debounced door opening ({@code open == true}) or closing, stamped with the injected clock. */
public record DoorEvent(Door door, boolean open, Instant at) {
    public DoorEvent {
        Objects.requireNonNull(door, "door");
        Objects.requireNonNull(at, "at");
    }
}
