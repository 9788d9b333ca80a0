package io.opencab.hal;

import java.util.function.Consumer;

/**
 * What every device does the same with its listeners: one {@link Listeners} list named after the device, that
 * callers subscribe to through the device interface's {@code addListener}/{@code removeListener}, and that the
 * device fires its events into.
 */
public abstract class ListenedDevice<E> {
    protected final Listeners<E> listeners;

    protected ListenedDevice(String device) {
        this.listeners = new Listeners<>(device);
    }

    public final void addListener(Consumer<? super E> listener) {
        listeners.add(listener);
    }

    public final void removeListener(Consumer<? super E> listener) {
        listeners.remove(listener);
    }
}
