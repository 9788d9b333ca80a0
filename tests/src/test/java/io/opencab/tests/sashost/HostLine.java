package io.opencab.tests.sashost;

import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

/**
 * The host's end of a pseudo-terminal that stands in for the SAS cable, in the byte form docs/sas.md ("Wakeup bit")
 * gives for a pty (the Linux termios PARMRK form): the host writes a byte with the wakeup (9th) bit as {@code FF 00 b}
 * and a literal {@code FF} as {@code FF FF}; the gaming machine's replies carry no wakeup bit and double every
 * {@code FF}. A reader thread decodes what arrives and stamps each byte with {@link System#nanoTime()} at the read
 * that delivered it, so a reply's time at the host is measured from the write that sent the poll's last byte.
 */
final class HostLine implements AutoCloseable {
    private static final int IDLE_GAP_MS = Integer.getInteger("sashost.idle.gap.ms", 150);

    private final FileInputStream in;
    private final FileOutputStream out;
    private final Thread reader;
    private final byte[] buffer = new byte[1 << 16];
    private final long[] times = new long[1 << 16];
    private int head;
    private int tail;
    private boolean pendingFf;
    private int strays;
    private volatile boolean closed;

    HostLine(Path hostEnd) {
        try {
            in = new FileInputStream(hostEnd.toFile());
            out = new FileOutputStream(hostEnd.toFile());
        } catch (IOException e) {
            throw new UncheckedIOException("cannot open the host's end " + hostEnd, e);
        }
        reader = new Thread(this::readLoop, "sas-host-reader");
        reader.setDaemon(true);
        reader.start();
    }

    /** One reply as the host saw it. {@code bytes} is null when nothing came. */
    record Received(byte[] bytes, long sentNanos, long lastByteNanos) {
        double millis() {
            return bytes == null ? Double.NaN : (lastByteNanos - sentNanos) / 1e6;
        }
    }

    /** How long a reply is, from the bytes received so far: the total, or 0 while it cannot be told yet. */
    @FunctionalInterface
    interface Shape {
        int expected(byte[] soFar, int count);

        static Shape fixed(int n) {
            return (b, c) -> n;
        }

        /** A variable-length reply whose length byte (the count of bytes between it and the CRC) is at {@code index}. */
        static Shape lengthAt(int index) {
            return (b, c) -> c > index ? index + 1 + (b[index] & 0xFF) + 2 : 0;
        }
    }

    /**
     * Sends {@code message} (its first byte with the wakeup bit) and collects the reply: until {@code shape} says it is
     * whole, or nothing for {@code firstByteMs}, or a gap of {@value #IDLE_GAP_MS} ms (configurable) after a partial one.
     * Bytes that arrived before the poll was sent (a late reply to an earlier one) are dropped and counted in
     * {@link #strays()}.
     */
    Received exchange(byte[] message, Shape shape, long firstByteMs) {
        dropStale();
        long sent = write(message);
        byte[] got = new byte[512];
        int n = 0;
        long last = 0;
        long deadline = sent + TimeUnit.MILLISECONDS.toNanos(firstByteMs);
        synchronized (this) {
            while (true) {
                while (head != tail && n < got.length) {
                    got[n++] = buffer[head];
                    last = times[head];
                    head = (head + 1) & (buffer.length - 1);
                }
                int want = n == 0 ? 0 : shape.expected(got, n);
                if (want > 0 && n >= want) {
                    break;
                }
                long now = System.nanoTime();
                if (n > 0) {
                    deadline = Math.max(deadline, last + TimeUnit.MILLISECONDS.toNanos(IDLE_GAP_MS));
                }
                if (now >= deadline) {
                    break;
                }
                try {
                    TimeUnit.NANOSECONDS.timedWait(this, deadline - now);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    throw new IllegalStateException("interrupted waiting for a reply", e);
                }
            }
        }
        return new Received(n == 0 ? null : java.util.Arrays.copyOf(got, n), sent, last);
    }

    /** Sends a message that nobody on this line answers (another address, the sync byte) and waits {@code quietMs}. */
    byte[] sendUnanswered(byte[] message, long quietMs) {
        return exchange(message, (b, c) -> 0, quietMs).bytes();
    }

    synchronized int strays() {
        return strays;
    }

    private synchronized void dropStale() {
        while (head != tail) {
            strays++;
            head = (head + 1) & (buffer.length - 1);
        }
    }

    /** PARMRK encoding: wakeup on the first byte, every other {@code FF} doubled. Returns the time the write returned. */
    private long write(byte[] message) {
        byte[] wire = new byte[message.length * 2 + 2];
        int n = 0;
        wire[n++] = (byte) 0xFF;
        wire[n++] = 0;
        wire[n++] = message[0];
        for (int i = 1; i < message.length; i++) {
            wire[n++] = message[i];
            if (message[i] == (byte) 0xFF) {
                wire[n++] = (byte) 0xFF;
            }
        }
        try {
            out.write(wire, 0, n);
            out.flush();
        } catch (IOException e) {
            throw new UncheckedIOException("writing a poll to the pty", e);
        }
        return System.nanoTime();
    }

    private void readLoop() {
        byte[] chunk = new byte[4096];
        try {
            while (!closed) {
                int r = in.read(chunk);
                if (r < 0) {
                    return;
                }
                long at = System.nanoTime();
                synchronized (this) {
                    for (int i = 0; i < r; i++) {
                        accept(chunk[i], at);
                    }
                    notifyAll();
                }
            }
        } catch (IOException e) {
            // the line closed (socat ended): the host is done
        }
    }

    /** Undoes the gaming machine's {@code FF} doubling; a lone FF followed by another byte is kept as both bytes. */
    private void accept(byte b, long at) {
        if (pendingFf) {
            pendingFf = false;
            put((byte) 0xFF, at);
            if (b == (byte) 0xFF) {
                return;
            }
        } else if (b == (byte) 0xFF) {
            pendingFf = true;
            return;
        }
        put(b, at);
    }

    private void put(byte b, long at) {
        int next = (tail + 1) & (buffer.length - 1);
        if (next == head) {
            head = (head + 1) & (buffer.length - 1);
            strays++;
        }
        buffer[tail] = b;
        times[tail] = at;
        tail = next;
    }

    @Override
    public void close() {
        closed = true;
        try {
            out.close();
        } catch (IOException e) {
            // closing anyway
        }
        try {
            in.close();
        } catch (IOException e) {
            // closing anyway
        }
    }
}
