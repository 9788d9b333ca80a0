package io.opencab.hal.bill.id003;

import io.opencab.hal.HalException;
import java.util.Arrays;
import java.util.HexFormat;

/**
 * One ID-003 message: {@code 0xFC, LNG, CMD, data..., CRC-lo, CRC-hi}. LNG counts every byte of the frame,
 * sync and CRC included, so the shortest frame (no data) has LNG 5.
 */
public final class Id003Frame {
    public static final int SYNC = 0xFC;
    public static final int OVERHEAD = 5;
    public static final int MAX_LENGTH = 255;
    /**
     * The longest answer this host accepts. Validator answers are short (the version string is the longest,
     * under 64 bytes); refusing longer length bytes lets the reader resynchronise at once on a corrupted
     * length instead of swallowing the good frames behind it.
     */
    public static final int MAX_ANSWER_LENGTH = 128;

    private final int command;
    private final byte[] data;

    public Id003Frame(int command, byte... data) {
        if (command < 0 || command > 0xFF) {
            throw new HalException("ID-003 command byte " + command + " outside 0..255");
        }
        if (data.length + OVERHEAD > MAX_LENGTH) {
            throw new HalException("ID-003 frame with " + data.length + " data bytes exceeds 255 bytes");
        }
        this.command = command;
        this.data = data.clone();
    }

    public static Id003Frame of(int command, int... data) {
        byte[] b = new byte[data.length];
        for (int i = 0; i < data.length; i++) {
            b[i] = (byte) data[i];
        }
        return new Id003Frame(command, b);
    }

    public int command() {
        return command;
    }

    public byte[] data() {
        return data.clone();
    }

    public int dataLength() {
        return data.length;
    }

    /** Data byte {@code i} as 0..255. */
    public int data(int i) {
        return data[i] & 0xFF;
    }

    public byte[] encode() {
        int len = data.length + OVERHEAD;
        byte[] out = new byte[len];
        out[0] = (byte) SYNC;
        out[1] = (byte) len;
        out[2] = (byte) command;
        System.arraycopy(data, 0, out, 3, data.length);
        int crc = Id003Crc.of(out, 0, len - 2);
        out[len - 2] = (byte) crc;
        out[len - 1] = (byte) (crc >>> 8);
        return out;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Id003Frame f && f.command == command && Arrays.equals(f.data, data);
    }

    @Override
    public int hashCode() {
        return 31 * command + Arrays.hashCode(data);
    }

    @Override
    public String toString() {
        return String.format("%02X[%s]", command, HexFormat.of().withUpperCase().formatHex(data));
    }
}
