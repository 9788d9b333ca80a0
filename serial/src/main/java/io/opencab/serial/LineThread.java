package io.opencab.serial;

import java.util.Objects;

/**
 * The one thread that serves a serial line (the SAS link, the ID-003 and TCL emulators' lines): its loop runs while
 * {@link #running()}; {@link #stop()} ends it and waits for it at most two seconds (a read in progress ends within
 * its timeout), so closing a line never hangs the caller.
 */
public final class LineThread {
    private final Thread thread;
    private volatile boolean running = true;

    /**
     * @param builder how the thread is made (name, daemon, priority)
     * @param loop    the loop, which returns once {@link #running()} is false
     */
    public LineThread(Thread.Builder builder, Runnable loop) {
        this.thread = builder.unstarted(Objects.requireNonNull(loop, "loop"));
    }

    public void start() {
        thread.start();
    }

    /** False once {@link #stop()} was called: the loop's condition. */
    public boolean running() {
        return running;
    }

    /** Asks the loop to end and waits for it, at most two seconds (an interrupt is kept for the caller). */
    public void stop() {
        running = false;
        try {
            thread.join(2_000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
