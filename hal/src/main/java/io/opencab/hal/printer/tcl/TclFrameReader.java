package io.opencab.hal.printer.tcl;

import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.List;

/**
 * Cuts the printer's byte stream into status frames: from a '*' followed by 'S' to the next '*'. Bytes
 * outside a frame, and frames longer than {@link TclStatus#MAX_LENGTH}, are dropped and counted. Status bytes
 * are 0x40..0x7F, so a '*' (0x2A) inside a frame can only be its end.
 */
public final class TclFrameReader {
    private final ByteArrayOutputStream frame = new ByteArrayOutputStream();
    private boolean inFrame;
    private long dropped;

    /** Feeds bytes; returns the frames completed by them (possibly none). */
    public List<byte[]> feed(byte[] buf, int len) {
        List<byte[]> out = new ArrayList<>();
        for (int i = 0; i < len; i++) {
            int b = buf[i] & 0xFF;
            if (!inFrame) {
                if (b == '*') {
                    inFrame = true;
                    frame.reset();
                    frame.write(b);
                } else {
                    dropped++;
                }
                continue;
            }
            if (frame.size() == 1 && b != 'S') {
                dropped += 1;
                inFrame = b == '*';
                if (!inFrame) {
                    dropped++;
                }
                continue;
            }
            frame.write(b);
            if (b == '*') {
                out.add(frame.toByteArray());
                inFrame = false;
            } else if (frame.size() >= TclStatus.MAX_LENGTH) {
                dropped += frame.size();
                inFrame = false;
            }
        }
        return out;
    }

    /** Drops a partial frame (before a new request). */
    public void reset() {
        if (inFrame) {
            dropped += frame.size();
        }
        inFrame = false;
        frame.reset();
    }

    /** Bytes thrown away as garbage so far. */
    public long dropped() {
        return dropped;
    }
}
