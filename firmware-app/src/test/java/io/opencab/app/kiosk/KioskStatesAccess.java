package io.opencab.app.kiosk;

import io.opencab.app.cabinet.state.CabinetState;
import io.opencab.ui.port.Lockup;

/** For tests of other packages: the lockup plate the kiosk shows for a cabinet state ({@link KioskStates#lockup}). */
public final class KioskStatesAccess {
    private KioskStatesAccess() {
    }

    public static Lockup lockup(CabinetState s) {
        return KioskStates.lockup(s);
    }
}
