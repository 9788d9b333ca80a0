package io.opencab.hal.bill.id003;

import java.util.Arrays;

/**
 * The line faults {@link Id003Emulator} can put on its answers: garbage before an answer, a wrong CRC, an
 * answer cut short, an answer sent twice. Used under the emulator's lock.
 */
final class Id003WireFaults {
    private byte[] garbage = new byte[0];
    private int corruptAnswers;
    private int duplicateAnswers;
    private int truncateAnswers;

    void sendGarbage(byte[] bytes) {
        garbage = bytes.clone();
    }

    void corruptAnswers(int n) {
        corruptAnswers = n;
    }

    void duplicateAnswers(int n) {
        duplicateAnswers = n;
    }

    void truncateAnswers(int n) {
        truncateAnswers = n;
    }

    /** The bytes that go out for this encoded answer, with the faults still to apply. */
    byte[] onTheWire(byte[] frame) {
        if (corruptAnswers > 0) {
            corruptAnswers--;
            frame[frame.length - 1] ^= 0x5A;
        }
        if (truncateAnswers > 0) {
            truncateAnswers--;
            frame = Arrays.copyOf(frame, frame.length - 2);
        }
        byte[] out = frame;
        if (duplicateAnswers > 0) {
            duplicateAnswers--;
            out = new byte[frame.length * 2];
            System.arraycopy(frame, 0, out, 0, frame.length);
            System.arraycopy(frame, 0, out, frame.length, frame.length);
        }
        if (garbage.length > 0) {
            byte[] g = garbage;
            garbage = new byte[0];
            byte[] all = new byte[g.length + out.length];
            System.arraycopy(g, 0, all, 0, g.length);
            System.arraycopy(out, 0, all, g.length, out.length);
            out = all;
        }
        return out;
    }
}
