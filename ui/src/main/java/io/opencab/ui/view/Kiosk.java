package io.opencab.ui.view;

import io.opencab.ui.control.KioskController;
import javafx.scene.Cursor;
import javafx.scene.Scene;
import javafx.scene.input.KeyCombination;
import javafx.stage.Stage;
import javafx.stage.StageStyle;

/**
 * Puts the kiosk on a stage: kiosk mode on the cabinet (no decorations, full screen, no cursor,
 * no exit key) or a window on a PC. The picture is the fixed 1280 x 720 logical screen scaled to
 * fit either way. firmware-app calls {@link #show} from its JavaFX {@code Application.start}.
 */
public final class Kiosk {
    private Kiosk() {
    }

    /** Display options. */
    public record Options(boolean kioskMode, double windowWidth, double windowHeight) {
        public static Options kiosk() {
            return new Options(true, KioskView.WIDTH, KioskView.HEIGHT);
        }

        public static Options windowed(double width, double height) {
            return new Options(false, width, height);
        }
    }

    /** Builds the view on {@code stage}, starts the controller and shows it. JavaFX thread. */
    public static KioskView show(Stage stage, KioskController controller, Options options) {
        KioskView view = new KioskView(controller);
        Scene scene = new Scene(view, options.windowWidth(), options.windowHeight());
        KeyMap.install(scene, controller);
        stage.setTitle("OpenCab");
        if (options.kioskMode()) {
            stage.initStyle(StageStyle.UNDECORATED);
            scene.setCursor(Cursor.NONE);
            stage.setFullScreenExitHint("");
            stage.setFullScreenExitKeyCombination(KeyCombination.NO_MATCH);
            stage.setFullScreen(true);
        }
        stage.setScene(scene);
        controller.start();
        stage.show();
        return view;
    }
}
