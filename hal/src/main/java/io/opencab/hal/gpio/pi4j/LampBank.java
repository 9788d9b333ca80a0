package io.opencab.hal.gpio.pi4j;

import com.pi4j.io.gpio.digital.DigitalOutput;
import io.opencab.hal.HalException;
import io.opencab.hal.gpio.LampMode;
import io.opencab.hal.gpio.OutputPin;
import java.time.Duration;
import java.util.EnumMap;
import java.util.Map;

/**
 * Lamps keyed by an enum. Each output starts in its declared initial state; {@link #close()} drives each
 * to its declared shutdown state (Pi4J applies it again when the context shuts down). Blinking lamps share
 * one phase, computed from the tick time, so lamps blinking together stay in step.
 */
final class LampBank<K extends Enum<K>> implements Pi4jGpio.Tickable {
    private static final class Lamp {
        final DigitalOutput out;
        final OutputPin pin;
        volatile LampMode mode;
        boolean lit;

        Lamp(DigitalOutput out, OutputPin pin) {
            this.out = out;
            this.pin = pin;
            this.mode = pin.initialOn() ? LampMode.ON : LampMode.OFF;
            this.lit = pin.initialOn();
        }
    }

    private final Pi4jGpio gpio;
    private final Map<K, Lamp> lamps;
    private final long halfPeriodNanos;

    LampBank(Pi4jGpio gpio, Class<K> type, String prefix, Map<K, OutputPin> pins, Duration blinkPeriod) {
        this.gpio = gpio;
        this.halfPeriodNanos = blinkPeriod.toNanos() / 2;
        this.lamps = new EnumMap<>(type);
        for (var e : new EnumMap<>(pins).entrySet()) {
            OutputPin pin = e.getValue();
            DigitalOutput out = gpio.output(prefix + "-" + e.getKey().name().toLowerCase(), pin);
            Lamp lamp = new Lamp(out, pin);
            write(lamp, pin.initialOn());
            lamps.put(e.getKey(), lamp);
        }
    }

    void set(K key, LampMode mode) {
        Lamp lamp = lamps.get(key);
        synchronized (lamp) {
            lamp.mode = mode;
            // ON/OFF take effect at once; BLINK starts in the current shared phase.
            apply(lamp, gpio.now());
        }
    }

    LampMode mode(K key) {
        return lamps.get(key).mode;
    }

    @Override
    public void tick(long now) {
        for (Lamp lamp : lamps.values()) {
            synchronized (lamp) {
                if (lamp.mode == LampMode.BLINK) {
                    apply(lamp, now);
                }
            }
        }
    }

    private void apply(Lamp lamp, long now) {
        boolean on = switch (lamp.mode) {
            case ON -> true;
            case OFF -> false;
            case BLINK -> Math.floorMod(Math.floorDiv(now, halfPeriodNanos), 2L) == 0;
        };
        if (on != lamp.lit) {
            write(lamp, on);
        }
    }

    private void write(Lamp lamp, boolean on) {
        try {
            lamp.out.state(Pi4jGpio.level(lamp.pin, on));
            lamp.lit = on;
        } catch (RuntimeException e) {
            throw new HalException("lamp output " + lamp.out.id() + " on BCM " + lamp.pin.bcm()
                    + " could not be set " + (on ? "on" : "off"), e);
        }
    }

    /** Drives every output to its declared shutdown state. */
    void close() {
        for (Lamp lamp : lamps.values()) {
            synchronized (lamp) {
                lamp.mode = lamp.pin.shutdownOn() ? LampMode.ON : LampMode.OFF;
                write(lamp, lamp.pin.shutdownOn());
            }
        }
    }
}
