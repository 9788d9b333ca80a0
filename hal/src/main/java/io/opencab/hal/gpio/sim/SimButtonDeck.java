package io.opencab.hal.gpio.sim;

import io.opencab.hal.ListenedDevice;
import io.opencab.hal.gpio.Button;
import io.opencab.hal.gpio.ButtonDeck;
import io.opencab.hal.gpio.ButtonEvent;
import io.opencab.hal.gpio.LampMode;
import java.time.Clock;
import java.util.EnumMap;
import java.util.Map;
import java.util.Objects;

/**
 * A simulated button deck that a UI or a headless driver presses. It emits the same events as the real
 * deck (a press, then a release, each at most once per change) and remembers each lamp's mode so the UI
 * can draw it. There is no bounce to filter.
 */
public final class SimButtonDeck extends ListenedDevice<ButtonEvent> implements ButtonDeck {
    private final Clock clock;
    private final Map<Button, Boolean> pressed = new EnumMap<>(Button.class);
    private final Map<Button, LampMode> lamps = new EnumMap<>(Button.class);
    private final Map<Button, LampMode> shutdown = new EnumMap<>(Button.class);

    /** All lamps off at start and at shutdown. */
    public SimButtonDeck(Clock clock) {
        this(clock, LampMode.OFF, LampMode.OFF);
    }

    public SimButtonDeck(Clock clock, LampMode initial, LampMode shutdownMode) {
        super("simulated button deck");
        this.clock = Objects.requireNonNull(clock, "clock");
        for (Button b : Button.values()) {
            pressed.put(b, false);
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

    private void set(Button button, boolean down) {
        synchronized (this) {
            if (pressed.put(Objects.requireNonNull(button, "button"), down) == down) {
                return;
            }
        }
        listeners.fire(new ButtonEvent(button, down, clock.instant()));
    }

    @Override
    public synchronized boolean isPressed(Button button) {
        return pressed.get(button);
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
