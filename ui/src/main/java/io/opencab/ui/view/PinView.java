package io.opencab.ui.view;

import io.opencab.ui.control.KioskController;
import io.opencab.ui.port.KioskState;
import javafx.geometry.Pos;
import javafx.scene.control.Label;
import javafx.scene.layout.VBox;

/** The attendant PIN pad, shown while the key is turned and no PIN was accepted. */
final class PinView extends VBox {
    PinView(KioskController controller) {
        super(20);
        setId("pin-view");
        getStyleClass().add("attendant");
        setAlignment(Pos.CENTER);
        Label title = Ui.label("ATTENDANT - ENTER PIN", "attendant-title");
        Label dots = Ui.label("pin-dots", "", "attendant-title");
        Label message = Ui.label("pin-message", "", "message");
        // The same on-screen keypad as every other entry of the service pages (issue 39 item 8).
        Keypad pad = Keypad.digits("pin", k -> {
            if (k.equals(io.opencab.ui.control.ServiceForm.BACK)) {
                controller.pinBackspace();
            } else {
                controller.pinDigit(k.charAt(0));
            }
        }, controller::pinEnter);
        pad.setAlignment(Pos.CENTER);
        pad.getStyleClass().add("pin-pad");
        getChildren().addAll(title, dots, pad, message,
                Ui.label("Turn the key back to return to the game", "note"));
        controller.model().pinEntry().addListener((o, a, p) -> dots.setText("*".repeat(p.length())));
        controller.model().state().addListener((o, a, s) -> message.setText(msg(s)));
        controller.model().error().addListener((o, a, e) -> message.setText(e.isEmpty() ? msg(controller.model().state().get()) : e));
    }

    private static String msg(KioskState s) {
        return s == null || s.message() == null ? "" : s.message();
    }
}
