package io.opencab.sas;

import java.util.Arrays;

/**
 * The long polls this machine answers: for each command its length on the wire and its {@link LongPollHandler}
 * (docs/sas.md "Long polls", the conformance table). A command missing here is not supported: the machine
 * ignores it (SAS 6.02 section 4.4: unsupported polls are ignored, never NACKed), skipping to the next wakeup
 * byte. A later feature (AFT 72-74, bonusing 8A) adds its polls with {@link #register} before the link starts.
 */
public final class LongPollTable {
    /** Variable length: the third byte counts the bytes between it and the CRC. */
    public static final int VARIABLE = -2;
    /**
     * Type M with the two-byte game number right after the command (6 bytes), which a host may also send with a
     * length byte 02 before the game number (7 bytes): the form is told by the third byte (docs/sas.md "LP B5").
     */
    public static final int M_OR_LENGTH = -3;
    static final int UNKNOWN = -1;
    /** R type: address and command only, no CRC. */
    public static final int R = 2;
    private final int[] lengths = new int[256];
    private final LongPollHandler[] handlers = new LongPollHandler[256];

    LongPollTable() {
        Arrays.fill(lengths, UNKNOWN);
    }

    /**
     * Adds (or replaces) long poll {@code command}.
     *
     * @param length its length in bytes, address and CRC included ({@link #R} for type R), or {@link #VARIABLE}
     */
    public LongPollTable register(int command, int length, LongPollHandler handler) {
        if (command < 0 || command > 0xFF || handler == null || (length < R && length != VARIABLE
            && length != M_OR_LENGTH) || length > Frame.CAPACITY) {
            throw new SasException("long poll " + Integer.toHexString(command) + " with length " + length
                + " cannot be registered");
        }
        lengths[command] = length;
        handlers[command] = handler;
        return this;
    }

    /** Registers the same length and handler for each of {@code commands}. */
    LongPollTable register(int[] commands, int length, LongPollHandler handler) {
        for (int c : commands) {
            register(c, length, handler);
        }
        return this;
    }

    int length(int command) {
        return lengths[command & 0xFF];
    }

    LongPollHandler handler(int command) {
        return handlers[command & 0xFF];
    }

    /** True when {@code command} is answered here. */
    public boolean supports(int command) {
        return handlers[command & 0xFF] != null;
    }
}
