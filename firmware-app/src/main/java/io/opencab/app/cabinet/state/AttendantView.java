package io.opencab.app.cabinet.state;

import io.opencab.hal.gpio.Button;

/**
 * The attendant session while the key is turned.
 *
 * @param role              who logged in; null while the PIN is awaited
 * @param failedPins        wrong PINs since the last right one, kept in critical memory across key sessions and
 *                          power cycles (PinPad; a session's own count only when the store failed)
 * @param pinLocked         true from 3 wrong PINs on: each attempt waits an increasing delay, and 10 lock the cabinet
 *                          up until a technician clears it (turning the key resets nothing)
 * @param ramClearConfirmationsLeft 0 when no RAM clear is requested; 2 after the request, 1 after the
 *                          first confirmation (the second performs it)
 * @param lampTest          every lamp lit for the lamp test
 * @param lastButton        the last deck button pressed in this session (button test, menu navigation); null if none
 * @param buttonPresses     presses counted in this session (tells repeated presses of one button apart)
 */
public record AttendantView(Role role, int failedPins, boolean pinLocked, int ramClearConfirmationsLeft, boolean lampTest,
                            Button lastButton, long buttonPresses) {
}
