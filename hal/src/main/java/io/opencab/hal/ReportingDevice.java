package io.opencab.hal;

import java.util.function.Consumer;

/**
 * What every device that reports events shares (docs/hal.md, issue 38 item 3): its {@link Listeners}, and adding
 * and removing a listener. One level only: a device's class extends this and implements its device interface.
 *
 * @param <E> the device's events
 */
public abstract class ReportingDevice<E> {
    /** The device's listeners: fire its events here. */
    protected final Listeners<E> listeners;

    /** @param device the device's name in log lines (a failing listener) */
    protected ReportingDevice(String device) {
        this.listeners = new Listeners<>(device);
    }

    public final void addListener(Consumer<? super E> listener) {
        listeners.add(listener);
    }

    public final void removeListener(Consumer<? super E> listener) {
        listeners.remove(listener);
    }
}
