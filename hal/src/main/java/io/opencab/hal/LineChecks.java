package io.opencab.hal;

import java.time.Duration;

/**
 * The checks the serial devices' configurations share (bill validator, ticket printer): a failure is a
 * {@link HalException} that opens with the device and its port, e.g. "ticket printer on /dev/ttyUSB1: ...".
 */
public final class LineChecks {
    private LineChecks() {
    }

    /** {@code d} from {@code minMs} to {@code maxMs} milliseconds; {@code device} says which and on which port. */
    public static void duration(String device, String what, Duration d, long minMs, long maxMs) {
        if (d == null || d.toMillis() < minMs || d.toMillis() > maxMs) {
            throw new HalException(device + ": " + what + " " + (d == null ? "missing" : d.toMillis() + " ms")
                    + " outside " + minMs + ".." + maxMs + " ms");
        }
    }

    /** Consecutive requests without a valid answer before the device counts as lost: 1 to 100. */
    public static void failuresBeforeLoss(String device, int failures) {
        if (failures < 1 || failures > 100) {
            throw new HalException(device + ": failuresBeforeLoss " + failures + " outside 1..100");
        }
    }
}
