package io.opencab.hal.gpio.pi4j;

import com.pi4j.Pi4J;
import com.pi4j.context.Context;
import com.pi4j.io.gpio.digital.DigitalState;
import com.pi4j.plugin.mock.platform.MockPlatform;
import com.pi4j.plugin.mock.provider.gpio.digital.MockDigitalInput;
import com.pi4j.plugin.mock.provider.gpio.digital.MockDigitalInputProvider;
import com.pi4j.plugin.mock.provider.gpio.digital.MockDigitalOutput;
import com.pi4j.plugin.mock.provider.gpio.digital.MockDigitalOutputProvider;
import io.opencab.testkit.StepClock;
import java.time.Duration;
import java.time.Instant;

/** A Pi4J context built explicitly from the mock plugin, with a hand-moved clock and ticker. */
final class MockGpio implements AutoCloseable {
    final StepClock clock = new StepClock(Instant.parse("2026-03-01T12:00:00Z"));
    final Context context = Pi4J.newContextBuilder()
            .add(new MockPlatform())
            .add(MockDigitalInputProvider.newInstance(), MockDigitalOutputProvider.newInstance())
            .build();
    final Pi4jGpio gpio = Pi4jGpio.manual(context, clock, clock::nanos);

    void set(String id, boolean high) {
        context.io(id, MockDigitalInput.class).mockState(high ? DigitalState.HIGH : DigitalState.LOW);
    }

    boolean high(String id) {
        return context.io(id, MockDigitalOutput.class).state() == DigitalState.HIGH;
    }

    /** Moves time on and runs one tick. */
    void after(Duration d) {
        clock.advance(d);
        gpio.tick();
    }

    @Override
    public void close() {
        gpio.close();
    }
}
