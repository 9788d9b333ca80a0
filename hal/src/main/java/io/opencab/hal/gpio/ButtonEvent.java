package io.opencab.hal.gpio;

import io.opencab.hal.EventChecks;
import java.time.Instant;

/** A debounced press ({@code pressed == true}) or release of a button, stamped with the injected clock. */
public record ButtonEvent(Button button, boolean pressed, Instant at) {
    public ButtonEvent {
        EventChecks.require("button", button, at);
    }
}
