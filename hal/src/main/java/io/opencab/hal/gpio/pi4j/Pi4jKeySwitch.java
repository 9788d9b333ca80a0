package io.opencab.hal.gpio.pi4j;

import io.opencab.hal.ListenedDevice;
import io.opencab.hal.gpio.KeyEvent;
import io.opencab.hal.gpio.KeySwitch;
import io.opencab.hal.gpio.KeySwitchConfig;
import java.util.Map;
import java.util.Objects;

/** The attendant key switch on one Pi4J digital input. */
public final class Pi4jKeySwitch extends ListenedDevice<KeyEvent> implements KeySwitch {
    private enum Line { KEY }

    private final Pi4jGpio gpio;
    private final DebouncedInputs<Line> input;
    private boolean closed;

    public Pi4jKeySwitch(Pi4jGpio gpio, KeySwitchConfig config) {
        super("key switch");
        this.gpio = Objects.requireNonNull(gpio, "gpio");
        this.input = new DebouncedInputs<>(gpio, Line.class, "attendant", Map.of(Line.KEY, config.input()),
                config.debounce(), (k, turned, at) -> listeners.fire(new KeyEvent(turned, at)));
        gpio.register(input);
    }

    @Override
    public boolean isTurned() {
        return input.active(Line.KEY);
    }

    @Override
    public synchronized void close() {
        if (!closed) {
            closed = true;
            gpio.unregister(input);
        }
    }
}
