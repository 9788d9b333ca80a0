package io.opencab.app.cabinet.devices;

import io.opencab.app.cabinet.state.Action;
import io.opencab.hal.Devices;
import io.opencab.hal.gpio.ButtonEvent;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * Every device's reports as {@link Action}s in the cabinet's one queue: devices call back on their own
 * threads, and only the cabinet thread changes the state (docs/cabinet.md). Deck buttons go to a screen that
 * maps them itself when one has taken them ({@code Cabinet#routeButtonsTo}).
 */
public final class DeviceFeeds {
    private DeviceFeeds() {
    }

    public static void attach(Devices devices, Consumer<Action> submit, Supplier<Consumer<? super ButtonEvent>> screen) {
        devices.buttons().addListener(e -> {
            Consumer<? super ButtonEvent> s = screen.get();
            if (s != null) {
                s.accept(e);
            } else {
                submit.accept(new Action.ButtonPressed(e.button(), e.pressed()));
            }
        });
        devices.doors().addListener(e -> submit.accept(new Action.DoorChanged(e.door(), e.open())));
        devices.key().addListener(e -> submit.accept(new Action.KeyTurned(e.turned())));
        devices.billValidator().ifPresent(v -> v.addListener(e -> submit.accept(new Action.BillReported(e))));
        // Ticket out (docs/tito.md): a job's outcome settles its ticket on the cabinet thread, in order.
        devices.ticketPrinter().ifPresent(p -> p.addListener(e -> submit.accept(new Action.PrinterReported(e))));
    }
}
