package io.opencab.hal.gpio;

import io.opencab.hal.EventChecks;
import java.time.Instant;

/** The attendant key turned on ({@code turned == true}) or back off, stamped with the injected clock. */
public record KeyEvent(boolean turned, Instant at) {
    public KeyEvent {
        EventChecks.require(at);
    }
}
