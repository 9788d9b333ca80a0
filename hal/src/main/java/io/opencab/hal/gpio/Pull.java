package io.opencab.hal.gpio;

/** Pull resistor of an input pin. */
public enum Pull {
    UP, DOWN, OFF
}
