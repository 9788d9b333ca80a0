package io.opencab.sas;

/**
 * The byte-stream form of SAS's 9-bit characters (docs/sas.md "Wakeup bit"), the one Linux uses
 * for parity errors under termios PARMRK: a byte received with the wakeup bit set arrives as
 * {@code FF 00 b}, a literal {@code FF} as {@code FF FF}, every other byte as itself. A real UART
 * set to SPACE parity with PARMRK|INPCK delivers exactly this (the wakeup bit is a parity "error"),
 * and our pty transport writes it, so one decoder serves both.
 */
public final class Parmrk {
    /** Bit 8 of a decoded symbol: the wakeup flag. */
    public static final int WAKEUP = 0x100;
    private static final int NONE = -1;
    private int state;

    /** Feeds one raw byte; returns the decoded symbol (byte | {@link #WAKEUP}) or -1 when more bytes are needed. */
    public int feed(int raw) {
        int b = raw & 0xFF;
        switch (state) {
            case 0 -> {
                if (b == 0xFF) {
                    state = 1;
                    return NONE;
                }
                return b;
            }
            case 1 -> {
                if (b == 0xFF) {
                    state = 0;
                    return 0xFF;
                }
                if (b == 0x00) {
                    state = 2;
                    return NONE;
                }
                // FF followed by anything else is not in the encoding: drop the FF, keep the byte.
                state = 0;
                return b;
            }
            default -> {
                state = 0;
                return b | WAKEUP;
            }
        }
    }

    /**
     * Encodes the first {@code length} bytes of a reply into {@code out} (no wakeup bit, FF doubled): the pty's
     * form of a reply, without allocating. Returns the encoded length; {@code out} needs twice {@code length}.
     */
    public static int encode(byte[] reply, int length, byte[] out) {
        int n = 0;
        for (int i = 0; i < length; i++) {
            out[n++] = reply[i];
            if (reply[i] == (byte) 0xFF) {
                out[n++] = (byte) 0xFF;
            }
        }
        return n;
    }

    /** Encodes a message: its first byte with the wakeup bit when {@code wakeupFirst}, FF escaped everywhere. */
    public static byte[] encode(byte[] message, boolean wakeupFirst) {
        java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream(message.length + 4);
        for (int i = 0; i < message.length; i++) {
            int b = message[i] & 0xFF;
            if (i == 0 && wakeupFirst) {
                out.write(0xFF);
                out.write(0x00);
                out.write(b);
            } else if (b == 0xFF) {
                out.write(0xFF);
                out.write(0xFF);
            } else {
                out.write(b);
            }
        }
        return out.toByteArray();
    }
}
