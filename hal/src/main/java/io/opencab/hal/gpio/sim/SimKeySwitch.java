package io.opencab.hal.gpio.sim;

import io.opencab.hal.Listeners;
import io.opencab.hal.gpio.KeyEvent;
import io.opencab.hal.gpio.KeySwitch;
import java.time.Clock;
import java.util.Objects;
import java.util.function.Consumer;

/** A simulated attendant key switch; same events as the real one. */
public final class SimKeySwitch implements KeySwitch {
    private final Clock clock;
    private final Listeners<KeyEvent> listeners = new Listeners<>("simulated key switch");
    private boolean turned;

    public SimKeySwitch(Clock clock) {
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
    public void addListener(Consumer<? super KeyEvent> listener) {
        listeners.add(listener);
    }

    @Override
    public void removeListener(Consumer<? super KeyEvent> listener) {
        listeners.remove(listener);
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
