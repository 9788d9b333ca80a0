package io.opencab.hal.gpio;

import io.opencab.hal.EventChecks;
import java.time.Instant;

/** A debounced door opening ({@code open == true}) or closing, stamped with the injected clock. */
public record DoorEvent(Door door, boolean open, Instant at) {
    public DoorEvent {
        EventChecks.require("door", door, at);
    }
}
