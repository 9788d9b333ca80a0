package io.opencab.sas;

import java.util.Arrays;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * A {@link SasPort} on two in-memory queues, for a host in the same process (tests, tools): {@link #in} takes
 * what the host sends, in the pty's {@link Parmrk} encoding; {@link #out} gets each reply as the link wrote it,
 * and {@link #chirps} each chirp's address. {@link #discardInput} empties {@link #in}, as a real port drops its
 * input queue.
 */
public final class MemorySasPort implements SasPort {
    public final LinkedBlockingQueue<byte[]> in = new LinkedBlockingQueue<>();
    public final LinkedBlockingQueue<byte[]> out = new LinkedBlockingQueue<>();
    public final LinkedBlockingQueue<Integer> chirps = new LinkedBlockingQueue<>();

    @Override
    public int read(byte[] buf, int timeoutMs) {
        try {
            byte[] b = in.poll(timeoutMs, TimeUnit.MILLISECONDS);
            if (b == null) {
                return 0;
            }
            System.arraycopy(b, 0, buf, 0, b.length);
            return b.length;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return 0;
        }
    }

    @Override
    public void write(byte[] buf, int length) {
        out.add(Arrays.copyOf(buf, length));
    }

    @Override
    public void chirp(int address) {
        chirps.add(address);
    }

    @Override
    public void discardInput() {
        in.clear();
    }

    @Override
    public void close() {
    }

    @Override
    public String toString() {
        return "memory port";
    }
}
