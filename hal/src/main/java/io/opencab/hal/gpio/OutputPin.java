package io.opencab.hal.gpio;

import io.opencab.hal.HalException;

/**
 * An output line with its declared initial state (applied when the device opens) and shutdown state
 * (applied when it closes). {@code activeLow}: the lamp is lit when the line is driven low.
 */
public record OutputPin(int bcm, boolean activeLow, boolean initialOn, boolean shutdownOn) {
    public OutputPin {
        if (!InputPin.BCM.holds(bcm)) {
            throw new HalException("output pin BCM " + bcm + " out of range " + InputPin.BCM);
        }
    }

    /** Active-high lamp, off at start and off at shutdown. */
    public static OutputPin lamp(int bcm) {
        return new OutputPin(bcm, false, false, false);
    }
}
