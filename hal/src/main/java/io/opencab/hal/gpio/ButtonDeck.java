package io.opencab.hal.gpio;

import java.util.function.Consumer;

/**
 * The button deck: debounced press/release events and one lamp per button.
 * Real: {@code Pi4jButtonDeck}; simulated: {@code SimButtonDeck} (same events).
 */
public interface ButtonDeck extends AutoCloseable {
    void addListener(Consumer<? super ButtonEvent> listener);

    void removeListener(Consumer<? super ButtonEvent> listener);

    /** The debounced state (true while held down). */
    boolean isPressed(Button button);

    void lamp(Button button, LampMode mode);

    LampMode lamp(Button button);

    /** Applies every lamp's shutdown state and releases the device. Idempotent. */
    @Override
    void close();
}
