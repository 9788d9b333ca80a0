package io.opencab.hal.gpio;

import io.opencab.hal.HalException;

/**
 * An input line. {@code activeLow}: the switch is "active" (pressed, door open, key turned) when the line
 * reads low, as for a switch to ground with a pull-up.
 */
public record InputPin(int bcm, boolean activeLow, Pull pull) {
    public InputPin {
        if (bcm < 0 || bcm > 53) {
            throw new HalException("input pin BCM " + bcm + " out of range 0..53");
        }
        if (pull == null) {
            throw new HalException("input pin BCM " + bcm + ": pull must be set (UP, DOWN or OFF)");
        }
    }

    /** A switch to ground with the internal pull-up: the usual wiring of buttons, doors and keys. */
    public static InputPin toGround(int bcm) {
        return new InputPin(bcm, true, Pull.UP);
    }
}
