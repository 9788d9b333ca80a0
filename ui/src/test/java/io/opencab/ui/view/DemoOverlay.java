package io.opencab.ui.view;

import io.opencab.ui.demo.DemoCabinet;
import io.opencab.ui.port.KioskAction;
import io.opencab.ui.port.KioskPort;
import io.opencab.ui.port.KioskState;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;

/**
 * TEST / DEMO ONLY: a kiosk port in front of the demo cabinet that shows the cabinet's state as a test changes it (a
 * host's disable, promotional credits, a refusal). Its listeners get {@link #state()} again whenever the cabinet's
 * state changes or the test calls {@link #publish()}; a subclass overrides {@code state()} and, where it answers a
 * press itself, {@code submit}.
 */
abstract class DemoOverlay implements KioskPort {
    final DemoCabinet cabinet;
    private final List<Consumer<? super KioskState>> listeners = new CopyOnWriteArrayList<>();

    DemoOverlay(DemoCabinet cabinet) {
        this.cabinet = cabinet;
        cabinet.addListener(s -> publish());
    }

    /** Hands the state, as this overlay changes it, to every listener. */
    final void publish() {
        KioskState s = state();
        listeners.forEach(l -> l.accept(s));
    }

    @Override
    public final void addListener(Consumer<? super KioskState> listener) {
        listeners.add(listener);
    }

    @Override
    public final void removeListener(Consumer<? super KioskState> listener) {
        listeners.remove(listener);
    }

    @Override
    public void submit(KioskAction action) {
        cabinet.submit(action);
    }
}
