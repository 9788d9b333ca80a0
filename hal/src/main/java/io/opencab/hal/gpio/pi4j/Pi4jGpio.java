package io.opencab.hal.gpio.pi4j;

import com.pi4j.Pi4J;
import com.pi4j.context.Context;
import com.pi4j.io.gpio.digital.DigitalInput;
import com.pi4j.io.gpio.digital.DigitalOutput;
import com.pi4j.io.gpio.digital.DigitalState;
import com.pi4j.io.gpio.digital.PullResistance;
import com.pi4j.plugin.gpiod.provider.gpio.digital.GpioDDigitalInputProvider;
import com.pi4j.plugin.gpiod.provider.gpio.digital.GpioDDigitalOutputProvider;
import io.opencab.hal.HalException;
import io.opencab.hal.gpio.InputPin;
import io.opencab.hal.gpio.OutputPin;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;

/**
 * One Pi4J context shared by the GPIO devices, plus the tick that drives debouncing and blinking.
 *
 * <p>Debouncing is done here, not only by the provider: the provider's debounce is configured too, but the
 * mock provider fires at once, and a lab checks the firmware's own behaviour (regulations.md 4). A device
 * reports a change only after its input has held the new level for the configured time, measured on the
 * injected nanosecond ticker at each tick. Tests build the context from the mock plugin, pass a manual
 * ticker and call {@link #tick()} themselves: no sleeps.
 */
public final class Pi4jGpio implements AutoCloseable {
    /** A device driven by the tick. */
    interface Tickable {
        void tick(long nowNanos);
    }

    /** How often the real tick runs: well below the shortest debounce and blink half period. */
    public static final Duration TICK_PERIOD = Duration.ofMillis(5);

    private final Context context;
    private final Clock clock;
    private final LongSupplier nanos;
    private final List<Tickable> devices = new CopyOnWriteArrayList<>();
    private final ScheduledExecutorService ticker;
    private volatile boolean closed;

    private Pi4jGpio(Context context, Clock clock, LongSupplier nanos, boolean autoTick) {
        this.context = Objects.requireNonNull(context, "context");
        this.clock = Objects.requireNonNull(clock, "clock");
        this.nanos = Objects.requireNonNull(nanos, "nanos");
        if (autoTick) {
            ticker = Executors.newSingleThreadScheduledExecutor(r -> {
                Thread t = new Thread(r, "hal-gpio-tick");
                t.setDaemon(true);
                return t;
            });
            long p = TICK_PERIOD.toNanos();
            ticker.scheduleAtFixedRate(this::safeTick, p, p, TimeUnit.NANOSECONDS);
        } else {
            ticker = null;
        }
    }

    /**
     * The real GPIO of the board through the GpioD provider. A missing chip (no such device node, or a
     * board without GPIO) is a {@link HalException}: the cabinet shows the fault and never falls back to
     * simulation.
     */
    public static Pi4jGpio gpiod(String chipName, Clock clock) {
        Objects.requireNonNull(chipName, "chipName");
        Path node = Path.of("/dev", chipName);
        if (!Files.exists(node)) {
            throw new HalException("GPIO is configured REAL but " + node + " does not exist (wrong gpio chip name,"
                    + " or not a board with GPIO); refusing to start without it");
        }
        Context ctx;
        try {
            ctx = Pi4J.newContextBuilder()
                    .noAutoDetect()
                    .add(GpioDDigitalInputProvider.newInstance(), GpioDDigitalOutputProvider.newInstance())
                    .setGpioChipName(chipName)
                    .build();
        } catch (RuntimeException | LinkageError e) {
            throw new HalException("GPIO chip " + node + ": Pi4J GpioD provider failed to start", e);
        }
        return new Pi4jGpio(ctx, clock, System::nanoTime, true);
    }

    /** Any prepared context (the tests pass one built from the mock plugin), ticking on its own thread. */
    public static Pi4jGpio of(Context context, Clock clock) {
        return new Pi4jGpio(context, clock, System::nanoTime, true);
    }

    /** A context with a manual ticker: nothing happens until {@link #tick()} is called (tests). */
    public static Pi4jGpio manual(Context context, Clock clock, LongSupplier nanos) {
        return new Pi4jGpio(context, clock, nanos, false);
    }

    Clock clock() {
        return clock;
    }

    long now() {
        return nanos.getAsLong();
    }

    /** Puts {@code device} into the tick until the returned registration ends. */
    Ticking register(Tickable device) {
        devices.add(device);
        return new Ticking(device);
    }

    /** A device's place in the tick: a device's close ends it, and only the first end counts. */
    final class Ticking {
        private final Tickable device;
        private final AtomicBoolean ended = new AtomicBoolean();

        private Ticking(Tickable device) {
            this.device = device;
        }

        /** Takes the device out of the tick; true the first time, false when it was already out. */
        boolean end() {
            if (!ended.compareAndSet(false, true)) {
                return false;
            }
            devices.remove(device);
            return true;
        }
    }

    /** Runs one debounce/blink step on every device. Called by the tick thread, or by tests. */
    public void tick() {
        long now = nanos.getAsLong();
        for (Tickable d : devices) {
            d.tick(now);
        }
    }

    private void safeTick() {
        try {
            tick();
        } catch (RuntimeException e) {
            // The tick must survive a failing output write; the next tick retries.
            System.getLogger(Pi4jGpio.class.getName()).log(System.Logger.Level.ERROR, "GPIO tick failed", e);
        }
    }

    DigitalInput input(String id, InputPin pin, Duration debounce) {
        try {
            return context.create(DigitalInput.newConfigBuilder(context)
                    .id(id)
                    .address(pin.bcm())
                    .pull(switch (pin.pull()) {
                        case UP -> PullResistance.PULL_UP;
                        case DOWN -> PullResistance.PULL_DOWN;
                        case OFF -> PullResistance.OFF;
                    })
                    .debounce(debounce.toNanos() / 1000, TimeUnit.MICROSECONDS));
        } catch (RuntimeException e) {
            throw new HalException("GPIO input " + id + " on BCM " + pin.bcm() + " could not be opened", e);
        }
    }

    DigitalOutput output(String id, OutputPin pin) {
        try {
            return context.create(DigitalOutput.newConfigBuilder(context)
                    .id(id)
                    .address(pin.bcm())
                    .initial(level(pin, pin.initialOn()))
                    .shutdown(level(pin, pin.shutdownOn())));
        } catch (RuntimeException e) {
            throw new HalException("GPIO output " + id + " on BCM " + pin.bcm() + " could not be opened", e);
        }
    }

    static DigitalState level(OutputPin pin, boolean on) {
        return on != pin.activeLow() ? DigitalState.HIGH : DigitalState.LOW;
    }

    static boolean active(InputPin pin, DigitalState state) {
        if (state == DigitalState.UNKNOWN) {
            return false;
        }
        return state.isHigh() != pin.activeLow();
    }

    @Override
    public void close() {
        if (closed) {
            return;
        }
        closed = true;
        if (ticker != null) {
            ticker.shutdownNow();
        }
        try {
            context.shutdown();
        } catch (RuntimeException e) {
            throw new HalException("Pi4J context shutdown failed", e);
        }
    }
}
