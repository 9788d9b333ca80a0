package io.opencab.app.cabinet.attendant;

import io.opencab.app.cabinet.state.AttendantView;
import io.opencab.hal.gpio.Button;

/** The attendant session while the key is turned (cabinet thread only). */
public final class Session {
    /** Wrong PINs from which attempts are delayed (PinPad); without a store, the pad locks until the key turns again. */
    static final int MAX_FAILED_PINS = 3;

    public Role role;
    int failedPins;
    int ramClearLeft;
    public boolean lampTest;
    public Button lastButton;
    public long presses;

    boolean pinLocked() {
        return failedPins >= MAX_FAILED_PINS;
    }

    public AttendantView view() {
        return new AttendantView(role, failedPins, pinLocked(), ramClearLeft, lampTest, lastButton, presses);
    }
}
