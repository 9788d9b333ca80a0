package io.opencab.ui.control;

import io.opencab.ui.port.KioskAction;
import io.opencab.ui.port.KioskState;
import java.util.List;

/**
 * The PC keys standing for the cabinet's devices when they are simulated (docs/ui.md): bills, the
 * attendant key, the doors. On a cabinet with real devices each says where the real one is instead.
 */
public final class SimulatedDevices {
    private final KioskController c;

    SimulatedDevices(KioskController c) {
        this.c = c;
    }

    /** Simulated devices only: insert the {@code index}-th bill value of the rules (PC keys 1..). */
    public void insertBill(int index) {
        KioskController.onFx(() -> {
            KioskState s = c.model().state.get();
            if (!s.rules().simulatedDevices()) {
                c.say(Note.untilInput("Bills come from the validator on this cabinet"));
                return;
            }
            List<Long> bills = s.rules().billValuesCents();
            if (index < 0 || index >= bills.size()) {
                return;
            }
            c.submit(new KioskAction.InsertBill(bills.get(index)));
        });
    }

    /** Simulated devices only: turns the attendant key (on if off, off if on). */
    public void toggleKey() {
        KioskController.onFx(() -> {
            KioskState s = c.model().state.get();
            if (!s.rules().simulatedDevices()) {
                c.say(Note.untilInput("The attendant key is the cabinet's key switch"));
                return;
            }
            c.submit(new KioskAction.KeyTurn(s.access() == KioskState.Access.NONE));
        });
    }

    /** Simulated devices only: opens {@code door} if closed, closes it if open (PC keys F5-F8). */
    public void toggleDoor(String door) {
        KioskController.onFx(() -> {
            if (!c.model().state.get().rules().simulatedDevices()) {
                c.say(Note.untilInput("Doors are the cabinet's door switches on this cabinet"));
                return;
            }
            c.submit(new KioskAction.DoorToggle(door));
        });
    }
}
