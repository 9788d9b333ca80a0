package io.opencab.hal.gpio;

import java.util.function.Consumer;

/** The attendant key switch (regulations.md 1.11: secure access to the attendant menu, never the player). */
public interface KeySwitch extends AutoCloseable {
    void addListener(Consumer<? super KeyEvent> listener);

    void removeListener(Consumer<? super KeyEvent> listener);

    /** The debounced state, read at start-up. */
    boolean isTurned();

    @Override
    void close();
}
