package io.opencab.hal.gpio.sim;

import io.opencab.hal.ListenedDevice;
import java.time.Clock;
import java.time.Instant;
import java.util.Collections;
import java.util.EnumMap;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * A simulated device of two-state inputs (doors open, buttons held) that a UI or a headless driver sets. Like the
 * real inputs it reports each change once, as an event stamped with the injected clock and fired outside the
 * device's lock; setting an input to the state it has reports nothing.
 *
 * @param <K> the inputs
 * @param <E> the device's event
 */
abstract class SimSwitches<K extends Enum<K>, E> extends ListenedDevice<E> {
    /** The device's event for one change of one input. */
    interface Change<K, E> {
        E event(K input, boolean on, Instant at);
    }

    private final Clock clock;
    private final Map<K, Boolean> states;
    private final Change<K, E> change;
    /** The name a missing input is reported under ("door", "button"). */
    private final String inputName;

    /** Every input of {@code inputs} off, but those in {@code onAtStart} (reported by their state, not by an event). */
    SimSwitches(String device, Clock clock, Class<K> inputs, Set<K> onAtStart, Change<K, E> change) {
        super(device);
        this.clock = Objects.requireNonNull(clock, "clock");
        this.states = new EnumMap<>(inputs);
        for (K input : inputs.getEnumConstants()) {
            states.put(input, onAtStart.contains(input));
        }
        this.change = change;
        this.inputName = inputs.getSimpleName().toLowerCase(Locale.ROOT);
    }

    /** Sets {@code input} on or off, with its event when that changed it. */
    final void set(K input, boolean on) {
        synchronized (this) {
            if (states.put(Objects.requireNonNull(input, inputName), on) == on) {
                return;
            }
        }
        listeners.fire(change.event(input, on, clock.instant()));
    }

    final synchronized boolean isOn(K input) {
        return states.get(input);
    }

    /** Every input's state now (a copy). */
    final synchronized Map<K, Boolean> states() {
        return Collections.unmodifiableMap(new EnumMap<>(states));
    }
}
