package io.opencab.hal;

import java.time.Duration;
import java.util.List;

/**
 * The checks the serial devices' configurations share (bill validator, ticket printer): a failure is a
 * {@link HalException} that opens with the device and its port, e.g. "ticket printer on /dev/ttyUSB1: ...".
 */
public final class LineChecks {
    /** Consecutive requests without a valid answer before the device counts as lost. */
    public static final Bounds FAILURES = new Bounds(1, 100);
    /** The line speeds both devices' serial ports are opened at (docs/hal.md). */
    public static final List<Integer> BAUDS = List.of(9600, 19200, 38400);

    private LineChecks() {
    }

    /** {@code d} within {@code ms} milliseconds; {@code device} says which and on which port. */
    public static void duration(String device, String what, Duration d, Bounds ms) {
        if (d == null || !ms.holds(d.toMillis())) {
            throw new HalException(device + ": " + what + " " + (d == null ? "missing" : d.toMillis() + " ms")
                    + " outside " + ms + " ms");
        }
    }

    /** {@code baud} one of {@link #BAUDS}. */
    public static void baud(String device, int baud, String hint) {
        if (!BAUDS.contains(baud)) {
            throw new HalException(device + ": baud " + baud + " is not " + baudsText() + hint);
        }
    }

    /** "9600, 19200 or 38400". */
    public static String baudsText() {
        List<String> all = BAUDS.stream().map(String::valueOf).toList();
        return String.join(", ", all.subList(0, all.size() - 1)) + " or " + all.getLast();
    }

    /** Consecutive requests without a valid answer before the device counts as lost: {@link #FAILURES}. */
    public static void failuresBeforeLoss(String device, int failures) {
        if (!FAILURES.holds(failures)) {
            throw new HalException(device + ": failuresBeforeLoss " + failures + " outside " + FAILURES);
        }
    }
}
