package io.opencab.hal.gpio;

import java.time.Instant;
import java.util.Objects;

/** A debounced press ({@code pressed == true}) or release of a button, stamped with the injected clock. */
public record ButtonEvent(Button button, boolean pressed, Instant at) {
    public ButtonEvent {
        Objects.requireNonNull(button, "button");
        Objects.requireNonNull(at, "at");
    }
}
