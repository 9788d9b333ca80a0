package io.opencab.hal.gpio.pi4j;

import io.opencab.hal.ListenedDevice;
import io.opencab.hal.gpio.Button;
import io.opencab.hal.gpio.ButtonDeck;
import io.opencab.hal.gpio.ButtonDeckConfig;
import io.opencab.hal.gpio.ButtonEvent;
import io.opencab.hal.gpio.InputPin;
import io.opencab.hal.gpio.LampMode;
import io.opencab.hal.gpio.OutputPin;
import java.util.EnumMap;
import java.util.Map;
import java.util.Objects;

/** The button deck on Pi4J digital inputs (switches) and outputs (lamps). */
public final class Pi4jButtonDeck extends ListenedDevice<ButtonEvent> implements ButtonDeck {
    private final DebouncedInputs<Button> switches;
    private final LampBank<Button> lamps;
    private final Pi4jGpio.Ticking ticking;

    public Pi4jButtonDeck(Pi4jGpio gpio, ButtonDeckConfig config) {
        super("button deck");
        Objects.requireNonNull(gpio, "gpio");
        Map<Button, InputPin> in = new EnumMap<>(Button.class);
        Map<Button, OutputPin> out = new EnumMap<>(Button.class);
        config.buttons().forEach((b, w) -> {
            in.put(b, w.input());
            out.put(b, w.lamp());
        });
        this.lamps = new LampBank<>(gpio, Button.class, "lamp", out, config.blinkPeriod());
        this.switches = new DebouncedInputs<>(gpio, Button.class, "button", in, config.debounce(),
                (b, pressed, at) -> listeners.fire(new ButtonEvent(b, pressed, at)));
        this.ticking = gpio.register(now -> {
            switches.tick(now);
            lamps.tick(now);
        });
    }

    @Override
    public boolean isPressed(Button button) {
        return switches.active(button);
    }

    @Override
    public void lamp(Button button, LampMode mode) {
        lamps.set(Objects.requireNonNull(button, "button"), Objects.requireNonNull(mode, "mode"));
    }

    @Override
    public LampMode lamp(Button button) {
        return lamps.mode(button);
    }

    @Override
    public void close() {
        if (ticking.end()) {
            lamps.close();
        }
    }
}
