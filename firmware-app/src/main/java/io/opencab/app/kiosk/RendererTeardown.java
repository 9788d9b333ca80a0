package io.opencab.app.kiosk;

import java.util.concurrent.RejectedExecutionException;

/**
 * The JavaFX thread's handler of an uncaught exception, passing every one on but the toolkit's own teardown race: at
 * SIGTERM the JVM runs JavaFX's shutdown hook, which stops the renderer, while the attract screen's animation may
 * still hand it a frame ({@code RejectedExecutionException} from {@code QuantumRenderer}, a JavaFX issue reported
 * for years, e.g. TestFX #479). By then the cabinet has closed its store in its own hook; the trace says nothing about
 * the cabinet and only hid real warnings among it (CI fails on any warning the kiosk prints).
 */
final class RendererTeardown implements Thread.UncaughtExceptionHandler {
    private final Thread.UncaughtExceptionHandler next;

    RendererTeardown(Thread.UncaughtExceptionHandler next) {
        this.next = next;
    }

    /** True for a frame refused by a renderer that is shutting down, and nothing else. */
    static boolean isTeardown(Throwable e) {
        if (!(e instanceof RejectedExecutionException)) {
            return false;
        }
        for (StackTraceElement f : e.getStackTrace()) {
            if (f.getClassName().equals("com.sun.javafx.tk.quantum.QuantumRenderer")
                && f.getMethodName().equals("submitRenderJob")) {
                return true;
            }
        }
        return false;
    }

    @Override
    public void uncaughtException(Thread t, Throwable e) {
        if (!isTeardown(e)) {
            next.uncaughtException(t, e);
        }
    }
}
