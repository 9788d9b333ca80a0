package io.opencab.app.kiosk;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.RejectedExecutionException;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The JavaFX thread's handler drops only the renderer's teardown race; every other exception is passed on. */
class RendererTeardownTest {
    private final List<Throwable> passedOn = new ArrayList<>();
    private final RendererTeardown handler = new RendererTeardown((t, e) -> passedOn.add(e));

    private static RejectedExecutionException refusedAt(String cls, String method) {
        RejectedExecutionException e = new RejectedExecutionException("rejected from QuantumRenderer[Shutting down]");
        e.setStackTrace(new StackTraceElement[] {
            new StackTraceElement("java.util.concurrent.ThreadPoolExecutor", "execute", null, 1379),
            new StackTraceElement(cls, method, null, 218)});
        return e;
    }

    @Test
    void aFrameRefusedByTheRendererShuttingDownIsDropped() {
        handler.uncaughtException(Thread.currentThread(),
            refusedAt("com.sun.javafx.tk.quantum.QuantumRenderer", "submitRenderJob"));

        assertTrue(passedOn.isEmpty());
    }

    @Test
    void aRefusalFromAnyOtherExecutorIsPassedOn() {
        RejectedExecutionException e = refusedAt("io.opencab.ui.control.KioskController", "submit");

        handler.uncaughtException(Thread.currentThread(), e);

        assertEquals(List.of(e), passedOn);
    }

    @Test
    void anyOtherExceptionIsPassedOn() {
        IllegalStateException e = new IllegalStateException("a real fault");

        handler.uncaughtException(Thread.currentThread(), e);

        assertEquals(List.of(e), passedOn);
    }
}
