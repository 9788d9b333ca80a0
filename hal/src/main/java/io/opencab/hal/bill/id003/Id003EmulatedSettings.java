package io.opencab.hal.bill.id003;

import static io.opencab.hal.bill.id003.Id003Codes.*;

import java.nio.charset.StandardCharsets;

/**
 * The settings of {@link Id003Emulator} and its answers to setting and read commands: the enable mask
 * (C0), inhibit (C3), optional functions (C5), echoes of the others, and a fault that echoes one setting
 * wrongly. Used under the emulator's lock.
 */
final class Id003EmulatedSettings {
    private int inhibitMask;
    private int optionalFunction;
    private boolean inhibited = true;
    private int wrongEcho; // the setting command echoed wrongly, 0 = none

    /** The answer to a setting or read command, or null when {@code f} is neither. */
    Id003Frame answer(Id003Frame f) {
        Id003Frame taken = f.command() == wrongEcho && f.dataLength() > 0 ? changed(f) : f;
        switch (taken.command()) {
            case SET_ENABLE:
                if (taken.dataLength() >= 1) {
                    inhibitMask = taken.data(0);
                }
                return taken;
            case SET_INHIBIT:
                if (taken.dataLength() >= 1) {
                    inhibited = taken.data(0) != 0;
                }
                return taken;
            case SET_OPTIONAL_FUNCTION:
                if (taken.dataLength() >= 1) {
                    optionalFunction = taken.data(0);
                }
                return taken;
            case SET_SECURITY, SET_COMMUNICATION_MODE, SET_DIRECTION:
                return taken;
            case GET_ENABLE:
                return Id003Frame.of(GET_ENABLE, inhibitMask, 0);
            case GET_INHIBIT:
                return Id003Frame.of(GET_INHIBIT, inhibited ? 1 : 0);
            case GET_VERSION:
                return new Id003Frame(GET_VERSION, "OpenCab ID-003 emulator".getBytes(StandardCharsets.US_ASCII));
            default:
                return null;
        }
    }

    private static Id003Frame changed(Id003Frame setting) {
        byte[] data = setting.data();
        data[0] ^= 0x01;
        return new Id003Frame(setting.command(), data);
    }

    /** Whether a note with this escrow code gets to escrow (not inhibited, its denomination enabled). */
    boolean accepts(int escrowCode) {
        int bit = escrowCode - 0x61;
        return !inhibited && (bit < 0 || bit > 7 || (inhibitMask & (1 << bit)) == 0);
    }

    boolean powerRecovery() {
        return (optionalFunction & POWER_RECOVERY) != 0;
    }

    void powerCycle() {
        inhibited = true;
    }

    void echoWrongSetting(int command) {
        wrongEcho = command;
    }

    boolean inhibited() {
        return inhibited;
    }

    int inhibitMask() {
        return inhibitMask;
    }
}
