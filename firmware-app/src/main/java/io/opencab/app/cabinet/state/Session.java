package io.opencab.app.cabinet.state;

import io.opencab.hal.gpio.Button;

/** The attendant session while the key is turned (cabinet thread only). */
public final class Session {
    /** Wrong PINs from which attempts are delayed (PinPad); without a store, the pad locks until the key turns again. */
    public static final int MAX_FAILED_PINS = 3;

    public Role role;
    public int failedPins;
    public int ramClearLeft;
    public boolean lampTest;
    public Button lastButton;
    public long presses;

    public boolean pinLocked() {
        return failedPins >= MAX_FAILED_PINS;
    }

    public AttendantView view() {
        return new AttendantView(role, failedPins, pinLocked(), ramClearLeft, lampTest, lastButton, presses);
    }
}
