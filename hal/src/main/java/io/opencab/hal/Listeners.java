package io.opencab.hal;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;

/**
 * Listener list used by every device. A listener that throws must not stop a device's thread (a door event
 * lost to a UI bug is worse than a log line), so failures are reported to {@link System.Logger} and the
 * remaining listeners still run.
 *
 * <p>Events fired before any listener was added (a device reports what it found while opening, before the
 * caller can subscribe: a fault, a note in doubt) are kept, up to {@link #BACKLOG}, and given to the first
 * listener added.
 */
public final class Listeners<E> {
    public static final int BACKLOG = 256;
    private static final System.Logger LOG = System.getLogger(Listeners.class.getName());
    private final List<Consumer<? super E>> list = new CopyOnWriteArrayList<>();
    private final List<E> backlog = new ArrayList<>();
    private boolean subscribed;
    private final String device;

    public Listeners(String device) {
        this.device = Objects.requireNonNull(device, "device");
    }

    public void add(Consumer<? super E> listener) {
        Objects.requireNonNull(listener, "listener");
        List<E> replay;
        synchronized (this) {
            list.add(listener);
            replay = List.copyOf(backlog);
            backlog.clear();
            subscribed = true;
        }
        for (E e : replay) {
            deliver(listener, e);
        }
    }

    public void remove(Consumer<? super E> listener) {
        list.remove(listener);
    }

    public void fire(E event) {
        synchronized (this) {
            if (!subscribed) {
                if (backlog.size() < BACKLOG) {
                    backlog.add(event);
                } else {
                    LOG.log(System.Logger.Level.WARNING, device + ": event dropped before any listener: " + event);
                }
                return;
            }
        }
        for (Consumer<? super E> l : list) {
            deliver(l, event);
        }
    }

    private void deliver(Consumer<? super E> l, E event) {
        try {
            l.accept(event);
        } catch (RuntimeException e) {
            LOG.log(System.Logger.Level.ERROR, "listener of " + device + " failed on " + event, e);
        }
    }
}
