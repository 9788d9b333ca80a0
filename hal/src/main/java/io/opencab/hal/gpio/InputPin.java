package io.opencab.hal.gpio;

import io.opencab.hal.Bounds;
import io.opencab.hal.HalException;

/**
 * An input line. {@code activeLow}: the switch is "active" (pressed, door open, key turned) when the line
 * reads low, as for a switch to ground with a pull-up.
 */
public record InputPin(int bcm, boolean activeLow, Pull pull) {
    /** The BCM numbers of the board's GPIO lines, inputs and outputs alike. */
    public static final Bounds BCM = new Bounds(0, 53);

    public InputPin {
        if (!BCM.holds(bcm)) {
            throw new HalException("input pin BCM " + bcm + " out of range " + BCM);
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
