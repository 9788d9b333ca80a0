package io.opencab.ui.view;

import io.opencab.engine.game.GameInfo;
import io.opencab.ui.control.Input;
import io.opencab.ui.control.KioskController;
import io.opencab.ui.port.KioskState;
import javafx.animation.FadeTransition;
import javafx.animation.Animation;
import javafx.geometry.Pos;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import javafx.util.Duration;

/** The intro / attract screen: the games' art and "touch to play" (switchable in settings). */
final class IntroView extends VBox {
    private final HBox arts = new HBox(24);

    IntroView(KioskController controller) {
        super(30);
        setId("intro-view");
        getStyleClass().add("kiosk-stage");
        setAlignment(Pos.CENTER);
        Label title = Ui.label("OPENCAB CASINO", "title");
        Label touch = Ui.label("intro-touch", "TOUCH THE SCREEN OR PRESS ANY BUTTON", "message");
        FadeTransition blink = new FadeTransition(Duration.millis(900), touch);
        blink.setFromValue(1);
        blink.setToValue(0.3);
        blink.setAutoReverse(true);
        blink.setCycleCount(Animation.INDEFINITE);
        visibleProperty().addListener((o, a, v) -> {
            if (v) {
                blink.play();
            } else {
                blink.stop();
            }
        });
        arts.setAlignment(Pos.CENTER);
        getChildren().addAll(title, arts, touch);
        setOnMouseClicked(e -> controller.press(Input.BACK, Input.Source.TOUCH));
        controller.model().state().addListener((o, a, s) -> {
            if (a == null || !a.games().equals(s.games())) {
                fill(s);
            }
        });
        if (controller.model().state().get() != null) {
            fill(controller.model().state().get());
        }
    }

    private void fill(KioskState s) {
        arts.getChildren().clear();
        for (GameInfo g : s.games()) {
            var tile = GameArt.tile(g.id(), g.name());
            tile.setScaleX(0.85);
            tile.setScaleY(0.85);
            arts.getChildren().add(tile);
        }
    }
}
