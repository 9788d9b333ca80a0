package io.opencab.sas;

/**
 * Cuts the decoded 9-bit symbol stream into polls for one address (SAS 6.02 section 2.2). A wakeup byte always
 * starts a new message (a half-received one is dropped), so a lost byte costs one poll and never desynchronises
 * the link; bytes without a wakeup outside a message are dropped. It allocates nothing: the message is kept in
 * {@link #poll()}, valid until the next call that completes one.
 */
final class PollFramer {
    static final int NONE = 0;
    static final int GENERAL = 1;
    static final int LONG = 2;
    static final int UNSUPPORTED = 3;
    static final int BAD_CRC = 4;
    static final int BROADCAST = 5;
    static final int OTHER_ADDRESS = 6;
    /** Longest variable-length body: the length byte's whole range. */
    static final int MAX_VARIABLE = 255;
    private final int address;
    private final LongPollTable table;
    private final byte[] buf = new byte[3 + MAX_VARIABLE + 2];
    private final Poll poll = new Poll(buf.length);
    private int len;
    private int expected;
    private boolean collecting;

    PollFramer(int address, LongPollTable table) {
        this.address = address;
        this.table = table;
    }

    /** The message the last non-{@link #NONE} result refers to. */
    Poll poll() {
        return poll;
    }

    /** Feeds one symbol (byte | {@link Parmrk#WAKEUP}); returns the kind of the message it completes, or NONE. */
    int feed(int symbol) {
        int b = symbol & 0xFF;
        if ((symbol & Parmrk.WAKEUP) != 0) {
            collecting = false;
            buf[0] = (byte) b;
            if (b == (0x80 | address)) {
                return done(1, GENERAL);
            }
            if (b == address || b == 0) {
                collecting = true;
                len = 1;
                expected = 0;
                return NONE;
            }
            return done(1, OTHER_ADDRESS);
        }
        if (!collecting) {
            return NONE;
        }
        buf[len++] = (byte) b;
        if (len == 2) {
            expected = table.length(b);
            if (expected == LongPollTable.UNKNOWN) {
                collecting = false;
                return done(2, buf[0] == 0 ? BROADCAST : UNSUPPORTED);
            }
        } else if (len == 3 && expected == LongPollTable.VARIABLE) {
            expected = 3 + b + 2;
        } else if (len == 3 && expected == LongPollTable.M_OR_LENGTH) {
            // A game number 02xx cannot exist here (a handful of games), so 02 is the length byte's form.
            expected = b == 0x02 ? 7 : 6;
        }
        if (len == expected) {
            collecting = false;
            if (len > LongPollTable.R && !Crc16.checks(buf, len)) {
                return done(len, BAD_CRC);
            }
            return done(len, buf[0] == 0 ? BROADCAST : LONG);
        }
        return NONE;
    }

    private int done(int n, int kind) {
        poll.set(buf, n);
        return kind;
    }
}
