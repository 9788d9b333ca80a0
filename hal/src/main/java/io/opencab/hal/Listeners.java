package io.opencab.hal;

import java.util.List;
import java.util.Objects;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;

/**
 * Listener list used by every device. A listener that throws must not stop a device's thread (a door event
 * lost to a UI bug is worse than a log line), so failures are reported to {@link System.Logger} and the
 * remaining listeners still run.
 */
public final class Listeners<E> {
    private static final System.Logger LOG = System.getLogger(Listeners.class.getName());
    private final List<Consumer<? super E>> list = new CopyOnWriteArrayList<>();
    private final String device;

    public Listeners(String device) {
        this.device = Objects.requireNonNull(device, "device");
    }

    public void add(Consumer<? super E> listener) {
        list.add(Objects.requireNonNull(listener, "listener"));
    }

    public void remove(Consumer<? super E> listener) {
        list.remove(listener);
    }

    public void fire(E event) {
        for (Consumer<? super E> l : list) {
            try {
                l.accept(event);
            } catch (RuntimeException e) {
                LOG.log(System.Logger.Level.ERROR, "listener of " + device + " failed on " + event, e);
            }
        }
    }
}
