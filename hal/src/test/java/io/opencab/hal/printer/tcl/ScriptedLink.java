package io.opencab.hal.printer.tcl;

import io.opencab.hal.bill.id003.SerialLink;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.function.Supplier;

/**
 * An in-memory printer line: every ENQ is answered with the next bytes from {@code beforePrint} until a
 * print command ({@code ^P|}) has been written, then from {@code afterPrint}.
 */
final class ScriptedLink implements SerialLink {
    private final Supplier<byte[]> beforePrint;
    private final Supplier<byte[]> afterPrint;
    private final Deque<Byte> pending = new ArrayDeque<>();
    private boolean printSent;

    ScriptedLink(Supplier<byte[]> beforePrint, Supplier<byte[]> afterPrint) {
        this.beforePrint = beforePrint;
        this.afterPrint = afterPrint;
    }

    @Override
    public synchronized void write(byte[] bytes) {
        if (bytes.length > 2 && bytes[0] == '^' && bytes[1] == 'P') {
            printSent = true;
        }
        for (byte b : bytes) {
            if (b == TclCommands.ENQ) {
                for (byte a : (printSent ? afterPrint : beforePrint).get()) {
                    pending.add(a);
                }
            }
        }
    }

    @Override
    public int read(byte[] buf, int timeoutMs) {
        synchronized (this) {
            int n = 0;
            while (n < buf.length && !pending.isEmpty()) {
                buf[n++] = pending.poll();
            }
            if (n > 0) {
                return n;
            }
        }
        java.util.concurrent.locks.LockSupport.parkNanos(Math.min(timeoutMs, 5) * 1_000_000L);
        return 0;
    }

    @Override
    public synchronized void discardInput() {
        pending.clear();
    }

    @Override
    public void close() {
    }
}
