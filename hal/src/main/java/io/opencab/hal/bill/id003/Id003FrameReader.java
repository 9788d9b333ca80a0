package io.opencab.hal.bill.id003;

import java.util.ArrayDeque;
import java.util.Arrays;

/**
 * Turns a byte stream into frames. Bytes before a sync byte are dropped; a length below 5 or above
 * {@link Id003Frame#MAX_ANSWER_LENGTH}, or a CRC that
 * does not match, drops the sync byte and searches the buffered bytes again for the next 0xFC, so one
 * corrupted frame never hides the good frame behind it. {@link #reset()} drops a partial frame (the
 * driver calls it when an answer times out: a truncated frame must not glue onto the next answer).
 */
public final class Id003FrameReader {
    private final byte[] buf = new byte[Id003Frame.MAX_LENGTH];
    private int n;
    private final ArrayDeque<Id003Frame> ready = new ArrayDeque<>();
    private long frames;
    private long badCrc;
    private long badLength;
    private long droppedBytes;

    public void feed(byte[] bytes, int offset, int length) {
        for (int i = offset; i < offset + length; i++) {
            feed(bytes[i]);
        }
    }

    public void feed(byte b) {
        if (n == 0 && (b & 0xFF) != Id003Frame.SYNC) {
            droppedBytes++;
            return;
        }
        buf[n++] = b;
        if (n == 2 && ((buf[1] & 0xFF) < Id003Frame.OVERHEAD || (buf[1] & 0xFF) > Id003Frame.MAX_ANSWER_LENGTH)) {
            badLength++;
            resync();
            return;
        }
        if (n >= 2 && n == (buf[1] & 0xFF)) {
            int len = n;
            int crc = Id003Crc.of(buf, 0, len - 2);
            int got = (buf[len - 2] & 0xFF) | (buf[len - 1] & 0xFF) << 8;
            if (crc != got) {
                badCrc++;
                resync();
                return;
            }
            ready.add(new Id003Frame(buf[2] & 0xFF, Arrays.copyOfRange(buf, 3, len - 2)));
            frames++;
            n = 0;
        }
    }

    /** Drops the sync byte of a bad frame and feeds the rest again, looking for the next frame. */
    private void resync() {
        byte[] rest = Arrays.copyOfRange(buf, 1, n);
        droppedBytes++;
        n = 0;
        for (byte b : rest) {
            feed(b);
        }
    }

    /** The next complete frame, or null. */
    public Id003Frame poll() {
        return ready.poll();
    }

    /** Drops a partial frame and any undelivered frames. */
    public void reset() {
        droppedBytes += n;
        n = 0;
        ready.clear();
    }

    public boolean partial() {
        return n > 0;
    }

    public long frames() {
        return frames;
    }

    public long badCrc() {
        return badCrc;
    }

    public long badLength() {
        return badLength;
    }

    public long droppedBytes() {
        return droppedBytes;
    }
}
