package io.opencab.hal.gpio.sim;

import io.opencab.hal.gpio.Button;
import io.opencab.hal.gpio.ButtonDeck;
import io.opencab.hal.gpio.ButtonEvent;
import io.opencab.hal.gpio.LampMode;
import java.time.Clock;
import java.util.EnumMap;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * A simulated button deck that a UI or a headless driver presses. It emits the same events as the real
 * deck (a press, then a release, each at most once per change) and remembers each lamp's mode so the UI
 * can draw it. There is no bounce to filter.
 */
public final class SimButtonDeck extends SimSwitches<Button, ButtonEvent> implements ButtonDeck {
    private final Map<Button, LampMode> lamps = new EnumMap<>(Button.class);
    private final Map<Button, LampMode> shutdown = new EnumMap<>(Button.class);

    /** All lamps off at start and at shutdown. */
    public SimButtonDeck(Clock clock) {
        this(clock, LampMode.OFF, LampMode.OFF);
    }

    public SimButtonDeck(Clock clock, LampMode initial, LampMode shutdownMode) {
        super("simulated button deck", clock, Button.class, Set.of(), ButtonEvent::new);
        for (Button b : Button.values()) {
            lamps.put(b, initial);
            shutdown.put(b, shutdownMode);
        }
    }

    /** Presses and holds a button (no event if already held). */
    public void press(Button button) {
        set(button, true);
    }

    public void release(Button button) {
        set(button, false);
    }

    /** Press then release. */
    public void click(Button button) {
        press(button);
        release(button);
    }

    @Override
    public boolean isPressed(Button button) {
        return isOn(button);
    }

    @Override
    public synchronized void lamp(Button button, LampMode mode) {
        lamps.put(Objects.requireNonNull(button, "button"), Objects.requireNonNull(mode, "mode"));
    }

    @Override
    public synchronized LampMode lamp(Button button) {
        return lamps.get(button);
    }

    @Override
    public synchronized void close() {
        lamps.putAll(shutdown);
    }
}
