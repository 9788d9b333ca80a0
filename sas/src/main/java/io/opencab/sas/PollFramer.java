package io.opencab.sas;

/**
 * Cuts the decoded 9-bit symbol stream into {@link Poll}s for one address. A wakeup byte always
 * starts a new message (a half-received one is dropped), so a lost byte costs one poll and never
 * desynchronises the link; bytes without a wakeup outside a message are dropped.
 */
final class PollFramer {
    /** Longest variable-length body: the length byte's whole range (LP 7D carries up to 0x7E bytes). */
    static final int MAX_VARIABLE = 255;
    private final int address;
    private final byte[] buf = new byte[3 + MAX_VARIABLE + 2];
    private int len;
    private int expected;
    private boolean collecting;

    PollFramer(int address) {
        this.address = address;
    }

    /** Feeds one symbol (byte | {@link Parmrk#WAKEUP}); returns a complete poll or null. */
    Poll feed(int symbol) {
        int b = symbol & 0xFF;
        if ((symbol & Parmrk.WAKEUP) != 0) {
            collecting = false;
            if (b == (0x80 | address)) {
                return new Poll(Poll.Kind.GENERAL, new byte[] {(byte) b});
            }
            if (b == address || b == 0) {
                collecting = true;
                len = 0;
                expected = 0;
                buf[len++] = (byte) b;
                return null;
            }
            return new Poll(Poll.Kind.OTHER_ADDRESS, new byte[] {(byte) b});
        }
        if (!collecting) {
            return null;
        }
        buf[len++] = (byte) b;
        if (len == 2) {
            expected = PollLengths.of(b);
            if (expected == PollLengths.UNKNOWN) {
                collecting = false;
                return new Poll(buf[0] == 0 ? Poll.Kind.BROADCAST : Poll.Kind.UNSUPPORTED, java.util.Arrays.copyOf(buf, 2));
            }
        } else if (len == 3 && expected == PollLengths.VARIABLE) {
            if (b > MAX_VARIABLE) {
                collecting = false;
                return new Poll(Poll.Kind.BAD_CRC, java.util.Arrays.copyOf(buf, 3));
            }
            expected = 3 + b + 2;
        }
        if (len >= 2 && expected > 0 && len == expected) {
            collecting = false;
            byte[] msg = java.util.Arrays.copyOf(buf, len);
            if (len > 2 && !Crc16.checks(msg)) {
                return new Poll(Poll.Kind.BAD_CRC, msg);
            }
            return new Poll(msg[0] == 0 ? Poll.Kind.BROADCAST : Poll.Kind.LONG, msg);
        }
        return null;
    }
}
