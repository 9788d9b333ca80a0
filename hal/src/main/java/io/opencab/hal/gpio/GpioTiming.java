package io.opencab.hal.gpio;

import io.opencab.hal.HalException;
import java.time.Duration;

/** Range checks shared by the GPIO config records: a bad value is an error, never clamped. */
final class GpioTiming {
    private GpioTiming() {
    }

    static void check(String what, Duration d, Duration min, Duration max) {
        if (d == null) {
            throw new HalException(what + " missing");
        }
        if (d.compareTo(min) < 0 || d.compareTo(max) > 0) {
            throw new HalException(what + " " + d.toMillis() + " ms outside " + min.toMillis() + ".."
                    + max.toMillis() + " ms");
        }
    }
}
