package io.opencab.hal.gpio.pi4j;

import com.pi4j.io.gpio.digital.DigitalInput;
import io.opencab.hal.gpio.InputPin;
import java.time.Duration;
import java.time.Instant;
import java.util.EnumMap;
import java.util.Map;

/**
 * A group of switch inputs keyed by an enum, debounced by requiring the raw level to stay unchanged for
 * {@code stable} before the change is reported. Raw edges come from Pi4J listeners (any thread); the check
 * runs in {@link #tick(long)}. The debounced state starts as the level read when the input is opened.
 */
final class DebouncedInputs<K extends Enum<K>> implements Pi4jGpio.Tickable {
    /** Receives a debounced change. */
    interface Sink<K> {
        void changed(K key, boolean active, Instant at);
    }

    private static final class Line {
        final DigitalInput input;
        final InputPin pin;
        volatile boolean raw;
        volatile long rawSince;
        boolean stable;

        Line(DigitalInput input, InputPin pin, boolean initial, long now) {
            this.input = input;
            this.pin = pin;
            this.raw = initial;
            this.rawSince = now;
            this.stable = initial;
        }
    }

    private final Pi4jGpio gpio;
    private final Map<K, Line> lines;
    private final long stableNanos;
    private final Sink<K> sink;

    DebouncedInputs(Pi4jGpio gpio, Class<K> type, String prefix, Map<K, InputPin> pins, Duration stable,
            Sink<K> sink) {
        this.gpio = gpio;
        this.stableNanos = stable.toNanos();
        this.sink = sink;
        this.lines = new EnumMap<>(type);
        for (var e : new EnumMap<>(pins).entrySet()) {
            K key = e.getKey();
            InputPin pin = e.getValue();
            DigitalInput in = gpio.input(prefix + "-" + key.name().toLowerCase(), pin, stable);
            Line line = new Line(in, pin, Pi4jGpio.active(pin, in.state()), gpio.now());
            in.addListener(ev -> onEdge(line, Pi4jGpio.active(pin, ev.state())));
            lines.put(key, line);
        }
    }

    private void onEdge(Line line, boolean active) {
        synchronized (line) {
            // Every edge restarts the stable-time window, even one back to the debounced level.
            line.raw = active;
            line.rawSince = gpio.now();
        }
    }

    @Override
    public void tick(long now) {
        for (var e : lines.entrySet()) {
            Line line = e.getValue();
            boolean fire;
            boolean level;
            synchronized (line) {
                level = line.raw;
                fire = level != line.stable && now - line.rawSince >= stableNanos;
                if (fire) {
                    line.stable = level;
                }
            }
            if (fire) {
                sink.changed(e.getKey(), level, gpio.clock().instant());
            }
        }
    }

    boolean active(K key) {
        Line line = lines.get(key);
        synchronized (line) {
            return line.stable;
        }
    }
}
