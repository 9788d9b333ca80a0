package io.opencab.tests.sas;

import com.fazecast.jSerialComm.SerialPort;
import java.io.ByteArrayOutputStream;
import java.util.Arrays;
import java.util.HexFormat;

/**
 * A SAS host (SMIB) for the tests, written from the protocol's description and sharing no code with
 * the cabinet's sas module: its own CRC (CCITT, reflected 0x8408, seed 0, LSB first), its own BCD,
 * its own wakeup-bit encoding for the pseudo-terminal (a byte with the wakeup bit is sent as
 * FF 00 b, a literal FF as FF FF; replies carry FF as FF FF; the machine's chirp, FF 00 address, is dropped).
 * Replies are read to the length the host expects, with generous timeouts (CI machines are loaded).
 */
final class HostSimulator implements AutoCloseable {
    static final int TIMEOUT_MS = 10_000;
    private final SerialPort port;
    private final int address;
    private final byte[] pending = new byte[4096];
    private int pendingLen;
    private boolean sawFf;
    private boolean sawWakeup;

    HostSimulator(String path, int address) {
        this.address = address;
        port = SerialPort.getCommPort(path);
        port.setComPortParameters(19_200, 8, SerialPort.ONE_STOP_BIT, SerialPort.NO_PARITY);
        port.setComPortTimeouts(SerialPort.TIMEOUT_READ_SEMI_BLOCKING, 50, 0);
        if (!port.openPort()) {
            throw new AssertionError("host simulator cannot open " + path);
        }
    }

    // ------------------------------------------------------------------ the protocol, our own reading

    static int crc(byte[] b, int off, int len) {
        int c = 0;
        for (int i = off; i < off + len; i++) {
            c ^= b[i] & 0xFF;
            for (int k = 0; k < 8; k++) {
                c = (c & 1) == 1 ? (c >> 1) ^ 0x8408 : c >> 1;
            }
        }
        return c;
    }

    static byte[] withCrc(byte[] body) {
        byte[] out = Arrays.copyOf(body, body.length + 2);
        int c = crc(body, 0, body.length);
        out[body.length] = (byte) (c & 0xFF);
        out[body.length + 1] = (byte) (c >> 8);
        return out;
    }

    static boolean crcOk(byte[] frame) {
        int c = crc(frame, 0, frame.length - 2);
        return (frame[frame.length - 2] & 0xFF) == (c & 0xFF) && (frame[frame.length - 1] & 0xFF) == (c >> 8);
    }

    /** Packed BCD, most significant digit first. */
    static long bcd(byte[] b, int off, int len) {
        long v = 0;
        for (int i = off; i < off + len; i++) {
            v = v * 100 + ((b[i] >> 4) & 0xF) * 10 + (b[i] & 0xF);
        }
        return v;
    }

    static byte[] toBcd(long v, int len) {
        byte[] b = new byte[len];
        String s = String.format("%0" + (2 * len) + "d", v);
        for (int i = 0; i < len; i++) {
            b[i] = (byte) (((s.charAt(2 * i) - '0') << 4) | (s.charAt(2 * i + 1) - '0'));
        }
        return b;
    }

    // ------------------------------------------------------------------ the wire

    /** Sends one message: the first byte with the wakeup bit. */
    void send(byte[] message) {
        sendRaw(encode(message));
    }

