package io.opencab.hal.gpio;

import io.opencab.hal.DeviceEvents;
import java.time.Instant;

/** A debounced press ({@code pressed == true}) or release of a button, stamped with the injected clock. */
public record ButtonEvent(Button button, boolean pressed, Instant at) {
    public ButtonEvent {
        DeviceEvents.require("button", button, at);
    }
}
