package io.opencab.hal.gpio;

import java.time.Instant;
import java.util.Objects;

/** The attendant key turned on ({@code turned == true}) or back off, stamped with the injected clock. */
public record KeyEvent(boolean turned, Instant at) {
    public KeyEvent {
        Objects.requireNonNull(at, "at");
    }
}
