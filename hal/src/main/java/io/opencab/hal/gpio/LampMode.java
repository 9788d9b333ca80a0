package io.opencab.hal.gpio;

/** What a lamp shows. {@code BLINK} toggles at the device's configured blink period. */
public enum LampMode {
    OFF, ON, BLINK
}
