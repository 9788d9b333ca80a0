package io.opencab.hal.gpio.sim;

import io.opencab.hal.ListenedDevice;
import io.opencab.hal.gpio.KeyEvent;
import io.opencab.hal.gpio.KeySwitch;
import java.time.Clock;
import java.util.Objects;

/** A simulated attendant key switch; same events as the real one. */
public final class SimKeySwitch extends ListenedDevice<KeyEvent> implements KeySwitch {
    private final Clock clock;
    private boolean turned;

    public SimKeySwitch(Clock clock) {
        super("simulated key switch");
        this.clock = Objects.requireNonNull(clock, "clock");
    }

    public void turn(boolean on) {
        synchronized (this) {
            if (turned == on) {
                return;
            }
            turned = on;
        }
        listeners.fire(new KeyEvent(on, clock.instant()));
    }

    @Override
    public synchronized boolean isTurned() {
        return turned;
    }

    @Override
    public void close() {
        // Nothing to release.
    }
}
