package io.opencab.ui.view;

import io.opencab.ui.control.KioskController;
import io.opencab.ui.port.KioskState;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.GridPane;
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
        GridPane pad = new GridPane();
        pad.setHgap(10);
        pad.setVgap(10);
        pad.setAlignment(Pos.CENTER);
        String keys = "123456789";
        for (int i = 0; i < 9; i++) {
            char d = keys.charAt(i);
            pad.add(key("pin-" + d, String.valueOf(d), () -> controller.pinDigit(d)), i % 3, i / 3);
        }
        pad.add(key("pin-back", "<", controller::pinBackspace), 0, 3);
        pad.add(key("pin-0", "0", () -> controller.pinDigit('0')), 1, 3);
        pad.add(key("pin-ok", "OK", controller::pinEnter), 2, 3);
        getChildren().addAll(title, dots, pad, message,
                Ui.label("Turn the key back to return to the game", "note"));
        controller.model().pinEntry().addListener((o, a, p) -> dots.setText("*".repeat(p.length())));
        controller.model().state().addListener((o, a, s) -> message.setText(msg(s)));
        controller.model().error().addListener((o, a, e) -> message.setText(e.isEmpty() ? msg(controller.model().state().get()) : e));
    }

    private static String msg(KioskState s) {
        return s == null || s.message() == null ? "" : s.message();
    }

    private static Button key(String id, String text, Runnable r) {
        Button b = Ui.button(id, text, r);
        b.setMinSize(90, 70);
        return b;
    }
}
