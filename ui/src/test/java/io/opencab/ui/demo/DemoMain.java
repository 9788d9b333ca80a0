package io.opencab.ui.demo;

import io.opencab.engine.game.GameCatalog;
import io.opencab.ui.control.KioskController;
import io.opencab.ui.present.Renderers;
import io.opencab.ui.sound.LineSound;
import io.opencab.ui.view.Kiosk;
import javafx.application.Platform;
import javafx.stage.Stage;

/**
 * TEST / DEMO ONLY: the kiosk in a window (or {@code --kiosk} full screen) over the in-memory
 * {@link DemoCabinet}, to try the screens on a PC before firmware-app's cabinet is wired in.
 * Command in docs/ui.md ("Try it on a PC").
 */
public final class DemoMain {
    private DemoMain() {
    }

    public static void main(String[] args) {
        boolean kiosk = java.util.Arrays.asList(args).contains("--kiosk");
        long seed = Long.getLong("opencab.demo.seed", 1L);
        DemoCabinet cabinet = DemoCabinet.seeded(seed);
        Platform.startup(() -> {
            KioskController c = new KioskController(cabinet, cabinet, Renderers.standard(GameCatalog.standard()),
                    LineSound.open(60));
            Stage stage = new Stage();
            Kiosk.show(stage, c, kiosk ? Kiosk.Options.kiosk() : Kiosk.Options.windowed(1280, 720));
            stage.setOnHidden(e -> {
                c.close();
                Platform.exit();
            });
        });
    }
}
