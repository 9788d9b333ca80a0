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

    private final DebouncedInputs<Line> input;
    private final Pi4jGpio.Ticking ticking;

    public Pi4jKeySwitch(Pi4jGpio gpio, KeySwitchConfig config) {
        super("key switch");
        Objects.requireNonNull(gpio, "gpio");
        this.input = new DebouncedInputs<>(gpio, Line.class, "attendant", Map.of(Line.KEY, config.input()),
                config.debounce(), (k, turned, at) -> listeners.fire(new KeyEvent(turned, at)));
        this.ticking = gpio.register(input);
    }

    @Override
    public boolean isTurned() {
        return input.active(Line.KEY);
    }

    @Override
    public void close() {
        ticking.end();
    }
}