    static byte[] encode(byte[] message) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (int i = 0; i < message.length; i++) {
            int b = message[i] & 0xFF;
            if (i == 0) {
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

    void sendRaw(byte[] raw) {
        int n = port.writeBytes(raw, raw.length);
        if (n != raw.length) {
            throw new AssertionError("host wrote " + n + " of " + raw.length + " bytes");
        }
    }

    /** Reads {@code n} reply bytes (FF FF decoded to FF), or fewer if none come for {@code timeoutMs}. */
    byte[] read(int n, int timeoutMs) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        long end = System.nanoTime() + timeoutMs * 1_000_000L;
        while (out.size() < n && System.nanoTime() < end) {
            if (pendingLen == 0) {
                int got = port.readBytes(pending, pending.length);
                pendingLen = Math.max(0, got);
                pos = 0;
                continue;
            }
            int b = pending[pos++] & 0xFF;
            pendingLen--;
            if (sawWakeup) {
                // A byte with the wakeup bit from the machine is its loop-break chirp (SAS 6.02 section 4.2), never
                // part of a reply: dropped.
                sawWakeup = false;
            } else if (sawFf) {
                sawFf = false;
                if (b == 0x00) {
                    sawWakeup = true;
                } else {
                    out.write(b);
                }
            } else if (b == 0xFF) {
                sawFf = true;
            } else {
                out.write(b);
            }
        }
        return out.toByteArray();
    }

    private int pos;

    /** Drops whatever has arrived and is still unread. */
    void drain() {
        byte[] junk = new byte[4096];
        while (port.bytesAvailable() > 0) {
            port.readBytes(junk, junk.length);
        }
        pendingLen = 0;
        sawFf = false;
        sawWakeup = false;
    }

    private volatile Thread drainer;

    /** From now until {@link #stopDraining}, every reply is read and dropped on a thread of its own (the fuzz). */
    void startDraining() {
        Thread t = new Thread(() -> {
            byte[] junk = new byte[4096];
            while (!Thread.currentThread().isInterrupted()) {
                port.readBytes(junk, junk.length);
            }
        }, "host-drain");
        t.setDaemon(true);
        drainer = t;
        t.start();
    }

    void stopDraining() throws InterruptedException {
        drainer.interrupt();
        drainer.join(10_000);
        drain();
    }

    // ------------------------------------------------------------------ polls

    /** The sync byte to address 0: acknowledges the last reply (SAS implied ACK). */
    void ack() {
        send(new byte[] {(byte) 0x80});
    }

    /** A general poll: one byte, the exception code (00 none); with real-time reporting on, a whole event. */
    byte[] generalPoll() {
        ack();
        return generalPollAgain();
    }

    /** A general poll without the sync before it: after a general poll, the NACK that asks for the same answer again. */
    byte[] generalPollAgain() {
        send(new byte[] {(byte) (0x80 | address)});
        byte[] first = read(1, TIMEOUT_MS);
        if (first.length == 0) {
            throw new AssertionError("no answer to the general poll");
        }
        if ((first[0] & 0xFF) != address) {
            return first;
        }
        byte[] head = read(2, TIMEOUT_MS);
        int code = head[1] & 0xFF;
        int data = switch (code) {
            case 0x7E -> 8;
            case 0x7F -> 4;
            case 0x4F -> 6;
            case 0x51 -> 20;
            case 0x8C -> 2;
            default -> 0;
        };
        byte[] rest = read(data + 2, TIMEOUT_MS);
        byte[] all = new byte[3 + rest.length];
        all[0] = first[0];
        System.arraycopy(head, 0, all, 1, 2);
        System.arraycopy(rest, 0, all, 3, rest.length);
        if (!crcOk(all)) {
            throw new AssertionError("event with a bad CRC: " + HexFormat.of().formatHex(all));
        }
        return all;
    }

    /** An R-type poll (address, command) and its reply of {@code replyLength} bytes, CRC checked. */
    byte[] r(int cmd, int replyLength) {
        ack();
        send(new byte[] {(byte) address, (byte) cmd});
        return reply(cmd, replyLength);
    }

    /** An S- or M-type poll (address, command, data, CRC) and its reply ({@code replyLength} 0: variable). */
    byte[] s(int cmd, int replyLength, byte... data) {
        byte[] body = new byte[2 + data.length];
        body[0] = (byte) address;
        body[1] = (byte) cmd;
        System.arraycopy(data, 0, body, 2, data.length);
        ack();
        send(withCrc(body));
        return reply(cmd, replyLength);
    }

    /**
     * LP 94, asked again while the machine answers busy ({@code address 00}: the reset is being written);
     * returns the reset code (00 reset, 01 unable, 02 no handpay pending).
     */
    int remoteHandpayReset() {
        for (int attempt = 0; attempt < 200; attempt++) {
            ack();
            send(new byte[] {(byte) address, (byte) 0x94});
            byte[] head = read(2, TIMEOUT_MS);
            if (head.length == 2 && (head[0] & 0xFF) == address && head[1] == 0) {
                java.util.concurrent.locks.LockSupport.parkNanos(10_000_000L);
                continue;
            }
            byte[] rest = read(3, TIMEOUT_MS);
            byte[] r = new byte[head.length + rest.length];
            System.arraycopy(head, 0, r, 0, head.length);
            System.arraycopy(rest, 0, r, head.length, rest.length);
            if (r.length != 5 || (r[1] & 0xFF) != 0x94 || !crcOk(r)) {
                throw new AssertionError("bad reply to LP 94: " + HexFormat.of().formatHex(r));
            }
            return r[2] & 0xFF;
        }
        throw new AssertionError("LP 94 still busy after 200 tries");
    }

    /** A control poll (01, 02, 06, 07, 09, 0E): true when the machine acknowledges with its address. */
    boolean control(int cmd, byte... data) {
        byte[] body = new byte[2 + data.length];
        body[0] = (byte) address;
        body[1] = (byte) cmd;
        System.arraycopy(data, 0, body, 2, data.length);
        ack();
        send(withCrc(body));
        byte[] r = read(1, TIMEOUT_MS);
        return r.length == 1 && (r[0] & 0xFF) == address;
    }

    private byte[] reply(int cmd, int replyLength) {
        byte[] r;
        if (replyLength > 0) {
            r = read(replyLength, TIMEOUT_MS);
        } else {
            byte[] head = read(3, TIMEOUT_MS);
            byte[] rest = read((head[2] & 0xFF) + 2, TIMEOUT_MS);
            r = new byte[3 + rest.length];
            System.arraycopy(head, 0, r, 0, 3);
            System.arraycopy(rest, 0, r, 3, rest.length);
        }
        if (r.length < 4 || (r[0] & 0xFF) != address || (r[1] & 0xFF) != cmd || !crcOk(r)) {
            throw new AssertionError("bad reply to LP " + Integer.toHexString(cmd) + ": " + HexFormat.of().formatHex(r));
        }
        return r;
    }

    /** Every exception queued, in order, each acknowledged (the sync byte before the next poll); codes only. */
    java.util.List<Integer> drainExceptions() {
        java.util.List<Integer> codes = new java.util.ArrayList<>();
        for (int guard = 0; guard < 10_000; guard++) {
            byte[] e = generalPoll();
            int code = e.length == 1 ? e[0] & 0xFF : e[2] & 0xFF;
            if (code == 0) {
                ack();
                return codes;
            }
            codes.add(code);
        }
        throw new AssertionError("the exception queue never emptied: " + codes.size() + " received");
    }

    /** A 4-byte BCD meter poll (10-17, 1A, ...). */
    long meter(int cmd) {
        return bcd(r(cmd, 8), 2, 4);
    }

    @Override
    public void close() {
        port.closePort();
    }
}
