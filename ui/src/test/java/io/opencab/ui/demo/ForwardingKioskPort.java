package io.opencab.ui.demo;

import io.opencab.ui.port.KioskAction;
import io.opencab.ui.port.KioskPort;
import io.opencab.ui.port.KioskState;
import java.util.function.Consumer;

/**
 * TEST / DEMO ONLY: a kiosk port handing every call to {@link #kiosk()} (the demo cabinet), for the tests that watch
 * or change one call of it and override only that one.
 */
public interface ForwardingKioskPort extends KioskPort {
    /** The port every call not overridden goes to. */
    KioskPort kiosk();

    @Override
    default KioskState state() {
        return kiosk().state();
    }

    @Override
    default void addListener(Consumer<? super KioskState> listener) {
        kiosk().addListener(listener);
    }

    @Override
    default void removeListener(Consumer<? super KioskState> listener) {
        kiosk().removeListener(listener);
    }

    @Override
    default void submit(KioskAction action) {
        kiosk().submit(action);
    }
}
